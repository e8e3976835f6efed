import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAllocation, partsTotal, reverseAllocation, type PartAmounts } from '../../../src/domain/payment/paymentAllocation';
import { apiDecimalFromOre } from '../../../src/domain/money/apiDecimal';
import { addOpenInvoices, type OpenInvoices } from '../../../tests/fixtures/openInvoices';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';

/**
 * Random sequences of registrations and reversals on two invoices of one customer, each step checked
 * against a model: every invoice's parts, rest, status (P exactly when nothing is open, else the status it
 * had) and settled date (the bank date of the payment that settled it), and the customer's ledger.
 */
let server: TestApp;
let teknisk: Record<string, string>;

beforeAll(async () => {
  server = await startTestApp({ seed: 'small' });
  const login = await server.app.inject({ method: 'POST', url: '/api/legacy/login', payload: { user: 'teknisk', password: 'teknisk-demo' } });
  teknisk = { 'x-session-token': (login.json() as { access_token: string }).access_token };
}, 120_000);
afterAll(() => server.close());

const post = (url: string, payload: object) => server.app.inject({ method: 'POST', url: `/api/legacy/${url}`, payload, headers: teknisk });

/** As addOpenInvoices makes them: 1 250,00 invoice part, 42,00 interest, 35,00 fees, status NP. */
const OPEN: PartAmounts = { invoicePart: 125_000, interestPart: 4_200, feePart: 3_500 };
const INVOICES = 2;
/** Each invoice's amount incl. tax: its post in the ledger. */
const AMOUNT_INC_TAX = 125_000;

/** A share of each part's rest (0, a third, a half, all), so sequences often settle an invoice and often do not. */
const share = fc.constantFrom(0, 1 / 3, 1 / 2, 1);
const registration = fc.record({
  kind: fc.constant('register' as const),
  shares: fc.array(fc.tuple(share, share, share), { minLength: INVOICES, maxLength: INVOICES }),
  credit: fc.constantFrom(0, 0, 1, 5_000),
  day: fc.integer({ min: 1, max: 9 }),
});
const reversal = fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() });
const step = fc.oneof(registration, registration, reversal);

interface ModelPayment {
  readonly id: number;
  readonly amount: number;
  readonly credit: number;
  readonly allocations: readonly PartAmounts[];
  reversed: boolean;
}

interface ModelInvoice {
  rest: PartAmounts;
  settled: string | null;
}

async function actualInvoice(id: number) {
  const [row] = await server.db.query<{ part: number; interest: number; fee: number; rest: number; status: string; settled: string | null; isSettled: boolean }>(
    `SELECT invoice_part_ore::int AS part, interest_part_ore::int AS interest, fee_part_ore::int AS fee, rest_amount_ore::int AS rest,
            status_code AS status, to_char(settled_date, 'YYYY-MM-DD') AS settled, is_settled AS "isSettled" FROM invoice WHERE id = $1`,
    [id],
  );
  return row!;
}

async function actualLedger(customerId: number) {
  const [row] = await server.db.query<{ balance: number; open: number }>(
    'SELECT sum(amount_ore)::int AS balance, sum(rest_amount_ore)::int AS open FROM ledger_post WHERE customer_id = $1',
    [customerId],
  );
  return row!;
}

async function expectModel(open: OpenInvoices, invoices: readonly ModelInvoice[], payments: readonly ModelPayment[]) {
  for (const [n, id] of open.invoiceIds.entries()) {
    const model = invoices[n]!;
    const rest = partsTotal(model.rest);
    expect(await actualInvoice(id)).toEqual({
      part: model.rest.invoicePart,
      interest: model.rest.interestPart,
      fee: model.rest.feePart,
      rest,
      status: rest === 0 ? 'P' : 'NP',
      settled: model.settled,
      isSettled: rest === 0,
    });
  }
  const live = payments.filter((p) => !p.reversed);
  const paid = live.reduce((sum, p) => sum + p.amount, 0);
  const credit = live.reduce((sum, p) => sum + p.credit, 0);
  const openInvoices = invoices.reduce((sum, invoice) => sum + partsTotal(invoice.rest), 0);
  expect(await actualLedger(open.customerId)).toEqual({ balance: INVOICES * AMOUNT_INC_TAX - paid, open: openInvoices - credit });
}

let nextClientId = 1600;

describe('registrations and reversals in any order', () => {
  it('leave every invoice’s parts, status and settled date, and the ledger, as the model says', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        const open = await addOpenInvoices(server.db, { clientId: nextClientId++, invoices: INVOICES });
        const invoices: ModelInvoice[] = open.invoiceIds.map(() => ({ rest: OPEN, settled: null }));
        const payments: ModelPayment[] = [];
        for (const s of steps) {
          if (s.kind === 'register') {
            const allocations = invoices.map((invoice, n) => {
              const [fee, interest, part] = s.shares[n]!;
              return {
                feePart: Math.floor(invoice.rest.feePart * fee),
                interestPart: Math.floor(invoice.rest.interestPart * interest),
                invoicePart: Math.floor(invoice.rest.invoicePart * part),
              };
            });
            const allocated = allocations.reduce((sum, a) => sum + partsTotal(a), 0);
            const credit = allocated + s.credit === 0 ? 100 : s.credit;
            const bankDate = `2026-11-0${s.day}`;
            const response = await post('Payment/Register', {
              idempotencyKey: randomUUID(),
              clientId: open.clientId,
              customerId: open.customerId,
              amount: apiDecimalFromOre(allocated + credit),
              paymentCode: 'DIR',
              currencyCode: 'NOK',
              bankDate,
              allocations: allocations.map((a, n) => ({
                entryId: open.invoiceIds[n]!,
                allocatedInvoicePart: apiDecimalFromOre(a.invoicePart),
                allocatedInterestPart: apiDecimalFromOre(a.interestPart),
                allocatedFeePart: apiDecimalFromOre(a.feePart),
              })),
            });
            expect(response.statusCode, response.body).toBe(201);
            payments.push({ id: (response.json() as { paymentId: number }).paymentId, amount: allocated + credit, credit, allocations, reversed: false });
            allocations.forEach((a, n) => {
              const invoice = invoices[n]!;
              const wasOpen = partsTotal(invoice.rest) > 0;
              invoice.rest = applyAllocation(invoice.rest, a);
              if (wasOpen && partsTotal(invoice.rest) === 0) invoice.settled = bankDate;
            });
          } else {
            const payment = payments[s.pick % Math.max(payments.length, 1)];
            if (!payment) continue;
            const response = await post(`Payment/Register/${payment.id}/Reverse`, {});
            expect(response.json()).toEqual({ numberOfReversed: payment.reversed ? 0 : 1 });
            if (!payment.reversed) {
              payment.allocations.forEach((a, n) => {
                const invoice = invoices[n]!;
                invoice.rest = reverseAllocation(invoice.rest, a);
                if (partsTotal(invoice.rest) > 0) invoice.settled = null;
              });
              payment.reversed = true;
            }
          }
          await expectModel(open, invoices, payments);
        }
      }),
      { numRuns: 100 },
    );
  }, 300_000);
});
