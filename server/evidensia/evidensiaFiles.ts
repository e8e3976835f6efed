import { createHash } from 'node:crypto';
import type { CamtPayment } from '../../src/domain/evidensia/camt054';
import {
  FILE_DUPLICATE,
  PAYMENT_DUPLICATE,
  PAYMENT_DUPLICATE_IN_FILE,
  UNMATCHED_ALREADY_PAID,
  UNMATCHED_CURRENCY,
  UNMATCHED_KID_AMBIGUOUS,
  UNMATCHED_KID_UNKNOWN,
  UNMATCHED_NO_BANK_DATE,
  UNMATCHED_NO_REFERENCE,
  UNMATCHED_NOT_CREDIT,
  UNMATCHED_NOT_POSITIVE,
  UNMATCHED_NUMBER_AMBIGUOUS,
  UNMATCHED_NUMBER_UNKNOWN,
} from '../../src/domain/evidensia/evidensiaTexts';
import { apiDecimalFromOre } from '../../src/domain/money/apiDecimal';
import type { Ore } from '../../src/domain/money/ore';
import { applyAllocation, partsTotal, suggestForInvoice, type PartAmounts } from '../../src/domain/payment/paymentAllocation';
import type { Queryable } from '../db/database';
import { storeCheckedFile } from '../files/storedFiles';
import { paymentRequestRefusal, registerPayments, type PaymentRequest } from '../payments/paymentRegistration';

/**
 * Reading an Evidensia payment file (/settings/special/evidensia, part 2 §2.8): each payment of a camt.054 file
 * is matched to an invoice of the officer's bases by KID, else by invoice number and amount, and registered
 * through the payment registration (server/payments/paymentRegistration.ts), all of one file in one registerPayments
 * call and one transaction.
 * A file is known by the SHA-256 of its content and a payment by its bank reference: neither is registered twice.
 */

export type PaymentStatus = 'REGISTERED' | 'UNMATCHED' | 'DUPLICATE';

export interface PaymentOutcome {
  readonly position: number;
  readonly bankReference: string | null;
  readonly amount: Ore;
  readonly bankDate: string | null;
  readonly kid: string | null;
  readonly invoiceNumber: number | null;
  readonly status: PaymentStatus;
  readonly reason: string | null;
  readonly clientId: number | null;
  readonly customerId: number | null;
  readonly invoiceId: number | null;
  readonly paymentId: number | null;
}

export type FileOutcome =
  | { readonly status: 'READ'; readonly payments: readonly PaymentOutcome[] }
  | { readonly status: 'DUPLICATE'; readonly reason: string };

export const contentHashOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The payment registration's idempotency key of a payment: a UUID-shaped digest of its bank reference. */
function idempotencyKeyOf(key: string): string {
  const hex = createHash('sha256').update(`evidensia:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

interface Candidate {
  readonly id: number;
  readonly client_id: number;
  readonly customer_id: number;
  readonly jour_nr: number;
  readonly kid: string | null;
  readonly invoice_part_ore: number;
  readonly interest_part_ore: number;
  readonly fee_part_ore: number;
  readonly match_amount_ore?: number;
}

const CANDIDATE_COLUMNS = `i.id::int AS id, i.client_id, i.customer_id::int AS customer_id, i.jour_nr::float8 AS jour_nr, i.kid,
  i.invoice_part_ore::float8 AS invoice_part_ore, i.interest_part_ore::float8 AS interest_part_ore, i.fee_part_ore::float8 AS fee_part_ore`;

function group<K>(rows: readonly Candidate[], key: (row: Candidate) => K): Map<K, Candidate[]> {
  const map = new Map<K, Candidate[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
}

export interface ReadContext {
  readonly officerId: number;
  readonly officerName: string;
  readonly bases: readonly number[];
  readonly today: string;
  readonly now: Date;
}

/** Reads one parsed file in the caller's transaction. */
export async function readEvidensiaFile(
  tx: Queryable,
  file: { readonly fileName: string; readonly bytes: Buffer; readonly payments: readonly CamtPayment[] },
  context: ReadContext,
): Promise<FileOutcome> {
  // Files are read one at a time (the lock lasts to the commit), so two uploads of one file or of one
  // payment cannot both pass the checks below.
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('evidensia_upload'))`);
  const contentHash = contentHashOf(file.bytes);
  const known = await tx.query('SELECT 1 FROM evidensia_upload WHERE content_hash = $1', [contentHash]);
  if (known.length > 0) return { status: 'DUPLICATE', reason: FILE_DUPLICATE };

  const fileId = await storeCheckedFile(tx, file, 'application/xml', context.officerName, context.now);
  const [upload] = (await tx.query<{ id: number }>(
    `INSERT INTO evidensia_upload (file_id, uploaded_at, uploaded_by, content_hash, file_name, number_of_payments)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::int AS id`,
    [fileId, context.now, context.officerId, contentHash, file.fileName, file.payments.length],
  )) as [{ id: number }];

  const references = [...new Set(file.payments.flatMap((p) => (p.bankReference ? [p.bankReference] : [])))];
  const registeredBefore = new Set(
    (await tx.query<{ ref: string }>(`SELECT bank_reference AS ref FROM evidensia_payment WHERE status = 'REGISTERED' AND bank_reference = ANY($1::text[])`, [references]))
      .map((row) => row.ref),
  );
  const byKid = group(
    await tx.query<Candidate>(
      `SELECT ${CANDIDATE_COLUMNS} FROM invoice i JOIN client c ON c.id = i.client_id
        WHERE i.kid = ANY($1::text[]) AND i.type = 'INVOICE' AND c.officer_id = ANY($2::int[])`,
      [[...new Set(file.payments.flatMap((p) => (p.kid ? [p.kid] : [])))], context.bases],
    ),
    (row) => row.kid,
  );
  const numbered = file.payments.filter((p) => p.invoiceNumber !== null);
  const byNumberAndAmount = group(
    await tx.query<Candidate>(
      `SELECT DISTINCT ${CANDIDATE_COLUMNS}, q.amount::float8 AS match_amount_ore
         FROM unnest($1::bigint[], $2::bigint[]) AS q (nr, amount)
         JOIN invoice i ON i.jour_nr = q.nr AND q.amount IN (i.rest_amount_ore, i.amount_inc_tax_ore) AND i.rest_amount_ore > 0
         JOIN client c ON c.id = i.client_id
        WHERE i.type = 'INVOICE' AND c.officer_id = ANY($3::int[])`,
      [numbered.map((p) => p.invoiceNumber), numbered.map((p) => p.amount), context.bases],
    ),
    (row) => `${row.jour_nr}:${row.match_amount_ore}`,
  );

  // What each invoice has open as this file's payments take from it.
  const rests = new Map<number, PartAmounts>();
  const restOf = (invoice: Candidate) =>
    rests.get(invoice.id) ?? { invoicePart: invoice.invoice_part_ore, interestPart: invoice.interest_part_ore, feePart: invoice.fee_part_ore };
  const seenInFile = new Set<string>();
  const outcomes: PaymentOutcome[] = [];
  const toRegister: { readonly at: number; readonly request: PaymentRequest; readonly invoice: Candidate }[] = [];

  for (const payment of file.payments) {
    const base = {
      position: payment.position, bankReference: payment.bankReference, amount: payment.amount, bankDate: payment.bankDate,
      kid: payment.kid, invoiceNumber: payment.invoiceNumber, clientId: null, customerId: null, invoiceId: null, paymentId: null,
    };
    const unmatched = (reason: string, invoice?: Candidate): PaymentOutcome => ({
      ...base, status: 'UNMATCHED', reason,
      ...(invoice ? { clientId: invoice.client_id, customerId: invoice.customer_id, invoiceId: invoice.id } : {}),
    });
    const reference = payment.bankReference;
    if (reference !== null && registeredBefore.has(reference)) {
      outcomes.push({ ...base, status: 'DUPLICATE', reason: PAYMENT_DUPLICATE });
      continue;
    }
    if (reference !== null && seenInFile.has(reference)) {
      outcomes.push({ ...base, status: 'DUPLICATE', reason: PAYMENT_DUPLICATE_IN_FILE });
      continue;
    }
    if (reference !== null) seenInFile.add(reference);
    if (!payment.credit) { outcomes.push(unmatched(UNMATCHED_NOT_CREDIT)); continue; }
    if (payment.currency !== 'NOK') { outcomes.push(unmatched(UNMATCHED_CURRENCY)); continue; }
    if (payment.amount <= 0) { outcomes.push(unmatched(UNMATCHED_NOT_POSITIVE)); continue; }
    if (payment.bankDate === null) { outcomes.push(unmatched(UNMATCHED_NO_BANK_DATE)); continue; }

    let invoice: Candidate | undefined;
    let reason: string = UNMATCHED_NO_REFERENCE;
    const byThisKid = payment.kid ? (byKid.get(payment.kid) ?? []) : [];
    if (byThisKid.length === 1) invoice = byThisKid[0];
    else {
      if (payment.kid) reason = byThisKid.length > 1 ? UNMATCHED_KID_AMBIGUOUS : UNMATCHED_KID_UNKNOWN;
      if (byThisKid.length === 0 && payment.invoiceNumber !== null) {
        const byThisNumber = byNumberAndAmount.get(`${payment.invoiceNumber}:${payment.amount}`) ?? [];
        if (byThisNumber.length === 1) invoice = byThisNumber[0];
        else reason = byThisNumber.length > 1 ? UNMATCHED_NUMBER_AMBIGUOUS : UNMATCHED_NUMBER_UNKNOWN;
      }
    }
    if (!invoice) { outcomes.push(unmatched(reason)); continue; }
    const rest = restOf(invoice);
    if (partsTotal(rest) <= 0) { outcomes.push(unmatched(UNMATCHED_ALREADY_PAID, invoice)); continue; }

    const parts = suggestForInvoice(payment.amount, rest);
    const matchedByKid = payment.kid !== null && invoice.kid === payment.kid;
    const request: PaymentRequest = {
      idempotencyKey: idempotencyKeyOf(reference ?? `${contentHash}:${payment.position}`),
      clientId: invoice.client_id,
      customerId: invoice.customer_id,
      amount: apiDecimalFromOre(payment.amount),
      // Matched by its KID it is an OCR payment, and the reports by tag count it so (issue 40).
      paymentCode: matchedByKid ? 'OCR' : 'DIR',
      currencyCode: 'NOK',
      bankDate: payment.bankDate,
      allocations: [{
        entryId: invoice.id,
        allocatedInvoicePart: apiDecimalFromOre(parts.invoicePart),
        allocatedInterestPart: apiDecimalFromOre(parts.interestPart),
        allocatedFeePart: apiDecimalFromOre(parts.feePart),
      }],
      postText: matchedByKid ? 'Innbetaling med KID' : 'Innbetaling, Evidensia',
    };
    // The request's own rules refuse it before it takes from the invoice's rest here, as the registration will.
    const refusal = paymentRequestRefusal(request, context.today);
    if (refusal) { outcomes.push(unmatched(refusal.message, invoice)); continue; }
    rests.set(invoice.id, applyAllocation(rest, parts));
    toRegister.push({ at: outcomes.length, request, invoice });
    outcomes.push({ ...base, status: 'REGISTERED', reason: null, clientId: invoice.client_id, customerId: invoice.customer_id, invoiceId: invoice.id });
  }

  // All matched payments of the file in one registration, in the file's order: it applies them in that order
  // against the invoices' running rests, as the rests above foresaw. (A payment it answers as a repeat of a key
  // registered outside the Evidensia read, which the checks above cannot see, leaves its part to a later payment
  // of the same invoice unused: that payment takes less and keeps the rest as credit, the ledger stays exact.)
  const answers = await registerPayments(tx, toRegister.map((r) => r.request), context);
  toRegister.forEach(({ at, invoice }, n) => {
    const answer = answers[n]!;
    const outcome = outcomes[at]!;
    if (answer.refused) {
      if (answer.refused.status >= 500) throw answer.refused;
      outcomes[at] = { ...outcome, status: 'UNMATCHED', reason: answer.refused.message, clientId: invoice.client_id, customerId: invoice.customer_id, invoiceId: invoice.id };
    } else if (answer.registered.repeated) {
      outcomes[at] = { ...outcome, status: 'DUPLICATE', reason: PAYMENT_DUPLICATE, clientId: null, customerId: null, invoiceId: null };
    } else {
      outcomes[at] = { ...outcome, paymentId: answer.registered.paymentId };
    }
  });

  await tx.query(
    `INSERT INTO evidensia_payment (upload_id, position, bank_reference, amount_ore, bank_date, kid, invoice_nr, status, reason, invoice_id, payment_id)
     SELECT $1, * FROM unnest($2::int[], $3::text[], $4::bigint[], $5::date[], $6::text[], $7::bigint[], $8::text[], $9::text[], $10::bigint[], $11::bigint[])`,
    [
      upload.id,
      outcomes.map((o) => o.position), outcomes.map((o) => o.bankReference), outcomes.map((o) => o.amount), outcomes.map((o) => o.bankDate),
      outcomes.map((o) => o.kid), outcomes.map((o) => o.invoiceNumber), outcomes.map((o) => o.status), outcomes.map((o) => o.reason),
      outcomes.map((o) => o.invoiceId), outcomes.map((o) => o.paymentId),
    ],
  );
  // Issue 45: money that matched nothing waits on the workbench of unmatched payments (server/outside/bank).
  const open = outcomes.filter((o) => o.status === 'UNMATCHED' && o.amount > 0 && o.bankDate !== null);
  if (open.length > 0) {
    await tx.query(
      `INSERT INTO unmatched_payment (source, source_reference, client_id, amount_ore, bank_date, kid, free_text, reason)
       SELECT 'CAMT054', * FROM unnest($1::text[], $2::int[], $3::bigint[], $4::date[], $5::text[], $6::text[], $7::text[])
       ON CONFLICT (source, source_reference) DO NOTHING`,
      [open.map((o) => o.bankReference ?? `${contentHash}:${o.position}`), open.map((o) => o.clientId), open.map((o) => o.amount),
        open.map((o) => o.bankDate), open.map((o) => o.kid), open.map((o) => (o.invoiceNumber === null ? null : `Faktura ${o.invoiceNumber}`)),
        open.map((o) => o.reason)],
    );
  }
  return { status: 'READ', payments: outcomes };
}
