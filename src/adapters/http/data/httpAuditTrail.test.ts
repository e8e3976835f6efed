import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startListeningTestApp } from '../../../../tests/support/legacyAdapterServer';
import type { TestApp } from '../../../../tests/support/testApp';
import { fakeTokens, recordingNotifier } from '../shared/fakes';
import { createDataClient } from './dataClient';
import { httpAuditTrail } from './httpAuditTrail';

// Against the real server and database: the answers must pass the contract's response validators.
let server: TestApp;
let origin: string;
const notifier = recordingNotifier();

beforeAll(async () => {
  ({ server, origin } = await startListeningTestApp());
}, 120_000);
afterAll(() => server.close());

async function auditTrailAs(username: string, password: string) {
  const login = await server.sessions.login(username, password, 'data');
  if (login?.audience !== 'data') throw new Error(`${username} could not log in`);
  return httpAuditTrail(createDataClient({ baseUrl: `${origin}/api/data`, notifier, tokens: fakeTokens(async () => false, login.accessToken) }));
}

describe('httpAuditTrail against the reference server', () => {
  it('reads a page of a customer’s trail in øre, downloads its CSV, and answers null outside the bases', async () => {
    const [customer] = await server.db.query<{ id: number; client_id: number }>('SELECT id::int, client_id FROM customer ORDER BY id LIMIT 1');
    const legacy = await server.sessions.login('teknisk', 'teknisk-demo', 'legacy');
    if (legacy?.audience !== 'legacy') throw new Error('teknisk could not log in');
    const headers = { 'x-session-token': legacy.accessToken };
    // A change to the customer, made through the API so it is recorded.
    const confirmed = await fetch(`${origin}/api/legacy/CustomerType/Confirm/${customer!.id}`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ update: { customerType: 'Business' } }),
    });
    expect(confirmed.status).toBe(204);
    const trail = await auditTrailAs('teknisk', 'teknisk-demo');
    const page = await trail.page('customer', customer!.id, 1, 25).fetch();
    expect(page).toMatchObject({ total: 1, page: 1, size: 25 });
    expect(page!.items[0]).toMatchObject({ operation: 'confirmCustomerType', customerIds: [customer!.id], clientIds: [customer!.client_id], moved: 0 });
    expect(page!.items[0]!.at).toBeInstanceOf(Date);
    const file = await trail.csv('customer', customer!.id);
    expect(file.fileName).toBe(`revisjonslogg-customer-${customer!.id}.csv`);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file.content.arrayBuffer());
    expect(text.startsWith('\uFEFFTidspunkt;Saksbehandler;')).toBe(true);
    expect(await trail.page('customer', 2_147_483_647, 1, 25).fetch()).toBeNull();
    expect(notifier.notices).toEqual([]);
  });
});
