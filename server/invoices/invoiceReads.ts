import type { Queryable } from '../db/database';
import { inBases, kr } from '../customers/customerSql';

type Json = Record<string, unknown>;
type Bases = readonly number[];

/** The InvoiceView of the contract from invoice `i`. */
const INVOICE_VIEW_JSON = `json_build_object(
  'type', i.type, 'id', i.id, 'jourNr', i.jour_nr, 'jourDate', i.jour_date, 'dueDate', i.due_date,
  'amountIncTax', ${kr('i.amount_inc_tax_ore')}, 'amountExTax', ${kr('i.amount_ex_tax_ore')}, 'taxAmount', ${kr('i.tax_amount_ore')},
  'rounding', ${kr('i.rounding_ore')}, 'shipment', i.shipment_type, 'shipmentType', i.shipment_type, 'yourRef', i.your_ref,
  'ourRef', i.our_ref, 'customerAtt', i.customer_att, 'refInvoiceNr', i.ref_invoice_nr, 'invoiceText', i.invoice_text,
  'applies', i.applies, 'customerId', i.customer_id, 'clientId', i.client_id, 'isRegisteredHere', i.registered_in_product,
  'status', json_build_object('restAmount', ${kr('i.rest_amount_ore')}, 'feePart', ${kr('i.fee_part_ore')},
    'interestPart', ${kr('i.interest_part_ore')}, 'invoicePart', ${kr('i.invoice_part_ore')},
    'notes', (SELECT n.text FROM invoice_note n WHERE n.invoice_id = i.id ORDER BY n.created DESC, n.id DESC LIMIT 1),
    'numberOfNotes', (SELECT count(*)::int FROM invoice_note n WHERE n.invoice_id = i.id),
    'procLevel', i.proc_level, 'procStatus', i.proc_status, 'statusText', i.status_text, 'statusCode', i.status_code,
    'isActive', i.is_active, 'isSettled', i.is_settled, 'readyForDebtCollectionDecision', i.ready_for_debt_collection_decision))`;

const VISIBLE = `invoice i JOIN client c ON c.id = i.client_id`;

/** The invoice's id if it is in the officer's bases (every read by invoice id starts here). */
export async function visibleInvoiceId(db: Queryable, bases: Bases, invoiceId: number): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(`SELECT i.id::int AS id FROM ${VISIBLE} WHERE i.id = $1 AND ${inBases('c', '$2')}`, [invoiceId, bases]);
  return row?.id ?? null;
}

/** GET Invoice/{id}. */
export async function invoiceView(db: Queryable, bases: Bases, invoiceId: number): Promise<Json | null> {
  const [row] = await db.query<{ j: Json }>(`SELECT ${INVOICE_VIEW_JSON} AS j FROM ${VISIBLE} WHERE i.id = $1 AND ${inBases('c', '$2')}`, [
    invoiceId,
    bases,
  ]);
  return row?.j ?? null;
}

/**
 * GET Customer/{id}/Invoice/{jourNr} and /Creditnote/{jourNr}: the customer's documents of that type and
 * number. Several of them is the spec's 'Flere bilag eksisterer på dette bilagsnummeret!' (the caller's 409).
 */
export async function invoicesByJourNr(db: Queryable, bases: Bases, customerId: number, jourNr: number, type: 'INVOICE' | 'CREDITNOTE'): Promise<Json[]> {
  const rows = await db.query<{ j: Json }>(
    `SELECT ${INVOICE_VIEW_JSON} AS j FROM ${VISIBLE} WHERE i.customer_id = $1 AND i.jour_nr = $2 AND i.type = $3 AND ${inBases('c', '$4')} ORDER BY i.id`,
    [customerId, jourNr, type, bases],
  );
  return rows.map((row) => row.j);
}

/** GET Customer/{id}/Entry/{entryId}: one document of the customer by its id. */
export async function customerEntry(db: Queryable, bases: Bases, customerId: number, entryId: number): Promise<Json | null> {
  const [row] = await db.query<{ j: Json }>(
    `SELECT ${INVOICE_VIEW_JSON} AS j FROM ${VISIBLE} WHERE i.id = $1 AND i.customer_id = $2 AND ${inBases('c', '$3')}`,
    [entryId, customerId, bases],
  );
  return row?.j ?? null;
}

/** GET Invoice/{id}/Lines in line order. */
export async function invoiceLines(db: Queryable, invoiceId: number): Promise<Json[]> {
  const rows = await db.query<{ j: Json }>(
    `SELECT json_build_object('id', id, 'lineNumber', line_number, 'lineType', line_type, 'lineText', line_text,
            'productNumber', product_number, 'accountNumber', account_number::text, 'quantity', quantity::float8, 'unit', unit,
            'unitPrice', ${kr('unit_price_ore')}, 'discountPercent', discount_percent::float8, 'discountAmount', ${kr('discount_amount_ore')},
            'taxPercent', tax_percent::float8, 'amountExTax', ${kr('amount_ex_tax_ore')}, 'amountIncTax', ${kr('amount_inc_tax_ore')},
            'lineAmount', ${kr('line_amount_ore')}) AS j
       FROM invoice_line WHERE invoice_id = $1 ORDER BY line_number`,
    [invoiceId],
  );
  return rows.map((row) => row.j);
}

/** GET Invoice/{id}/TaxSummary in row order. */
export async function invoiceTaxSummary(db: Queryable, invoiceId: number): Promise<Json[]> {
  const rows = await db.query<{ j: Json }>(
    `SELECT json_build_object('taxCode', tax_code, 'taxPercent', tax_percent::float8, 'taxAmount', ${kr('tax_amount_ore')},
            'amountExTax', ${kr('amount_ex_tax_ore')}, 'amountIncTax', ${kr('amount_inc_tax_ore')}, 'accountNumber', account_number::text) AS j
       FROM invoice_tax_summary WHERE invoice_id = $1 ORDER BY row_no`,
    [invoiceId],
  );
  return rows.map((row) => row.j);
}

/** GET Invoice/{id}/Events (Historikk) with the running saldo and the printable document of each. */
export async function invoiceEvents(db: Queryable, invoiceId: number): Promise<Json[]> {
  const rows = await db.query<{ j: Json }>(
    `SELECT json_build_object('date', event_date, 'event', event, 'amount', ${kr('amount_ore')}, 'invoicePart', ${kr('invoice_part_ore')},
            'restInterest', ${kr('rest_interest_ore')}, 'restFees', ${kr('rest_fees_ore')}, 'saldo', ${kr('saldo_ore')},
            'printable', CASE WHEN printable_id IS NULL THEN NULL ELSE json_build_object('id', printable_id, 'type', printable_type) END) AS j
       FROM invoice_history WHERE invoice_id = $1 ORDER BY event_date, seq, source_id`,
    [invoiceId],
  );
  return rows.map((row) => row.j);
}

/** GET Invoice/{id}/Notes, newest first, in the customer note's shape. */
export async function invoiceNotes(db: Queryable, invoiceId: number): Promise<Json[]> {
  const rows = await db.query<{ j: Json }>(
    `SELECT json_build_object('id', id, 'created', created, 'createdBy', created_by, 'noticeText', text, 'subject', NULL, 'tag', NULL) AS j
       FROM invoice_note WHERE invoice_id = $1 ORDER BY created DESC, id DESC`,
    [invoiceId],
  );
  return rows.map((row) => row.j);
}
