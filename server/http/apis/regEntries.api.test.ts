import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContractResponses } from '../../../tests/support/contractResponses';
import { signInLikeTheSpa } from '../../../tests/support/spaSignIn';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';

let server: TestApp;
let contract: Awaited<ReturnType<typeof loadContractResponses>>;
let all: Record<string, string>;
let twoBases: Record<string, string>;
/** A client of base 1 (seen by both officers) and one of base 3 (outside saksbehandler's bases 1 and 2). */
let inside: { clientId: number; customerId: number };
let outside: { clientId: number; customerId: number };

async function customerOfBase(base: number) {
  const [row] = await server.db.query<{ client_id: number; customer_id: number }>(
    'SELECT c.id AS client_id, cu.id::int AS customer_id FROM client c JOIN customer cu ON cu.client_id = c.id WHERE c.officer_id = $1 ORDER BY c.id, cu.id LIMIT 1',
    [base],
  );
  return { clientId: row!.client_id, customerId: row!.customer_id };
}

/** A draft entry of the test's own, inserted as the form would leave it. */
let nextJourNr = 9_100_000;
async function draft(owner: { clientId: number; customerId: number }, type: 'INVOICE' | 'CREDITNOTE', amountOre: number) {
  const [row] = await server.db.query<{ id: number }>(
    `INSERT INTO reg_entry (client_id, customer_id, entry_type, jour_nr, jour_date, due_date, amount_inc_tax_ore, amount_ex_tax_ore, tax_amount_ore, created_at)
     VALUES ($1, $2, $3, $7, DATE '2026-11-02', DATE '2026-11-16', $4, $5, $6, now()) RETURNING id::int`,
    [owner.clientId, owner.customerId, type, amountOre, amountOre * 4 / 5, amountOre / 5, nextJourNr++],
  );
  return row!.id;
}

const call = (method: 'GET' | 'DELETE' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  server.app.inject({ method, url: `/api/service${url}`, headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  [server, contract] = await Promise.all([startTestApp({ seed: 'small' }), loadContractResponses()]);
  all = (await signInLikeTheSpa(server.app, 'teknisk', 'teknisk-demo')).service;
  twoBases = (await signInLikeTheSpa(server.app, 'saksbehandler', 'saksbehandler-demo')).service;
  [inside, outside] = await Promise.all([customerOfBase(1), customerOfBase(3)]);
});
afterAll(() => server.close());

describe('registered entries: reads (part 2 §7.2)', () => {
  it('lists the client entries with amounts in kroner to the øre, and a client outside the bases as not found', async () => {
    const invoice = await draft(inside, 'INVOICE', 123_45);
    const credit = await draft(inside, 'CREDITNOTE', -20_05);
    const response = await call('GET', `/clients/${inside.clientId}/reg-entry/pending`, twoBases);
    expect(response.statusCode).toBe(200);
    expect(contract.violations('service', 'listClientPendingRegEntries', 200, response.json())).toEqual([]);
    const listed = response.json() as { id: number; amountIncTax: number; entryType: string }[];
    expect(listed.find((entry) => entry.id === invoice)).toMatchObject({ entryType: 'INVOICE', amountIncTax: 123.45 });
    expect(listed.find((entry) => entry.id === credit)).toMatchObject({ entryType: 'CREDITNOTE', amountIncTax: -20.05 });

    const hidden = await draft(outside, 'INVOICE', 500_00);
    expect((await call('GET', `/clients/${outside.clientId}/reg-entry/pending`, twoBases)).json()).toMatchObject({ message: 'Klient ikke funnet' });
    expect((await call('GET', `/reg-entry/${hidden}`, twoBases)).statusCode).toBe(404);
    const seen = await call('GET', `/reg-entry/${hidden}`, all);
    expect(seen.statusCode).toBe(200);
    expect(contract.violations('service', 'getRegEntry', 200, seen.json())).toEqual([]);
    expect(seen.json()).toMatchObject({ id: hidden, clientId: outside.clientId, amountIncTax: 500 });
    expect((await call('GET', `/Customer/${outside.customerId}/RegEntry/${hidden}`, all)).json()).toMatchObject({ id: hidden });
    expect((await call('GET', `/Customer/${inside.customerId}/RegEntry/${hidden}`, all)).statusCode).toBe(404);
  });

  it('sums the pending batches per client from the stored øre', async () => {
    const response = await call('GET', '/reg-entry/pending', twoBases);
    expect(contract.violations('service', 'listPendingRegEntryBatches', 200, response.json())).toEqual([]);
    const batches = response.json() as { clientId: number; numberOfEntries: number; sumInvoices: number; sumCreditnotes: number }[];
    expect(batches.some((batch) => batch.clientId === outside.clientId)).toBe(false);
    const [expected] = await server.db.query<{ n: number; inv: number; cred: number }>(
      `SELECT count(*)::int AS n, COALESCE(sum(amount_inc_tax_ore) FILTER (WHERE entry_type = 'INVOICE'), 0)::int AS inv,
              COALESCE(sum(amount_inc_tax_ore) FILTER (WHERE entry_type = 'CREDITNOTE'), 0)::int AS cred
         FROM reg_entry WHERE status = 'DRAFT' AND client_id = $1`,
      [inside.clientId],
    );
    expect(batches.find((batch) => batch.clientId === inside.clientId)).toMatchObject({
      numberOfEntries: expected!.n,
      sumInvoices: expected!.inv / 100,
      sumCreditnotes: expected!.cred / 100,
    });
  });
});

describe('registered entries: delete with its count', () => {
  it('deletes only the client drafts listed, counts them, and refuses a client outside the bases with nothing changed', async () => {
    const first = await draft(inside, 'INVOICE', 10_00);
    const second = await draft(inside, 'INVOICE', 20_00);
    const foreign = await draft(outside, 'INVOICE', 30_00);
    const response = await call('DELETE', `/clients/${inside.clientId}/reg-entry`, twoBases, { deleteList: [first, second, foreign] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: 2 });
    expect((await call('DELETE', `/clients/${inside.clientId}/reg-entry`, twoBases, { deleteList: [first] })).json()).toEqual({ deleted: 0 });
    expect((await call('GET', `/reg-entry/${first}`, twoBases)).statusCode).toBe(404);

    const refused = await call('DELETE', `/clients/${outside.clientId}/reg-entry`, twoBases, { deleteList: [foreign] });
    expect(refused.statusCode).toBe(404);
    const [kept] = await server.db.query<{ status: string }>('SELECT status FROM reg_entry WHERE id = $1', [foreign]);
    expect(kept!.status).toBe('DRAFT');
  });
});

describe('registered entries: approve (produce)', () => {
  const productionsOf = (ids: readonly number[]) =>
    server.db.query<{ reg_entry_id: number; status: string; amount_ore: number }>(
      'SELECT reg_entry_id::int, status, amount_ore::int FROM production_entry WHERE reg_entry_id = ANY($1::bigint[]) ORDER BY reg_entry_id',
      [[...ids]],
    );

  it('turns the drafts into pending production entries with their øre, in both answer variants', async () => {
    const invoice = await draft(inside, 'INVOICE', 1_250_00);
    const credit = await draft(inside, 'CREDITNOTE', -250_00);
    const service = await call('POST', `/clients/${inside.clientId}/reg-entry/approve`, twoBases, { invoices: [invoice] });
    expect(service.statusCode).toBe(200);
    expect(service.json()).toEqual({ numberOfApprovedEntries: 1 });
    const legacyHeaders = (await signInLikeTheSpa(server.app, 'saksbehandler', 'saksbehandler-demo')).legacy;
    const legacy = await server.app.inject({
      method: 'POST', url: `/api/legacy/Client/${inside.clientId}/ApproveRegEntry`, headers: legacyHeaders, payload: { invoices: [invoice, credit] },
    });
    expect(legacy.json()).toEqual({ numberOfEntriesApproved: 1 });
    expect(await productionsOf([invoice, credit])).toEqual([
      { reg_entry_id: invoice, status: 'NEW', amount_ore: 1_250_00 },
      { reg_entry_id: credit, status: 'NEW', amount_ore: -250_00 },
    ]);
    expect((await call('GET', `/reg-entry/${invoice}`, twoBases)).statusCode).toBe(404);
    const refused = await call('POST', `/clients/${outside.clientId}/reg-entry/approve`, twoBases, { invoices: [invoice] });
    expect(refused.statusCode).toBe(404);
  });

  it('approves each entry exactly once under 50 concurrent overlapping approvals', async () => {
    const ids: number[] = [];
    for (let n = 0; n < 20; n += 1) ids.push(await draft(inside, 'INVOICE', 100_00 + 5 * n));
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        call('POST', `/clients/${inside.clientId}/reg-entry/approve`, n % 2 ? twoBases : all, { invoices: ids.slice(n % 11, (n % 11) + 10) }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const approved = answers.reduce((sum, answer) => sum + (answer.json() as { numberOfApprovedEntries: number }).numberOfApprovedEntries, 0);
    expect(approved).toBe(ids.length);
    const produced = await productionsOf(ids);
    expect(produced.map((row) => row.reg_entry_id)).toEqual(ids);
  });
});
