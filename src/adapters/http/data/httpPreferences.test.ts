import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/testApp';
import { fakeTokens, recordingNotifier } from '../shared/fakes';
import { createDataClient } from './dataClient';
import { httpPreferences } from './httpPreferences';

let server: TestApp;
let baseUrl: string;

beforeAll(async () => {
  server = await startTestApp();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api/data`;
}, 60_000);
afterAll(() => server.close());

async function preferencesAs(username: string, password: string) {
  const login = await server.sessions.login(username, password, 'data');
  if (login?.audience !== 'data') throw new Error(`${username} could not log in`);
  const notifier = recordingNotifier();
  const client = createDataClient({ baseUrl, notifier, tokens: fakeTokens(async () => false, login.accessToken) });
  return { port: httpPreferences(client), notifier };
}

describe('preferences over HTTP against the real server', () => {
  it('reads, changes one field, and reads the change back', async () => {
    const { port, notifier } = await preferencesAs('leder', 'leder-demo');
    const read = port.preferences();
    expect(read.path).toBe('preferences');
    expect(await read.fetch()).toEqual({ changelogReadAt: null, dismissedBannerVersion: null, searchOpensPage: false });
    expect(await port.update({ searchOpensPage: true })).toEqual({ changelogReadAt: null, dismissedBannerVersion: null, searchOpensPage: true });
    expect(await read.fetch()).toMatchObject({ searchOpensPage: true });
    expect(notifier.notices).toEqual([]);
  });

  it('fails a refused change and tells the officer', async () => {
    const { port, notifier } = await preferencesAs('teknisk', 'teknisk-demo');
    await expect(port.update({ dismissedBannerVersion: 'nyeste' })).rejects.toMatchObject({ name: 'ApiFailure', status: 400 });
    expect(notifier.notices[0]).toMatchObject({ severity: 'error', message: 'Kommunikasjonsfeil med API' });
  });
});
