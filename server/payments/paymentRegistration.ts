import { apiDecimalFromOre, oreFromApiDecimal } from '../../src/domain/money/apiDecimal';
import { AMOUNT_TOO_MANY_DECIMALS_MESSAGE } from '../../src/domain/money/parseAmount';
import type { Ore } from '../../src/domain/money/ore';
import {
  ALLOCATION_ORDER,
  allocationIssues,
  applyAllocation,
  bankDateIssue,
  partsTotal,
  paymentAmountIssue,
  remainderIssue,
  remainderOf,
  type PartAmounts,
} from '../../src/domain/payment/paymentAllocation';
import type { Queryable } from '../db/database';
import { ApiError, type FieldError } from '../http/apiError';

export const INVOICE_NOT_OF_CUSTOMER_MESSAGE = 'Fakturaen tilhører ikke klienten og kunden';
export const CUSTOMER_NOT_OF_CLIENT_MESSAGE = 'Kunden tilhører ikke klienten';
export const DUPLICATE_INVOICE_MESSAGE = 'Fakturaen er fordelt to ganger';
export const CLIENT_NOT_FOUND_MESSAGE = 'Klient ikke funnet';

/** What a settled invoice shows (the seed's paid invoices read the same). */
const SETTLED_STATUS = { code: 'P', text: 'Betalt', level: 6 } as const;

/** Payment posts are numbered per client after the imported ones (the seed's start at 5 000 000). */
const FIRST_PAYMENT_JOUR_NR = 5_000_000;

export interface PaymentRequest {
  readonly idempotencyKey: string;
  readonly clientId: number;
  readonly customerId: number;
  /** Kroner as the API carries them. */
  readonly amount: number;
  readonly paymentCode: 'DIR';
  readonly currencyCode: 'NOK';
  readonly bankDate: string;
  readonly allocations: readonly { entryId: number; allocatedInvoicePart: number; allocatedInterestPart: number; allocatedFeePart: number }[];
  /** The text of the posts paying invoices; server-side callers only (the API's contract has no such field). */
  readonly postText?: string;
}

export interface RegisteredPayment {
  readonly paymentId: number;
  readonly creditAmount: Ore;
  readonly settledEntryIds: readonly number[];
}

const API_PARTS = { invoicePart: 'allocatedInvoicePart', interestPart: 'allocatedInterestPart', feePart: 'allocatedFeePart' } as const;

/** Øre of an API amount, or a field error when it has more than two decimals. */
function wholeOre(value: number, path: string, errors: FieldError[]): Ore {
  const ore = oreFromApiDecimal(value);
  if (apiDecimalFromOre(ore) !== value) errors.push({ path, message: AMOUNT_TOO_MANY_DECIMALS_MESSAGE });
  return ore;
}

/** The request's own rules, before the database is asked: 400 with every field that is wrong. */
function checkRequest(request: PaymentRequest, today: string) {
  const errors: FieldError[] = [];
  const amount = wholeOre(request.amount, 'body.amount', errors);
  const amountIssue = paymentAmountIssue(amount);
  if (amountIssue) errors.push({ path: 'body.amount', message: amountIssue });
  const dateIssue = bankDateIssue(request.bankDate, today);
  if (dateIssue) errors.push({ path: 'body.bankDate', message: dateIssue });
  const seen = new Set<number>();
  const allocations = request.allocations.map((allocation, n) => {
    if (seen.has(allocation.entryId)) errors.push({ path: `body.allocations.${n}.entryId`, message: DUPLICATE_INVOICE_MESSAGE });
    seen.add(allocation.entryId);
    const parts = Object.fromEntries(
      ALLOCATION_ORDER.map((part) => [part, wholeOre(allocation[API_PARTS[part]], `body.allocations.${n}.${API_PARTS[part]}`, errors)]),
    ) as unknown as PartAmounts;
    return { entryId: allocation.entryId, parts };
  });
  const overIssue = remainderIssue(amount, allocations.map((a) => a.parts));
  if (overIssue) errors.push({ path: 'body.allocations', message: overIssue });
  if (errors.length > 0) throw new ApiError(400, errors[0]!.message, errors);
  return { amount, allocations };
}

interface LockedInvoice {
  readonly id: number;
  readonly client_id: number;
  readonly customer_id: string;
  readonly jour_nr: string;
  readonly invoice_part_ore: string;
  readonly interest_part_ore: string;
  readonly fee_part_ore: string;
  readonly status_code: string;
  readonly status_text: string;
  readonly proc_status: string | null;
  readonly proc_level: number;
}

const restOf = (invoice: LockedInvoice): PartAmounts => ({
  invoicePart: Number(invoice.invoice_part_ore),
  interestPart: Number(invoice.interest_part_ore),
  feePart: Number(invoice.fee_part_ore),
});

/**
 * POST Payment/Register, in the caller's transaction. The client row is locked first, so registrations for
 * one client queue (their journal numbers and the idempotency check cannot race), then the invoices in id
 * order, so each allocation is checked against the rest as it stands: two officers paying the same
 * invoice at once never take a part below zero. A key seen before answers the first registration.
 */
export async function registerPayment(
  tx: Queryable,
  request: PaymentRequest,
  context: { readonly officerId: number; readonly bases: readonly number[]; readonly today: string },
): Promise<RegisteredPayment & { readonly repeated: boolean }> {
  const { amount, allocations } = checkRequest(request, context.today);
  const client = await tx.query('SELECT 1 FROM client WHERE id = $1 AND officer_id = ANY($2::int[]) FOR UPDATE', [request.clientId, context.bases]);
  if (client.length === 0) throw new ApiError(404, CLIENT_NOT_FOUND_MESSAGE);
  const [earlier] = await tx.query<{ id: number }>('SELECT id::int AS id FROM payment WHERE idempotency_key = $1', [request.idempotencyKey]);
  if (earlier) return { ...(await registered(tx, earlier.id)), repeated: true };
  const customer = await tx.query('SELECT 1 FROM customer WHERE id = $1 AND client_id = $2', [request.customerId, request.clientId]);
  if (customer.length === 0) throw new ApiError(400, CUSTOMER_NOT_OF_CLIENT_MESSAGE, [{ path: 'body.customerId', message: CUSTOMER_NOT_OF_CLIENT_MESSAGE }]);

  const locked = await tx.query<LockedInvoice>(
    `SELECT id::int AS id, client_id, customer_id, jour_nr, invoice_part_ore, interest_part_ore, fee_part_ore,
            status_code, status_text, proc_status, proc_level
       FROM invoice WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE`,
    [allocations.map((a) => a.entryId)],
  );
  const byId = new Map(locked.map((invoice) => [invoice.id, invoice]));
  const errors: FieldError[] = [];
  allocations.forEach(({ entryId, parts }, n) => {
    const invoice = byId.get(entryId);
    if (!invoice || invoice.client_id !== request.clientId || Number(invoice.customer_id) !== request.customerId) {
      errors.push({ path: `body.allocations.${n}.entryId`, message: INVOICE_NOT_OF_CUSTOMER_MESSAGE });
      return;
    }
    for (const [part, message] of Object.entries(allocationIssues(parts, restOf(invoice)))) {
      errors.push({ path: `body.allocations.${n}.${API_PARTS[part as keyof PartAmounts]}`, message });
    }
  });
  if (errors.length > 0) throw new ApiError(400, errors[0]!.message, errors);

  const credit = remainderOf(amount, allocations.map((a) => a.parts));
  const [payment] = (await tx.query<{ id: number; jour_nr: string }>(
    `INSERT INTO payment (client_id, customer_id, idempotency_key, amount_ore, credit_ore, payment_code, currency_code, bank_date,
                          jour_nr, registered_at, registered_by)
     SELECT $1, $2, $3, $4, $5, $6, $7, $8,
            greatest((SELECT max(jour_nr) FROM post WHERE client_id = $1), $9::bigint - 1) + 1, now(), $10
     RETURNING id::int AS id, jour_nr`,
    [request.clientId, request.customerId, request.idempotencyKey, amount, credit, request.paymentCode, request.currencyCode, request.bankDate,
      FIRST_PAYMENT_JOUR_NR, context.officerId],
  )) as [{ id: number; jour_nr: string }];

  const settledEntryIds: number[] = [];
  for (const { entryId, parts } of allocations) {
    if (partsTotal(parts) === 0) continue;
    const invoice = byId.get(entryId)!;
    const after = applyAllocation(restOf(invoice), parts);
    const settles = partsTotal(after) === 0;
    if (settles) settledEntryIds.push(entryId);
    await tx.query(
      `UPDATE invoice SET invoice_part_ore = $2::bigint, interest_part_ore = $3::bigint, fee_part_ore = $4::bigint, rest_amount_ore = $2::bigint + $3::bigint + $4::bigint
              ${settles ? `, status_code = '${SETTLED_STATUS.code}', status_text = '${SETTLED_STATUS.text}', proc_status = '${SETTLED_STATUS.text}',
                 proc_level = ${SETTLED_STATUS.level}, is_settled = true, settled_date = $5::date` : ''}
        WHERE id = $1`,
      settles ? [entryId, after.invoicePart, after.interestPart, after.feePart, request.bankDate] : [entryId, after.invoicePart, after.interestPart, after.feePart],
    );
    await tx.query(
      `INSERT INTO payment_allocation (payment_id, invoice_id, invoice_part_ore, interest_part_ore, fee_part_ore,
                                       prev_status_code, prev_status_text, prev_proc_status, prev_proc_level)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [payment.id, entryId, parts.invoicePart, parts.interestPart, parts.feePart,
        ...(settles ? [invoice.status_code, invoice.status_text, invoice.proc_status, invoice.proc_level] : [null, null, null, null])],
    );
    await insertPost(tx, { payment, request, invoiceId: entryId, invoiceNr: invoice.jour_nr, parts, open: 0 });
  }
  if (credit > 0) {
    await insertPost(tx, { payment, request, invoiceId: null, invoiceNr: null, parts: { invoicePart: credit, interestPart: 0, feePart: 0 }, open: credit });
  }
  return { paymentId: payment.id, creditAmount: credit, settledEntryIds, repeated: false };
}

/** A payment post (amounts negative, as the ledger has them); `open` is what stays open of it (the credit). */
function insertPost(
  tx: Queryable,
  post: { payment: { id: number; jour_nr: string }; request: PaymentRequest; invoiceId: number | null; invoiceNr: string | null; parts: PartAmounts; open: Ore },
) {
  const { payment, request, parts } = post;
  return tx.query(
    `INSERT INTO post (client_id, customer_id, invoice_id, type, text, invoice_nr, jour_nr, journal_date, reg_date, amount_ore,
                       invoice_part_ore, interest_part_ore, fee_part_ore, rest_amount_ore, tag, payment_id)
     VALUES ($1, $2, $3, 'PAYMENT', $4, $5, $6, $7, (now() AT TIME ZONE 'Europe/Oslo')::date, $8, $9, $10, $11, $12, $13, $14)`,
    [request.clientId, request.customerId, post.invoiceId, post.invoiceId === null ? 'Innbetaling, tilgode' : (request.postText ?? 'Innbetaling uten KID'),
      post.invoiceNr, payment.jour_nr, request.bankDate, -partsTotal(parts), -parts.invoicePart, -parts.interestPart, -parts.feePart, -post.open,
      request.paymentCode, payment.id],
  );
}

async function registered(tx: Queryable, paymentId: number): Promise<RegisteredPayment> {
  const [payment] = (await tx.query<{ credit_ore: string; settled: number[] }>(
    `SELECT p.credit_ore,
            coalesce(array_agg(a.invoice_id::int ORDER BY a.invoice_id) FILTER (WHERE a.prev_status_code IS NOT NULL), '{}') AS settled
       FROM payment p LEFT JOIN payment_allocation a ON a.payment_id = p.id
      WHERE p.id = $1 GROUP BY p.id`,
    [paymentId],
  )) as [{ credit_ore: string; settled: number[] }];
  return { paymentId, creditAmount: Number(payment.credit_ore), settledEntryIds: payment.settled };
}

/**
 * POST Payment/Register/{paymentId}/Reverse: every part gets back what the payment took, an invoice it
 * settled gets its status back, and its posts go. A reversed payment stays reversed: 0 the second time.
 */
export async function reversePayment(
  tx: Queryable,
  request: { readonly paymentId: number; readonly officerId: number; readonly bases: readonly number[] },
): Promise<{ readonly reversed: number; readonly clientId: number } | null> {
  const [payment] = await tx.query<{ client_id: number; reversed: boolean }>(
    `SELECT p.client_id, p.reversed_at IS NOT NULL AS reversed
       FROM payment p JOIN client c ON c.id = p.client_id
      WHERE p.id = $1 AND c.officer_id = ANY($2::int[])
        FOR UPDATE OF p`,
    [request.paymentId, request.bases],
  );
  if (!payment) return null;
  if (payment.reversed) return { reversed: 0, clientId: payment.client_id };
  // Lock the invoices in id order, as a registration does, so the two queue rather than deadlock.
  await tx.query(
    `SELECT 1 FROM invoice WHERE id IN (SELECT invoice_id FROM payment_allocation WHERE payment_id = $1) ORDER BY id FOR UPDATE`,
    [request.paymentId],
  );
  // An invoice that is settled now gets back the status from before its settlement, whichever of its payments
  // is reversed: the settling payment's allocation holds that status, and the settling payment is the latest
  // live one that settled it (an invoice is settled again only after a reversal reopened it). An invoice
  // still open keeps its status.
  await tx.query(
    `UPDATE invoice i
        SET invoice_part_ore = i.invoice_part_ore + a.invoice_part_ore,
            interest_part_ore = i.interest_part_ore + a.interest_part_ore,
            fee_part_ore = i.fee_part_ore + a.fee_part_ore,
            rest_amount_ore = i.rest_amount_ore + a.invoice_part_ore + a.interest_part_ore + a.fee_part_ore,
            status_code = CASE WHEN i.rest_amount_ore = 0 AND s.prev_status_code IS NOT NULL THEN s.prev_status_code ELSE i.status_code END,
            status_text = CASE WHEN i.rest_amount_ore = 0 AND s.prev_status_code IS NOT NULL THEN s.prev_status_text ELSE i.status_text END,
            proc_status = CASE WHEN i.rest_amount_ore = 0 AND s.prev_status_code IS NOT NULL THEN s.prev_proc_status ELSE i.proc_status END,
            proc_level = CASE WHEN i.rest_amount_ore = 0 AND s.prev_status_code IS NOT NULL THEN s.prev_proc_level ELSE i.proc_level END,
            is_settled = CASE WHEN i.rest_amount_ore = 0 AND s.prev_status_code IS NOT NULL THEN false ELSE i.is_settled END,
            settled_date = CASE WHEN i.rest_amount_ore = 0 AND s.prev_status_code IS NOT NULL THEN NULL ELSE i.settled_date END
       FROM payment_allocation a
       LEFT JOIN LATERAL (
              SELECT settling.prev_status_code, settling.prev_status_text, settling.prev_proc_status, settling.prev_proc_level
                FROM payment_allocation settling JOIN payment p ON p.id = settling.payment_id
               WHERE settling.invoice_id = a.invoice_id AND settling.prev_status_code IS NOT NULL AND p.reversed_at IS NULL
               ORDER BY settling.payment_id DESC
               LIMIT 1) s ON true
      WHERE a.payment_id = $1 AND i.id = a.invoice_id`,
    [request.paymentId],
  );
  await tx.query('DELETE FROM post WHERE payment_id = $1', [request.paymentId]);
  await tx.query('UPDATE payment SET reversed_at = now(), reversed_by = $2 WHERE id = $1', [request.paymentId, request.officerId]);
  return { reversed: 1, clientId: payment.client_id };
}

/** The read paths a payment moves: everything under the client (its customers' open posts, ledger, invoices) and the candidates. */
export function paymentEndPoints(clientId: number): string[] {
  return [`clients/${clientId}`, 'Payment/Register'];
}
