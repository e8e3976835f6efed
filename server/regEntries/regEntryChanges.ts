import { ENTRY_CLIENT_NOT_FOUND_MESSAGE, ENTRY_NOT_LOADED_MESSAGE } from '../../src/domain/entry/entryTexts';
import {
  checkEntryForSave,
  effectiveShipment,
  entryTaxRows,
  INVOICE_FEE_NOT_ENABLED_MESSAGE,
  JOURNAL_NUMBER_NOT_POSITIVE_MESSAGE,
  type EntrySavePhase,
} from '../../src/domain/entry/entrySave';
import { entryFieldAvailability, type EntryType } from '../../src/domain/entry/entryType';
import { DOS_NUMBER_UNSUPPORTED_MESSAGE, isSupportedInDos } from '../../src/domain/entry/dosNumber';
import { NUMBER_IN_USE_MESSAGE } from '../../src/domain/entry/entryValidation';
import { oreFromApiDecimal } from '../../src/domain/money/apiDecimal';
import { SHIPMENT_TYPES, type ShipmentType } from '../../src/domain/shipment/shipmentType';
import { taxRowTotals } from '../../src/domain/vat/taxRows';
import { entryTotalIncTax } from '../../src/domain/vat/vatSumCheck';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/apiError';
import { readRegEntry, readRegEntryChecked, type RegEntryView } from './regEntryStore';

/** Not worded by the spec; ours. */
export const CUSTOMER_NOT_FOUND_MESSAGE = 'Fant ikke kunden';
export const ENTRY_NOT_DRAFT_MESSAGE = 'Oppføringen er allerede godkjent eller slettet';
export const UNKNOWN_SHIPMENT_MESSAGE = 'Ukjent forsendelsestype';
export const UNKNOWN_LANGUAGE_MESSAGE = 'Ukjent språk (NO eller EN)';
export const UNKNOWN_CURRENCY_MESSAGE = 'Ugyldig valutakode';
export const CUSTOMER_MISMATCH_MESSAGE = 'Kunden i adressen og i oppføringen er ikke den samme';

const LANGUAGES = ['NO', 'EN'] as const;

/** RegEntryInput of service-api.yaml: money in kroner with two decimals. */
export interface RegEntryInput {
  readonly entryType: EntryType;
  readonly customerId: number;
  readonly yourRef?: string | null;
  readonly customerAtt?: string | null;
  readonly ourRef?: string | null;
  readonly refInvoiceNr?: number | null;
  readonly jourNr?: number | null;
  readonly jourDate?: string | null;
  readonly dueDate?: string | null;
  readonly deliveryDate?: string | null;
  readonly deliveryEndDate?: string | null;
  readonly amountIncTax?: number | null;
  readonly rounding?: number | null;
  readonly shipment?: string | null;
  readonly language?: string | null;
  readonly isFeeEnabled?: boolean;
  readonly currencyCode?: string | null;
  readonly taxSummary?: readonly { readonly taxCode: number; readonly amountExTax: number; readonly amountIncTax: number }[];
}

interface Owner {
  readonly clientId: number;
  readonly vatBound: boolean;
  readonly feeEnabled: boolean;
  readonly customerShipment: ShipmentType;
}

const refuse = (field: string, message: string) => new ApiError(400, message, [{ path: `body.${field}`, message }]);

/**
 * The client (in the officer's bases) and its customer, the client row locked against other savers of the
 * same client until the transaction ends: two officers saving the same journal number at once cannot both
 * find it free. A missing client or customer is a 404.
 */
async function lockOwner(tx: Queryable, bases: readonly number[], clientId: number, customerId: number): Promise<Owner> {
  const [client] = await tx.query<{ vat_bound: boolean; fee_enabled: boolean | null }>(
    `SELECT c.vat_bound, (SELECT f.is_enabled FROM client_invoice_fee f WHERE f.client_id = c.id) AS fee_enabled
       FROM client c WHERE c.id = $1 AND c.officer_id = ANY($2::int[]) FOR NO KEY UPDATE OF c`,
    [clientId, [...bases]],
  );
  if (!client) throw new ApiError(404, ENTRY_CLIENT_NOT_FOUND_MESSAGE);
  const [customer] = await tx.query<{ shipment_type: ShipmentType }>('SELECT shipment_type FROM customer WHERE id = $1 AND client_id = $2', [customerId, clientId]);
  if (!customer) throw new ApiError(404, CUSTOMER_NOT_FOUND_MESSAGE);
  return { clientId, vatBound: client.vat_bound, feeEnabled: client.fee_enabled === true, customerShipment: customer.shipment_type };
}

/**
 * What a multi-uploaded PDF becomes (part 2 §2.6 upload on Registrer faktura, §2.7 Faktura kopi): the scanned
 * invoices uploaded for a client wait in reg_entry_upload, and each new entry of the client takes the oldest
 * of them as its Faktura kopi, so the officer registers the stack in the order it was uploaded. The spec does
 * not say what the uploads become; this reading is ours. Runs under the client lock of lockOwner.
 */
async function takeClientUpload(tx: Queryable, clientId: number, entryId: number): Promise<void> {
  await tx.query(
    `WITH next AS (
       DELETE FROM reg_entry_upload WHERE id = (SELECT id FROM reg_entry_upload WHERE client_id = $1 ORDER BY id LIMIT 1)
       RETURNING file_id)
     UPDATE reg_entry e SET invoice_copy_file_id = next.file_id FROM next WHERE e.id = $2`,
    [clientId, entryId],
  );
}

/** SQL: whether client $n has journal number $n+1 on an invoice, a production entry or a draft other than entry $n+2 (each by its index). */
const numberInUseSql = (first: number) => {
  const [client, nr, entry] = [`$${first}`, `$${first + 1}`, `$${first + 2}`];
  return `EXISTS (SELECT 1 FROM invoice WHERE client_id = ${client} AND jour_nr = ${nr})
       OR EXISTS (SELECT 1 FROM production_entry WHERE client_id = ${client} AND jour_nr = ${nr})
       OR EXISTS (SELECT 1 FROM reg_entry WHERE client_id = ${client} AND jour_nr = ${nr} AND status = 'DRAFT' AND jour_nr IS NOT NULL AND id <> ${entry})`;
};

/** Whether the client has this journal number already: on an invoice, a production entry or another draft. */
export async function journalNumberInUse(db: Queryable, clientId: number, jourNr: number, entryId: number | null): Promise<boolean> {
  const [row] = await db.query<{ in_use: boolean }>(`SELECT ${numberInUseSql(1)} AS in_use`, [clientId, jourNr, entryId ?? 0]);
  return row!.in_use;
}

const text = (value: string | null | undefined) => (value == null || value.trim() === '' ? null : value.trim());

/** The VAT rates valid on a date (today when the entry has no date yet). */
async function ratesOn(tx: Queryable, date: string | null) {
  return tx.query<{ code: number; percent: number }>(
    `SELECT tax_code AS code, tax_percent::float8 AS percent FROM tax_rate
      WHERE valid_from <= COALESCE($1::date, current_date) AND (valid_to IS NULL OR valid_to > COALESCE($1::date, current_date))`,
    [date],
  );
}

/**
 * Checks an entry against the form's rules and writes it (new when `entryId` is null): amounts in øre, the
 * credit note negative, its VAT rows replaced. Refuses (400, nothing written) with the form's own message.
 */
async function writeEntry(
  tx: Queryable,
  request: { readonly bases: readonly number[]; readonly clientId: number; readonly officerId: number; readonly entryId: number | null; readonly input: RegEntryInput },
  phase: EntrySavePhase,
): Promise<number> {
  const { input } = request;
  const owner = await lockOwner(tx, request.bases, request.clientId, input.customerId);
  if (request.entryId !== null) {
    const [current] = await tx.query<{ status: string }>('SELECT status FROM reg_entry WHERE id = $1 AND client_id = $2 FOR UPDATE', [request.entryId, request.clientId]);
    if (!current) throw new ApiError(404, ENTRY_NOT_LOADED_MESSAGE);
    if (current.status !== 'DRAFT') throw new ApiError(409, ENTRY_NOT_DRAFT_MESSAGE);
  }
  const entryType = input.entryType;
  const available = entryFieldAvailability(entryType);
  const shipment = text(input.shipment);
  if (shipment !== null && !(SHIPMENT_TYPES as readonly string[]).includes(shipment)) throw refuse('shipment', UNKNOWN_SHIPMENT_MESSAGE);
  const language = text(input.language) ?? 'NO';
  if (!(LANGUAGES as readonly string[]).includes(language)) throw refuse('language', UNKNOWN_LANGUAGE_MESSAGE);
  const currency = text(input.currencyCode) ?? 'NOK';
  if (!/^[A-Z]{3}$/.test(currency)) throw refuse('currencyCode', UNKNOWN_CURRENCY_MESSAGE);
  if (input.isFeeEnabled === true && !owner.feeEnabled) throw refuse('isFeeEnabled', INVOICE_FEE_NOT_ENABLED_MESSAGE);

  const jourDate = input.jourDate ?? null;
  const rows = entryTaxRows(
    (input.taxSummary ?? []).map((row) => ({ taxCode: row.taxCode, amountExTax: oreFromApiDecimal(row.amountExTax), amountIncTax: oreFromApiDecimal(row.amountIncTax) })),
    await ratesOn(tx, jourDate),
    owner.vatBound,
    entryType,
  );
  if (!rows.ok) throw new ApiError(400, rows.error[0]!.message, rows.error.map((issue) => ({ path: `body.${issue.field}`, message: issue.message })));
  const typed = oreFromApiDecimal(input.amountIncTax ?? 0);
  const rounding = oreFromApiDecimal(input.rounding ?? 0);
  // Client 2084 always uses the VAT summary: its total is the rows' plus rounding, whatever was sent (as the form shows it).
  const amount = entryTotalIncTax(request.clientId, entryType === 'CREDITNOTE' ? -Math.abs(typed) + 0 : typed, rows.value, rounding);
  const draft = {
    entryType,
    jourNr: input.jourNr ?? null,
    refInvoiceNr: available.refInvoiceNr ? (input.refInvoiceNr ?? null) : null,
    jourDate,
    dueDate: available.dueDate ? (input.dueDate ?? null) : null,
    deliveryDate: input.deliveryDate ?? null,
    deliveryEndDate: input.deliveryEndDate ?? null,
    yourRef: text(input.yourRef) ?? '',
    shipmentType: effectiveShipment(shipment as ShipmentType | null, owner.customerShipment, entryType),
    amountIncTax: amount,
    rounding,
    taxRows: rows.value,
  };
  const inUse = draft.jourNr !== null && (await journalNumberInUse(tx, request.clientId, draft.jourNr, request.entryId));
  const check = checkEntryForSave(draft, { today: new Date(), clientVatBound: owner.vatBound, journalNumberInUse: inUse }, phase);
  if (check.errors.length > 0) {
    throw new ApiError(400, check.errors[0]!.message, check.errors.map((issue) => ({ path: `body.${issue.field}`, message: issue.message })));
  }

  const totals = draft.taxRows.length > 0 ? taxRowTotals(draft.taxRows) : { amountExTax: draft.amountIncTax - draft.rounding, taxAmount: 0 };
  const values = [
    request.clientId, input.customerId, entryType, text(input.yourRef), text(input.customerAtt), text(input.ourRef), draft.refInvoiceNr,
    draft.jourNr, draft.jourDate, draft.dueDate, draft.amountIncTax, totals.amountExTax, totals.taxAmount, draft.rounding, shipment,
    language, input.isFeeEnabled === true, currency, draft.jourNr !== null, check.warnings.length, check.warnings,
    draft.deliveryDate, draft.deliveryEndDate,
  ];
  let entryId = request.entryId;
  if (entryId === null) {
    const [created] = await tx.query<{ id: number }>(
      `INSERT INTO reg_entry (client_id, customer_id, entry_type, your_ref, customer_att, our_ref, ref_invoice_nr, jour_nr, jour_date, due_date,
                              amount_inc_tax_ore, amount_ex_tax_ore, tax_amount_ore, rounding_ore, shipment_type, language_code, is_fee_enabled,
                              currency_code, valid_journal_number, number_of_errors, error_texts, delivery_date, delivery_end_date, created_at, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, now(), $24) RETURNING id::int`,
      [...values, request.officerId],
    );
    entryId = created!.id;
    await takeClientUpload(tx, request.clientId, entryId);
  } else {
    await tx.query(
      `UPDATE reg_entry SET client_id = $1, customer_id = $2, entry_type = $3, your_ref = $4, customer_att = $5, our_ref = $6, ref_invoice_nr = $7,
              jour_nr = $8, jour_date = $9, due_date = $10, amount_inc_tax_ore = $11, amount_ex_tax_ore = $12, tax_amount_ore = $13,
              rounding_ore = $14, shipment_type = $15, language_code = $16, is_fee_enabled = $17, currency_code = $18,
              valid_journal_number = $19, number_of_errors = $20, error_texts = $21, delivery_date = $22, delivery_end_date = $23
        WHERE id = $24`,
      [...values, entryId],
    );
    await tx.query('DELETE FROM reg_entry_tax WHERE reg_entry_id = $1', [entryId]);
  }
  if (draft.taxRows.length > 0) {
    await tx.query(
      `INSERT INTO reg_entry_tax (reg_entry_id, row_no, tax_code, tax_percent, amount_ex_tax_ore, tax_amount_ore, amount_inc_tax_ore)
       SELECT $1, r.n, r.code, r.percent, r.ex, r.inc - r.ex, r.inc
         FROM unnest($2::int[], $3::int[], $4::numeric[], $5::bigint[], $6::bigint[]) AS r(n, code, percent, ex, inc)`,
      [
        entryId,
        draft.taxRows.map((_, index) => index + 1),
        draft.taxRows.map((row) => row.taxCode),
        draft.taxRows.map((row) => row.taxPercent),
        draft.taxRows.map((row) => row.amountExTax),
        draft.taxRows.map((row) => row.amountIncTax),
      ],
    );
  }
  return entryId;
}

export interface EntryWrite {
  readonly bases: readonly number[];
  readonly clientId: number;
  readonly officerId: number;
  readonly input: RegEntryInput;
}

/** POST clients/{clientId}/customers/{customerId}/reg-entry: the entry created on customer pick. */
export async function createRegEntry(tx: Queryable, request: EntryWrite): Promise<RegEntryView> {
  const id = await writeEntry(tx, { ...request, entryId: null }, 'create');
  return (await readRegEntry(tx, request.bases, id))!;
}

/** PUT clients/{clientId}/customers/{customerId}/reg-entry/{entryId}: Lagre, every rule applied. */
export async function updateRegEntry(tx: Queryable, request: EntryWrite & { readonly entryId: number }): Promise<RegEntryView> {
  const id = await writeEntry(tx, request, 'save');
  return (await readRegEntry(tx, request.bases, id))!;
}

/** The customer named in the path and in the body must be the same one. */
export function assertSameCustomer(pathCustomerId: number, input: RegEntryInput): void {
  if (pathCustomerId !== input.customerId) throw refuse('customerId', CUSTOMER_MISMATCH_MESSAGE);
}

/**
 * The journal-number check on blur: the entry as stored with the number proposed, and whether it is free for
 * the client (validJournalNumber); the texts name a taken number and one DOS cannot carry. Nothing is
 * written: the number is stored when the entry is saved, where it is checked again.
 */
export async function validateJournalNumber(
  db: Queryable,
  request: { readonly bases: readonly number[]; readonly clientId: number; readonly entryId: number; readonly jourNr: number },
): Promise<RegEntryView> {
  // The entry and the number's use in one query (this runs on every blur of the field).
  const read = await readRegEntryChecked(db, request.bases, request.entryId, { sql: numberInUseSql(3), params: [request.clientId, request.jourNr, request.entryId] });
  if (!read || read.entry.clientId !== request.clientId) throw new ApiError(404, ENTRY_NOT_LOADED_MESSAGE);
  const { entry } = read;
  const positive = request.jourNr >= 1;
  const inUse = positive && read.check;
  const texts = [
    ...(positive ? [] : [JOURNAL_NUMBER_NOT_POSITIVE_MESSAGE]),
    ...(inUse ? [NUMBER_IN_USE_MESSAGE] : []),
    ...(isSupportedInDos(request.jourNr) ? [] : [DOS_NUMBER_UNSUPPORTED_MESSAGE]),
  ];
  return {
    ...entry,
    jourNr: request.jourNr,
    validationStatus: { validJournalNumber: positive && !inUse, numberOfErrors: texts.length, errorText: texts },
  };
}
