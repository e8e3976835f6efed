import { apiDecimalFromOre } from '../../src/domain/money/apiDecimal';
import type { Queryable } from '../db/database';

/** The officer's bases limit every read and change: a client outside them is as if it did not exist. */
const CLIENT_IN_BASES = 'c.officer_id = ANY($BASES::int[])';

interface EntryRow {
  id: number;
  client_id: number;
  entry_type: 'INVOICE' | 'CREDITNOTE';
  customer_id: number;
  customer_nr: number;
  customer_name: string;
  your_ref: string | null;
  customer_att: string | null;
  our_ref: string | null;
  ref_invoice_nr: number | null;
  jour_nr: number | null;
  jour_date: string | null;
  due_date: string | null;
  delivery_date: string | null;
  delivery_end_date: string | null;
  amount_inc_tax_ore: number;
  amount_ex_tax_ore: number;
  tax_amount_ore: number;
  rounding_ore: number;
  shipment_type: string | null;
  language_code: string;
  is_fee_enabled: boolean;
  currency_code: string;
  valid_journal_number: boolean;
  number_of_errors: number;
  error_texts: string[];
  status_text: string | null;
  tax_rows: { taxCode: number; taxPercent: number; amountExTaxOre: number; taxAmountOre: number; amountIncTaxOre: number }[];
  invoice_copy: StoredEntryFile | null;
  attachment: StoredEntryFile | null;
}

interface StoredEntryFile {
  id: number;
  fileName: string;
  length: number;
  numberOfPages: number | null;
  descr: string | null;
}

/** The json of an entry's stored file (Faktura kopi or Vedlegg) with its description column. */
const fileJson = (fileColumn: string, descrColumn: string) => `
  (SELECT json_build_object('id', f.id, 'fileName', f.file_name, 'length', f.length, 'numberOfPages', f.number_of_pages, 'descr', ${descrColumn})
     FROM stored_file f WHERE f.id = ${fileColumn})`;

const ENTRY_SELECT = `
  SELECT e.id::int, e.client_id, e.entry_type, e.customer_id::int, cu.nr AS customer_nr, cu.name AS customer_name,
         e.your_ref, e.customer_att, e.our_ref, e.ref_invoice_nr::bigint AS ref_invoice_nr, e.jour_nr::bigint AS jour_nr,
         to_char(e.jour_date, 'YYYY-MM-DD') AS jour_date, to_char(e.due_date, 'YYYY-MM-DD') AS due_date,
         to_char(e.delivery_date, 'YYYY-MM-DD') AS delivery_date, to_char(e.delivery_end_date, 'YYYY-MM-DD') AS delivery_end_date,
         e.amount_inc_tax_ore::bigint AS amount_inc_tax_ore, e.amount_ex_tax_ore::bigint AS amount_ex_tax_ore,
         e.tax_amount_ore::bigint AS tax_amount_ore, e.rounding_ore::bigint AS rounding_ore,
         e.shipment_type, e.language_code, e.is_fee_enabled, e.currency_code,
         e.valid_journal_number, e.number_of_errors, e.error_texts, e.status_text,
         COALESCE((SELECT json_agg(json_build_object('taxCode', t.tax_code, 'taxPercent', t.tax_percent::float8,
                     'amountExTaxOre', t.amount_ex_tax_ore, 'taxAmountOre', t.tax_amount_ore, 'amountIncTaxOre', t.amount_inc_tax_ore)
                     ORDER BY t.row_no) FROM reg_entry_tax t WHERE t.reg_entry_id = e.id), '[]'::json) AS tax_rows,
         ${fileJson('e.invoice_copy_file_id', 'e.invoice_copy_descr')} AS invoice_copy,
         ${fileJson('e.attachment_file_id', 'e.attachment_descr')} AS attachment
    FROM reg_entry e
    JOIN client c ON c.id = e.client_id
    JOIN customer cu ON cu.id = e.customer_id
   WHERE ${CLIENT_IN_BASES.replace('$BASES', '$1')}`;
const DRAFT_SELECT = `${ENTRY_SELECT} AND e.status = 'DRAFT'`;

/** A stored file of an entry as RegEntryFile shows it: one file, its pages when known. */
export function entryFileOf(file: StoredEntryFile) {
  return {
    id: Number(file.id),
    fileName: file.fileName,
    descr: file.descr,
    length: Number(file.length),
    numberOfFiles: 1,
    ...(file.numberOfPages === null ? {} : { numberOfPages: Number(file.numberOfPages) }),
  };
}

/** A registered entry as the service API shows it (RegEntry in service-api.yaml); money in kroner with two decimals. */
function entryOf(row: EntryRow) {
  return {
    id: row.id,
    clientId: row.client_id,
    entryType: row.entry_type,
    customerId: row.customer_id,
    customerNr: Number(row.customer_nr),
    customerName: row.customer_name,
    yourRef: row.your_ref,
    customerAtt: row.customer_att,
    ourRef: row.our_ref,
    refInvoiceNr: row.ref_invoice_nr === null ? null : Number(row.ref_invoice_nr),
    jourNr: row.jour_nr === null ? null : Number(row.jour_nr),
    jourDate: row.jour_date,
    dueDate: row.due_date,
    deliveryDate: row.delivery_date,
    deliveryEndDate: row.delivery_end_date,
    amountIncTax: apiDecimalFromOre(Number(row.amount_inc_tax_ore)),
    amountExTax: apiDecimalFromOre(Number(row.amount_ex_tax_ore)),
    taxAmount: apiDecimalFromOre(Number(row.tax_amount_ore)),
    rounding: apiDecimalFromOre(Number(row.rounding_ore)),
    shipment: row.shipment_type,
    language: row.language_code,
    isFeeEnabled: row.is_fee_enabled,
    currencyCode: row.currency_code,
    taxSummary: row.tax_rows.map((tax) => ({
      taxCode: tax.taxCode,
      taxPercent: tax.taxPercent,
      amountExTax: apiDecimalFromOre(Number(tax.amountExTaxOre)),
      taxAmount: apiDecimalFromOre(Number(tax.taxAmountOre)),
      amountIncTax: apiDecimalFromOre(Number(tax.amountIncTaxOre)),
    })),
    invoiceCopy: row.invoice_copy && entryFileOf(row.invoice_copy),
    attachment: row.attachment && entryFileOf(row.attachment),
    validationStatus: {
      validJournalNumber: row.valid_journal_number,
      numberOfErrors: row.number_of_errors,
      errorText: row.error_texts,
    },
    statusText: row.status_text,
  };
}

export type RegEntryView = ReturnType<typeof entryOf>;

/**
 * One draft entry of the officer's bases with the answer of `check`, an SQL boolean over $3 and on (the
 * journal-number check on blur: one round trip instead of a read and a check); undefined when there is none.
 */
export async function readRegEntryChecked(
  db: Queryable,
  bases: readonly number[],
  entryId: number,
  check: { readonly sql: string; readonly params: readonly unknown[] },
): Promise<{ entry: RegEntryView; check: boolean } | undefined> {
  const [row] = await db.query<EntryRow & { check_answer: boolean }>(`SELECT entry.*, (${check.sql}) AS check_answer FROM (${ENTRY_SELECT} AND e.id = $2) AS entry`, [
    [...bases],
    entryId,
    ...check.params,
  ]);
  return row && { entry: entryOf(row), check: row.check_answer };
}

/** One draft entry of the officer's bases, or undefined. */
export async function readRegEntry(db: Queryable, bases: readonly number[], entryId: number): Promise<RegEntryView | undefined> {
  const [row] = await db.query<EntryRow>(`${DRAFT_SELECT} AND e.id = $2`, [[...bases], entryId]);
  return row && entryOf(row);
}

/** One entry of the officer's bases whatever its status (an approved one that failed in production too), or undefined. */
export async function readAnyRegEntry(db: Queryable, bases: readonly number[], entryId: number): Promise<RegEntryView | undefined> {
  const [row] = await db.query<EntryRow>(`${ENTRY_SELECT} AND e.id = $2 AND e.status <> 'DELETED'`, [[...bases], entryId]);
  return row && entryOf(row);
}

/** The client's draft entries in registration order, or undefined for a client outside the officer's bases. */
export async function readClientRegEntries(db: Queryable, bases: readonly number[], clientId: number): Promise<RegEntryView[] | undefined> {
  const [client] = await db.query(`SELECT 1 FROM client c WHERE c.id = $2 AND ${CLIENT_IN_BASES.replace('$BASES', '$1')}`, [[...bases], clientId]);
  if (!client) return undefined;
  const rows = await db.query<EntryRow>(`${DRAFT_SELECT} AND e.client_id = $2 ORDER BY e.id`, [[...bases], clientId]);
  return rows.map(entryOf);
}

/** Clients of the officer's bases with draft entries, with their counts and sums (the pending batches of /create-entries/). */
export async function readPendingRegBatches(db: Queryable, bases: readonly number[]) {
  const rows = await db.query<{ client_id: number; client_name: string; n: number; invoices_ore: number; credits_ore: number }>(
    `SELECT c.id AS client_id, c.name AS client_name, count(*)::int AS n,
            COALESCE(sum(e.amount_inc_tax_ore) FILTER (WHERE e.entry_type = 'INVOICE'), 0)::bigint AS invoices_ore,
            COALESCE(sum(e.amount_inc_tax_ore) FILTER (WHERE e.entry_type = 'CREDITNOTE'), 0)::bigint AS credits_ore
       FROM reg_entry e JOIN client c ON c.id = e.client_id
      WHERE e.status = 'DRAFT' AND ${CLIENT_IN_BASES.replace('$BASES', '$1')}
      GROUP BY c.id, c.name ORDER BY c.id`,
    [[...bases]],
  );
  return rows.map((row) => ({
    clientId: row.client_id,
    clientName: row.client_name,
    numberOfEntries: row.n,
    sumInvoices: apiDecimalFromOre(Number(row.invoices_ore)),
    sumCreditnotes: apiDecimalFromOre(Number(row.credits_ore)),
  }));
}

/**
 * Marks the listed draft entries of the client as deleted; entries already approved, deleted or of
 * another client are left alone and not counted. Undefined for a client outside the officer's bases.
 */
export async function deleteRegEntries(
  tx: Queryable,
  request: { readonly bases: readonly number[]; readonly clientId: number; readonly ids: readonly number[] },
): Promise<number | undefined> {
  const [client] = await tx.query(`SELECT 1 FROM client c WHERE c.id = $2 AND ${CLIENT_IN_BASES.replace('$BASES', '$1')}`, [[...request.bases], request.clientId]);
  if (!client) return undefined;
  const deleted = await tx.query<{ id: number }>(
    `UPDATE reg_entry SET status = 'DELETED'
      WHERE id IN (SELECT id FROM reg_entry WHERE client_id = $1 AND id = ANY($2::bigint[]) AND status = 'DRAFT' ORDER BY id FOR UPDATE)
      RETURNING id`,
    [request.clientId, [...request.ids]],
  );
  return deleted.length;
}
