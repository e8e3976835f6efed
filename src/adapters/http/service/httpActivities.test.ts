import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startListeningTestApp } from '../../../../tests/support/legacyAdapterServer';
import type { TestApp } from '../../../../tests/support/testApp';
import { recordingNotifier } from '../shared/fakes';
import { httpActivities } from './httpActivities';
import { createServiceClient } from './serviceClient';

// Against the real server and database: the answers must pass the contract's response validators.
let server: TestApp;
let origin: string;
const notifier = recordingNotifier();

beforeAll(async () => {
  ({ server, origin } = await startListeningTestApp());
  await server.db.query(
    `INSERT INTO client (id, name, is_active, org_no, officer_id, contract_date, termination_date, end_of_service_date, created_at)
     VALUES (1981, 'Sluttet Adapter AS', false, '919810001', 1, date '2019-01-01', date '2026-08-01', NULL, now())`,
  );
}, 120_000);
afterAll(() => server.close());

describe('httpActivities against the reference server', () => {
  it('reads the clients that have left, with their dates', async () => {
    const login = await fetch(`${origin}/api/service/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'teknisk', password: 'teknisk-demo' }),
    });
    const { token } = (await login.json()) as { token: string };
    const api = httpActivities(createServiceClient({ baseUrl: `${origin}/api/service`, notifier, tokens: { serviceToken: () => token } }));
    const clients = await api.inactiveClients().fetch();
    expect(clients).toContainEqual({ clientId: 1981, clientName: 'Sluttet Adapter AS', orgNo: '919810001', terminationDate: '2026-08-01', endOfServiceDate: null });
    expect(notifier.notices).toEqual([]);
  });

  it("reads the officer's queue of bankrupt organisations with the estate's details, and marks one seen", async () => {
    const [customer] = await server.db.query<{ org_no: string; client_id: number; nr: number }>(
      `SELECT cu.org_no, cu.client_id, cu.nr::int AS nr FROM customer cu JOIN client c ON c.id = cu.client_id
        WHERE c.officer_id = 1 AND cu.org_no IS NOT NULL ORDER BY cu.id LIMIT 1`,
    );
    await server.db.query(
      `INSERT INTO register_insolvency (org_no, kind, since, estate, reminders_stopped)
       VALUES ($1, 'BANKRUPT', date '2026-11-20', '{"bankruptcyDate": "2026-11-20", "endorsements": [{"infotype": "KONK", "tekst": "Bostyrer: Advokat Hansen"}]}', 2)`,
      [customer!.org_no],
    );
    const login = await fetch(`${origin}/api/service/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'teknisk', password: 'teknisk-demo' }),
    });
    const { token } = (await login.json()) as { token: string };
    const api = httpActivities(createServiceClient({ baseUrl: `${origin}/api/service`, notifier, tokens: { serviceToken: () => token } }));
    const entry = (await api.insolvencies().fetch()).find((row) => row.orgNo === customer!.org_no);
    expect(entry).toMatchObject({ kind: 'BANKRUPT', since: '2026-11-20', remindersStopped: 2, seen: false, endorsements: ['Bostyrer: Advokat Hansen'] });
    expect(entry!.parties).toContainEqual(expect.objectContaining({ role: 'customer', clientId: customer!.client_id, customerNr: customer!.nr }));
    await api.markInsolvencySeen(customer!.org_no);
    expect((await api.insolvencies().fetch()).find((row) => row.orgNo === customer!.org_no)!.seen).toBe(true);
    expect(notifier.notices).toEqual([]);
  });
});
