import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startListeningTestApp } from '../../../../tests/support/legacyAdapterServer';
import type { TestApp } from '../../../../tests/support/testApp';
import { recordingNotifier } from '../shared/fakes';
import { httpPendingClients } from './httpPendingClients';
import { createLegacyClient } from './legacyClient';

// Against the real server and database: the answers must pass the contract's response validators.
let server: TestApp;
let origin: string;
const notifier = recordingNotifier();

beforeAll(async () => {
  ({ server, origin } = await startListeningTestApp());
}, 120_000);
afterAll(() => server.close());

describe('httpPendingClients against the reference server', () => {
  it('lists, reads one, rejects it, and answers null for it afterwards without a toast', async () => {
    const login = await fetch(`${origin}/api/legacy/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: 'teknisk', password: 'teknisk-demo' }),
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const api = httpPendingClients(createLegacyClient({ baseUrl: `${origin}/api/legacy`, notifier, tokens: { legacyToken: () => access_token } }));
    const [first] = await api.pendingClients().fetch();
    expect(await api.pendingClient(first!.id).fetch()).toEqual(first);
    await api.reject(first!.id);
    expect(await api.pendingClient(first!.id).fetch()).toBeNull();
    expect(notifier.notices).toEqual([]);
  });
});
