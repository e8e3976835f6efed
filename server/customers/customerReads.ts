import type { Queryable } from '../db/database';
import { CUSTOMER_FROM, CUSTOMER_JSON, inBases, kr, OSLO_TODAY } from './customerSql';

type Json = Record<string, unknown>;
type Bases = readonly number[];

async function one(db: Queryable, sql: string, params: readonly unknown[]): Promise<Json | null> {
  const [row] = await db.query<{ j: Json }>(sql, params);
  return row?.j ?? null;
}

async function many(db: Queryable, sql: string, params: readonly unknown[]): Promise<Json[]> {
  return (await db.query<{ j: Json }>(sql, params)).map((row) => row.j);
}

/** The customer's id if it is in the officer's bases (every read by id starts here). */
export async function visibleCustomerId(db: Queryable, bases: Bases, customerId: number): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    `SELECT cu.id::int AS id FROM customer cu JOIN client c ON c.id = cu.client_id WHERE cu.id = $1 AND ${inBases('c', '$2')}`,
    [customerId, bases],
  );
  return row?.id ?? null;
}

/** GET Client/{clientId}/Customer/{customerNr}. */
export function customerByNr(db: Queryable, bases: Bases, clientId: number, customerNr: number): Promise<Json | null> {
  return one(db, `SELECT ${CUSTOMER_JSON} AS j FROM ${CUSTOMER_FROM} WHERE cu.client_id = $1 AND cu.nr = $2 AND ${inBases('c', '$3')}`, [
    clientId,
    customerNr,
    bases,
  ]);
}

/** GET Client/{clientId}/CustomerTemplate: null when the client has none. Undefined: no such client in the bases. */
export async function customerTemplate(db: Queryable, bases: Bases, clientId: number): Promise<{ templateNumber: number | null } | undefined> {
  const [row] = await db.query<{ template: number | null }>(
    `SELECT s.customer_nr_template AS template FROM client c LEFT JOIN client_settings s ON s.client_id = c.id
      WHERE c.id = $1 AND ${inBases('c', '$2')}`,
    [clientId, bases],
  );
  return row ? { templateNumber: row.template } : undefined;
}

const SHIPMENT_JSON = `json_build_object('label', s.label, 'value', s.value, 'shipmentType', s.shipment_type, 'addressValue', s.address_value,
  'isEnabled', s.is_enabled, 'isRejected', s.is_rejected, 'createdDate', s.created_date, 'createdBy', s.created_by,
  'modifiedDate', s.modified_date, 'modifiedBy', s.modified_by)`;

/** A status bucket (count, sums ex. and inc. VAT) over the customer's open invoices `i` that match `where`. */
const bucket = (where: string) =>
  `(SELECT json_build_object('count', count(*)::int, 'sumExTax', ${kr('coalesce(sum(i.amount_ex_tax_ore), 0)')},
           'sumAmount', ${kr('coalesce(sum(i.rest_amount_ore), 0)')})
      FROM invoice i WHERE i.customer_id = cu.id AND i.type = 'INVOICE' AND NOT i.is_settled AND i.rest_amount_ore <> 0 AND ${where})`;

/**
 * GET Customer/{id} (part 2 §3.3): the customer with its settings, shipments, status buckets, balance and
 * revenue. Revenue counts invoices and credit notes by journal date; balance is the rest of every open post.
 */
export function customerDetail(db: Queryable, bases: Bases, customerId: number): Promise<Json | null> {
  return one(
    db,
    `WITH open_posts AS (
       SELECT rest_amount_ore, invoice_part_ore, interest_part_ore, fee_part_ore FROM ledger_post
        WHERE customer_id = $1 AND rest_amount_ore <> 0),
     revenue AS (
       SELECT coalesce(sum(amount_ex_tax_ore), 0) AS total,
              coalesce(sum(amount_ex_tax_ore) FILTER (WHERE date_trunc('year', jour_date) = date_trunc('year', ${OSLO_TODAY})), 0) AS this_year,
              coalesce(sum(amount_ex_tax_ore) FILTER (WHERE date_trunc('year', jour_date) = date_trunc('year', ${OSLO_TODAY}) - interval '1 year'), 0) AS last_year,
              coalesce(sum(amount_ex_tax_ore) FILTER (WHERE date_trunc('month', jour_date) = date_trunc('month', ${OSLO_TODAY})), 0) AS this_month,
              coalesce(sum(amount_ex_tax_ore) FILTER (WHERE date_trunc('month', jour_date) = date_trunc('month', ${OSLO_TODAY}) - interval '1 year'), 0) AS this_month_last_year
         FROM invoice WHERE customer_id = $1)
     SELECT (${CUSTOMER_JSON}::jsonb || jsonb_build_object(
       'settings', json_build_object('specifyInterestAndFee', cu.specify_interest_and_fee, 'brevgiro', cu.brevgiro,
         'debtCollectionNoticeOnEmail', cu.debt_collection_notice_on_email, 'autoSplitRateInvoice', cu.auto_split_rate_invoice,
         'languageCode', cu.language_code),
       'shipments', coalesce((SELECT json_agg(${SHIPMENT_JSON} ORDER BY s.id) FROM customer_shipment s WHERE s.customer_id = cu.id), '[]'::json),
       'stdShipment', cs.shipment_type,
       'stdCreditDays', cs.due_days,
       'status', json_build_object(
         'unpaid', ${bucket('true')},
         'overdue', ${bucket(`i.due_date < ${OSLO_TODAY}`)},
         'notOverdue', ${bucket(`i.due_date >= ${OSLO_TODAY}`)},
         'dueThisWeek', ${bucket(`i.due_date >= ${OSLO_TODAY} AND i.due_date < date_trunc('week', ${OSLO_TODAY}) + interval '1 week'`)},
         'dueNextWeek', ${bucket(`i.due_date >= date_trunc('week', ${OSLO_TODAY}) + interval '1 week' AND i.due_date < date_trunc('week', ${OSLO_TODAY}) + interval '2 weeks'`)},
         'dueInMoreWeeks', ${bucket(`i.due_date >= date_trunc('week', ${OSLO_TODAY}) + interval '2 weeks'`)},
         'stopped', ${bucket('NOT i.is_active')},
         'pendingInkasso', ${bucket('i.ready_for_debt_collection_decision')},
         'stoppedAndPending', ${bucket('NOT i.is_active AND i.ready_for_debt_collection_decision')},
         'sentToInkasso', ${bucket(`i.status_code = 'IN'`)},
         'approvedInkasso', ${bucket('i.proc_level = 6')},
         'sumInterestFee', ${bucket('(i.interest_part_ore <> 0 OR i.fee_part_ore <> 0)')}),
       'balance', (SELECT json_build_object('numberOfEntries', count(*)::int,
           'balance', ${kr('coalesce(sum(invoice_part_ore), 0)')},
           'interest', ${kr('coalesce(sum(interest_part_ore), 0)')},
           'fee', ${kr('coalesce(sum(fee_part_ore), 0)')},
           'coreBalance', ${kr('coalesce(sum(rest_amount_ore), 0)')},
           'sumOpenDebet', ${kr('coalesce(sum(rest_amount_ore) FILTER (WHERE rest_amount_ore > 0), 0)')},
           'sumOpenCredit', ${kr('coalesce(sum(rest_amount_ore) FILTER (WHERE rest_amount_ore < 0), 0)')}) FROM open_posts),
       'revenue', (SELECT json_build_object('sumTotal', ${kr('total')}, 'sumThisYear', ${kr('this_year')}, 'sumLastYear', ${kr('last_year')},
           'sumThisMonth', ${kr('this_month')}, 'sumThisMonthLastYear', ${kr('this_month_last_year')},
           'yearPercentChange', CASE WHEN last_year = 0 THEN NULL ELSE round((this_year - last_year) * 100.0 / abs(last_year), 1)::float8 END)
         FROM revenue)))::json AS j
       FROM ${CUSTOMER_FROM}
       LEFT JOIN client_settings cs ON cs.client_id = c.id
      WHERE cu.id = $1 AND ${inBases('c', '$2')}`,
    [customerId, bases],
  );
}

/** GET Customer/{id}/Shipments. */
export function customerShipments(db: Queryable, customerId: number): Promise<Json[]> {
  return many(db, `SELECT ${SHIPMENT_JSON} AS j FROM customer_shipment s WHERE s.customer_id = $1 ORDER BY s.id`, [customerId]);
}

/** GET Customer/{id}/OpenPosts: every post with a rest amount, oldest first. */
export function openPosts(db: Queryable, customerId: number): Promise<Json[]> {
  return many(
    db,
    `SELECT json_build_object('journalDate', journal_date, 'type', type, 'journalNr', jour_nr, 'dueDate', due_date, 'regDate', reg_date,
            'amount', ${kr('amount_ore')}, 'restAmount', ${kr('rest_amount_ore')}, 'interestPart', ${kr('interest_part_ore')},
            'feePart', ${kr('fee_part_ore')}) AS j
       FROM ledger_post WHERE customer_id = $1 AND rest_amount_ore <> 0 AND type IN ('INVOICE', 'CREDITNOTE', 'PAYMENT')
      ORDER BY journal_date, jour_nr`,
    [customerId],
  );
}

/**
 * GET Customer/{id}/Posts: all posts, or only the credit posts (Tilgodeposter: rest amount below zero), in a
 * period; with `invoiceNr`, only the posts crossed against that invoice (the document itself, the payments
 * booked against it, the credit notes that refer to it).
 */
export function posts(
  db: Queryable,
  customerId: number,
  filter: 'all' | 'credit',
  period: { fromDate?: string; toDate?: string } = {},
  invoiceNr?: number,
): Promise<Json[]> {
  return many(
    db,
    `SELECT json_build_object('id', source_id, 'text', text, 'invoiceNr', invoice_nr, 'jourNr', jour_nr, 'amount', ${kr('amount_ore')},
            'invoicePart', ${kr('invoice_part_ore')}, 'interestPart', ${kr('interest_part_ore')}, 'feePart', ${kr('fee_part_ore')},
            'restAmount', ${kr('rest_amount_ore')}, 'tag', tag, 'jourDate', journal_date) AS j
       FROM ledger_post lp
      WHERE customer_id = $1 AND ($2 = 'all' OR rest_amount_ore < 0)
        AND ($3::date IS NULL OR journal_date >= $3::date) AND ($4::date IS NULL OR journal_date <= $4::date)
        AND ($5::bigint IS NULL OR invoice_nr = $5::bigint
             OR (lp.source = 'invoice' AND EXISTS (SELECT 1 FROM invoice cn WHERE cn.id = lp.source_id AND cn.ref_invoice_nr = $5::bigint)))
      ORDER BY journal_date, jour_nr, source_id`,
    [customerId, filter, period.fromDate ?? null, period.toDate ?? null, invoiceNr ?? null],
  );
}

export type InvoiceFilter = 'all' | 'open' | 'overdue' | 'notOverdue' | 'pendingInkasso' | 'stoppedAndPending';

/** Part 2 §2.3: 'all' (the default) means the open invoices, as 'open' does; the others narrow the open ones. */
const INVOICE_FILTERS: Record<InvoiceFilter, string> = {
  all: 'true',
  open: 'true',
  overdue: `i.due_date < ${OSLO_TODAY}`,
  notOverdue: `i.due_date >= ${OSLO_TODAY}`,
  pendingInkasso: 'i.ready_for_debt_collection_decision',
  stoppedAndPending: 'NOT i.is_active AND i.ready_for_debt_collection_decision',
};

const INVOICE_ROW_JSON = `json_build_object('entryId', i.id, 'invoiceNr', i.jour_nr, 'invoiceDate', i.jour_date, 'dueDate', i.due_date,
  'amountIncTax', ${kr('i.amount_inc_tax_ore')}, 'invoicePart', ${kr('i.invoice_part_ore')}, 'interestPart', ${kr('i.interest_part_ore')},
  'feePart', ${kr('i.fee_part_ore')}, 'statusCode', i.status_code, 'statusText', i.status_text, 'settledDate', i.settled_date,
  'restAmount', ${kr('i.rest_amount_ore')},
  'numberOfNotes', (SELECT count(*)::int FROM invoice_note n WHERE n.invoice_id = i.id),
  'notes', (SELECT n.text FROM invoice_note n WHERE n.invoice_id = i.id ORDER BY n.created DESC, n.id DESC LIMIT 1),
  'isActive', i.is_active, 'procLevel', i.proc_level, 'procStatus', i.proc_status,
  'readyForDebtCollectionDecision', i.ready_for_debt_collection_decision)`;

/** GET Customer/{id}/Invoices: the customer's open invoices by filter, or the one number searched for (open or not). */
export function customerInvoices(db: Queryable, customerId: number, filter: InvoiceFilter, invoiceNr?: number): Promise<Json[]> {
  const where = invoiceNr === undefined ? `NOT i.is_settled AND i.rest_amount_ore <> 0 AND ${INVOICE_FILTERS[filter]}` : 'i.jour_nr = $2';
  return many(
    db,
    `SELECT ${INVOICE_ROW_JSON} AS j FROM invoice i WHERE i.customer_id = $1 AND i.type = 'INVOICE' AND ${where} ORDER BY i.jour_date DESC, i.jour_nr DESC`,
    invoiceNr === undefined ? [customerId] : [customerId, invoiceNr],
  );
}

/** GET Customer/{id}/OpenInvoices?type: the open documents of one type (the credit note's 'Velg ref. faktura'). */
export function openInvoices(db: Queryable, customerId: number, type: 'INVOICE' | 'CREDITNOTE' = 'INVOICE'): Promise<Json[]> {
  return many(
    db,
    `SELECT ${INVOICE_ROW_JSON} AS j FROM invoice i WHERE i.customer_id = $1 AND i.type = $2 AND NOT i.is_settled AND i.rest_amount_ore <> 0
      ORDER BY i.jour_date DESC, i.jour_nr DESC`,
    [customerId, type],
  );
}

/** GET clients/{id}/customers/{nr}/notes, newest first. */
export function customerNotes(db: Queryable, customerId: number): Promise<Json[]> {
  return many(
    db,
    `SELECT json_build_object('id', id, 'created', created, 'createdBy', created_by, 'noticeText', notice_text, 'subject', subject, 'tag', tag) AS j
       FROM customer_note WHERE customer_id = $1 ORDER BY created DESC, id DESC`,
    [customerId],
  );
}

/**
 * GET clients/{id}/customers/{nr}/ledgers (Kundereskontro): the balance before the period, the period's posts
 * and sums, and the closing balance. The closing balance is the opening balance plus the period's posts by
 * construction (one sum split at the period start), so the identity holds to the øre. 'Åpne poster' keeps
 * only the posts still open, in the list and in the sums.
 */
export async function ledger(db: Queryable, customerId: number, start: string, end: string, openOnly: boolean): Promise<Json> {
  const [row] = await db.query<{ j: Json }>(
    `WITH p AS (SELECT * FROM ledger_post WHERE customer_id = $1 AND journal_date <= $3::date AND (NOT $4 OR rest_amount_ore <> 0)),
          period AS (SELECT * FROM p WHERE journal_date >= $2::date)
     SELECT json_build_object(
       'posts', coalesce((SELECT json_agg(json_build_object('jourDate', journal_date, 'type', type, 'jourNr', jour_nr,
                 'amount', ${kr('amount_ore')}, 'text', text) ORDER BY journal_date, jour_nr, source_id) FROM period), '[]'::json),
       'summary', json_build_object(
         'ibAmount', ${kr('(SELECT coalesce(sum(amount_ore), 0) FROM p WHERE journal_date < $2::date)')},
         'sumDebet', ${kr('(SELECT coalesce(sum(amount_ore), 0) FROM period WHERE amount_ore > 0)')},
         'sumCredit', ${kr('(SELECT coalesce(sum(amount_ore), 0) FROM period WHERE amount_ore < 0)')},
         'ubAmount', ${kr('(SELECT coalesce(sum(amount_ore), 0) FROM p)')})) AS j`,
    [customerId, start, end, openOnly],
  );
  return row!.j;
}
