import { createHash } from 'node:crypto';
import { writePain001 } from '../../../src/domain/bank/pain001';
import { apiDecimalFromOre } from '../../../src/domain/money/apiDecimal';
import { rankCandidates, type CandidateInvoice, type RankedCandidate } from '../../../src/domain/payment/unmatchedCandidates';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/apiError';
import { registerPayments, type PaymentContext, type PaymentRequest } from '../../payments/paymentRegistration';
import { recordOutgoing } from '../exchanges';

/**
 * The workbench of payments that match nothing (issue 45): money from camt.054, OCR giro or by hand that found no
 * invoice waits here OPEN until an officer allocates it to invoices (through the one payment registration, split over
 * several invoices and customers if need be, the remainder kept as credit) or returns it (an ISO 20022 pain.001 for
 * the bank). The row is locked and must be OPEN in the transaction that resolves it, so it is resolved once: nothing
 * is lost, nothing counted twice.
 */

export const UNMATCHED_NOT_FOUND = 'Innbetalingen finnes ikke';
export const UNMATCHED_ALREADY_RESOLVED = 'Innbetalingen er allerede behandlet';
export const ALLOCATION_OVER_AMOUNT = 'Det er fordelt mer enn innbetalt beløp';
export const RETURN_ACCOUNT_MISSING = 'Klienten har ingen bankkonto å betale tilbake fra';

interface Unmatched {
  readonly id: number;
  readonly client_id: number | null;
  readonly amount_ore: number;
  readonly bank_date: string;
  readonly kid: string | null;
  readonly payer_name: string | null;
  readonly free_text: string | null;
  readonly status: string;
}

async function lockOpen(tx: Queryable, id: number): Promise<Unmatched> {
  const [row] = await tx.query<Unmatched>(
    `SELECT id::int AS id, client_id, amount_ore::float8 AS amount_ore, to_char(bank_date, 'YYYY-MM-DD') AS bank_date, kid, payer_name, free_text, status
       FROM unmatched_payment WHERE id = $1 FOR UPDATE`, [id]);
  if (!row) throw new ApiError(404, UNMATCHED_NOT_FOUND);
  if (row.status !== 'OPEN') throw new ApiError(409, UNMATCHED_ALREADY_RESOLVED);
  return row;
}

export interface WorkbenchCandidate extends CandidateInvoice {
  readonly clientId: number;
  readonly customerId: number;
}

/** The ranked candidate invoices of an open unmatched payment, within the officer's bases. */
export async function candidatesFor(tx: Queryable, id: number, bases: readonly number[]): Promise<RankedCandidate<WorkbenchCandidate>[]> {
  const [payment] = await tx.query<Unmatched>(
    `SELECT id::int AS id, client_id, amount_ore::float8 AS amount_ore, kid, payer_name, free_text, status FROM unmatched_payment WHERE id = $1`, [id]);
  if (!payment) throw new ApiError(404, UNMATCHED_NOT_FOUND);
  const numbers = [...(payment.free_text ?? '').matchAll(/\d{3,12}/g)].map((m) => Number(m[0]));
  const rows = await tx.query<{ id: number; client_id: number; customer_id: number; jour_nr: number; kid: string | null; rest: number; amount: number; name: string }>(
    `SELECT i.id::int AS id, i.client_id, i.customer_id::float8 AS customer_id, i.jour_nr::float8 AS jour_nr, i.kid, i.rest_amount_ore::float8 AS rest,
            i.amount_inc_tax_ore::float8 AS amount, cu.name
       FROM invoice i JOIN customer cu ON cu.id = i.customer_id JOIN client c ON c.id = i.client_id
      WHERE i.type = 'INVOICE' AND i.rest_amount_ore > 0 AND c.officer_id = ANY($1::int[]) AND ($2::int IS NULL OR i.client_id = $2)
        AND (left(i.kid, 7) = left($3::text, 7) OR i.rest_amount_ore = $4 OR i.amount_inc_tax_ore = $4 OR i.jour_nr = ANY($5::bigint[]))
      LIMIT 500`,
    [bases, payment.client_id, payment.kid ?? '-', payment.amount_ore, numbers],
  );
  return rankCandidates(
    { amount: payment.amount_ore, kid: payment.kid, freeText: payment.free_text, payerName: payment.payer_name },
    rows.map((r) => ({ invoiceId: r.id, invoiceNumber: r.jour_nr, kid: r.kid, restAmount: r.rest, amountIncTax: r.amount, customerName: r.name, clientId: r.client_id, customerId: r.customer_id })),
  );
}

export interface WorkbenchAllocation {
  readonly invoiceId: number;
  readonly invoicePart: number;
  readonly interestPart: number;
  readonly feePart: number;
}

const uuidOf = (text: string) => {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};

/**
 * Allocates an open unmatched payment over invoices (øre per part), in the caller's transaction: one registration per
 * customer (the payment registration books a payment on one customer), the part not allocated kept as credit on the
 * last. All are registered or none (a refusal throws and the transaction writes nothing).
 */
export async function allocateUnmatched(tx: Queryable, id: number, allocations: readonly WorkbenchAllocation[], context: PaymentContext): Promise<number[]> {
  const payment = await lockOpen(tx, id);
  if (allocations.length === 0) throw new ApiError(400, 'Velg minst én faktura', [{ path: 'body.allocations', message: 'Velg minst én faktura' }]);
  const invoices = new Map((await tx.query<{ id: number; client_id: number; customer_id: number }>(
    'SELECT id::int AS id, client_id, customer_id::float8 AS customer_id FROM invoice WHERE id = ANY($1::bigint[])', [allocations.map((a) => a.invoiceId)],
  )).map((row) => [row.id, row]));
  const byCustomer = new Map<number, { clientId: number; allocations: WorkbenchAllocation[] }>();
  for (const allocation of allocations) {
    const invoice = invoices.get(allocation.invoiceId);
    if (!invoice) throw new ApiError(400, 'Fakturaen finnes ikke', [{ path: 'body.allocations', message: 'Fakturaen finnes ikke' }]);
    const entry = byCustomer.get(invoice.customer_id) ?? { clientId: invoice.client_id, allocations: [] };
    entry.allocations.push(allocation);
    byCustomer.set(invoice.customer_id, entry);
  }
  const total = allocations.reduce((sum, a) => sum + a.invoicePart + a.interestPart + a.feePart, 0);
  if (total > payment.amount_ore) throw new ApiError(400, ALLOCATION_OVER_AMOUNT, [{ path: 'body.allocations', message: ALLOCATION_OVER_AMOUNT }]);
  const groups = [...byCustomer.entries()];
  const requests: PaymentRequest[] = groups.map(([customerId, group], n) => {
    const allocated = group.allocations.reduce((sum, a) => sum + a.invoicePart + a.interestPart + a.feePart, 0);
    // The last registration carries what was not allocated, as credit (Tilgode): the whole amount is booked.
    const amount = n === groups.length - 1 ? allocated + (payment.amount_ore - total) : allocated;
    return {
      idempotencyKey: uuidOf(`unmatched:${id}:${customerId}`), clientId: group.clientId, customerId, amount: apiDecimalFromOre(amount),
      paymentCode: 'DIR', currencyCode: 'NOK', bankDate: payment.bank_date,
      allocations: group.allocations.map((a) => ({ entryId: a.invoiceId, allocatedInvoicePart: apiDecimalFromOre(a.invoicePart), allocatedInterestPart: apiDecimalFromOre(a.interestPart), allocatedFeePart: apiDecimalFromOre(a.feePart) })),
      postText: 'Innbetaling fordelt fra arbeidsbenken',
    };
  });
  const answers = await registerPayments(tx, requests, context);
  const refused = answers.find((a) => a.refused);
  if (refused?.refused) throw refused.refused;
  const paymentIds = answers.map((a) => a.registered!.paymentId);
  await tx.query("UPDATE unmatched_payment SET status = 'ALLOCATED', resolved_at = now(), resolved_by = $2 WHERE id = $1", [id, context.officerId]);
  await tx.query('INSERT INTO unmatched_payment_allocation (unmatched_payment_id, payment_id) SELECT $1, unnest($2::bigint[])', [id, paymentIds]);
  return paymentIds;
}

export interface ReturnRequest {
  readonly creditorName: string;
  readonly creditorAccount: string;
  readonly text: string;
  readonly executionDate: string;
  readonly officerId: number;
  readonly now: Date;
}

/** Returns an open unmatched payment to its payer: a pain.001 file for the bank (kept to download), in the caller's transaction. */
export async function returnUnmatched(tx: Queryable, id: number, request: ReturnRequest): Promise<{ exchangeId: number; xml: string }> {
  const payment = await lockOpen(tx, id);
  const [debtor] = payment.client_id === null ? [] : await tx.query<{ name: string; account_number: string; bic: string | null }>(
    `SELECT c.name, b.account_number, b.bic FROM client c JOIN client_bank_account b ON b.client_id = c.id
      WHERE c.id = $1 ORDER BY b.account_type <> 'Primary', b.id LIMIT 1`, [payment.client_id]);
  if (!debtor) throw new ApiError(400, RETURN_ACCOUNT_MISSING);
  const messageId = `RETUR-${id}-${request.now.getTime()}`;
  const xml = writePain001({
    messageId, createdAt: request.now.toISOString().slice(0, 19), initiatingParty: debtor.name, debtorName: debtor.name,
    debtorAccount: debtor.account_number, debtorBic: debtor.bic, executionDate: request.executionDate,
    payments: [{ endToEndId: `UNMATCHED-${id}`, amount: payment.amount_ore, creditorName: request.creditorName, creditorAccount: request.creditorAccount, text: request.text }],
  });
  const exchangeId = await recordOutgoing(tx, { party: 'BANK', kind: 'PAIN001', transport: 'DOWNLOAD', fileName: `${messageId}.xml`, bytes: Buffer.from(xml, 'utf8') });
  await tx.query(
    "UPDATE unmatched_payment SET status = 'RETURNED', resolved_at = now(), resolved_by = $2, return_exchange_id = $3 WHERE id = $1",
    [id, request.officerId, exchangeId]);
  return { exchangeId, xml };
}
