import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONLY_REGISTERED_HERE_MESSAGE } from '../../../src/domain/customer/customerPageTexts';
import { AMOUNT_BELOW_SETTLED_MESSAGE, AMOUNT_CHANGED_BY_OTHERS_MESSAGE, UNKNOWN_TAX_CODE_MESSAGE } from '../../../src/domain/vat/amountChange';
import { VAT_SUM_MISMATCH_MESSAGE } from '../../../src/domain/vat/vatSumCheck';
import { loadContractResponses } from '../../../tests/support/contractResponses';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';

let server: TestApp;
let teknisk: Record<string, string>;
let saksbehandler: Record<string, string>;
let legacyTeknisk: Record<string, string>;
let legacySaksbehandler: Record<string, string>;
let contract: Awaited<ReturnType<typeof loadContractResponses>>;
const published: string[][] = [];

async function serviceLogin(username: string) {
  const login = await server.app.inject({ method: 'POST', url: '/api/service/auth/login', payload: { username, password: `${username}-demo` } });
  return { authorization: `Bearer ${(login.json() as { token: string }).token}` };
}

async function legacyLogin(user: string) {
  const login = await server.app.inject({ method: 'POST', url: '/api/legacy/login', payload: { user, password: `${user}-demo` } });
  return { 'x-session-token': (login.json() as { access_token: string }).access_token };
}

beforeAll(async () => {
  server = await startTestApp({ seed: 'small' });
  server.bus.subscribe((endPoints) => published.push([...endPoints]));
  teknisk = await serviceLogin('teknisk');
  saksbehandler = await serviceLogin('saksbehandler');
  legacyTeknisk = await legacyLogin('teknisk');
  legacySaksbehandler = await legacyLogin('saksbehandler');
  contract = await loadContractResponses();
}, 120_000);
afterAll(() => server.close());

const call = (method: 'GET' | 'PUT', url: string, payload?: object, headers = teknisk) =>
  server.app.inject({ method, url: `/api/service/${url}`, headers, ...(payload ? { payload } : {}) });

const ore = (kroner: number) => Math.round(kroner * 100);
const kroner = (amount: number) => amount / 100;

interface Entry {
  id: number;
  client_id: number;
  customer_id: number;
  jour_nr: number;
  officer_id: number;
}

/** A partly paid invoice with lines and one VAT row, marked registered in the product; `where` narrows the client. */
async function paidInPartInvoice(where = 'c.officer_id IN (1, 2)'): Promise<Entry> {
  const [row] = await server.db.query<Entry>(
    `SELECT i.id::int, i.client_id, i.customer_id::int, i.jour_nr::int, c.officer_id FROM invoice i JOIN client c ON c.id = i.client_id
      WHERE ${where} AND i.type = 'INVOICE' AND NOT i.is_settled AND i.invoice_part_ore < i.amount_inc_tax_ore AND i.invoice_part_ore > 0
        AND i.rounding_ore = 0
        AND EXISTS (SELECT 1 FROM invoice_line l WHERE l.invoice_id = i.id)
        AND (SELECT count(*) FROM invoice_tax_summary t WHERE t.invoice_id = i.id) = 1
        AND NOT EXISTS (SELECT 1 FROM invoice o WHERE o.client_id = i.client_id AND o.jour_nr = i.jour_nr AND o.id <> i.id)
        AND NOT EXISTS (SELECT 1 FROM invoice_line l WHERE l.invoice_id = i.id AND l.line_text = 'Beløpsendring')
      ORDER BY i.id LIMIT 1`,
  );
  await server.db.query('UPDATE invoice SET registered_in_product = true WHERE id = $1', [row!.id]);
  return row!;
}

/** Everything an amount change may touch, for "nothing written" and for the consistency checks. */
async function snapshot(invoiceId: number) {
  const [invoice] = await server.db.query<Record<string, unknown>>('SELECT * FROM invoice WHERE id = $1', [invoiceId]);
  const vat = await server.db.query<Record<string, unknown>>('SELECT * FROM invoice_tax_summary WHERE invoice_id = $1 ORDER BY row_no', [invoiceId]);
  const lines = await server.db.query<Record<string, unknown>>('SELECT * FROM invoice_line WHERE invoice_id = $1 ORDER BY line_number', [invoiceId]);
  const posts = await server.db.query<Record<string, unknown>>('SELECT * FROM post WHERE invoice_id = $1 ORDER BY id', [invoiceId]);
  return { invoice, vat, lines, posts };
}

/** The invoice's amounts, VAT rows, lines, parts and the customer's ledger agree to the øre. */
async function expectConsistent(entry: Entry) {
  const [row] = await server.db.query<{ inc: number; ex: number; tax: number; rounding: number; part: number; rest: number; others: number }>(
    `SELECT amount_inc_tax_ore::float8 AS inc, amount_ex_tax_ore::float8 AS ex, tax_amount_ore::float8 AS tax, rounding_ore::float8 AS rounding,
            invoice_part_ore::float8 AS part, rest_amount_ore::float8 AS rest, (interest_part_ore + fee_part_ore)::float8 AS others
       FROM invoice WHERE id = $1`,
    [entry.id],
  );
  const [vat] = await server.db.query<{ inc: number; ex: number }>(
    'SELECT sum(amount_inc_tax_ore)::float8 AS inc, sum(amount_ex_tax_ore)::float8 AS ex FROM invoice_tax_summary WHERE invoice_id = $1',
    [entry.id],
  );
  expect(vat!.inc + row!.rounding).toBe(row!.inc);
  expect(vat!.ex).toBe(row!.ex);
  const [lines] = await server.db.query<{ inc: number }>(
    `SELECT sum(amount_inc_tax_ore)::float8 AS inc FROM invoice_line WHERE invoice_id = $1 AND line_type = 'PRODUCT'`,
    [entry.id],
  );
  expect(lines!.inc).toBe(vat!.inc);
  const [paid] = await server.db.query<{ paid: number }>(
    `SELECT coalesce(-sum(invoice_part_ore), 0)::float8 AS paid FROM invoice_history WHERE invoice_id = $1 AND seq = 2`,
    [entry.id],
  );
  expect(row!.rest).toBe(row!.part + row!.others);
  expect(row!.inc - row!.part).toBeGreaterThanOrEqual(0);
  expect(paid!.paid).toBeGreaterThanOrEqual(0);
  const [customer] = await server.db.query<{ nr: number }>('SELECT nr FROM customer WHERE id = $1', [entry.customer_id]);
  const ledger = (await call('GET', `clients/${entry.client_id}/customers/${customer!.nr}/ledgers?start=2000-01-01&end=2099-12-31`)).json();
  const posts = ledger.posts.reduce((sum: number, post: { amount: number }) => sum + ore(post.amount), 0);
  expect(ore(ledger.summary.ibAmount) + posts).toBe(ore(ledger.summary.ubAmount));
  const [total] = await server.db.query<{ sum: number }>('SELECT coalesce(sum(amount_ore), 0)::float8 AS sum FROM ledger_post WHERE customer_id = $1', [entry.customer_id]);
  expect(ore(ledger.summary.ubAmount)).toBe(total!.sum);
}

async function vatRow(invoiceId: number) {
  const [row] = await server.db.query<{ code: number; percent: number; inc: number }>(
    'SELECT tax_code AS code, tax_percent::float8 AS percent, amount_inc_tax_ore::float8 AS inc FROM invoice_tax_summary WHERE invoice_id = $1',
    [invoiceId],
  );
  return row!;
}

/** A change to `amountExTax` on the invoice's one VAT row, with the amount that row gives (computed as the domain does). */
async function amountChange(entry: Entry, amountExTax: number, extra: object = {}) {
  const { code, percent } = await vatRow(entry.id);
  const inc = Math.round((amountExTax * (100 + percent)) / 100);
  return { amount: kroner(inc), clientId: entry.client_id, customerId: entry.customer_id, taxSummary: [{ taxCode: code, amountExTax: kroner(amountExTax) }], ...extra };
}

describe('crossrefs: the posts crossed against an invoice', () => {
  it('lists the invoice, its payments and the credit notes referring to it, and nothing of a customer outside the bases', async () => {
    const [credited] = await server.db.query<{ customer_id: number; ref: number; credit_nr: number; client_id: number; officer_id: number }>(
      `SELECT cn.customer_id::int, cn.ref_invoice_nr::int AS ref, cn.jour_nr::int AS credit_nr, cn.client_id, c.officer_id
         FROM invoice cn JOIN client c ON c.id = cn.client_id
        WHERE cn.type = 'CREDITNOTE' AND cn.ref_invoice_nr IS NOT NULL
          AND EXISTS (SELECT 1 FROM invoice i WHERE i.customer_id = cn.customer_id AND i.jour_nr = cn.ref_invoice_nr AND i.type = 'INVOICE')
        ORDER BY cn.id LIMIT 1`,
    );
    const response = await call('GET', `Customer/${credited!.customer_id}/Posts?invoiceNr=${credited!.ref}`);
    expect(response.statusCode).toBe(200);
    const posts = response.json() as { jourNr: number; invoiceNr: number | null; text: string }[];
    expect(contract.violations('service', 'listCustomerPosts', 200, posts)).toEqual([]);
    expect(posts.map((p) => p.jourNr)).toEqual(expect.arrayContaining([credited!.ref, credited!.credit_nr]));
    const [payments] = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM post p WHERE p.customer_id = $1 AND p.invoice_nr = $2`,
      [credited!.customer_id, credited!.ref],
    );
    const [invoices] = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM invoice WHERE customer_id = $1 AND (jour_nr = $2 OR ref_invoice_nr = $2)`,
      [credited!.customer_id, credited!.ref],
    );
    expect(posts).toHaveLength(payments!.n + invoices!.n);

    const [outside] = await server.db.query<{ id: number }>(
      `SELECT cu.id::int FROM customer cu JOIN client c ON c.id = cu.client_id WHERE c.officer_id NOT IN (1, 2) ORDER BY cu.id LIMIT 1`,
    );
    expect((await call('GET', `Customer/${outside!.id}/Posts?invoiceNr=1`, undefined, saksbehandler)).statusCode).toBe(404);
  });
});

describe('change amount', () => {
  it('changes the amount, the VAT summary, the lines and the rest in one go; what was paid stays paid; the ledger follows', async () => {
    const entry = await paidInPartInvoice();
    const before = await snapshot(entry.id);
    const paid = Number(before.invoice!.amount_inc_tax_ore) - Number(before.invoice!.invoice_part_ore);
    const { percent } = await vatRow(entry.id);
    const newEx = Math.ceil(((paid + 100_000) * 100) / (100 + percent));
    published.length = 0;
    const response = await call('PUT', `Invoice/${entry.id}/Amount`, await amountChange(entry, newEx, { oldAmount: kroner(Number(before.invoice!.amount_inc_tax_ore)) }));
    expect(response.statusCode, response.body).toBe(204);
    const after = await snapshot(entry.id);
    const newInc = Math.round((newEx * (100 + percent)) / 100);
    expect(Number(after.invoice!.amount_inc_tax_ore)).toBe(newInc);
    expect(Number(after.invoice!.invoice_part_ore)).toBe(newInc - paid);
    expect(after.posts).toEqual(before.posts);
    expect(after.lines.length).toBe(before.lines.length + 1);
    expect(after.lines.at(-1)).toMatchObject({ line_text: 'Beløpsendring' });
    expect(published.flat()).toEqual(expect.arrayContaining([`Invoice/${entry.id}`, `Customer/${entry.customer_id}`]));
    const view = (await call('GET', `Invoice/${entry.id}`)).json();
    expect(ore(view.amountIncTax)).toBe(newInc);
    await expectConsistent(entry);
  });

  it('refuses with nothing written: rows that do not make up the amount, an unknown tax code, an amount below what was paid, an entry not registered here, one outside the bases', async () => {
    const entry = await paidInPartInvoice();
    const before = await snapshot(entry.id);
    const change = await amountChange(entry, 50_000_00);
    const mismatch = await call('PUT', `Invoice/${entry.id}/Amount`, { ...change, amount: change.amount + 0.01 });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fieldErrors).toEqual([{ path: 'body.amount', message: VAT_SUM_MISMATCH_MESSAGE }]);
    const unknownCode = await call('PUT', `Invoice/${entry.id}/Amount`, { ...change, taxSummary: [{ taxCode: 98, amountExTax: 500 }] });
    expect(unknownCode.json().fieldErrors).toEqual([{ path: 'body.taxSummary.0.taxCode', message: UNKNOWN_TAX_CODE_MESSAGE }]);
    const below = await call('PUT', `Invoice/${entry.id}/Amount`, await amountChange(entry, 1));
    expect(below.statusCode).toBe(409);
    expect(below.json().message).toBe(AMOUNT_BELOW_SETTLED_MESSAGE);
    const wrongCustomer = await call('PUT', `Invoice/${entry.id}/Amount`, { ...change, customerId: entry.customer_id + 1 });
    expect(wrongCustomer.statusCode).toBe(404);
    const [outside] = await server.db.query<{ id: number; client_id: number; customer_id: number }>(
      `SELECT i.id::int, i.client_id, i.customer_id::int FROM invoice i JOIN client c ON c.id = i.client_id WHERE c.officer_id NOT IN (1, 2) AND i.type = 'INVOICE' ORDER BY i.id LIMIT 1`,
    );
    await server.db.query('UPDATE invoice SET registered_in_product = true WHERE id = $1', [outside!.id]);
    const outsideBefore = await snapshot(outside!.id);
    const refusedOutside = await call('PUT', `Invoice/${outside!.id}/Amount`, { ...change, clientId: outside!.client_id, customerId: outside!.customer_id }, saksbehandler);
    expect(refusedOutside.statusCode).toBe(404);
    expect(await snapshot(outside!.id)).toEqual(outsideBefore);
    const [imported] = await server.db.query<{ id: number; client_id: number; customer_id: number }>(
      `SELECT id::int, client_id, customer_id::int FROM invoice WHERE NOT registered_in_product AND type = 'INVOICE' ORDER BY id LIMIT 1`,
    );
    const notHere = await call('PUT', `Invoice/${imported!.id}/Amount`, { ...change, clientId: imported!.client_id, customerId: imported!.customer_id });
    expect(notHere.statusCode).toBe(409);
    expect(notHere.json().message).toBe(ONLY_REGISTERED_HERE_MESSAGE);
    expect(await snapshot(entry.id)).toEqual(before);
  });

  it('two changes at once from the same amount: one is made, the other gets 409, and the invoice and ledger stay consistent', async () => {
    const entry = await paidInPartInvoice();
    const before = await snapshot(entry.id);
    const oldAmount = kroner(Number(before.invoice!.amount_inc_tax_ore));
    const exBefore = Number(before.vat[0]!.amount_ex_tax_ore);
    const [a, b] = await Promise.all([
      call('PUT', `Invoice/${entry.id}/Amount`, await amountChange(entry, exBefore + 10_000, { oldAmount })),
      call('PUT', `Invoice/${entry.id}/Amount`, await amountChange(entry, exBefore + 20_000, { oldAmount })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([204, 409]);
    expect((a.statusCode === 409 ? a : b).json().message).toBe(AMOUNT_CHANGED_BY_OTHERS_MESSAGE);
    const winner = a.statusCode === 204 ? 10_000 : 20_000;
    const [vat] = (await snapshot(entry.id)).vat;
    expect(Number(vat!.amount_ex_tax_ore)).toBe(exBefore + winner);
    await expectConsistent(entry);

    // Without the amount it was changed from, the two run one after the other: the last one stands, consistent.
    const [c, d] = await Promise.all([
      call('PUT', `Invoice/${entry.id}/Amount`, await amountChange(entry, exBefore + 30_000)),
      call('PUT', `Invoice/${entry.id}/Amount`, await amountChange(entry, exBefore + 40_000)),
    ]);
    expect([c.statusCode, d.statusCode]).toEqual([204, 204]);
    const [last] = (await snapshot(entry.id)).vat;
    expect([exBefore + 30_000, exBefore + 40_000]).toContain(Number(last!.amount_ex_tax_ore));
    await expectConsistent(entry);
  });
});

describe('move to another customer', () => {
  it('moves the invoice and its posts to another customer of the client; both ledgers follow; another client\'s customer is not found', async () => {
    const entry = await paidInPartInvoice();
    const [other] = await server.db.query<{ id: number; nr: number }>('SELECT id::int, nr FROM customer WHERE client_id = $1 AND id <> $2 ORDER BY id LIMIT 1', [
      entry.client_id,
      entry.customer_id,
    ]);
    const [elsewhere] = await server.db.query<{ id: number }>('SELECT id::int FROM customer WHERE client_id <> $1 ORDER BY id LIMIT 1', [entry.client_id]);
    const sums = async () =>
      server.db.query<{ customer_id: number; sum: number }>(
        'SELECT customer_id::int, sum(amount_ore)::float8 AS sum FROM ledger_post WHERE customer_id = ANY($1::bigint[]) GROUP BY customer_id ORDER BY customer_id',
        [[entry.customer_id, other!.id]],
      );
    const before = await sums();
    const [moving] = await server.db.query<{ sum: number }>('SELECT sum(amount_ore)::float8 AS sum FROM ledger_post WHERE invoice_id = $1', [entry.id]);

    const refused = await call('PUT', `Invoice/${entry.id}/Customer`, { customerId: elsewhere!.id });
    expect(refused.statusCode).toBe(404);
    expect(await sums()).toEqual(before);

    published.length = 0;
    expect((await call('PUT', `Invoice/${entry.id}/Customer`, { customerId: other!.id })).statusCode).toBe(204);
    expect(published.flat()).toEqual(expect.arrayContaining([`Customer/${entry.customer_id}`, `Customer/${other!.id}`]));
    const after = await sums();
    const sumOf = (rows: { customer_id: number; sum: number }[], id: number) => rows.find((row) => row.customer_id === id)?.sum ?? 0;
    expect(sumOf(after, entry.customer_id)).toBe(sumOf(before, entry.customer_id) - moving!.sum);
    expect(sumOf(after, other!.id)).toBe(sumOf(before, other!.id) + moving!.sum);
    const [left] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_post WHERE invoice_id = $1 AND customer_id <> $2', [entry.id, other!.id]);
    expect(left!.n).toBe(0);
    expect((await call('GET', `Customer/${other!.id}/Invoice/${entry.jour_nr}`)).statusCode).toBe(200);
    expect((await call('GET', `Customer/${entry.customer_id}/Invoice/${entry.jour_nr}`)).statusCode).toBe(404);
    await expectConsistent({ ...entry, customer_id: other!.id });
  });
});

describe('edit a customer note (legacy PUT Client/{id}/Notice/{noteId})', () => {
  it("changes the note's text, announces the notes, and answers not found for a note of another client or outside the bases", async () => {
    const [note] = await server.db.query<{ id: number; client_id: number; nr: number; officer_id: number }>(
      `SELECT n.id::int, cu.client_id, cu.nr, c.officer_id FROM customer_note n JOIN customer cu ON cu.id = n.customer_id JOIN client c ON c.id = cu.client_id
        WHERE c.officer_id NOT IN (1, 2) ORDER BY n.id LIMIT 1`,
    );
    const put = (clientId: number, payload: object, headers: Record<string, string>) =>
      server.app.inject({ method: 'PUT', url: `/api/legacy/Client/${clientId}/Notice/${note!.id}`, payload, headers });
    published.length = 0;
    expect((await put(note!.client_id, { noticeText: 'Ringte igjen, avtalt betaling' }, legacyTeknisk)).statusCode).toBe(204);
    expect(published.flat()).toContain(`clients/${note!.client_id}/customers/${note!.nr}/notes`);
    const notes = (await call('GET', `clients/${note!.client_id}/customers/${note!.nr}/notes`)).json() as { id: number; noticeText: string }[];
    expect(notes.find((n) => n.id === note!.id)?.noticeText).toBe('Ringte igjen, avtalt betaling');

    expect((await put(note!.client_id, { noticeText: 'Utenfor basene' }, legacySaksbehandler)).statusCode).toBe(404);
    expect((await put(note!.client_id + 1, { noticeText: 'Feil klient' }, legacyTeknisk)).statusCode).toBe(404);
    expect((await put(note!.client_id, { noticeText: '' }, legacyTeknisk)).statusCode).toBe(400);
    const [stored] = await server.db.query<{ text: string }>('SELECT notice_text AS text FROM customer_note WHERE id = $1', [note!.id]);
    expect(stored!.text).toBe('Ringte igjen, avtalt betaling');
  });
});

describe('delete a customer note (legacy DELETE Client/{id}/Notice/{noteId})', () => {
  it('deletes the note within the bases, announces the notes, keeps the note in the audit trail, and answers 404 after', async () => {
    const [note] = await server.db.query<{ id: number; client_id: number; customer_id: number; nr: number; text: string }>(
      `SELECT n.id::int, cu.client_id, cu.id::int AS customer_id, cu.nr, n.notice_text AS text
         FROM customer_note n JOIN customer cu ON cu.id = n.customer_id JOIN client c ON c.id = cu.client_id
        WHERE c.officer_id NOT IN (1, 2) ORDER BY n.id DESC LIMIT 1`,
    );
    const remove = (clientId: number, headers: Record<string, string>) =>
      server.app.inject({ method: 'DELETE', url: `/api/legacy/Client/${clientId}/Notice/${note!.id}`, headers });
    expect((await remove(note!.client_id, legacySaksbehandler)).statusCode).toBe(404);
    expect((await remove(note!.client_id + 1, legacyTeknisk)).statusCode).toBe(404);
    expect(await server.db.query('SELECT 1 FROM customer_note WHERE id = $1', [note!.id])).toHaveLength(1);

    published.length = 0;
    const deleted = await remove(note!.client_id, legacyTeknisk);
    expect(deleted.statusCode).toBe(204);
    expect(published.flat()).toEqual(expect.arrayContaining([`clients/${note!.client_id}/customers/${note!.nr}/notes`, `Customer/${note!.customer_id}`]));
    expect(await server.db.query('SELECT 1 FROM customer_note WHERE id = $1', [note!.id])).toHaveLength(0);
    const notes = (await call('GET', `clients/${note!.client_id}/customers/${note!.nr}/notes`)).json() as { id: number }[];
    expect(notes.map((n) => n.id)).not.toContain(note!.id);

    const [audit] = await server.db.query<{ operation: string; client_ids: string[]; customer_ids: string[]; kept: { id: number; notice_text: string }[] }>(
      `SELECT operation, client_ids::text[], customer_ids::text[], removed_rows->'customer_note' AS kept FROM audit_event ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toMatchObject({ operation: 'deleteCustomerNotice', client_ids: [String(note!.client_id)], customer_ids: [String(note!.customer_id)] });
    expect(audit!.kept).toEqual([expect.objectContaining({ id: note!.id, notice_text: note!.text })]);
    expect((await remove(note!.client_id, legacyTeknisk)).statusCode).toBe(404);
  });
});

describe('outbox reader: the e-mails about an invoice and a customer', () => {
  it("lists a queued copy with its status and attachments under the invoice and under its customer, and nothing outside the bases", async () => {
    const [row] = await server.db.query<{ id: number; customer_id: number; jour_nr: number }>(
      `SELECT i.id::int, i.customer_id::int, i.jour_nr::int FROM invoice i JOIN client c ON c.id = i.client_id
        WHERE c.officer_id NOT IN (1, 2) AND i.type = 'INVOICE' ORDER BY i.id LIMIT 1`,
    );
    const invoice = row!;
    const sent = await server.app.inject({
      method: 'POST',
      url: `/api/service/Invoice/${invoice.id}/SendCopy`,
      headers: teknisk,
      payload: { invoiceId: invoice.id, recipient: 'kopi@example.no', files: [{ id: invoice.id, type: 'Invoice' }] },
    });
    expect(sent.statusCode, sent.body).toBe(204);
    for (const [operationId, url] of [
      ['listInvoiceMail', `Invoice/${invoice.id}/Mail`],
      ['listCustomerMail', `Customer/${invoice.customer_id}/Mail`],
    ] as const) {
      const response = await call('GET', url);
      expect(response.statusCode).toBe(200);
      const messages = response.json() as { recipient: string; status: string; jourNr: number; attachments: string[]; createdBy: string }[];
      expect(contract.violations('service', operationId, 200, messages)).toEqual([]);
      expect(messages[0]).toMatchObject({ recipient: 'kopi@example.no', status: 'Pending', jourNr: invoice.jour_nr, createdBy: 'Tora Teknisk' });
      expect(messages[0]!.attachments).toHaveLength(1);
      expect((await call('GET', url, undefined, saksbehandler)).statusCode).toBe(404);
    }
  });
});
