import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOCATION_BEYOND_REST_MESSAGE, BANK_DATE_IN_FUTURE_MESSAGE } from '../../src/domain/payment/paymentAllocation';
import { addOpenInvoices, type OpenInvoices } from '../../tests/fixtures/openInvoices';
import { startTestApp, type TestApp } from '../../tests/support/testApp';
import type { Queryable } from '../db/database';
import {
  CLIENT_NOT_FOUND_MESSAGE,
  CUSTOMER_NOT_OF_CLIENT_MESSAGE,
  registerPayments,
  reversePayment,
  type PaymentRequest,
} from './paymentRegistration';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ seed: 'small' });
}, 120_000);
afterAll(() => server.close());

/** Officer 1's base holds the fixture's clients 1000–1999. */
const context = { officerId: 1, bases: [1], today: '2026-11-25' };

function request(open: OpenInvoices, amount: number, entryId: number, parts: [number, number, number], extra: Partial<PaymentRequest> = {}): PaymentRequest {
  return {
    idempotencyKey: randomUUID(), clientId: open.clientId, customerId: open.customerId, amount, paymentCode: 'DIR', currencyCode: 'NOK',
    bankDate: '2026-11-20', allocations: [{ entryId, allocatedInvoicePart: parts[0], allocatedInterestPart: parts[1], allocatedFeePart: parts[2] }],
    ...extra,
  };
}

async function invoice(id: number) {
  const [row] = await server.db.query<{ rest: number; status: string; settled: string | null }>(
    `SELECT rest_amount_ore::int AS rest, status_code AS status, to_char(settled_date, 'YYYY-MM-DD') AS settled FROM invoice WHERE id = $1`,
    [id],
  );
  return row!;
}

async function ledger(customerId: number) {
  const [row] = await server.db.query<{ balance: number; open: number }>(
    `SELECT sum(amount_ore)::int AS balance, sum(rest_amount_ore)::int AS open FROM ledger_post WHERE customer_id = $1`,
    [customerId],
  );
  return row!;
}

describe('registering a list of payments (registerPayments)', () => {
  it('applies them in order against each invoice’s running rest, refusing only the payments that break a rule', async () => {
    const open = await addOpenInvoices(server.db, { clientId: 1971, invoices: 2 });
    const other = await addOpenInvoices(server.db, { clientId: 1972, invoices: 1 });
    const [a, b] = open.invoiceIds as [number, number];
    const before = await ledger(open.customerId);
    const first = request(open, 500, a, [500, 0, 0], { bankDate: '2026-11-18' });
    const requests = [
      first,
      // Sees the first's rest: 750 + 42 + 35 settles A.
      request(open, 827, a, [750, 42, 35], { bankDate: '2026-11-19' }),
      // A is settled by now: over its rest, refused alone.
      request(open, 1, a, [1, 0, 0]),
      // The first's key again: a repeat of the first.
      { ...request(open, 300, b, [300, 0, 0]), idempotencyKey: first.idempotencyKey.toUpperCase() },
      request(open, 10, b, [10, 0, 0], { customerId: other.customerId }),
      // B in full and 73,00 over: credit.
      request(open, 1400, b, [1250, 42, 35]),
      request(open, 10, b, [10, 0, 0], { bankDate: '2099-01-01' }),
      request(open, 10, b, [10, 0, 0], { clientId: 999_999 }),
    ];
    const answers = await server.db.transaction((tx) => registerPayments(tx, requests, context));

    const refusals = answers.map((answer) => answer.refused && [answer.refused.status, answer.refused.message, answer.refused.fieldErrors?.map((e) => e.path)]);
    expect(refusals).toEqual([
      undefined, undefined,
      [400, ALLOCATION_BEYOND_REST_MESSAGE, ['body.allocations.0.allocatedInvoicePart']],
      undefined,
      [400, CUSTOMER_NOT_OF_CLIENT_MESSAGE, ['body.customerId']],
      undefined,
      [400, BANK_DATE_IN_FUTURE_MESSAGE, ['body.bankDate']],
      [404, CLIENT_NOT_FOUND_MESSAGE, undefined],
    ]);
    const [p0, p1, , repeat, , p5] = answers.map((answer) => answer.registered);
    expect(p0).toMatchObject({ creditAmount: 0, settledEntryIds: [], repeated: false });
    expect(p1).toMatchObject({ creditAmount: 0, settledEntryIds: [a], repeated: false });
    expect(repeat).toEqual({ ...p0, repeated: true });
    expect(p5).toMatchObject({ creditAmount: 7_300, settledEntryIds: [b], repeated: false });

    expect(await invoice(a)).toEqual({ rest: 0, status: 'P', settled: '2026-11-19' });
    expect(await invoice(b)).toEqual({ rest: 0, status: 'P', settled: '2026-11-20' });
    // Three payments, numbered in order after the client's posts; the status from before only on the settling allocation.
    const payments = await server.db.query<{ id: number; jour_nr: number }>(
      'SELECT id::int AS id, jour_nr::int AS jour_nr FROM payment WHERE client_id = $1 ORDER BY id', [open.clientId],
    );
    expect(payments).toEqual([{ id: p0!.paymentId, jour_nr: 5_000_000 }, { id: p1!.paymentId, jour_nr: 5_000_001 }, { id: p5!.paymentId, jour_nr: 5_000_002 }]);
    const allocations = await server.db.query(
      `SELECT payment_id::int AS payment, invoice_id::int AS invoice, invoice_part_ore::int AS part, prev_status_code AS prev, prev_proc_level AS level
         FROM payment_allocation WHERE invoice_id = ANY($1::bigint[]) ORDER BY payment_id`,
      [[a, b]],
    );
    expect(allocations).toEqual([
      { payment: p0!.paymentId, invoice: a, part: 50_000, prev: null, level: null },
      { payment: p1!.paymentId, invoice: a, part: 75_000, prev: 'NP', level: 4 },
      { payment: p5!.paymentId, invoice: b, part: 125_000, prev: 'NP', level: 4 },
    ]);
    // The ledger balances: it fell by what was registered, and what is open by the same (the credit stays open, negative).
    expect(await ledger(open.customerId)).toEqual({ balance: before.balance - 272_700, open: before.open - 272_700 });
    const posts = await server.db.query<{ payment: number; text: string; amount: number; rest: number }>(
      `SELECT payment_id::int AS payment, text, amount_ore::int AS amount, rest_amount_ore::int AS rest FROM post WHERE client_id = $1 ORDER BY id`,
      [open.clientId],
    );
    expect(posts).toEqual([
      { payment: p0!.paymentId, text: 'Innbetaling uten KID', amount: -50_000, rest: 0 },
      { payment: p1!.paymentId, text: 'Innbetaling uten KID', amount: -82_700, rest: 0 },
      { payment: p5!.paymentId, text: 'Innbetaling uten KID', amount: -132_700, rest: 0 },
      { payment: p5!.paymentId, text: 'Innbetaling, tilgode', amount: -7_300, rest: -7_300 },
    ]);

    // Reversing the settling payment restores A's status from its allocation.
    await server.db.transaction((tx) => reversePayment(tx, { paymentId: p1!.paymentId, officerId: 1, bases: [1] }));
    expect(await invoice(a)).toEqual({ rest: 82_700, status: 'NP', settled: null });
  });

  it('asks the database as often for twenty payments as for two', async () => {
    const open = await addOpenInvoices(server.db, { clientId: 1973, invoices: 22 });
    const queriesFor = (requests: PaymentRequest[]) =>
      server.db.transaction(async (tx) => {
        let queries = 0;
        const counting: Queryable = { query: (sql, params) => ((queries += 1), tx.query(sql, params)), exec: (sql) => tx.exec(sql) };
        const answers = await registerPayments(counting, requests, context);
        expect(answers.every((answer) => answer.registered && !answer.registered.repeated)).toBe(true);
        return queries;
      });
    const [x, y, ...rest] = open.invoiceIds;
    const two = await queriesFor([x!, y!].map((id) => request(open, 1327, id, [1250, 42, 35])));
    const twenty = await queriesFor(rest.map((id) => request(open, 1400, id, [1250, 42, 35])));
    expect(twenty).toBe(two);
  });
});
