import { apiDecimalFromOre } from '../../src/domain/money/apiDecimal';
import type { IsoDate } from '../../src/domain/dates/isoDate';
import type { CustomerReportOption } from '../../src/domain/reports/reportTexts';
import type { Queryable } from '../db/database';

/** The customer column behind each tab of the customers report (part 2 §2.9). */
const OPTION_COLUMN: Readonly<Record<CustomerReportOption, string>> = {
  brevgiro: 'brevgiro',
  'collect-notice': 'debt_collection_notice_on_email',
  'specify-intr-fee': 'specify_interest_and_fee',
};

const UTC_TIME = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
/** An Oslo period [fromDate, toDate] as instants: $1 and $2 are the dates. */
const PERIOD = (column: string) =>
  `${column} >= ($1::date)::timestamp AT TIME ZONE 'Europe/Oslo' AND ${column} < ($2::date + 1)::timestamp AT TIME ZONE 'Europe/Oslo'`;

/** Report/Customer/List: the customers with the option, of the officer's bases (and one client when asked). */
export async function listReportCustomers(db: Queryable, option: CustomerReportOption, bases: readonly number[], clientId?: number) {
  return db.query<{ clientId: number; customerNumber: number; customerName: string }>(
    `SELECT cu.client_id AS "clientId", cu.nr AS "customerNumber", cu.name AS "customerName"
       FROM customer cu JOIN client c ON c.id = cu.client_id
      WHERE cu.${OPTION_COLUMN[option]} AND c.officer_id = ANY($1::int[]) AND ($2::int IS NULL OR cu.client_id = $2)
      ORDER BY cu.client_id, cu.nr`,
    [[...bases], clientId ?? null],
  );
}

/** Report/DocumentSource/List: the clients' import sources (one source when asked); active from activatedAt. */
export async function listDocumentSources(db: Queryable, source: string | undefined, bases: readonly number[], today: IsoDate) {
  return db.query<{ clientId: number; clientName: string; source: string; activatedAt: string; isActive: boolean }>(
    `SELECT s.client_id AS "clientId", c.name AS "clientName", s.source, to_char(s.activated_at, 'YYYY-MM-DD') AS "activatedAt",
            (s.activated_at <= $3::date) AS "isActive"
       FROM import_source s JOIN client c ON c.id = s.client_id
      WHERE c.officer_id = ANY($1::int[]) AND ($2::text IS NULL OR s.source = $2)
      ORDER BY s.source, s.client_id, s.id`,
    [[...bases], source ?? null, today],
  );
}

/**
 * Transmission/Payment/FTP: payment files received by FTP in the period, newest first: what each read registered and
 * sent to the workbench (issue 45), and the files refused whole with the reason; a refused file that names no client
 * of ours is shown to every officer (it belongs to no base).
 */
export async function listFtpPaymentTransmissions(db: Queryable, fromDate: IsoDate, toDate: IsoDate, bases: readonly number[]) {
  const rows = await db.query<{
    id: number; fileName: string; clientId: number | null; clientName: string | null; receivedTime: string; numberOfPayments: number; sumOre: string;
    status: 'RECEIVED' | 'PROCESSED' | 'FAILED'; transport: 'SFTP' | 'UPLOAD' | null; numberRegistered: number | null; numberUnmatched: number | null;
    errorText: string | null;
  }>(
    `SELECT f.id::int AS id, f.file_name AS "fileName", f.client_id AS "clientId", c.name AS "clientName",
            ${UTC_TIME('f.received_time')} AS "receivedTime", f.number_of_payments AS "numberOfPayments", f.sum_amount_ore::text AS "sumOre",
            f.status, CASE WHEN x.transport IN ('SFTP', 'UPLOAD') THEN x.transport END AS transport,
            f.number_registered AS "numberRegistered", f.number_unmatched AS "numberUnmatched", f.error_text AS "errorText"
       FROM ftp_payment_transmission f LEFT JOIN client c ON c.id = f.client_id LEFT JOIN outside_exchange x ON x.id = f.exchange_id
      WHERE ${PERIOD('f.received_time')} AND (f.client_id IS NULL OR c.officer_id = ANY($3::int[]))
      ORDER BY f.received_time DESC, f.id DESC`,
    [fromDate, toDate, [...bases]],
  );
  return rows.map(({ sumOre, ...row }) => ({ ...row, sumAmount: apiDecimalFromOre(Number(sumOre)) }));
}

const AVTALEGIRO_COLUMNS = `
  t.client_id AS "clientId", c.name AS "clientName", t.transmission_id AS "transmissionId", t.sender_id AS "senderId",
  t.shipment_number::text AS "shipmentNumber", t.file_name AS "fileName", t.status, ${UTC_TIME('t.reg_time')} AS "regTime",
  t.is_sent AS "isSent", ${UTC_TIME('t.sent_time')} AS "sentTime", t.is_acknowledged AS "isAcknowledged",
  ${UTC_TIME('t.ack_received_time')} AS "ackReceivedTime", t.is_confirmed AS "isConfirmed", ${UTC_TIME('t.confirmed_time')} AS "confirmedTime",
  t.approved_count AS "approvedCount", t.rejected_count AS "rejectedCount", t.error_code AS "errorCode", t.error_text AS "errorText"`;

export interface AvtalegiroTransmissionRow {
  clientId: number;
  clientName: string;
  transmissionId: string;
  fileName: string;
  status: string;
  regTime: string;
  [field: string]: unknown;
}

/** Transmission/Avtalegiro: the transmissions registered in the period, newest first. */
export async function listAvtalegiroTransmissions(db: Queryable, fromDate: IsoDate, toDate: IsoDate, bases: readonly number[]) {
  return db.query<AvtalegiroTransmissionRow>(
    `SELECT ${AVTALEGIRO_COLUMNS}
       FROM avtalegiro_transmission t JOIN client c ON c.id = t.client_id
      WHERE ${PERIOD('t.reg_time')} AND c.officer_id = ANY($3::int[])
      ORDER BY t.reg_time DESC, t.id DESC`,
    [fromDate, toDate, [...bases]],
  );
}

/** Transmission/Avtalegiro/{id}: one transmission with its invoices and file; null outside the bases (ids do not leak). */
export async function readAvtalegiroTransmission(db: Queryable, transmissionId: string, bases: readonly number[]) {
  const [row] = await db.query<AvtalegiroTransmissionRow & { id: number; fileContent: string }>(
    `SELECT t.id::int AS id, ${AVTALEGIRO_COLUMNS}, t.file_content AS "fileContent"
       FROM avtalegiro_transmission t JOIN client c ON c.id = t.client_id
      WHERE t.transmission_id = $1 AND c.officer_id = ANY($2::int[])`,
    [transmissionId, [...bases]],
  );
  if (!row) return null;
  const invoices = await db.query<{
    customerNumber: number; invoiceNumber: number; kid: string | null; errorCode: string | null; errorText: string | null;
    isConfirmed: boolean; amountOre: number | null; dueDate: string | null;
  }>(
    `SELECT customer_nr AS "customerNumber", invoice_nr::float8 AS "invoiceNumber", kid, error_code AS "errorCode", error_text AS "errorText",
            is_confirmed AS "isConfirmed", amount_ore::float8 AS "amountOre", to_char(due_date, 'YYYY-MM-DD') AS "dueDate"
       FROM avtalegiro_transmission_invoice WHERE transmission_id = $1 ORDER BY id`,
    [row.id],
  );
  const { id: _id, ...transmission } = row;
  return {
    ...transmission,
    invoices: invoices.map(({ amountOre, ...invoice }) => ({ ...invoice, amount: amountOre === null ? null : apiDecimalFromOre(amountOre) })),
  };
}
