import { apiDecimalFromOre, oreFromApiDecimal } from '../../src/domain/money/apiDecimal';
import type { SystemActor } from '../audit/systemActors';
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
import { nextPostJournalNumbers } from '../ledger/journalNumbers';

export const INVOICE_NOT_OF_CUSTOMER_MESSAGE = 'Fakturaen tilhører ikke klienten og kunden';
export const CUSTOMER_NOT_OF_CLIENT_MESSAGE = 'Kunden tilhører ikke klienten';
export const DUPLICATE_INVOICE_MESSAGE = 'Fakturaen er fordelt to ganger';
export const CLIENT_NOT_FOUND_MESSAGE = 'Klient ikke funnet';

/** What a settled invoice shows (the seed's paid invoices read the same). */
const SETTLED_STATUS = { code: 'P', text: 'Betalt', level: 6 } as const;

export interface PaymentRequest {
  readonly idempotencyKey: string;
  readonly clientId: number;
  readonly customerId: number;
  /** Kroner as the API carries them. */
  readonly amount: number;
  /** DIR: registered by hand or matched without a KID; OCR: matched by its KID (a bank's OCR or camt.054 payment). */
  readonly paymentCode: 'DIR' | 'OCR';
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

/** The refusal the request's own rules give (before the database is asked), or null. */
export function paymentRequestRefusal(request: PaymentRequest, today: string): ApiError | null {
  try {
    checkRequest(request, today);
    return null;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
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

export interface PaymentContext {
  /** The officer who registers; null when the system does, and then `systemActor` names it (one of the two). */
  readonly officerId: number | null;
  readonly systemActor?: SystemActor;
  readonly bases: readonly number[];
  readonly today: string;
}

/** One request's answer in a batch: its registration (`repeated` when its key was seen before), or the refusal a single call throws. */
export type PaymentAnswer =
  | { readonly registered: RegisteredPayment & { readonly repeated: boolean }; readonly refused?: undefined }
  | { readonly refused: ApiError; readonly registered?: undefined };

/**
 * POST Payment/Register, in the caller's transaction: registerPayments with one request, throwing its refusal.
 */
export async function registerPayment(
  tx: Queryable,
  request: PaymentRequest,
  context: PaymentContext,
): Promise<RegisteredPayment & { readonly repeated: boolean }> {
  const [answer] = (await registerPayments(tx, [request], context)) as [PaymentAnswer];
  if (answer.refused) throw answer.refused;
  return answer.registered;
}

/** A UUID as the database compares it (case, hyphens and braces aside). */
const keyOf = (key: string) => key.toLowerCase().replace(/[^0-9a-f]/g, '');

interface Accepted {
  readonly index: number;
  readonly request: PaymentRequest;
  readonly amount: Ore;
  readonly credit: Ore;
  readonly allocations: readonly { readonly invoice: LockedInvoice; readonly parts: PartAmounts; readonly settles: boolean }[];
  readonly settledEntryIds: readonly number[];
  jourNr?: number;
}

/**
 * Registers a list of payment requests in the caller's transaction, with as many queries for a thousand
 * requests as for one, and answers each as the single call would if they were made one after the other.
 * The clients involved are locked first, in id order, so registrations for one client queue (their journal
 * numbers and the idempotency check cannot race), then the invoices in id order, so each allocation is checked
 * against the rest as it stands: two officers paying the same invoice at once never take a part below zero.
 * Within the list the payments apply in order against each invoice's running rest, and a key repeated within
 * it is a repeat of the first registration. A key seen before answers the first registration.
 */
export async function registerPayments(
  tx: Queryable,
  requests: readonly PaymentRequest[],
  context: PaymentContext,
): Promise<PaymentAnswer[]> {
  const answers: (PaymentAnswer | undefined)[] = requests.map(() => undefined);
  const refuse = (index: number, error: ApiError) => (answers[index] = { refused: error });

  // The request's own rules, in JS.
  const checked = requests.map((request, index) => {
    try {
      return checkRequest(request, context.today);
    } catch (error) {
      if (error instanceof ApiError) refuse(index, error);
      else throw error;
      return null;
    }
  });
  const open = () => requests.flatMap((request, index) => (answers[index] === undefined ? [{ request, index, checked: checked[index]! }] : []));
  if (open().length === 0) return answers as PaymentAnswer[];

  // The clients, locked in id order, within the officer's bases.
  const clientIds = [...new Set(open().map(({ request }) => request.clientId))].sort((a, b) => a - b);
  const lockedClients = new Set(
    (await tx.query<{ id: number }>(
      'SELECT id FROM client WHERE id = ANY($1::int[]) AND officer_id = ANY($2::int[]) ORDER BY id FOR UPDATE',
      [clientIds, context.bases],
    )).map((row) => Number(row.id)),
  );
  for (const { request, index } of open()) {
    if (!lockedClients.has(request.clientId)) refuse(index, new ApiError(404, CLIENT_NOT_FOUND_MESSAGE));
  }
  if (open().length === 0) return answers as PaymentAnswer[];

  // Keys registered before, with what their registration answered.
  const earlier = new Map(
    (await tx.query<{ key: string; id: number; credit_ore: string; settled: number[] }>(
      `SELECT p.idempotency_key::text AS key, p.id::int AS id, p.credit_ore,
              coalesce(array_agg(a.invoice_id::int ORDER BY a.invoice_id) FILTER (WHERE a.prev_status_code IS NOT NULL), '{}') AS settled
         FROM payment p LEFT JOIN payment_allocation a ON a.payment_id = p.id
        WHERE p.idempotency_key = ANY($1::uuid[])
        GROUP BY p.id`,
      [[...new Set(open().map(({ request }) => request.idempotencyKey))]],
    )).map((row): [string, RegisteredPayment] => [
      keyOf(row.key),
      { paymentId: row.id, creditAmount: Number(row.credit_ore), settledEntryIds: row.settled },
    ]),
  );
  for (const { request, index } of open()) {
    const registered = earlier.get(keyOf(request.idempotencyKey));
    if (registered) answers[index] = { registered: { ...registered, repeated: true } };
  }
  if (open().length === 0) return answers as PaymentAnswer[];

  // The customers: each must be of its request's client.
  const customers = new Map(
    (await tx.query<{ id: number; client_id: number }>(
      'SELECT id::float8 AS id, client_id FROM customer WHERE id = ANY($1::bigint[])',
      [[...new Set(open().map(({ request }) => request.customerId))]],
    )).map((row) => [Number(row.id), Number(row.client_id)]),
  );
  for (const { request, index } of open()) {
    if (customers.get(request.customerId) !== request.clientId) {
      refuse(index, new ApiError(400, CUSTOMER_NOT_OF_CLIENT_MESSAGE, [{ path: 'body.customerId', message: CUSTOMER_NOT_OF_CLIENT_MESSAGE }]));
    }
  }
  if (open().length === 0) return answers as PaymentAnswer[];

  // The invoices, locked in id order; then each payment in order against the running rests.
  const locked = await tx.query<LockedInvoice>(
    `SELECT id::int AS id, client_id, customer_id, jour_nr, invoice_part_ore, interest_part_ore, fee_part_ore,
            status_code, status_text, proc_status, proc_level
       FROM invoice WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE`,
    [[...new Set(open().flatMap(({ checked }) => checked.allocations.map((a) => a.entryId)))].sort((a, b) => a - b)],
  );
  const byId = new Map(locked.map((invoice) => [invoice.id, invoice]));
  const rests = new Map(locked.map((invoice) => [invoice.id, restOf(invoice)]));
  const settledBy = new Map<number, string>();
  const registeredKeys = new Map<string, Accepted>();
  const repeatsInList: { readonly index: number; readonly first: Accepted }[] = [];
  const accepted: Accepted[] = [];
  for (const { request, index, checked: { amount, allocations } } of open()) {
    const first = registeredKeys.get(keyOf(request.idempotencyKey));
    if (first) {
      repeatsInList.push({ index, first });
      continue;
    }
    const errors: FieldError[] = [];
    allocations.forEach(({ entryId, parts }, n) => {
      const invoice = byId.get(entryId);
      if (!invoice || invoice.client_id !== request.clientId || Number(invoice.customer_id) !== request.customerId) {
        errors.push({ path: `body.allocations.${n}.entryId`, message: INVOICE_NOT_OF_CUSTOMER_MESSAGE });
        return;
      }
      for (const [part, message] of Object.entries(allocationIssues(parts, rests.get(entryId)!))) {
        errors.push({ path: `body.allocations.${n}.${API_PARTS[part as keyof PartAmounts]}`, message });
      }
    });
    if (errors.length > 0) {
      refuse(index, new ApiError(400, errors[0]!.message, errors));
      continue;
    }
    const applied = allocations.flatMap(({ entryId, parts }) => {
      if (partsTotal(parts) === 0) return [];
      const invoice = byId.get(entryId)!;
      const after = applyAllocation(rests.get(entryId)!, parts);
      rests.set(entryId, after);
      const settles = partsTotal(after) === 0;
      if (settles) settledBy.set(entryId, request.bankDate);
      return [{ invoice, parts, settles }];
    });
    const registration: Accepted = {
      index, request, amount, credit: remainderOf(amount, allocations.map((a) => a.parts)), allocations: applied,
      settledEntryIds: applied.filter((a) => a.settles).map((a) => a.invoice.id),
    };
    accepted.push(registration);
    registeredKeys.set(keyOf(request.idempotencyKey), registration);
  }
  if (accepted.length === 0) return answers as PaymentAnswer[];

  // Journal numbers per client, after its posts, in the list's order.
  const nextJourNr = await nextPostJournalNumbers(tx, accepted.map((a) => a.request.clientId));
  for (const registration of accepted) {
    const jourNr = nextJourNr.get(registration.request.clientId)!;
    registration.jourNr = jourNr;
    nextJourNr.set(registration.request.clientId, jourNr + 1);
  }

  const column = <T>(rows: readonly Accepted[], value: (row: Accepted) => T) => rows.map(value);
  const paymentIds = new Map(
    (await tx.query<{ key: string; id: number }>(
      `INSERT INTO payment (client_id, customer_id, idempotency_key, amount_ore, credit_ore, payment_code, currency_code, bank_date,
                            jour_nr, registered_at, registered_by, registered_by_system)
       SELECT q.client_id, q.customer_id, q.key, q.amount, q.credit, q.code, q.currency, q.bank_date, q.jour_nr, now(), $10, $11
         FROM unnest($1::int[], $2::bigint[], $3::uuid[], $4::bigint[], $5::bigint[], $6::text[], $7::text[], $8::date[], $9::bigint[])
              WITH ORDINALITY AS q (client_id, customer_id, key, amount, credit, code, currency, bank_date, jour_nr, n)
        ORDER BY q.n
       RETURNING idempotency_key::text AS key, id::int AS id`,
      [
        column(accepted, (a) => a.request.clientId), column(accepted, (a) => a.request.customerId), column(accepted, (a) => a.request.idempotencyKey),
        column(accepted, (a) => a.amount), column(accepted, (a) => a.credit), column(accepted, (a) => a.request.paymentCode),
        column(accepted, (a) => a.request.currencyCode), column(accepted, (a) => a.request.bankDate), column(accepted, (a) => a.jourNr),
        context.officerId, context.officerId === null ? (context.systemActor ?? null) : null,
      ],
    )).map((row) => [keyOf(row.key), Number(row.id)]),
  );
  const paymentIdOf = (registration: Accepted) => paymentIds.get(keyOf(registration.request.idempotencyKey))!;

  // The invoices' final rests, and the settlement of those settled.
  const touched = [...new Set(accepted.flatMap((a) => a.allocations.map(({ invoice }) => invoice.id)))];
  if (touched.length > 0) {
    const finals = touched.map((id) => rests.get(id)!);
    await tx.query(
      `UPDATE invoice i
          SET invoice_part_ore = u.invoice_part, interest_part_ore = u.interest_part, fee_part_ore = u.fee_part,
              rest_amount_ore = u.invoice_part + u.interest_part + u.fee_part,
              status_code = CASE WHEN u.settled_date IS NULL THEN i.status_code ELSE $6 END,
              status_text = CASE WHEN u.settled_date IS NULL THEN i.status_text ELSE $7 END,
              proc_status = CASE WHEN u.settled_date IS NULL THEN i.proc_status ELSE $7 END,
              proc_level = CASE WHEN u.settled_date IS NULL THEN i.proc_level ELSE $8::int END,
              is_settled = CASE WHEN u.settled_date IS NULL THEN i.is_settled ELSE true END,
              settled_date = CASE WHEN u.settled_date IS NULL THEN i.settled_date ELSE u.settled_date END
         FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[], $5::date[]) AS u (id, invoice_part, interest_part, fee_part, settled_date)
        WHERE i.id = u.id`,
      [touched, finals.map((r) => r.invoicePart), finals.map((r) => r.interestPart), finals.map((r) => r.feePart),
        touched.map((id) => settledBy.get(id) ?? null), SETTLED_STATUS.code, SETTLED_STATUS.text, SETTLED_STATUS.level],
    );
  }

  // What each payment took from each invoice; the settling one keeps the status from before.
  const allocationRows = accepted.flatMap((registration) => registration.allocations.map((allocation) => ({ registration, ...allocation })));
  if (allocationRows.length > 0) {
    await tx.query(
      `INSERT INTO payment_allocation (payment_id, invoice_id, invoice_part_ore, interest_part_ore, fee_part_ore,
                                       prev_status_code, prev_status_text, prev_proc_status, prev_proc_level)
       SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[], $5::bigint[], $6::text[], $7::text[], $8::text[], $9::smallint[])`,
      [
        allocationRows.map((a) => paymentIdOf(a.registration)), allocationRows.map((a) => a.invoice.id),
        allocationRows.map((a) => a.parts.invoicePart), allocationRows.map((a) => a.parts.interestPart), allocationRows.map((a) => a.parts.feePart),
        allocationRows.map((a) => (a.settles ? a.invoice.status_code : null)), allocationRows.map((a) => (a.settles ? a.invoice.status_text : null)),
        allocationRows.map((a) => (a.settles ? a.invoice.proc_status : null)), allocationRows.map((a) => (a.settles ? a.invoice.proc_level : null)),
      ],
    );
  }

  // The posts (amounts negative, as the ledger has them): one per invoice paid, then the credit post of a remainder.
  const posts = accepted.flatMap((registration) => [
    ...registration.allocations.map(({ invoice, parts }) => ({
      registration, invoiceId: invoice.id as number | null, invoiceNr: invoice.jour_nr as string | null, parts, open: 0,
      text: registration.request.postText ?? 'Innbetaling uten KID',
    })),
    ...(registration.credit > 0
      ? [{ registration, invoiceId: null, invoiceNr: null, parts: { invoicePart: registration.credit, interestPart: 0, feePart: 0 }, open: registration.credit,
          text: 'Innbetaling, tilgode' }]
      : []),
  ]);
  await tx.query(
    `INSERT INTO post (client_id, customer_id, invoice_id, type, text, invoice_nr, jour_nr, journal_date, reg_date, amount_ore,
                       invoice_part_ore, interest_part_ore, fee_part_ore, rest_amount_ore, tag, payment_id)
     SELECT q.client_id, q.customer_id, q.invoice_id, 'PAYMENT', q.text, q.invoice_nr, q.jour_nr, q.journal_date,
            (now() AT TIME ZONE 'Europe/Oslo')::date, q.amount, q.invoice_part, q.interest_part, q.fee_part, q.rest, q.tag, q.payment_id
       FROM unnest($1::int[], $2::bigint[], $3::bigint[], $4::text[], $5::bigint[], $6::bigint[], $7::date[], $8::bigint[], $9::bigint[],
                   $10::bigint[], $11::bigint[], $12::bigint[], $13::text[], $14::bigint[])
            WITH ORDINALITY AS q (client_id, customer_id, invoice_id, text, invoice_nr, jour_nr, journal_date, amount, invoice_part,
                                  interest_part, fee_part, rest, tag, payment_id, n)
      ORDER BY q.n`,
    [
      posts.map((p) => p.registration.request.clientId), posts.map((p) => p.registration.request.customerId), posts.map((p) => p.invoiceId),
      posts.map((p) => p.text), posts.map((p) => p.invoiceNr), posts.map((p) => p.registration.jourNr), posts.map((p) => p.registration.request.bankDate),
      posts.map((p) => -partsTotal(p.parts)), posts.map((p) => -p.parts.invoicePart), posts.map((p) => -p.parts.interestPart),
      posts.map((p) => -p.parts.feePart), posts.map((p) => -p.open), posts.map((p) => p.registration.request.paymentCode),
      posts.map((p) => paymentIdOf(p.registration)),
    ],
  );

  for (const registration of accepted) {
    answers[registration.index] = {
      registered: { paymentId: paymentIdOf(registration), creditAmount: registration.credit, settledEntryIds: registration.settledEntryIds, repeated: false },
    };
  }
  // A repeat within the list answers as a later call would: the first registration, its settled invoices in id order.
  for (const { index, first } of repeatsInList) {
    answers[index] = {
      registered: {
        paymentId: paymentIdOf(first), creditAmount: first.credit, settledEntryIds: [...first.settledEntryIds].sort((a, b) => a - b), repeated: true,
      },
    };
  }
  return answers as PaymentAnswer[];
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
