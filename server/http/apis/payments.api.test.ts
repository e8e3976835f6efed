import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOpenInvoices, type OpenInvoices } from '../../../tests/fixtures/openInvoices';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';

let server: TestApp;
let teknisk: Record<string, string>;
let saksbehandler: Record<string, string>;
const published: string[][] = [];

async function legacyLogin(user: string, password: string) {
  const login = await server.app.inject({ method: 'POST', url: '/api/legacy/login', payload: { user, password } });
  return { 'x-session-token': (login.json() as { access_token: string }).access_token };
}

beforeAll(async () => {
  server = await startTestApp({ seed: 'small' });
  server.bus.subscribe((endPoints) => published.push([...endPoints]));
  teknisk = await legacyLogin('teknisk', 'teknisk-demo');
  saksbehandler = await legacyLogin('saksbehandler', 'saksbehandler-demo');
}, 120_000);
afterAll(() => server.close());

const post = (url: string, payload: object, headers = teknisk) => server.app.inject({ method: 'POST', url: `/api/legacy/${url}`, payload, headers });
const get = (url: string, headers = teknisk) => server.app.inject({ method: 'GET', url: `/api/legacy/${url}`, headers });

const allocation = (entryId: number, invoicePart: number, interest = 0, fee = 0) => ({
  entryId,
  allocatedInvoicePart: invoicePart,
  allocatedInterestPart: interest,
  allocatedFeePart: fee,
});

function payment(open: OpenInvoices, amount: number, allocations: object[], extra: object = {}) {
  return { idempotencyKey: randomUUID(), clientId: open.clientId, customerId: open.customerId, amount, paymentCode: 'DIR', currencyCode: 'NOK', bankDate: '2026-11-20', allocations, ...extra };
}

async function invoice(id: number) {
  const [row] = await server.db.query<{ rest: number; part: number; interest: number; fee: number; status: string; settled: string | null }>(
    `SELECT rest_amount_ore::int AS rest, invoice_part_ore::int AS part, interest_part_ore::int AS interest, fee_part_ore::int AS fee,
            status_code AS status, to_char(settled_date, 'YYYY-MM-DD') AS settled FROM invoice WHERE id = $1`,
    [id],
  );
  return row!;
}

/** The customer's ledger from ledger_post: its balance (sum of amounts) and what is open (sum of rests). */
async function ledger(customerId: number) {
  const [row] = await server.db.query<{ balance: number; open: number; posts: number }>(
    `SELECT sum(amount_ore)::int AS balance, sum(rest_amount_ore)::int AS open, count(*)::int AS posts FROM ledger_post WHERE customer_id = $1`,
    [customerId],
  );
  return row!;
}

describe('registering a payment', () => {
  it('settles an invoice paid in full (status P, settled date), writes the payment post and keeps the ledger balanced', async () => {
    const open = await addOpenInvoices(server.db, { clientId: 1931, invoices: 2 });
    const [first, second] = open.invoiceIds as [number, number];
    const before = await ledger(open.customerId);
    expect(before).toEqual({ balance: 250_000, open: 265_400, posts: 2 });
    published.length = 0;
    const response = await post('Payment/Register', payment(open, 1327 + 500, [allocation(first, 1250, 42, 35), allocation(second, 500)]));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ creditAmount: 0, settledEntryIds: [first] });
    expect(await invoice(first)).toEqual({ rest: 0, part: 0, interest: 0, fee: 0, status: 'P', settled: '2026-11-20' });
    expect(await invoice(second)).toEqual({ rest: 82_700, part: 75_000, interest: 4_200, fee: 3_500, status: 'NP', settled: null });
    const after = await ledger(open.customerId);
    // Opening balance + the payment's posts = closing balance, and what is open fell by what was paid.
    expect(after).toEqual({ balance: before.balance - 182_700, open: before.open - 182_700, posts: 4 });
    expect(published).toEqual([[`clients/${open.clientId}`, 'Payment/Register']]);
  });

  it('keeps a positive remainder as the customer’s open credit post', async () => {
    const open = await addOpenInvoices(server.db, { clientId: 1932, invoices: 1 });
    const response = await post('Payment/Register', payment(open, 1400.5, [allocation(open.invoiceIds[0]!, 1250, 42, 35)]));
    expect(response.json()).toMatchObject({ creditAmount: 73.5 });
    const credit = await server.db.query<{ amount: number; rest: number; invoice: number | null }>(
      `SELECT amount_ore::int AS amount, rest_amount_ore::int AS rest, invoice_id AS invoice FROM post WHERE customer_id = $1 AND invoice_id IS NULL`,
      [open.customerId],
    );
    expect(credit).toEqual([{ amount: -7_350, rest: -7_350, invoice: null }]);
    expect(await ledger(open.customerId)).toMatchObject({ balance: 125_000 - 140_050, open: -7_350 });
  });

  it('registers once for a repeated key, answering the first registration', async () => {
    const open = await addOpenInvoices(server.db, { clientId: 1933, invoices: 1 });
    const body = payment(open, 100, [allocation(open.invoiceIds[0]!, 100)]);
    const answers = await Promise.all([post('Payment/Register', body), post('Payment/Register', body), post('Payment/Register', body)]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => (a.json() as { paymentId: number }).paymentId)).size).toBe(1);
    expect((await invoice(open.invoiceIds[0]!)).rest).toBe(132_700 - 10_000);
  });

  it('never takes a rest below zero when officers pay the same invoice at once', async () => {
    const open = await addOpenInvoices(server.db, { clientId: 1934, invoices: 1 });
    const id = open.invoiceIds[0]!;
    const answers = await Promise.all(Array.from({ length: 8 }, () => post('Payment/Register', payment(open, 500, [allocation(id, 500)]))));
    const codes = answers.map((a) => a.statusCode).sort();
    // 1 250 of invoice part: two payments of 500 fit, the third would leave -250.
    expect(codes).toEqual([201, 201, 400, 400, 400, 400, 400, 400]);
    expect(await invoice(id)).toMatchObject({ part: 25_000, rest: 25_000 + 4_200 + 3_500 });
  });

  it('refuses bad input with 400 naming the field, writing nothing', async () => {
    const open = await addOpenInvoices(server.db, { clientId: 1935, invoices: 1 });
    const other = await addOpenInvoices(server.db, { clientId: 1936, invoices: 1 });
    const id = open.invoiceIds[0]!;
    const cases: [object, string][] = [
      [payment(open, 0, [allocation(id, 0)]), 'body.amount'],
      [payment(open, 10.001, [allocation(id, 10)]), 'body.amount'],
      [payment(open, 10, [allocation(id, 10)], { bankDate: '2099-01-01' }), 'body.bankDate'],
      [payment(open, 10, [allocation(id, 11)]), 'body.allocations'],
      [payment(open, 2000, [allocation(id, 1251)]), 'body.allocations.0.allocatedInvoicePart'],
      [payment(open, 40, [allocation(id, 0, 0, 36)]), 'body.allocations.0.allocatedFeePart'],
      [payment(open, 10, [allocation(other.invoiceIds[0]!, 10)]), 'body.allocations.0.entryId'],
      [payment(open, 10, [allocation(id, 5), allocation(id, 5)]), 'body.allocations.1.entryId'],
      [payment(open, 10, [allocation(id, 10)], { customerId: other.customerId }), 'body.customerId'],
      [payment(open, 10, [allocation(id, -1)]), 'body'],
      [payment(open, 10, [allocation(id, 10)], { paymentCode: 'OCR' }), 'body'],
      [payment(open, 10, [allocation(id, 10)], { idempotencyKey: 'abc' }), 'body'],
    ];
    for (const [body, field] of cases) {
      const response = await post('Payment/Register', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const answer = response.json() as { fieldErrors?: { path: string }[] };
      expect(answer.fieldErrors?.[0]?.path ?? '', JSON.stringify(body)).toContain(field);
    }
    expect(await invoice(id)).toMatchObject({ rest: 132_700, status: 'NP' });
    expect((await server.db.query('SELECT 1 FROM payment WHERE client_id = $1', [open.clientId])).length).toBe(0);
  });

  it('refuses a client outside the bases as not found', async () => {
    const open = await addOpenInvoices(server.db, { clientId: 3937, invoices: 1 });
    expect((await post('Payment/Register', payment(open, 10, [allocation(open.invoiceIds[0]!, 10)]), saksbehandler)).statusCode).toBe(404);
    expect((await get(`Payment/Register/Invoices?clientId=${open.clientId}`, saksbehandler)).json()).toEqual([]);
  });
});

describe('reversing a payment', () => {
  it('gives every part back, restores the status and removes the posts; only a Technical officer may, and only once', async () => {
    const open = await addOpenInvoices(server.db, { clientId: 1938, invoices: 2 });
    const [first, second] = open.invoiceIds as [number, number];
    const before = [await invoice(first), await invoice(second), await ledger(open.customerId)];
    const registered = (await post('Payment/Register', payment(open, 1500, [allocation(first, 1250, 42, 35), allocation(second, 100, 20, 5)]))).json() as {
      paymentId: number;
      creditAmount: number;
    };
    expect(registered.creditAmount).toBe(48);
    expect((await post(`Payment/Register/${registered.paymentId}/Reverse`, {}, saksbehandler)).statusCode).toBe(403);
    const reversed = await post(`Payment/Register/${registered.paymentId}/Reverse`, {});
    expect(reversed.json()).toEqual({ numberOfReversed: 1 });
    expect([await invoice(first), await invoice(second), await ledger(open.customerId)]).toEqual(before);
    expect((await post(`Payment/Register/${registered.paymentId}/Reverse`, {})).json()).toEqual({ numberOfReversed: 0 });
    expect((await post('Payment/Register/999999/Reverse', {})).statusCode).toBe(404);
  });
});

describe('finding invoices to pay', () => {
  it('filters a customer’s open invoices by number and by amount (rest, invoice part, ex or incl tax)', async () => {
    const open = await addOpenInvoices(server.db, { clientId: 1939, invoices: 5 });
    const base = `Payment/Register/Invoices?clientId=${open.clientId}&customerId=${open.customerId}`;
    const all = (await get(base)).json() as { entryId: number; restAmount: number }[];
    expect(all).toHaveLength(5);
    expect(all[0]).toMatchObject({ invoiceNr: 700001, invoiceDate: '2026-08-02', restAmount: 1327, invoicePart: 1250, amountExTax: 1000, amountIncTax: 1250, taxAmount: 250, interestPart: 42, feePart: 35 });
    expect(((await get(`${base}&invoiceNumber=700003`)).json() as unknown[]).length).toBe(1);
    for (const amount of [1327, 1250, 1000]) expect(((await get(`${base}&amount=${amount}`)).json() as unknown[]).length).toBe(5);
    expect(((await get(`${base}&amount=999`)).json() as unknown[]).length).toBe(0);
  });
});

describe('reversing one of several payments on an invoice', () => {
  it('gives a settled invoice its status back when a payment that did not settle it is reversed', async () => {
    const open = await addOpenInvoices(server.db, { clientId: 1940, invoices: 1 });
    const id = open.invoiceIds[0]!;
    const partial = (await post('Payment/Register', payment(open, 100, [allocation(id, 100)]))).json() as { paymentId: number };
    const settling = await post('Payment/Register', payment(open, 1227, [allocation(id, 1150, 42, 35)]));
    expect(settling.json()).toMatchObject({ settledEntryIds: [id] });
    expect((await post(`Payment/Register/${partial.paymentId}/Reverse`, {})).json()).toEqual({ numberOfReversed: 1 });
    expect(await invoice(id)).toEqual({ rest: 10_000, part: 10_000, interest: 0, fee: 0, status: 'NP', settled: null });
  });
});
