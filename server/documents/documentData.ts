import { deliveryOf, type Delivery } from '../../src/domain/documents/salesDocument';
import { chooseReminderText, type ReminderTextRow } from '../../src/domain/reminders/reminderDispatch';
import type { InterestPeriod } from '../../src/domain/reminders/lateInterest';
import type { Queryable } from '../db/database';
import { inBases } from '../customers/customerSql';
import { readInterestPeriods, readInterestSources } from '../reminders/reminderInterestPeriods';

/** Who sends the document: the client (part 2: the client invoices its customers through us). */
export interface Sender {
  readonly name: string;
  readonly orgNo: string;
  readonly addressLines: readonly string[];
  readonly email: string | null;
  readonly phone: string | null;
  readonly accountNumber: string | null;
  readonly vatBound: boolean;
  /** Registered in Foretaksregisteret, as the company register says (brreg_company): the documents say so. */
  readonly inBusinessRegister: boolean;
}

export interface Recipient {
  readonly nr: number;
  readonly name: string;
  readonly addressLines: readonly string[];
  /** The customer's organisation number; null for a person. */
  readonly orgNo: string | null;
  /** In the VAT register, as the company register says: its number is written with 'MVA'. */
  readonly vatRegistered: boolean;
}

export interface DocumentLine {
  readonly text: string;
  readonly quantity: number | null;
  readonly unit: string | null;
  readonly unitPrice: number | null;
  readonly discountPercent: number | null;
  /** The discount of the line in øre, signed as the line (negative on a credit note); null when none is stored. */
  readonly discountAmount: number | null;
  readonly taxPercent: number | null;
  readonly amountExTax: number | null;
  readonly amountIncTax: number | null;
}

export interface VatRow {
  readonly taxPercent: number;
  readonly amountExTax: number;
  readonly taxAmount: number;
  readonly amountIncTax: number;
}

/** Everything an invoice or credit-note PDF shows, amounts in øre, dates as ISO days. */
export interface InvoiceDocument {
  readonly type: 'INVOICE' | 'CREDITNOTE';
  readonly jourNr: number;
  readonly jourDate: string;
  readonly dueDate: string;
  readonly kid: string | null;
  readonly yourRef: string | null;
  readonly ourRef: string | null;
  readonly refInvoiceNr: number | null;
  readonly invoiceText: string | null;
  /** When what is invoiced was delivered (bokføringsforskriften § 5-1-1 nr. 4); the invoice date unless registered. */
  readonly delivery: Delivery;
  readonly amountExTax: number;
  readonly taxAmount: number;
  readonly rounding: number;
  readonly amountIncTax: number;
  readonly sender: Sender;
  readonly recipient: Recipient;
  readonly lines: readonly DocumentLine[];
  readonly vat: readonly VatRow[];
}

/** A reminder (purring) of one invoice, amounts in øre. */
export interface ReminderDocument {
  readonly id: number;
  readonly reminderType: string;
  readonly createdDate: string;
  readonly dueDate: string;
  readonly kid: string | null;
  readonly invoiceNr: number;
  readonly invoiceDate: string;
  readonly invoiceAmount: number;
  readonly restAmount: number;
  readonly fee: number;
  readonly interest: number;
  /** The interest periods as charged (lateInterest.ts), each with its principal, rate and days. */
  readonly interestPeriods: readonly InterestPeriod[];
  /** Where each rate charged was published (the rule rows of the periods). */
  readonly interestSources: readonly { readonly from: string; readonly basisPoints: number; readonly text: string; readonly url: string | null }[];
  readonly sum: number;
  /** The reminder text of the client (or the default) for the type and language, part 2 §3.6; null when none. */
  readonly text: { readonly title: string; readonly body: string } | null;
  readonly sender: Sender;
  readonly recipient: Recipient;
}

const lines = (...parts: (string | null)[]) => parts.filter((p): p is string => p !== null && p.trim() !== '');

interface PartyRow {
  c_name: string;
  c_org_no: string;
  c_address1: string | null;
  c_address2: string | null;
  c_post_no: string | null;
  c_city: string | null;
  c_email: string | null;
  c_phone: string | null;
  c_vat_bound: boolean;
  c_in_register: boolean;
  account: string | null;
  cu_nr: number;
  cu_org_no: string | null;
  cu_vat_registered: boolean;
  cu_name: string;
  cu_address1: string | null;
  cu_address2: string | null;
  cu_post_no: string | null;
  cu_city: string | null;
  cu_country: string | null;
}

const PARTIES = `c.name AS c_name, c.org_no AS c_org_no, c.address_line1 AS c_address1, c.address_line2 AS c_address2, c.post_no AS c_post_no,
  c.city_name AS c_city, c.email AS c_email, c.phone_no AS c_phone, c.vat_bound AS c_vat_bound,
  EXISTS (SELECT 1 FROM brreg_company r WHERE r.org_no = c.org_no AND r.is_in_business_enterprise_register) AS c_in_register,
  cu.org_no AS cu_org_no, EXISTS (SELECT 1 FROM brreg_company r WHERE r.org_no = cu.org_no AND r.is_in_vat_register) AS cu_vat_registered,
  (SELECT b.account_number FROM client_bank_account b WHERE b.client_id = c.id ORDER BY b.account_type = 'Primary' DESC, b.id LIMIT 1) AS account,
  cu.nr::float8 AS cu_nr, cu.name AS cu_name, cu.address_line1 AS cu_address1, cu.address_line2 AS cu_address2, cu.post_no AS cu_post_no,
  cu.city_name AS cu_city, CASE WHEN cu.country_code = 'NO' THEN NULL ELSE co.name END AS cu_country`;

function parties(row: PartyRow): { sender: Sender; recipient: Recipient } {
  return {
    sender: {
      name: row.c_name,
      orgNo: row.c_org_no,
      addressLines: lines(row.c_address1, row.c_address2, `${row.c_post_no ?? ''} ${row.c_city ?? ''}`),
      email: row.c_email,
      phone: row.c_phone,
      accountNumber: row.account,
      vatBound: row.c_vat_bound,
      inBusinessRegister: row.c_in_register,
    },
    recipient: {
      nr: row.cu_nr,
      name: row.cu_name,
      addressLines: lines(row.cu_address1, row.cu_address2, `${row.cu_post_no ?? ''} ${row.cu_city ?? ''}`, row.cu_country),
      orgNo: row.cu_org_no,
      vatRegistered: row.cu_org_no !== null && row.cu_vat_registered,
    },
  };
}

/** The invoice or credit note with id `invoiceId`, if it is of a client in the officer's bases. */
export async function invoiceDocument(db: Queryable, bases: readonly number[], invoiceId: number): Promise<InvoiceDocument | null> {
  return (await invoiceDocuments(db, bases, [invoiceId])).get(invoiceId) ?? null;
}

/**
 * The invoices and credit notes of `invoiceIds` that are of clients in the officer's bases, by id, in three
 * queries however many (the dispatch reads a chunk of entries' documents at once).
 */
export async function invoiceDocuments(db: Queryable, bases: readonly number[], invoiceIds: readonly number[]): Promise<Map<number, InvoiceDocument>> {
  const documents = new Map<number, InvoiceDocument>();
  if (invoiceIds.length === 0) return documents;
  const rows = await db.query<
    PartyRow & {
      id: number;
      type: 'INVOICE' | 'CREDITNOTE';
      jour_nr: number;
      jour_date: string;
      due_date: string;
      kid: string | null;
      your_ref: string | null;
      our_ref: string | null;
      ref_invoice_nr: number | null;
      invoice_text: string | null;
      delivery_date: string | null;
      delivery_end_date: string | null;
      ex: number;
      tax: number;
      rounding: number;
      inc: number;
    }
  >(
    `SELECT i.id::int AS id, i.type, i.jour_nr::float8 AS jour_nr, to_char(i.jour_date, 'YYYY-MM-DD') AS jour_date, to_char(i.due_date, 'YYYY-MM-DD') AS due_date,
            i.kid, i.your_ref, i.our_ref, i.ref_invoice_nr::float8 AS ref_invoice_nr, i.invoice_text,
            to_char(i.delivery_date, 'YYYY-MM-DD') AS delivery_date, to_char(i.delivery_end_date, 'YYYY-MM-DD') AS delivery_end_date,
            i.amount_ex_tax_ore::float8 AS ex, i.tax_amount_ore::float8 AS tax, i.rounding_ore::float8 AS rounding, i.amount_inc_tax_ore::float8 AS inc,
            ${PARTIES}
       FROM invoice i JOIN client c ON c.id = i.client_id JOIN customer cu ON cu.id = i.customer_id LEFT JOIN country co ON co.code = cu.country_code
      WHERE i.id = ANY($1::bigint[]) AND ${inBases('c', '$2')}`,
    [invoiceIds, bases],
  );
  if (rows.length === 0) return documents;
  const found = rows.map((row) => row.id);
  const documentLines = await db.query<DocumentLine & { invoiceId: number }>(
    `SELECT invoice_id::int AS "invoiceId", line_text AS text, quantity::float8 AS quantity, unit, unit_price_ore::float8 AS "unitPrice",
            discount_percent::float8 AS "discountPercent", discount_amount_ore::float8 AS "discountAmount", tax_percent::float8 AS "taxPercent",
            amount_ex_tax_ore::float8 AS "amountExTax", amount_inc_tax_ore::float8 AS "amountIncTax"
       FROM invoice_line WHERE invoice_id = ANY($1::bigint[]) ORDER BY invoice_id, line_number`,
    [found],
  );
  const vat = await db.query<VatRow & { invoiceId: number }>(
    `SELECT invoice_id::int AS "invoiceId", tax_percent::float8 AS "taxPercent", amount_ex_tax_ore::float8 AS "amountExTax", tax_amount_ore::float8 AS "taxAmount",
            amount_inc_tax_ore::float8 AS "amountIncTax"
       FROM invoice_tax_summary WHERE invoice_id = ANY($1::bigint[]) ORDER BY invoice_id, row_no`,
    [found],
  );
  const linesOf = byInvoice(documentLines);
  const vatOf = byInvoice(vat);
  for (const row of rows) {
    documents.set(row.id, {
      type: row.type,
      jourNr: row.jour_nr,
      jourDate: row.jour_date,
      dueDate: row.due_date,
      kid: row.kid,
      yourRef: row.your_ref,
      ourRef: row.our_ref,
      refInvoiceNr: row.ref_invoice_nr,
      invoiceText: row.invoice_text,
      delivery: deliveryOf(row.jour_date, row.delivery_date, row.delivery_end_date),
      amountExTax: row.ex,
      taxAmount: row.tax,
      rounding: row.rounding,
      amountIncTax: row.inc,
      ...parties(row),
      lines: linesOf.get(row.id) ?? [],
      vat: vatOf.get(row.id) ?? [],
    });
  }
  return documents;
}

/** Rows of several invoices, each invoice's in their order, without the invoice id. */
function byInvoice<Row extends { invoiceId: number }>(rows: readonly Row[]): Map<number, Omit<Row, 'invoiceId'>[]> {
  const grouped = new Map<number, Omit<Row, 'invoiceId'>[]>();
  for (const { invoiceId, ...rest } of rows) {
    const list = grouped.get(invoiceId) ?? [];
    list.push(rest);
    grouped.set(invoiceId, list);
  }
  return grouped;
}

/** The reminder with id `reminderId`, if it is of a client in the officer's bases. */
export async function reminderDocument(db: Queryable, bases: readonly number[], reminderId: number): Promise<ReminderDocument | null> {
  const [row] = await db.query<
    PartyRow & {
      reminder_type: string;
      created: string;
      due_date: string;
      kid: string | null;
      invoice_nr: number;
      invoice_date: string;
      amount: number;
      rest: number;
      fee: number;
      interest: number;
      sum: number;
      client_id: number;
      language_code: string;
      texts: ReminderTextRow[] | string | null;
    }
  >(
    `SELECT r.reminder_type, r.client_id, r.language_code, to_char(b.run_date, 'YYYY-MM-DD') AS created, to_char(r.reminder_due_date, 'YYYY-MM-DD') AS due_date,
            coalesce(r.kid, i.kid) AS kid, i.jour_nr::float8 AS invoice_nr, to_char(i.jour_date, 'YYYY-MM-DD') AS invoice_date,
            r.invoice_amount_ore::float8 AS amount, r.invoice_rest_amount_ore::float8 AS rest, r.fee_ore::float8 AS fee,
            r.interest_ore::float8 AS interest, r.sum_ore::float8 AS sum, ${PARTIES},
            (SELECT json_agg(json_build_object('clientId', t.client_id, 'reminderType', t.reminder_type, 'languageCode', t.language_code,
                                               'title', t.title, 'reminderLabel', t.reminder_label, 'text', t.text))
               FROM reminder_text t WHERE t.reminder_type = r.reminder_type AND (t.client_id IS NULL OR t.client_id = r.client_id)) AS texts
       FROM reminder r JOIN reminder_bundle b ON b.id = r.bundle_id JOIN invoice i ON i.id = r.invoice_id
       JOIN client c ON c.id = r.client_id JOIN customer cu ON cu.id = r.customer_id LEFT JOIN country co ON co.code = cu.country_code
      WHERE r.id = $1 AND ${inBases('c', '$2')}`,
    [reminderId, bases],
  );
  if (!row) return null;
  const texts = (typeof row.texts === 'string' ? JSON.parse(row.texts) : row.texts) as ReminderTextRow[] | null;
  const text = chooseReminderText(texts ?? [], { clientId: row.client_id, reminderType: row.reminder_type, languageCode: row.language_code });
  return {
    id: reminderId,
    reminderType: row.reminder_type,
    text: text ? { title: text.title ?? text.reminderLabel, body: text.text } : null,
    createdDate: row.created,
    dueDate: row.due_date,
    kid: row.kid,
    invoiceNr: row.invoice_nr,
    invoiceDate: row.invoice_date,
    invoiceAmount: row.amount,
    restAmount: row.rest,
    fee: row.fee,
    interest: row.interest,
    interestPeriods: await readInterestPeriods(db, reminderId),
    interestSources: await readInterestSources(db, reminderId),
    sum: row.sum,
    ...parties(row),
  };
}
