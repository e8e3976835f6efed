import { apiDecimalFromOre } from '../../src/domain/money/apiDecimal';
import type { Queryable } from '../db/database';

/**
 * The reminder reads (part 1 §2, §3, §7). Officers see the reminders of the clients of their active
 * bases only (client.officer_id); a bundle's counts and sums cover those reminders.
 */

const kr = (ore: number | null | undefined) => apiDecimalFromOre(Number(ore ?? 0));

/** The read paths a change to reminders announces on the websocket. */
export const REMINDER_LIST_PATHS = ['DebtCollection/Reminders/pending', 'DebtCollection/Reminders/approved', 'pending/reminder-bundles'] as const;

export function reminderBundlePaths(bundleId: number): string[] {
  return [...REMINDER_LIST_PATHS, `DebtCollection/Reminders/pending/${bundleId}`, `DebtCollection/Reminders/approved/${bundleId}`];
}

interface SummaryRow {
  bundle_id: number;
  officer_id: number | null;
  run_date: string;
  created_date: string;
  n: number;
  sum_invoice_ore: number;
  sum_interest_ore: number;
  sum_fee_ore: number;
}

function summaryOf(row: SummaryRow) {
  return {
    bundleId: row.bundle_id,
    ...(row.officer_id === null ? {} : { officerId: row.officer_id }),
    runDate: row.run_date,
    createdDate: row.created_date,
    numberOfReminders: row.n,
    sumInvoiceAmount: kr(row.sum_invoice_ore),
    sumInterestAmount: kr(row.sum_interest_ore),
    sumFeeAmount: kr(row.sum_fee_ore),
  };
}

const SUMMARY_COLUMNS = `b.id::int AS bundle_id, b.officer_id, to_char(b.run_date, 'YYYY-MM-DD') AS run_date,
  to_char(b.created_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_date,
  count(r.id)::int AS n, coalesce(sum(r.invoice_amount_ore), 0)::float8 AS sum_invoice_ore,
  coalesce(sum(r.interest_ore), 0)::float8 AS sum_interest_ore, coalesce(sum(r.fee_ore), 0)::float8 AS sum_fee_ore`;

/** Pending bundles with a reminder of the officer's clients still to decide, newest first. */
export async function pendingBundles(db: Queryable, bases: readonly number[]) {
  const rows = await db.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS}
       FROM reminder_bundle b JOIN reminder r ON r.bundle_id = b.id JOIN client c ON c.id = r.client_id
      WHERE b.status = 'PENDING' AND c.officer_id = ANY($1::int[])
      GROUP BY b.id
     HAVING count(*) FILTER (WHERE r.status = 'Pending') > 0
      ORDER BY b.run_date DESC, b.id DESC`,
    [bases],
  );
  return rows.map(summaryOf);
}

/** Archived (approved) bundles of a period, newest first, at most `maxItems` (part 1 §9: 1000). */
export async function approvedBundles(db: Queryable, query: { bases: readonly number[]; fromDate?: string; toDate?: string; maxItems: number }) {
  const params: unknown[] = [query.bases, query.maxItems];
  const where = ["b.status = 'APPROVED'", 'c.officer_id = ANY($1::int[])'];
  if (query.fromDate) where.push(`b.run_date >= $${params.push(query.fromDate)}::date`);
  if (query.toDate) where.push(`b.run_date <= $${params.push(query.toDate)}::date`);
  const rows = await db.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS}
       FROM reminder_bundle b JOIN reminder r ON r.bundle_id = b.id JOIN client c ON c.id = r.client_id
      WHERE ${where.join(' AND ')}
      GROUP BY b.id
      ORDER BY b.run_date DESC, b.id DESC
      LIMIT $2`,
    params,
  );
  return rows.map(summaryOf);
}

interface ReminderRow {
  id: number;
  client_id: number;
  customer_id: number;
  customer_no: number;
  customer_name: string;
  invoice_no: number;
  invoice_amount_ore: number;
  invoice_rest_amount_ore: number;
  invoice_date: string;
  invoice_due_date: string;
  reminder_code: string;
  reminder_type: string;
  reminder_due_date: string;
  fee_ore: number;
  interest_ore: number;
  sum_ore: number;
  currency_code: string;
  language_code: string;
  kid: string | null;
  our_ref: string | null;
  your_ref: string | null;
  notes: string | null;
  number_of_notes: number;
  rule_notes: string | null;
  customer_email: string | null;
  customer_type: 'Retail' | 'Business';
  is_type_confirmed: boolean;
  is_eu_fee: boolean;
  shipment_type: 'PAPER' | 'EMAIL' | 'EFAKTURA' | 'NOSEND';
  shipment_code: string | null;
  shipment_status: string | null;
  sent_date: string | null;
  status: string;
  print_id: number | null;
  print_created: string | null;
  is_valid: boolean;
}

const REMINDER_COLUMNS = `r.id::int AS id, r.client_id, r.customer_id::int AS customer_id, cu.nr AS customer_no, cu.name AS customer_name,
  i.jour_nr::float8 AS invoice_no, r.invoice_amount_ore::float8 AS invoice_amount_ore, r.invoice_rest_amount_ore::float8 AS invoice_rest_amount_ore,
  to_char(i.jour_date, 'YYYY-MM-DD') AS invoice_date, to_char(i.due_date, 'YYYY-MM-DD') AS invoice_due_date,
  r.reminder_code, r.reminder_type, to_char(r.reminder_due_date, 'YYYY-MM-DD') AS reminder_due_date,
  r.fee_ore::float8 AS fee_ore, r.interest_ore::float8 AS interest_ore, r.sum_ore::float8 AS sum_ore,
  r.currency_code, r.language_code, r.kid, r.our_ref, r.your_ref,
  (SELECT n.text FROM invoice_note n WHERE n.invoice_id = r.invoice_id ORDER BY n.created DESC, n.id DESC LIMIT 1) AS notes,
  (SELECT count(*)::int FROM invoice_note n WHERE n.invoice_id = r.invoice_id) AS number_of_notes, r.rule_notes,
  r.customer_email, cu.type AS customer_type, cu.is_type_confirmed, r.is_eu_fee, r.shipment_type, r.shipment_code, r.shipment_status,
  to_char(r.sent_date, 'YYYY-MM-DD') AS sent_date, r.status, r.print_id::float8 AS print_id,
  to_char(r.print_created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS print_created, r.is_valid`;

const REMINDER_FROM = `reminder r JOIN client c ON c.id = r.client_id JOIN customer cu ON cu.id = r.customer_id JOIN invoice i ON i.id = r.invoice_id`;

function reminderOf(row: ReminderRow) {
  return {
    id: row.id,
    clientId: row.client_id,
    customerId: row.customer_id,
    customerNo: row.customer_no,
    customerName: row.customer_name,
    invoiceNo: row.invoice_no,
    invoiceAmount: kr(row.invoice_amount_ore),
    invoiceRestAmount: kr(row.invoice_rest_amount_ore),
    invoiceDate: row.invoice_date,
    invoiceDueDate: row.invoice_due_date,
    reminderCode: row.reminder_code,
    reminderType: row.reminder_type,
    reminderDueDate: row.reminder_due_date,
    feeAmount: kr(row.fee_ore),
    interestAmount: kr(row.interest_ore),
    sumAmount: kr(row.sum_ore),
    currencyCode: row.currency_code,
    languageCode: row.language_code,
    kid: row.kid,
    ourRef: row.our_ref,
    yourRef: row.your_ref,
    notes: row.notes,
    numberOfNotes: row.number_of_notes,
    ruleNotes: row.rule_notes,
    customerEmail: row.customer_email,
    customerType: row.customer_type,
    isCustomerTypeConfirmed: row.is_type_confirmed,
    isEuFee: row.is_eu_fee,
    shipmentType: row.shipment_type,
    shipmentCode: row.shipment_code,
    shipmentStatus: row.shipment_status,
    sentDate: row.sent_date,
    status: row.status,
    printId: row.print_id,
    printCreated: row.print_created,
  };
}

/** One reminder of the officer's clients, or null. */
export async function reminderById(db: Queryable, bases: readonly number[], id: number) {
  const [row] = await db.query<ReminderRow>(`SELECT ${REMINDER_COLUMNS} FROM ${REMINDER_FROM} WHERE r.id = $1 AND c.officer_id = ANY($2::int[])`, [
    id,
    bases,
  ]);
  return row ? reminderOf(row) : null;
}

async function bundleRow(db: Queryable, bundleId: number, status: 'PENDING' | 'APPROVED', bases: readonly number[]) {
  const [row] = await db.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS}
       FROM reminder_bundle b LEFT JOIN (reminder r JOIN client c ON c.id = r.client_id AND c.officer_id = ANY($3::int[])) ON r.bundle_id = b.id
      WHERE b.id = $1 AND b.status = $2
      GROUP BY b.id`,
    [bundleId, status, bases],
  );
  return row;
}

async function bundleReminders(db: Queryable, bundleId: number, bases: readonly number[]) {
  const rows = await db.query<ReminderRow>(
    `SELECT ${REMINDER_COLUMNS} FROM ${REMINDER_FROM}
      WHERE r.bundle_id = $1 AND c.officer_id = ANY($2::int[])
      ORDER BY r.client_id, cu.nr, i.jour_nr, r.id`,
    [bundleId, bases],
  );
  return rows;
}

async function bundleClients(db: Queryable, bundleId: number, bases: readonly number[]) {
  const rows = await db.query<{
    client_id: number;
    client_name: string;
    client_email: string | null;
    approve_reminders: boolean | null;
    n: number;
    sum_invoice_ore: number;
    sum_interest_ore: number;
    sum_fee_ore: number;
  }>(
    `SELECT c.id AS client_id, c.name AS client_name, c.email AS client_email, s.approve_reminders, count(*)::int AS n,
            sum(r.invoice_amount_ore)::float8 AS sum_invoice_ore, sum(r.interest_ore)::float8 AS sum_interest_ore, sum(r.fee_ore)::float8 AS sum_fee_ore
       FROM reminder r JOIN client c ON c.id = r.client_id LEFT JOIN client_settings s ON s.client_id = c.id
      WHERE r.bundle_id = $1 AND c.officer_id = ANY($2::int[])
      GROUP BY c.id, s.approve_reminders
      ORDER BY c.id`,
    [bundleId, bases],
  );
  return rows.map((row) => ({
    clientId: row.client_id,
    clientName: row.client_name,
    clientEmail: row.client_email,
    approveReminders: row.approve_reminders ?? false,
    numberOfReminders: row.n,
    sumInvoiceAmount: kr(row.sum_invoice_ore),
    sumInterestAmount: kr(row.sum_interest_ore),
    sumFeeAmount: kr(row.sum_fee_ore),
  }));
}

/**
 * A pending bundle: its reminders (valid ones; the invalid are only counted), the stopped reminders
 * with their reasons, the clients with counts and sums, and the shipment counts. Null when there is
 * no such pending bundle.
 */
export async function pendingBundle(db: Queryable, bases: readonly number[], bundleId: number) {
  const summary = await bundleRow(db, bundleId, 'PENDING', bases);
  if (!summary) return null;
  const rows = await bundleReminders(db, bundleId, bases);
  const valid = rows.filter((row) => row.is_valid);
  const stopped = await db.query<{
    client_id: number;
    customer_no: number;
    customer_name: string;
    invoice_no: number;
    reminder_code: string;
    reminder_type: string;
    reason: string;
  }>(
    `SELECT s.client_id, cu.nr AS customer_no, cu.name AS customer_name, i.jour_nr::float8 AS invoice_no, s.reminder_code, s.reminder_type, s.reason
       FROM reminder_stopped s JOIN client c ON c.id = s.client_id JOIN customer cu ON cu.id = s.customer_id JOIN invoice i ON i.id = s.invoice_id
      WHERE s.bundle_id = $1 AND c.officer_id = ANY($2::int[])
      ORDER BY s.client_id, cu.nr, i.jour_nr, s.id`,
    [bundleId, bases],
  );
  const shipments = { paper: 0, email: 0, efaktura: 0 };
  for (const row of valid) {
    if (row.shipment_type === 'PAPER') shipments.paper++;
    else if (row.shipment_type === 'EMAIL') shipments.email++;
    else if (row.shipment_type === 'EFAKTURA') shipments.efaktura++;
  }
  return {
    ...summaryOf(summary),
    reminders: valid.map(reminderOf),
    notValidCount: rows.length - valid.length,
    stopped: stopped.map((row) => ({
      clientId: row.client_id,
      customerNo: row.customer_no,
      customerName: row.customer_name,
      invoiceNo: row.invoice_no,
      reminderCode: row.reminder_code,
      reminderType: row.reminder_type,
      reason: row.reason,
    })),
    clients: await bundleClients(db, bundleId, bases),
    shipments,
  };
}

/** An archived bundle with its approved (Sent) and rejected counts; null when there is no such archived bundle. */
export async function approvedBundle(db: Queryable, bases: readonly number[], bundleId: number) {
  const summary = await bundleRow(db, bundleId, 'APPROVED', bases);
  if (!summary) return null;
  const rows = await bundleReminders(db, bundleId, bases);
  return {
    ...summaryOf(summary),
    reminders: rows.map(reminderOf),
    clients: await bundleClients(db, bundleId, bases),
    approvedCount: rows.filter((row) => row.status === 'Sent').length,
    rejectedCount: rows.filter((row) => row.status === 'Rejected').length,
  };
}
