import { createHash } from 'node:crypto';
import { apiDecimalFromOre } from '../../../src/domain/money/apiDecimal';
import { latin1Text, NETS_UNIT_ID } from '../../../src/domain/nets/fixedWidth';
import { OCR_AVTALEGIRO_TYPE, readNetsTransmission, type Mandate, type NetsTransmission, type OcrTransaction } from '../../../src/domain/nets/netsFile';
import { NETS_NO_OCR, NETS_NOT_FOR_US, NETS_NOT_FROM_NETS } from '../../../src/domain/nets/netsTexts';
import { avtaleGiroCustomerNumber } from '../../../src/domain/nets/avtaleGiro';
import { suggestForInvoice, type PartAmounts, applyAllocation, partsTotal } from '../../../src/domain/payment/paymentAllocation';
import { SYSTEM_ACTORS } from '../../audit/systemActors';
import type { Queryable } from '../../db/database';
import { registerPayments, type PaymentRequest } from '../../payments/paymentRegistration';
import { recordIncoming, setExchangeOutcome, type Transport } from '../exchanges';

/**
 * Files from Mastercard Payment Services (Nets) read into the product, each in one transaction:
 * - OCR giro payments (service 09): each KID payment registered through the one payment registration
 *   (server/payments/paymentRegistration.ts) as an OCR payment; what matches no open invoice goes to the workbench
 *   of unmatched payments; a settled AvtaleGiro claim (transaction type 15) also confirms its claim;
 * - the payee's own customers' AvtaleGiro mandates (service 21, assignment type 24): the customers' AvtaleGiro
 *   shipment addresses become Aktivert (new or changed) or Ikke aktiv (deleted).
 * A file is read once (its SHA-256); a transaction is registered once (its Nets reference); a file that does not hold
 * together, is not from Nets, not for us, or pays into an account of no client is refused whole with the reason.
 */

const ALL_BASES = [1, 2, 3, 4, 5];

export const UNMATCHED_KID_UNKNOWN = 'Ingen åpen faktura har denne KID-en';
export const UNMATCHED_KID_AMBIGUOUS = 'KID-en finnes på flere fakturaer';
export const UNMATCHED_NO_KID = 'Innbetalingen har ingen KID';
export const UNMATCHED_ALREADY_PAID = 'Fakturaen er allerede betalt';
export const UNMATCHED_REVERSAL = 'Reversering: ikke en innbetaling';
export const foreignAccount = (account: string) => `Oppdragskonto ${account} tilhører ingen klient`;

export interface NetsFileContext {
  readonly today: string;
  /** Our customer unit id at Nets (NETS_CUSTOMER_UNIT_ID); unset, any recipient is taken. */
  readonly unitId?: string;
  /**
   * Who reads the file: an officer who uploaded it by hand (the payments are registered in their name, and an
   * account of a client outside their bases makes the file foreign), or, unset, the system's fetch (all clients).
   */
  readonly reader?: { readonly officerId: number; readonly bases: readonly number[] };
}

export type NetsFileOutcome =
  | {
      readonly status: 'READ';
      readonly exchangeId: number;
      readonly payments: number;
      readonly registered: number;
      readonly registeredAmount: number;
      readonly unmatched: number;
      readonly duplicates: number;
      readonly mandates: number;
      readonly clientIds: readonly number[];
    }
  | { readonly status: 'DUPLICATE' }
  | { readonly status: 'REFUSED'; readonly exchangeId: number | null; readonly reason: string };

/** The Nets reference of a transaction: what identifies it across files (a resent transaction has the same one). */
export function ocrReference(account: string, t: OcrTransaction): string {
  return [account, t.netsDate, t.centreId, t.dayCode, t.partialSettlement, t.serialNumber, t.archiveReference, t.formNumber, t.kid ?? '', t.amount].join(':');
}

const uuidOf = (text: string) => {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};

function checkEnvelope(transmission: NetsTransmission, context: NetsFileContext): string | null {
  if (transmission.start.sender !== NETS_UNIT_ID) return NETS_NOT_FROM_NETS;
  if (context.unitId && transmission.start.recipient !== context.unitId.padStart(8, '0')) return NETS_NOT_FOR_US;
  if (!transmission.assignments.some((a) => a.kind === 'ocr' || a.kind === 'mandates')) return NETS_NO_OCR;
  return null;
}

/** Reads one file from Nets in the caller's transaction. */
export async function readNetsFile(
  tx: Queryable,
  file: { readonly fileName: string; readonly bytes: Uint8Array; readonly transport: Transport },
  context: NetsFileContext,
): Promise<NetsFileOutcome> {
  const parsed = readNetsTransmission(latin1Text(file.bytes));
  const transmission = parsed.ok ? parsed.value : null;
  const kind = transmission?.assignments.every((a) => a.kind === 'mandates') ? 'AVTALEGIRO_MANDATES' : 'OCR_GIRO';
  let refusal = parsed.ok ? checkEnvelope(parsed.value, context) : parsed.error;

  // The clients of the assignments' accounts (an account of no client makes the file foreign).
  const accounts = [...new Set(transmission?.assignments.map((a) => a.account) ?? [])];
  const clientOf = new Map(
    (await tx.query<{ account_number: string; client_id: number }>(
      `SELECT DISTINCT ON (b.account_number) b.account_number, b.client_id FROM client_bank_account b JOIN client c ON c.id = b.client_id
        WHERE b.account_number = ANY($1::text[]) AND c.officer_id = ANY($2::int[]) ORDER BY b.account_number, b.client_id`,
      [accounts, [...(context.reader?.bases ?? ALL_BASES)]],
    )).map((row) => [row.account_number, Number(row.client_id)]),
  );
  if (refusal === null) {
    const foreign = accounts.find((account) => !clientOf.has(account));
    if (foreign) refusal = foreignAccount(foreign);
  }

  const exchangeId = await recordIncoming(tx, { party: 'NETS', kind, transport: file.transport, fileName: file.fileName, bytes: file.bytes },
    refusal === null ? { status: 'DONE', text: null } : { status: 'REFUSED', text: refusal });
  if (exchangeId === null) return { status: 'DUPLICATE' };
  if (refusal !== null || transmission === null) {
    if (kind === 'OCR_GIRO') await listRefusedPaymentFile(tx, exchangeId, file.fileName, transmission, clientOf, refusal ?? '');
    return { status: 'REFUSED', exchangeId, reason: refusal ?? '' };
  }

  const counts = { payments: 0, registered: 0, registeredAmount: 0, unmatched: 0, duplicates: 0, mandates: 0 };
  const clientIds = new Set<number>();
  for (const assignment of transmission.assignments) {
    const clientId = clientOf.get(assignment.account)!;
    if (assignment.kind === 'ocr') {
      const read = await readOcrAssignment(tx, exchangeId, clientId, assignment.account, assignment.transactions, context);
      counts.payments += assignment.transactions.length;
      counts.registeredAmount += read.registeredAmount;
      if (read.registered > 0 || read.unmatched > 0) clientIds.add(clientId);
      counts.registered += read.registered;
      counts.unmatched += read.unmatched;
      counts.duplicates += read.duplicates;
      await tx.query(
        `INSERT INTO ftp_payment_transmission (client_id, file_name, file_format, received_time, number_of_payments, sum_amount_ore, status,
                                               exchange_id, number_registered, number_unmatched)
         VALUES ($1, $2, 'OCR', now(), $3, $4, 'PROCESSED', $5, $6, $7)`,
        [clientId, file.fileName, assignment.transactions.length, assignment.transactions.reduce((s, t) => s + t.amount, 0), exchangeId, read.registered, read.unmatched],
      );
    } else if (assignment.kind === 'mandates') {
      counts.mandates += await readMandates(tx, clientId, assignment.mandates);
    }
  }
  await setExchangeOutcome(tx, exchangeId, 'DONE',
    `${counts.registered} registrert, ${counts.unmatched} uten treff, ${counts.duplicates} lest før, ${counts.mandates} avtaler`);
  return { status: 'READ', exchangeId, ...counts, clientIds: [...clientIds] };
}

/**
 * A payment file refused whole still appears in the ftp-payments report, FAILED with the reason and what it said it
 * held, on the client of its first known account (none when it names no client of the reader's bases).
 */
async function listRefusedPaymentFile(
  tx: Queryable,
  exchangeId: number,
  fileName: string,
  transmission: NetsTransmission | null,
  clientOf: ReadonlyMap<string, number>,
  reason: string,
): Promise<void> {
  const ocr = transmission?.assignments.flatMap((a) => (a.kind === 'ocr' ? [a] : [])) ?? [];
  const clientId = ocr.map((a) => clientOf.get(a.account)).find((id) => id !== undefined) ?? null;
  const transactions = ocr.flatMap((a) => a.transactions);
  await tx.query(
    `INSERT INTO ftp_payment_transmission (client_id, file_name, file_format, received_time, number_of_payments, sum_amount_ore, status, error_text,
                                           exchange_id, number_registered, number_unmatched)
     VALUES ($1, $2, 'OCR', now(), $3, $4, 'FAILED', $5, $6, 0, 0)`,
    [clientId, fileName, transactions.length, transactions.reduce((sum, t) => sum + t.amount, 0), reason, exchangeId],
  );
}

interface Candidate {
  readonly id: number;
  readonly customer_id: number;
  readonly kid: string;
  readonly invoice_part_ore: number;
  readonly interest_part_ore: number;
  readonly fee_part_ore: number;
}

async function readOcrAssignment(
  tx: Queryable,
  exchangeId: number,
  clientId: number,
  account: string,
  transactions: readonly OcrTransaction[],
  context: NetsFileContext,
) {
  const references = transactions.map((t) => ocrReference(account, t));
  const seen = new Set((await tx.query<{ reference: string }>(
    "SELECT reference FROM ocr_payment WHERE reference = ANY($1::text[]) AND status <> 'DUPLICATE'", [references])).map((r) => r.reference));
  const kids = [...new Set(transactions.flatMap((t) => (t.kid ? [t.kid] : [])))];
  const byKid = new Map<string, Candidate[]>();
  for (const row of await tx.query<Candidate>(
    `SELECT id::int AS id, customer_id::float8 AS customer_id, kid, invoice_part_ore::float8 AS invoice_part_ore,
            interest_part_ore::float8 AS interest_part_ore, fee_part_ore::float8 AS fee_part_ore
       FROM invoice WHERE client_id = $1 AND type = 'INVOICE' AND kid = ANY($2::text[])`,
    [clientId, kids],
  )) byKid.set(row.kid, [...(byKid.get(row.kid) ?? []), row]);

  const rests = new Map<number, PartAmounts>();
  const rows: { t: OcrTransaction; reference: string; status: string; reason: string | null; invoiceId: number | null; request?: PaymentRequest }[] = [];
  const inFile = new Set<string>();
  for (const [n, t] of transactions.entries()) {
    const reference = references[n]!;
    const row = { t, reference, status: 'UNMATCHED', reason: null as string | null, invoiceId: null as number | null };
    if (seen.has(reference) || inFile.has(reference)) {
      rows.push({ ...row, status: 'DUPLICATE' });
      continue;
    }
    inFile.add(reference);
    const candidates = t.kid ? (byKid.get(t.kid) ?? []) : [];
    const invoice = candidates.length === 1 ? candidates[0]! : null;
    const rest = invoice ? (rests.get(invoice.id) ?? { invoicePart: invoice.invoice_part_ore, interestPart: invoice.interest_part_ore, feePart: invoice.fee_part_ore }) : null;
    const reason = t.amount <= 0 ? UNMATCHED_REVERSAL
      : !t.kid ? UNMATCHED_NO_KID
        : candidates.length > 1 ? UNMATCHED_KID_AMBIGUOUS
          : !invoice ? UNMATCHED_KID_UNKNOWN
            : partsTotal(rest!) <= 0 ? UNMATCHED_ALREADY_PAID : null;
    if (reason !== null) {
      rows.push({ ...row, reason, invoiceId: invoice?.id ?? null });
      continue;
    }
    const parts = suggestForInvoice(t.amount, rest!);
    rests.set(invoice!.id, applyAllocation(rest!, parts));
    rows.push({
      ...row, status: 'REGISTERED', invoiceId: invoice!.id,
      request: {
        idempotencyKey: uuidOf(`ocr:${reference}`), clientId, customerId: invoice!.customer_id, amount: apiDecimalFromOre(t.amount), paymentCode: 'OCR',
        currencyCode: 'NOK', bankDate: t.bankDate && t.bankDate <= context.today ? t.bankDate : t.netsDate,
        allocations: [{ entryId: invoice!.id, allocatedInvoicePart: apiDecimalFromOre(parts.invoicePart), allocatedInterestPart: apiDecimalFromOre(parts.interestPart), allocatedFeePart: apiDecimalFromOre(parts.feePart) }],
        postText: t.type === OCR_AVTALEGIRO_TYPE ? 'Innbetaling AvtaleGiro' : 'Innbetaling med KID',
      },
    });
  }

  const toRegister = rows.filter((r) => r.request);
  const answers = await registerPayments(tx, toRegister.map((r) => r.request!), {
    // No officer read a fetched file: the payments are the Nets exchange's, named as such (never a made-up officer id).
    officerId: context.reader?.officerId ?? null, systemActor: context.reader ? undefined : SYSTEM_ACTORS.netsExchange,
    bases: context.reader?.bases ?? ALL_BASES, today: context.today,
  });
  const paymentIds = new Map<string, number>();
  toRegister.forEach((row, n) => {
    const answer = answers[n]!;
    if (answer.refused) {
      row.status = 'UNMATCHED';
      row.reason = answer.refused.message;
    } else if (answer.registered.repeated) row.status = 'DUPLICATE';
    else paymentIds.set(row.reference, answer.registered.paymentId);
  });

  await tx.query(
    `INSERT INTO ocr_payment (exchange_id, reference, transaction_type, amount_ore, kid, bank_date, status, reason, invoice_id, payment_id)
     SELECT $1, * FROM unnest($2::text[], $3::int[], $4::bigint[], $5::text[], $6::date[], $7::text[], $8::text[], $9::bigint[], $10::bigint[])`,
    [exchangeId, rows.map((r) => r.reference), rows.map((r) => r.t.type), rows.map((r) => r.t.amount), rows.map((r) => r.t.kid),
      rows.map((r) => r.t.bankDate ?? r.t.netsDate), rows.map((r) => r.status), rows.map((r) => r.reason), rows.map((r) => r.invoiceId),
      rows.map((r) => paymentIds.get(r.reference) ?? null)],
  );
  // Money that matched nothing goes to the workbench (reversals are not money in).
  const open = rows.filter((r) => r.status === 'UNMATCHED' && r.t.amount > 0);
  if (open.length > 0) {
    await tx.query(
      `INSERT INTO unmatched_payment (source, source_reference, client_id, amount_ore, bank_date, kid, payer_account, reason)
       SELECT 'OCR', * FROM unnest($1::text[], $2::int[], $3::bigint[], $4::date[], $5::text[], $6::text[], $7::text[])
       ON CONFLICT (source, source_reference) DO NOTHING`,
      [open.map((r) => r.reference), open.map(() => clientId), open.map((r) => r.t.amount), open.map((r) => r.t.bankDate ?? r.t.netsDate),
        open.map((r) => r.t.kid), open.map((r) => r.t.debitAccount), open.map((r) => r.reason)],
    );
  }
  // A settled AvtaleGiro claim confirms its claim in the transmission it was sent in.
  const settledClaims = rows.filter((r) => r.t.type === OCR_AVTALEGIRO_TYPE && r.status === 'REGISTERED' && r.invoiceId !== null);
  if (settledClaims.length > 0) await confirmClaims(tx, settledClaims.map((r) => r.invoiceId!));
  return {
    registered: rows.filter((r) => r.status === 'REGISTERED').length,
    registeredAmount: rows.filter((r) => r.status === 'REGISTERED').reduce((sum, r) => sum + r.t.amount, 0),
    unmatched: open.length,
    duplicates: rows.filter((r) => r.status === 'DUPLICATE').length,
  };
}

async function confirmClaims(tx: Queryable, invoiceIds: readonly number[]): Promise<void> {
  const touched = await tx.query<{ transmission_id: number }>(
    `UPDATE avtalegiro_transmission_invoice SET is_confirmed = true
      WHERE invoice_id = ANY($1::bigint[]) AND error_code IS NULL AND NOT is_confirmed
      RETURNING transmission_id::int AS transmission_id`,
    [invoiceIds],
  );
  await tx.query(
    `UPDATE avtalegiro_transmission t
        SET approved_count = (SELECT count(*) FROM avtalegiro_transmission_invoice i WHERE i.transmission_id = t.id AND i.is_confirmed),
            is_confirmed = NOT EXISTS (SELECT 1 FROM avtalegiro_transmission_invoice i WHERE i.transmission_id = t.id AND NOT i.is_confirmed AND i.error_code IS NULL),
            confirmed_time = CASE WHEN NOT EXISTS (SELECT 1 FROM avtalegiro_transmission_invoice i WHERE i.transmission_id = t.id AND NOT i.is_confirmed AND i.error_code IS NULL)
                                  THEN now() ELSE t.confirmed_time END,
            status = CASE WHEN NOT EXISTS (SELECT 1 FROM avtalegiro_transmission_invoice i WHERE i.transmission_id = t.id AND NOT i.is_confirmed AND i.error_code IS NULL)
                          THEN 'CONFIRMED' ELSE t.status END
      WHERE t.id = ANY($1::bigint[])`,
    [[...new Set(touched.map((r) => r.transmission_id))]],
  );
}

/** Mandates into the customers' AvtaleGiro shipment addresses; the number of customers found. */
async function readMandates(tx: Queryable, clientId: number, mandates: readonly Mandate[]): Promise<number> {
  let found = 0;
  for (const mandate of mandates) {
    const customerNr = avtaleGiroCustomerNumber(mandate.kid);
    const [customer] = customerNr === null ? [] : await tx.query<{ id: number }>(
      'SELECT id::float8 AS id FROM customer WHERE client_id = $1 AND nr = $2', [clientId, customerNr]);
    if (!customer) continue;
    found += 1;
    const active = mandate.registration !== 'DELETED';
    const label = mandate.notice ? 'AvtaleGiro' : 'AvtaleGiro (uten varsel)';
    const updated = await tx.query(
      `UPDATE customer_shipment SET is_enabled = $2, is_rejected = false, label = $3, address_value = $4, modified_date = now(), modified_by = 'Nets'
        WHERE customer_id = $1 AND shipment_type = 'AVTALEGIRO' RETURNING id`,
      [customer.id, active, label, mandate.kid],
    );
    if (updated.length === 0 && active) {
      await tx.query(
        `INSERT INTO customer_shipment (customer_id, shipment_type, label, value, address_value, is_enabled, is_rejected, created_date, created_by)
         VALUES ($1, 'AVTALEGIRO', $2, 'AVTALEGIRO', $3, true, false, now(), 'Nets')`,
        [customer.id, label, mandate.kid],
      );
    }
  }
  return found;
}
