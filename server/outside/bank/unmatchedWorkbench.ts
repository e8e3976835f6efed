import { createHash } from 'node:crypto';
import { bankText, writePain001 } from '../../../src/domain/bank/pain001';
import type { IsoDate } from '../../../src/domain/dates/isoDate';
import { apiDecimalFromOre, oreFromApiDecimal } from '../../../src/domain/money/apiDecimal';
import type { Ore } from '../../../src/domain/money/ore';
import { rankCandidates, type CandidateInvoice, type RankedCandidate } from '../../../src/domain/payment/unmatchedCandidates';
import {
  accountDigits,
  ALLOCATION_INVOICE_UNKNOWN,
  ALLOCATION_NONE,
  ALLOCATION_OVER_AMOUNT,
  RETURN_ACCOUNT_MISSING,
  RETURN_NAME_LENGTH,
  RETURN_TEXT_LENGTH,
  returnIssues,
  UNMATCHED_ALREADY_RESOLVED,
  UNMATCHED_NOT_FOUND,
  type ReturnForm,
} from '../../../src/domain/payment/unmatchedPayments';
import type { Queryable } from '../../db/database';
import { ApiError, type FieldError } from '../../http/apiError';
import { registerPayments, type PaymentContext, type PaymentRequest } from '../../payments/paymentRegistration';
import { recordOutgoing } from '../exchanges';

/**
 * The workbench of payments that match nothing (issue 45): money from camt.054, OCR giro or by hand that found no
 * invoice waits here OPEN until an officer allocates it to invoices (through the one payment registration, split over
 * several invoices and customers if need be, the remainder kept as credit) or returns it (an ISO 20022 pain.001 for
 * the bank). The row is locked and must be OPEN in the transaction that resolves it, so it is resolved once: nothing
 * is lost, nothing counted twice. An officer sees the payments of the clients of the active bases and those whose
 * client is not known; one outside the bases is "not found".
 */

/** The read path the workbench's answers belong to, announced when one is resolved or added. */
export const UNMATCHED_END_POINT = 'Payment/Unmatched';
/** At most this many candidates are offered for a payment. */
export const CANDIDATE_LIMIT = 20;

const UTC_TIME = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
/** The payment `u` is visible to an officer of the bases in $1. */
const VISIBLE = '(u.client_id IS NULL OR EXISTS (SELECT 1 FROM client vc WHERE vc.id = u.client_id AND vc.officer_id = ANY($1::int[])))';

export type UnmatchedStatus = 'OPEN' | 'ALLOCATED' | 'RETURNED';

export interface UnmatchedRow {
  readonly id: number;
  readonly source: 'CAMT054' | 'OCR' | 'MANUAL';
  readonly clientId: number | null;
  readonly clientName: string | null;
  readonly amount: Ore;
  readonly bankDate: IsoDate;
  readonly kid: string | null;
  readonly payerName: string | null;
  readonly payerAccount: string | null;
  readonly freeText: string | null;
  readonly reason: string;
  readonly receivedTime: string;
  readonly status: UnmatchedStatus;
  readonly resolvedTime: string | null;
  readonly resolvedBy: string | null;
  readonly paymentIds: readonly number[];
  readonly returnFileName: string | null;
}

const ROW_COLUMNS = `
  u.id::int AS id, u.source, u.client_id AS "clientId", c.name AS "clientName", u.amount_ore::float8 AS amount,
  to_char(u.bank_date, 'YYYY-MM-DD') AS "bankDate", u.kid, u.payer_name AS "payerName", u.payer_account AS "payerAccount",
  u.free_text AS "freeText", u.reason, ${UTC_TIME('u.received_at')} AS "receivedTime", u.status, ${UTC_TIME('u.resolved_at')} AS "resolvedTime",
  o.name AS "resolvedBy",
  coalesce((SELECT array_agg(a.payment_id::int ORDER BY a.payment_id) FROM unmatched_payment_allocation a WHERE a.unmatched_payment_id = u.id), '{}') AS "paymentIds",
  x.file_name AS "returnFileName"`;
const ROW_FROM = `unmatched_payment u LEFT JOIN client c ON c.id = u.client_id LEFT JOIN officer o ON o.id = u.resolved_by
  LEFT JOIN outside_exchange x ON x.id = u.return_exchange_id`;

/** The open payments, oldest first, or the resolved ones, newest first; within the bases. */
export async function listUnmatched(db: Queryable, query: { status: 'OPEN' | 'RESOLVED'; maxItems: number; bases: readonly number[] }): Promise<UnmatchedRow[]> {
  const open = query.status === 'OPEN';
  return db.query<UnmatchedRow>(
    `SELECT ${ROW_COLUMNS} FROM ${ROW_FROM}
      WHERE ${VISIBLE} AND ${open ? "u.status = 'OPEN'" : "u.status <> 'OPEN'"}
      ORDER BY ${open ? 'u.received_at, u.id' : 'u.resolved_at DESC, u.id DESC'}
      LIMIT $2`,
    [[...query.bases], query.maxItems],
  );
}

/** One payment within the bases, or null. */
export async function readUnmatched(db: Queryable, id: number, bases: readonly number[]): Promise<UnmatchedRow | null> {
  const [row] = await db.query<UnmatchedRow>(`SELECT ${ROW_COLUMNS} FROM ${ROW_FROM} WHERE ${VISIBLE} AND u.id = $2`, [[...bases], id]);
  return row ?? null;
}

export interface WorkbenchCandidate extends CandidateInvoice {
  readonly clientId: number;
  readonly customerId: number;
  readonly customerNumber: number;
  readonly dueDate: IsoDate | null;
  readonly invoicePart: Ore;
  readonly interestPart: Ore;
  readonly feePart: Ore;
}

/** The ranked candidate invoices of a payment: open invoices of the bases (of its client when known) with any clue. */
export async function candidatesFor(db: Queryable, payment: UnmatchedRow, bases: readonly number[]): Promise<RankedCandidate<WorkbenchCandidate>[]> {
  const numbers = [...(payment.freeText ?? '').matchAll(/\d{3,12}/g)].map((m) => Number(m[0]));
  const rows = await db.query<WorkbenchCandidate>(
    `SELECT i.id::int AS "invoiceId", i.client_id AS "clientId", i.customer_id::float8 AS "customerId", cu.nr AS "customerNumber",
            cu.name AS "customerName", i.jour_nr::float8 AS "invoiceNumber", i.kid, to_char(i.due_date, 'YYYY-MM-DD') AS "dueDate",
            i.rest_amount_ore::float8 AS "restAmount", i.amount_inc_tax_ore::float8 AS "amountIncTax",
            i.invoice_part_ore::float8 AS "invoicePart", i.interest_part_ore::float8 AS "interestPart", i.fee_part_ore::float8 AS "feePart"
       FROM invoice i JOIN customer cu ON cu.id = i.customer_id JOIN client c ON c.id = i.client_id
      WHERE i.type = 'INVOICE' AND i.rest_amount_ore > 0 AND c.officer_id = ANY($1::int[]) AND ($2::int IS NULL OR i.client_id = $2)
        AND (left(i.kid, 7) = left($3::text, 7) OR i.rest_amount_ore = $4 OR i.amount_inc_tax_ore = $4 OR i.jour_nr = ANY($5::bigint[]))
      LIMIT 500`,
    [[...bases], payment.clientId, payment.kid ?? '-', payment.amount, numbers],
  );
  return rankCandidates({ amount: payment.amount, kid: payment.kid, freeText: payment.freeText, payerName: payment.payerName }, rows, CANDIDATE_LIMIT);
}

interface Locked {
  readonly id: number;
  readonly client_id: number | null;
  readonly amount_ore: number;
  readonly bank_date: string;
  readonly status: UnmatchedStatus;
  readonly resolution_key: string | null;
}

/** A UUID as the database compares it (case, hyphens and braces aside). */
const keyOf = (key: string) => key.toLowerCase().replace(/[^0-9a-f]/g, '');

/**
 * Locks a payment of the bases for its resolution. OPEN: it may be resolved now. Resolved before as `kind` with the
 * same key: the request is a repeat (its first answer is given again). Otherwise a 409; outside the bases a 404.
 */
async function lockForResolution(tx: Queryable, id: number, bases: readonly number[], kind: 'ALLOCATED' | 'RETURNED', key: string): Promise<{ row: Locked; repeat: boolean }> {
  const [row] = await tx.query<Locked>(
    `SELECT u.id::int AS id, u.client_id, u.amount_ore::float8 AS amount_ore, to_char(u.bank_date, 'YYYY-MM-DD') AS bank_date, u.status,
            u.resolution_key::text AS resolution_key
       FROM unmatched_payment u WHERE u.id = $2 AND ${VISIBLE} FOR UPDATE OF u`,
    [[...bases], id]);
  if (!row) throw new ApiError(404, UNMATCHED_NOT_FOUND);
  if (row.status === 'OPEN') return { row, repeat: false };
  if (row.status === kind && row.resolution_key !== null && keyOf(row.resolution_key) === keyOf(key)) return { row, repeat: true };
  throw new ApiError(409, UNMATCHED_ALREADY_RESOLVED);
}

const uuidOf = (text: string) => {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};

/** One allocation as the API carries it (kroner), as POST Payment/Register takes it. */
export interface WorkbenchAllocation {
  readonly entryId: number;
  readonly allocatedInvoicePart: number;
  readonly allocatedInterestPart: number;
  readonly allocatedFeePart: number;
}

export interface AllocationRequest {
  readonly idempotencyKey: string;
  readonly allocations: readonly WorkbenchAllocation[];
}

export interface AllocationAnswer {
  readonly paymentIds: readonly number[];
  readonly creditAmount: Ore;
  readonly settledEntryIds: readonly number[];
  readonly repeated: boolean;
  /** The clients whose ledgers changed (for the change's announcement). */
  readonly clientIds: readonly number[];
}

const allocated = (a: WorkbenchAllocation) => oreFromApiDecimal(a.allocatedInvoicePart) + oreFromApiDecimal(a.allocatedInterestPart) + oreFromApiDecimal(a.allocatedFeePart);

/** What an earlier allocation of the payment registered: its first answer. */
async function earlierAllocation(tx: Queryable, id: number): Promise<AllocationAnswer> {
  const rows = await tx.query<{ id: number; client_id: number; credit: number; settled: number[] }>(
    `SELECT p.id::int AS id, p.client_id, p.credit_ore::float8 AS credit,
            coalesce(array_agg(pa.invoice_id::int ORDER BY pa.invoice_id) FILTER (WHERE pa.prev_status_code IS NOT NULL), '{}') AS settled
       FROM unmatched_payment_allocation u JOIN payment p ON p.id = u.payment_id LEFT JOIN payment_allocation pa ON pa.payment_id = p.id
      WHERE u.unmatched_payment_id = $1 GROUP BY p.id ORDER BY p.id`, [id]);
  return {
    paymentIds: rows.map((r) => r.id), creditAmount: rows.reduce((sum, r) => sum + r.credit, 0),
    settledEntryIds: rows.flatMap((r) => r.settled), repeated: true, clientIds: [],
  };
}

/** A refusal of one customer's registration, its fields named as in the workbench's request (`body.allocations.{n}`). */
function asWorkbenchRefusal(refused: ApiError, indices: readonly number[]): ApiError {
  const fields: FieldError[] = (refused.fieldErrors ?? []).map((error) => {
    const match = /^body\.allocations\.(\d+)(\..*)?$/.exec(error.path);
    if (match) return { path: `body.allocations.${indices[Number(match[1])]}${match[2] ?? ''}`, message: error.message };
    return { path: 'body.allocations', message: error.message };
  });
  return new ApiError(refused.status === 404 ? 400 : refused.status, refused.message, fields.length > 0 ? fields : [{ path: 'body.allocations', message: refused.message }]);
}

/**
 * Allocates a payment over invoices, in the caller's transaction: one registration per customer (the payment
 * registration books a payment on one customer), the part not allocated kept as credit on the last. The invoices
 * must be open invoices of the bases and of the payment's client when it is known (the money is in that client's
 * account). All are registered or none: a refusal throws and the transaction writes nothing.
 */
export async function allocateUnmatched(tx: Queryable, id: number, request: AllocationRequest, context: PaymentContext): Promise<AllocationAnswer> {
  const { row: payment, repeat } = await lockForResolution(tx, id, context.bases, 'ALLOCATED', request.idempotencyKey);
  if (repeat) return earlierAllocation(tx, id);
  if (request.allocations.length === 0) throw new ApiError(400, ALLOCATION_NONE, [{ path: 'body.allocations', message: ALLOCATION_NONE }]);
  const invoices = new Map((await tx.query<{ id: number; client_id: number; customer_id: number }>(
    `SELECT i.id::int AS id, i.client_id, i.customer_id::float8 AS customer_id FROM invoice i JOIN client c ON c.id = i.client_id
      WHERE i.id = ANY($1::bigint[]) AND i.type = 'INVOICE' AND c.officer_id = ANY($2::int[]) AND ($3::int IS NULL OR i.client_id = $3)`,
    [request.allocations.map((a) => a.entryId), [...context.bases], payment.client_id],
  )).map((row) => [row.id, row]));
  const unknown = request.allocations.flatMap((a, n) => (invoices.has(a.entryId) ? [] : [{ path: `body.allocations.${n}.entryId`, message: ALLOCATION_INVOICE_UNKNOWN }]));
  if (unknown.length > 0) throw new ApiError(400, ALLOCATION_INVOICE_UNKNOWN, unknown);
  // One client's account received the money: an allocation stays within one client.
  const clientId = invoices.get(request.allocations[0]!.entryId)!.client_id;
  const otherClient = request.allocations.flatMap((a, n) => (invoices.get(a.entryId)!.client_id === clientId ? [] : [{ path: `body.allocations.${n}.entryId`, message: ALLOCATION_INVOICE_UNKNOWN }]));
  if (otherClient.length > 0) throw new ApiError(400, ALLOCATION_INVOICE_UNKNOWN, otherClient);
  const total = request.allocations.reduce((sum, a) => sum + allocated(a), 0);
  if (total > payment.amount_ore) throw new ApiError(400, ALLOCATION_OVER_AMOUNT, [{ path: 'body.allocations', message: ALLOCATION_OVER_AMOUNT }]);

  const byCustomer = new Map<number, { allocations: WorkbenchAllocation[]; indices: number[] }>();
  request.allocations.forEach((allocation, n) => {
    const customerId = invoices.get(allocation.entryId)!.customer_id;
    const group = byCustomer.get(customerId) ?? { allocations: [], indices: [] };
    group.allocations.push(allocation);
    group.indices.push(n);
    byCustomer.set(customerId, group);
  });
  const groups = [...byCustomer.entries()];
  const requests: PaymentRequest[] = groups.map(([customerId, group], n) => {
    const sum = group.allocations.reduce((s, a) => s + allocated(a), 0);
    // The last registration carries what was not allocated, as credit (Tilgode): the whole amount is booked.
    const amount = n === groups.length - 1 ? sum + (payment.amount_ore - total) : sum;
    return {
      idempotencyKey: uuidOf(`unmatched:${id}:${customerId}`), clientId, customerId, amount: apiDecimalFromOre(amount),
      paymentCode: 'DIR', currencyCode: 'NOK', bankDate: payment.bank_date, allocations: group.allocations,
      postText: 'Innbetaling fordelt fra arbeidsbenken',
    };
  });
  const answers = await registerPayments(tx, requests, context);
  answers.forEach((answer, n) => {
    if (answer.refused) throw asWorkbenchRefusal(answer.refused, groups[n]![1].indices);
  });
  const registered = answers.map((a) => a.registered!);
  const paymentIds = registered.map((r) => r.paymentId);
  await tx.query(
    "UPDATE unmatched_payment SET status = 'ALLOCATED', resolved_at = now(), resolved_by = $2, resolution_key = $3 WHERE id = $1",
    [id, context.officerId, request.idempotencyKey]);
  await tx.query('INSERT INTO unmatched_payment_allocation (unmatched_payment_id, payment_id) SELECT $1, unnest($2::bigint[])', [id, paymentIds]);
  return {
    paymentIds, creditAmount: registered.reduce((sum, r) => sum + r.creditAmount, 0), settledEntryIds: registered.flatMap((r) => r.settledEntryIds),
    repeated: false, clientIds: [clientId],
  };
}

export interface ReturnRequest extends ReturnForm {
  readonly idempotencyKey: string;
}

export interface ReturnContext {
  readonly officerId: number;
  readonly bases: readonly number[];
  readonly today: IsoDate;
  readonly now: Date;
}

export interface ReturnAnswer {
  readonly fileName: string;
  readonly amount: Ore;
  readonly repeated: boolean;
  readonly xml: string;
}

/** Returns a payment to its payer: a pain.001 file for the bank (kept to download), in the caller's transaction. */
export async function returnUnmatched(tx: Queryable, id: number, request: ReturnRequest, context: ReturnContext): Promise<ReturnAnswer> {
  const { row: payment, repeat } = await lockForResolution(tx, id, context.bases, 'RETURNED', request.idempotencyKey);
  if (repeat) {
    const file = (await returnFile(tx, id, context.bases))!;
    return { fileName: file.fileName, amount: payment.amount_ore, repeated: true, xml: file.bytes.toString('utf8') };
  }
  const issues = returnIssues(request, context.today);
  if (issues.length > 0) throw new ApiError(400, issues[0]!.message, issues.map((issue) => ({ path: `body.${issue.field}`, message: issue.message })));
  const [debtor] = payment.client_id === null ? [] : await tx.query<{ name: string; account_number: string; bic: string | null }>(
    `SELECT c.name, b.account_number, b.bic FROM client c JOIN client_bank_account b ON b.client_id = c.id
      WHERE c.id = $1 AND b.account_number ~ '^[0-9]{11}$' ORDER BY b.account_type <> 'Primary', b.id LIMIT 1`, [payment.client_id]);
  if (!debtor) throw new ApiError(400, RETURN_ACCOUNT_MISSING, [{ path: 'path.unmatchedId', message: RETURN_ACCOUNT_MISSING }]);
  const messageId = `RETUR-${id}-${context.now.getTime()}`;
  // A client's name of nothing the bank can read still names the file's parties.
  const debtorName = bankText(debtor.name, RETURN_NAME_LENGTH) || `Klient ${payment.client_id}`;
  const xml = writePain001({
    messageId, createdAt: context.now.toISOString().slice(0, 19), initiatingParty: debtorName, debtorName,
    debtorAccount: debtor.account_number, debtorBic: debtor.bic, executionDate: request.executionDate,
    payments: [{
      endToEndId: `UNMATCHED-${id}`, amount: payment.amount_ore, creditorName: request.creditorName,
      creditorAccount: accountDigits(request.creditorAccount), text: bankText(request.text, RETURN_TEXT_LENGTH),
    }],
  });
  const fileName = `${messageId}.xml`;
  const exchangeId = await recordOutgoing(tx, { party: 'BANK', kind: 'PAIN001', transport: 'DOWNLOAD', fileName, bytes: Buffer.from(xml, 'utf8') });
  await tx.query(
    "UPDATE unmatched_payment SET status = 'RETURNED', resolved_at = now(), resolved_by = $2, return_exchange_id = $3, resolution_key = $4 WHERE id = $1",
    [id, context.officerId, exchangeId, request.idempotencyKey]);
  return { fileName, amount: payment.amount_ore, repeated: false, xml };
}

/** The pain.001 file of a returned payment within the bases, or null. */
export async function returnFile(db: Queryable, id: number, bases: readonly number[]): Promise<{ fileName: string; bytes: Buffer } | null> {
  const [row] = await db.query<{ file_name: string; content: Uint8Array }>(
    `SELECT x.file_name, x.content FROM unmatched_payment u JOIN outside_exchange x ON x.id = u.return_exchange_id
      WHERE u.id = $2 AND u.status = 'RETURNED' AND ${VISIBLE}`, [[...bases], id]);
  return row ? { fileName: row.file_name, bytes: Buffer.from(row.content) } : null;
}
