import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContractResponses } from '../../../tests/support/contractResponses';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';
import { commitChange } from '../../realtime/committedChange';

let server: TestApp;
let contract: Awaited<ReturnType<typeof loadContractResponses>>;
beforeAll(async () => {
  [server, contract] = await Promise.all([startTestApp({ seed: 'small' }), loadContractResponses()]);
});
afterAll(() => server.close());

const CLIENTS_IN = 'SELECT id FROM client WHERE officer_id = ANY($1::int[])';

/** What each badge should say, asked of the database in SQL of the test's own. */
const EXPECTED_SQL = {
  countPendingUnconfirmedCustomers: `SELECT count(*)::int AS n FROM customer WHERE is_type_confirmed = false AND client_id IN (${CLIENTS_IN})`,
  countPendingReports: `SELECT count(DISTINCT r.bundle_id)::int AS n FROM report_recipient r JOIN report_bundle b ON b.id = r.bundle_id
                         WHERE r.status = 'PENDING' AND b.client_id IN (${CLIENTS_IN})`,
  countPendingDosImportFiles: `SELECT count(*)::int AS n FROM legacy_import_file WHERE downloaded_time IS NULL AND client_id IN (${CLIENTS_IN})`,
  countPendingFailedProductions: `SELECT count(*)::int AS n FROM production_entry WHERE status = 'FAILED' AND client_id IN (${CLIENTS_IN})`,
  countPendingProductions: `SELECT count(*)::int AS n FROM production_entry WHERE status = 'NEW' AND client_id IN (${CLIENTS_IN})`,
  countPendingReminderBundles: `SELECT count(DISTINCT r.bundle_id)::int AS n FROM reminder r JOIN reminder_bundle b ON b.id = r.bundle_id
                                 WHERE b.status = 'PENDING' AND r.status = 'Pending' AND r.client_id IN (${CLIENTS_IN})`,
} as const;
const URLS: Record<keyof typeof EXPECTED_SQL | 'countPendingCollectionBundles', string> = {
  countPendingUnconfirmedCustomers: '/api/data/pending/unconfirmed-customers',
  countPendingReports: '/api/data/pending/reports',
  countPendingDosImportFiles: '/api/data/pending/dos-import-files',
  countPendingFailedProductions: '/api/data/pending/productions/failed',
  countPendingProductions: '/api/data/pending/productions',
  countPendingReminderBundles: '/api/data/pending/reminder-bundles',
  countPendingCollectionBundles: '/api/data/pending/collection-bundles',
};

async function expectedCounts(bases: readonly number[]) {
  const counts: Record<string, unknown> = {};
  for (const [operationId, sql] of Object.entries(EXPECTED_SQL)) {
    const [row] = await server.db.query<{ n: number }>(sql, [[...bases]]);
    counts[operationId] = { count: row!.n };
  }
  const bundles = (table: string) => `
    SELECT count(DISTINCT t.bundle_id)::int AS n FROM ${table} x JOIN dc_transmission t ON t.id = x.transmission_id
     WHERE x.status = 'Ready' AND x.client_id IN (${CLIENTS_IN})`;
  const [payments] = await server.db.query<{ n: number }>(bundles('dc_payment'), [[...bases]]);
  const [cases] = await server.db.query<{ n: number }>(bundles('dc_case'), [[...bases]]);
  counts.countPendingCollectionBundles = { payments: payments!.n, cases: cases!.n };
  return counts;
}

async function answeredCounts(token: string) {
  const counts: Record<string, unknown> = {};
  for (const [operationId, url] of Object.entries(URLS)) {
    const response = await server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode, url).toBe(200);
    expect(contract.violations('data', operationId, 200, response.json())).toEqual([]);
    counts[operationId] = response.json();
  }
  return counts;
}

/** Logs in as the SPA does: the legacy API first, the data login joining its session (the bases in force are the session's). */
async function login(username: string, password: string) {
  const legacy = (await server.app.inject({ method: 'POST', url: '/api/legacy/login', payload: { user: username, password } })).json() as { access_token: string };
  const data = await server.app.inject({
    method: 'POST',
    url: '/api/data/login',
    payload: { username, password },
    headers: { 'x-session-token': legacy.access_token },
  });
  return { data: (data.json() as { access_token: string }).access_token, legacy: legacy.access_token };
}

const selectBases = (legacyToken: string, bases: number[]) =>
  server.app.inject({ method: 'POST', url: '/api/legacy/Officer/select', payload: { bases }, headers: { 'x-session-token': legacyToken } });

describe('the pending counts of the menu badges', () => {
  it("count the officer's bases as the database holds them, and the seed leaves work in every queue", async () => {
    const { data } = await login('teknisk', 'teknisk-demo');
    const expected = await expectedCounts([1, 2, 3, 4, 5]);
    expect(await answeredCounts(data)).toEqual(expected);
    for (const [operationId, value] of Object.entries(expected)) {
      expect(Object.values(value as object).some((n) => n > 0), operationId).toBe(true);
    }
  });

  it('follow the base selection of the legacy API at once, on the same data-API token', async () => {
    const officer = await login('saksbehandler', 'saksbehandler-demo');
    const allBases = await expectedCounts([1, 2]);
    expect(await answeredCounts(officer.data)).toEqual(allBases);

    expect((await selectBases(officer.legacy, [2])).statusCode).toBe(200);
    const baseTwo = await expectedCounts([2]);
    expect(baseTwo).not.toEqual(allBases);
    expect(await answeredCounts(officer.data)).toEqual(baseTwo);

    // The choice outlives the session: a new login starts with base 2 only.
    expect(await answeredCounts((await login('saksbehandler', 'saksbehandler-demo')).data)).toEqual(baseTwo);
    expect((await selectBases(officer.legacy, [1, 2])).statusCode).toBe(200);
    expect(await answeredCounts(officer.data)).toEqual(allBases);
  });

  it('do not move for a refused selection', async () => {
    const officer = await login('saksbehandler', 'saksbehandler-demo');
    const before = await answeredCounts(officer.data);
    const refused = await selectBases(officer.legacy, [2, 5]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().fieldErrors[0].path).toBe('body.bases');
    const empty = await selectBases(officer.legacy, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors[0].path).toBe('body.bases');
    expect(await answeredCounts(officer.data)).toEqual(before);
  });

  it('drop as soon as a committed change takes an item out of its queue', async () => {
    const { data } = await login('teknisk', 'teknisk-demo');
    const failed = async () =>
      (await server.app.inject({ method: 'GET', url: URLS.countPendingFailedProductions, headers: { authorization: `Bearer ${data}` } })).json() as {
        count: number;
      };
    const before = await failed();
    await commitChange(
      server,
      (tx) => tx.query(`UPDATE production_entry SET status = 'SENT' WHERE id = (SELECT min(id) FROM production_entry WHERE status = 'FAILED')`),
      () => ['pending/productions/failed'],
    );
    expect(await failed()).toEqual({ count: before.count - 1 });
    expect(await failed()).toEqual((await expectedCounts([1, 2, 3, 4, 5])).countPendingFailedProductions);
  });

  it('are served from the cache between changes, and read again when the bus announces one', async () => {
    const { data } = await login('leder', 'leder-demo');
    const productions = async () =>
      ((await server.app.inject({ method: 'GET', url: URLS.countPendingProductions, headers: { authorization: `Bearer ${data}` } })).json() as { count: number })
        .count;
    await server.bus.publish(['Production/BatchList']); // start from a fresh read, not one about to age out
    const cached = await productions();
    // Written behind the bus's back: the cached count stands until a change is announced.
    await server.db.query(`UPDATE production_entry SET status = 'APPROVED' WHERE id = (SELECT min(id) FROM production_entry WHERE status = 'NEW')`);
    expect(await productions()).toBe(cached);
    await server.bus.publish(['Production/BatchList']);
    expect(await productions()).toBe(cached - 1);
  });

  it('answer 401 without a token', async () => {
    for (const url of Object.values(URLS)) expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('the admin users list', () => {
  it('lists every officer as the database holds them, to a Technical officer', async () => {
    const { data } = await login('teknisk', 'teknisk-demo');
    const response = await server.app.inject({ method: 'GET', url: '/api/data/admin/users', headers: { authorization: `Bearer ${data}` } });
    expect(response.statusCode).toBe(200);
    expect(contract.violations('data', 'listAdminUsers', 200, response.json())).toEqual([]);
    const officers = await server.db.query<{ id: number; name: string; email: string; phone_nr: string | null; roles: string[] }>(
      'SELECT id, name, email, phone_nr, roles FROM officer ORDER BY id',
    );
    expect(response.json()).toEqual(officers.map((o) => ({ id: o.id, name: o.name, email: o.email, phoneNr: o.phone_nr, roles: o.roles })));
    expect((await server.app.inject({ method: 'GET', url: '/api/data/admin/users' })).statusCode).toBe(401);
  });
});
