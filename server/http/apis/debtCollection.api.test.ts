import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPendingTransmission, type PendingTransmission } from '../../../tests/fixtures/pendingTransmission';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';

let server: TestApp;
let teknisk: Record<string, string>;
let saksbehandler: Record<string, string>;
const published: string[][] = [];

async function legacyLogin(user: string, password: string, bases?: number[]) {
  const login = await server.app.inject({ method: 'POST', url: '/api/legacy/login', payload: { user, password } });
  const headers = { 'x-session-token': (login.json() as { access_token: string }).access_token };
  if (!bases) return headers;
  const selected = await server.app.inject({ method: 'POST', url: '/api/legacy/Officer/select', payload: { bases }, headers });
  return { 'x-session-token': (selected.json() as { access_token: string }).access_token };
}

beforeAll(async () => {
  server = await startTestApp({ seed: 'small' });
  server.bus.subscribe((endPoints) => published.push([...endPoints]));
  teknisk = await legacyLogin('teknisk', 'teknisk-demo');
  saksbehandler = await legacyLogin('saksbehandler', 'saksbehandler-demo');
}, 120_000);
afterAll(() => server.close());

const get = (url: string, headers = teknisk) => server.app.inject({ method: 'GET', url: `/api/legacy/${url}`, headers });
const post = (url: string, payload: object, headers = teknisk) => server.app.inject({ method: 'POST', url: `/api/legacy/${url}`, payload, headers });
const put = (url: string, payload: object, headers = teknisk) => server.app.inject({ method: 'PUT', url: `/api/legacy/${url}`, payload, headers });

async function statuses(table: 'dc_case' | 'dc_payment', ids: readonly number[]) {
  const rows = await server.db.query<{ id: number; status: string }>(`SELECT id::int AS id, status FROM ${table} WHERE id = ANY($1::bigint[]) ORDER BY id`, [ids]);
  return rows.map((row) => row.status);
}

describe('debt-collection reads', () => {
  let payments: PendingTransmission;
  beforeAll(async () => {
    payments = await addPendingTransmission(server.db, { kind: 'PAYMENT', clients: 5, itemsPerClient: 2, firstClientNumber: 600 });
  });

  it('lists pending payment bundles with their agencies, counts and sums in kroner', async () => {
    const response = await get('DebtCollection/Payments/Pending');
    expect(response.statusCode).toBe(200);
    const bundle = (response.json() as { bundleId: number }[]).find((b) => b.bundleId === payments.bundleId);
    expect(bundle).toMatchObject({
      date: '2026-11-20',
      numberOfPayments: 10,
      numberOfAgencies: 1,
      readyCount: 10,
      approvedCount: 0,
      rejectedCount: 0,
      agencies: [{ transmissionId: payments.transmissionId, agencyId: 30, agencyName: 'Sergel Norge AS', numberOfPayments: 10, readyCount: 10 }],
    });
    // Five clients, each with payments of 50 000 øre + jour_nr % 1000 (jour_nr 910 001 and 910 002), as the fixture writes them.
    expect((bundle as unknown as { sumAmount: number }).sumAmount).toBe(5000.15);
  });

  it('shows an officer only the clients of the bases chosen', async () => {
    const base2 = await legacyLogin('saksbehandler', 'saksbehandler-demo', [2]);
    const bundle = (await get(`DebtCollection/Payments/${payments.bundleId}`, base2)).json() as { numberOfPayments: number };
    expect(bundle.numberOfPayments).toBe(2);
    const detail = (await get(`DebtCollection/Payments/${payments.bundleId}/Transmissions/${payments.transmissionId}`, base2)).json() as {
      clients: { clientId: number }[];
    };
    expect(detail.clients.map((c) => c.clientId)).toEqual([2600]);
    const outside = await post(`DebtCollection/Payments/${payments.bundleId}/approve`, { payments: [payments.itemIds[0]![0]] }, base2);
    expect(outside.statusCode).toBe(404);
    expect(await statuses('dc_payment', [payments.itemIds[0]![0]!])).toEqual(['Ready']);
  });

  it('gives a transmission with agency, officer, clients, items, log and files', async () => {
    const response = await get(`DebtCollection/Payments/${payments.bundleId}/Transmissions/${payments.transmissionId}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json() as { clients: { payments: unknown[]; readyCount: number }[] };
    expect(detail).toMatchObject({
      transmissionId: payments.transmissionId,
      bundleId: payments.bundleId,
      agency: { id: 30, name: 'Sergel Norge AS', fileFormat: 'PDF' },
      officer: { id: 1, name: 'Tora Teknisk' },
      transmissions: [],
      files: [],
    });
    expect(detail.clients).toHaveLength(5);
    expect(detail.clients[0]!.payments[0]).toMatchObject({ status: 'Ready', tag: 'DIR', customerNumber: 10001, regDate: '2026-11-20', amount: 500.01 });
  });

  it('lists bundles in a period newest first, and the history transmissions carry their log and files', async () => {
    const response = await get('DebtCollection/Cases?fromDate=2026-01-01&toDate=2026-06-30');
    const bundles = response.json() as { bundleId: number; date: string }[];
    expect(bundles.length).toBeGreaterThan(3);
    expect(bundles.every((b) => b.date >= '2026-01-01' && b.date <= '2026-06-30')).toBe(true);
    expect(bundles.map((b) => b.date)).toEqual([...bundles.map((b) => b.date)].sort().reverse());
    const bundle = (await get(`DebtCollection/Cases/${bundles[0]!.bundleId}`)).json() as { agencies: { transmissionId: string }[] };
    const detail = (await get(`DebtCollection/Cases/${bundles[0]!.bundleId}/Transmissions/${bundle.agencies[0]!.transmissionId}`)).json() as {
      transmissions: { timeSent: string; status: string }[];
      files: { id: number; fileName: string }[];
    };
    expect(detail.transmissions[0]).toMatchObject({ status: expect.stringMatching(/OK|ERROR/), timeSent: expect.stringMatching(/^2026-.*Z$/) });
    const file = await get(`File/DCTransmissionFile/${detail.files[0]!.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(encodeURIComponent(detail.files[0]!.fileName));
    expect(file.rawPayload.length).toBeGreaterThan(10);
  });

  it("answers 404 with the spec's messages for an unknown bundle, transmission or file", async () => {
    expect((await get('DebtCollection/Cases/999999')).json()).toMatchObject({ status: 404, message: 'Bunt ble ikke funnet' });
    expect((await get(`DebtCollection/Payments/${payments.bundleId}/Transmissions/INN-finnes-ikke`)).json()).toMatchObject({
      status: 404,
      message: 'Oversendelsen ble ikke funnet',
    });
    // A payment bundle is not a case bundle.
    expect((await get(`DebtCollection/Cases/${payments.bundleId}`)).statusCode).toBe(404);
    expect((await get('File/DCTransmissionFile/999999')).statusCode).toBe(404);
  });

  it('needs a session', async () => {
    expect((await get('DebtCollection/Cases/Pending', {})).statusCode).toBe(401);
  });
});

describe('approving and rejecting', () => {
  let payments: PendingTransmission;
  beforeAll(async () => {
    payments = await addPendingTransmission(server.db, { kind: 'PAYMENT', clients: 2, itemsPerClient: 2, firstClientNumber: 610 });
  });

  it('approves part, rejects the rest, answers the remaining count and announces the lists once committed', async () => {
    const [a, b] = payments.itemIds[0]!;
    const [c, d] = payments.itemIds[1]!;
    published.length = 0;
    const approved = await post(`DebtCollection/Payments/${payments.bundleId}/approve`, { payments: [a, c] });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ numberOfPendingPayments: 2, numberOfDecided: 2 });
    expect(published).toEqual([
      ['DebtCollection/Payments', 'DebtCollection/Payments/Pending', `DebtCollection/Payments/${payments.bundleId}`, 'pending/collection-bundles'],
    ]);
    const rejected = await post(`DebtCollection/Payments/${payments.bundleId}/reject`, { payments: [b, d] });
    expect(rejected.json()).toEqual({ numberOfPendingPayments: 0, numberOfDecided: 2 });
    expect(await statuses('dc_payment', [a!, b!, c!, d!])).toEqual(['Approved', 'Rejected', 'Approved', 'Rejected']);
    const decidedBy = await server.db.query<{ decided_by: number }>('SELECT DISTINCT decided_by FROM dc_payment WHERE id = ANY($1::bigint[])', [[a, b, c, d]]);
    expect(decidedBy).toEqual([{ decided_by: 1 }]);
    const pending = (await get('DebtCollection/Payments/Pending')).json() as { bundleId: number }[];
    expect(pending.some((bundle) => bundle.bundleId === payments.bundleId)).toBe(false);
  });

  it('is idempotent: a repeated or crossing request changes nothing more, says so and announces nothing', async () => {
    const [a, b] = payments.itemIds[0]!;
    published.length = 0;
    expect((await post(`DebtCollection/Payments/${payments.bundleId}/approve`, { payments: [a] })).json()).toEqual({
      numberOfPendingPayments: 0,
      numberOfDecided: 0,
    });
    expect((await post(`DebtCollection/Payments/${payments.bundleId}/approve`, { payments: [b] })).json()).toEqual({
      numberOfPendingPayments: 0,
      numberOfDecided: 0,
    });
    expect(await statuses('dc_payment', [a!, b!])).toEqual(['Approved', 'Rejected']);
    expect(published).toEqual([]);
  });

  it('refuses ids outside the bundle, writing nothing', async () => {
    const other = await addPendingTransmission(server.db, { kind: 'PAYMENT', clients: 1, itemsPerClient: 1, firstClientNumber: 615 });
    const response = await post(`DebtCollection/Payments/${payments.bundleId}/approve`, { payments: [other.itemIds[0]![0]] });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(`Innbetalinger finnes ikke i bunten: ${other.itemIds[0]![0]}`);
    expect(await statuses('dc_payment', other.itemIds[0]!)).toEqual(['Ready']);
    expect((await post('DebtCollection/Payments/999999/approve', { payments: [1] })).json().message).toBe('Bunt ble ikke funnet');
    expect((await post(`DebtCollection/Payments/${payments.bundleId}/approve`, { payments: [] })).statusCode).toBe(400);
  });
});

describe('cases and the customer number at the agency', () => {
  let cases: PendingTransmission;
  beforeAll(async () => {
    cases = await addPendingTransmission(server.db, { kind: 'CASE', clients: 2, itemsPerClient: 2, clientsWithAgencyNumbers: 1, firstClientNumber: 620 });
  });

  it('lists the client agency numbers with each client of a case transmission', async () => {
    const detail = (await get(`DebtCollection/Cases/${cases.bundleId}/Transmissions/${cases.transmissionId}`)).json() as {
      clients: { clientId: number; agencyCustomerNumbers: { number: string }[]; invoices: { restAmount: number; caseNumber: null }[] }[];
    };
    expect(detail.clients.map((c) => c.agencyCustomerNumbers.map((n) => n.number))).toEqual([['016201'], []]);
    expect(detail.clients[0]!.invoices[0]).toMatchObject({ restAmount: 1427.01, caseNumber: null, currencyCode: 'NOK' });
  });

  it('refuses to approve a case whose client has agency numbers until one is chosen', async () => {
    const [first] = cases.itemIds[0]!;
    const refused = await post(`DebtCollection/Cases/${cases.bundleId}/approve`, { cases: [first, cases.itemIds[1]![0]] });
    expect(refused.statusCode).toBe(409);
    expect(await statuses('dc_case', [first!, cases.itemIds[1]![0]!])).toEqual(['Ready', 'Ready']);
  });

  it('validates the chosen number: required, one of the client numbers at the agency, only while the case is Ready', async () => {
    const [first, second] = cases.itemIds[0]!;
    const blank = await put(`DebtCollection/Cases/pending/${first}`, { agencyCustomerNumber: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: 'Velg kundenummer hos inkassoselskapet', fieldErrors: [{ path: 'body.agencyCustomerNumber' }] });
    expect((await put(`DebtCollection/Cases/pending/${first}`, { agencyCustomerNumber: '' })).statusCode).toBe(400);
    expect((await put(`DebtCollection/Cases/pending/${first}`, { agencyCustomerNumber: '999' })).json().message).toBe(
      'Kundenummeret finnes ikke hos inkassoselskapet',
    );
    published.length = 0;
    const chosen = await put(`DebtCollection/Cases/pending/${first}`, { agencyCustomerNumber: '016201' });
    expect(chosen.statusCode).toBe(204);
    expect(published).toEqual([[`DebtCollection/Cases/${cases.bundleId}`]]);
    const approved = await post(`DebtCollection/Cases/${cases.bundleId}/approve`, { cases: [first] });
    expect(approved.json()).toEqual({ numberOfPendingCases: 3, numberOfDecided: 1 });
    const [row] = await server.db.query<{ agency_customer_number: string; case_number: string }>(
      'SELECT agency_customer_number, case_number FROM dc_case WHERE id = $1',
      [first],
    );
    expect(row).toEqual({ agency_customer_number: '016201', case_number: expect.stringMatching(/^30\d{9}$/) });
    expect((await put(`DebtCollection/Cases/pending/${first}`, { agencyCustomerNumber: '016201' })).json()).toMatchObject({
      status: 409,
      message: 'Saken er allerede behandlet',
    });
    expect((await put('DebtCollection/Cases/pending/99999999', { agencyCustomerNumber: '1' })).statusCode).toBe(404);
    // Rejecting needs no number either way once it is chosen; the other client has none to choose.
    expect((await put(`DebtCollection/Cases/pending/${second}`, { agencyCustomerNumber: '016201' })).statusCode).toBe(204);
    expect((await post(`DebtCollection/Cases/${cases.bundleId}/reject`, { cases: [second, ...cases.itemIds[1]!] })).json()).toEqual({
      numberOfPendingCases: 0,
      numberOfDecided: 3,
    });
  });

  it('keeps a case of another base out of reach', async () => {
    const other = await addPendingTransmission(server.db, { kind: 'CASE', clients: 5, itemsPerClient: 1, firstClientNumber: 630 });
    // saksbehandler works in bases 1–2; client 5630 belongs to base 5.
    const caseOfBase5 = other.itemIds[4]![0]!;
    expect((await put(`DebtCollection/Cases/pending/${caseOfBase5}`, { agencyCustomerNumber: '1' }, saksbehandler)).statusCode).toBe(404);
    expect((await post(`DebtCollection/Cases/${other.bundleId}/reject`, { cases: [caseOfBase5] }, saksbehandler)).statusCode).toBe(404);
    const seen = (await get(`DebtCollection/Cases/${other.bundleId}`, saksbehandler)).json() as { numberOfCases: number };
    expect(seen.numberOfCases).toBe(2);
  });
});

describe('two officers at once', () => {
  it('50 concurrent approve requests over overlapping items approve each item exactly once', async () => {
    const fixture = await addPendingTransmission(server.db, { kind: 'PAYMENT', clients: 10, itemsPerClient: 10, firstClientNumber: 650 });
    const ids = fixture.itemIds.flat();
    // Request k names a window of 20 items starting at 2k: every item is named by up to 10 requests.
    const requests = Array.from({ length: 50 }, (_, k) => ids.slice((2 * k) % ids.length, ((2 * k) % ids.length) + 20));
    const answers = await Promise.all(
      requests.map((window, k) => post(`DebtCollection/Payments/${fixture.bundleId}/approve`, { payments: window }, k % 2 ? teknisk : saksbehandler)),
    );
    // saksbehandler sees bases 1–2 only: its requests naming other bases' items are refused whole.
    const succeeded = answers.filter((answer) => answer.statusCode === 200);
    expect(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 404)).toBe(true);
    const decided = succeeded.reduce((total, answer) => total + (answer.json() as { numberOfDecided: number }).numberOfDecided, 0);
    const named = new Set(requests.filter((_, k) => answers[k]!.statusCode === 200).flat());
    const [{ approved }] = (await server.db.query<{ approved: number }>(
      `SELECT count(*)::int AS approved FROM dc_payment WHERE id = ANY($1::bigint[]) AND status = 'Approved'`,
      [ids],
    )) as [{ approved: number }];
    // Every item a successful request named is approved, and the requests together moved each of them once.
    expect(approved).toBe(named.size);
    expect(decided).toBe(named.size);
    expect(succeeded.length).toBeGreaterThanOrEqual(25);
  });

  it('approve and reject racing over the same items decide each item once, one way', async () => {
    const fixture = await addPendingTransmission(server.db, { kind: 'PAYMENT', clients: 5, itemsPerClient: 8, firstClientNumber: 660 });
    const ids = fixture.itemIds.flat();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, k) =>
        post(`DebtCollection/Payments/${fixture.bundleId}/${k % 2 ? 'approve' : 'reject'}`, { payments: k % 3 ? ids : [...ids].reverse() }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const decided = answers.reduce((total, answer) => total + (answer.json() as { numberOfDecided: number }).numberOfDecided, 0);
    expect(decided).toBe(ids.length);
    const left = await statuses('dc_payment', ids);
    expect(left.every((status) => status === 'Approved' || status === 'Rejected')).toBe(true);
    expect(answers.map((answer) => (answer.json() as { numberOfPendingPayments: number }).numberOfPendingPayments)).toEqual(answers.map(() => 0));
  });
});
