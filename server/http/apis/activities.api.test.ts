import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';

let server: TestApp;

async function serviceLogin(username: string, password: string) {
  const login = await server.app.inject({ method: 'POST', url: '/api/service/auth/login', payload: { username, password } });
  return { authorization: `Bearer ${(login.json() as { token: string }).token}` };
}

beforeAll(async () => {
  server = await startTestApp({ seed: 'small' });
  // Two clients that have left, in bases 1 and 3, and one that gave notice but is still served (active).
  await server.db.query(
    `INSERT INTO client (id, name, is_active, org_no, officer_id, contract_date, termination_date, end_of_service_date, created_at)
     VALUES (1971, 'Sluttet Base En AS', false, '919710001', 1, date '2019-01-01', date '2026-08-01', date '2026-10-31', now()),
            (3971, 'Sluttet Base Tre AS', false, '939710001', 3, date '2019-01-01', date '2026-09-15', date '2026-12-31', now()),
            (1972, 'Sier opp AS', true, '919720001', 1, date '2019-01-01', date '2026-11-01', date '2027-01-31', now())`,
  );
}, 120_000);
afterAll(() => server.close());

const inactive = async (headers: Record<string, string>) => {
  const response = await server.app.inject({ method: 'GET', url: '/api/service/activities/inactive-clients', headers });
  expect(response.statusCode).toBe(200);
  return response.json() as { clientId: number; endOfServiceDate: string | null }[];
};

describe('GET activities/inactive-clients', () => {
  it('lists the clients no longer active with their dates, the latest end first', async () => {
    const clients = await inactive(await serviceLogin('teknisk', 'teknisk-demo'));
    expect(clients.find((c) => c.clientId === 3971)).toEqual({
      clientId: 3971,
      clientName: 'Sluttet Base Tre AS',
      orgNo: '939710001',
      terminationDate: '2026-09-15',
      endOfServiceDate: '2026-12-31',
    });
    expect(clients.map((c) => c.clientId)).not.toContain(1972);
    const dated = clients.filter((c) => c.endOfServiceDate !== null).map((c) => c.endOfServiceDate!);
    expect(dated).toEqual([...dated].sort().reverse());
    const total = (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM client WHERE NOT is_active'))[0]!.n;
    expect(clients).toHaveLength(total);
  });

  it('shows an officer only the clients of the bases chosen', async () => {
    const clients = await inactive(await serviceLogin('saksbehandler', 'saksbehandler-demo'));
    expect(clients.map((c) => c.clientId)).toContain(1971);
    expect(clients.every((c) => [1, 2].includes(Math.floor(c.clientId / 1000)))).toBe(true);
  });

  it('needs a signed-in officer', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/service/activities/inactive-clients' })).statusCode).toBe(401);
  });
});
