import { reportTypeLabel, reportTypesOfDocumentList } from '../../src/domain/labels/reportLabels';
import { reportMail, reportPeriod } from '../../src/domain/reports/reportDispatch';
import type { Queryable } from '../db/database';
import { invoiceDocument } from '../documents/documentData';
import { invoicePdf } from '../documents/invoicePdf';
import { bytesOf, day, kr, newDocument, PAGE, table } from '../documents/pdfLayout';
import { enqueueMail, type MailAttachment } from '../mail/outbox';

/**
 * Report dispatch (Rapport-utsendelse, part 1 §2, §4, §7) on the database. Officers see the bundles of the
 * clients of their bases only. A recipient is PENDING until an officer sends it out (APPROVED) or rejects it;
 * the decision checks the status in the same UPDATE, so two officers (or a double click) decide it once.
 * Sending out builds each report of the recipient's document list from the database as a PDF and:
 * - EMAIL: mails them as attachments through the outbox, in the same transaction (sent after commit);
 * - FTP and PAPER: there is no FTP target nor print house in this product, so the recipient is recorded as
 *   sent out (status, time and officer, and the audit row); the reports stay downloadable.
 */

/** The read paths a decision or an edit announces (the list and the badge count). */
export const REPORT_PATHS = ['Report/Transmission/pending', 'pending/reports'] as const;

interface BundleRow {
  id: number;
  officer_id: number | null;
  created_ts: string;
  client_id: number;
  client_name: string;
  report_date: string;
  reports: { reportType: string; reportId: number; fileType: string }[] | string;
  export_files: { fileId: number; fileType: string; fileName: string; recipientNumber: number }[] | string;
  recipients: RecipientJson[] | string;
}

interface RecipientJson {
  recipientId: number;
  recipientNumber: number;
  email: string | null;
  documentList: string;
  documentShipment: string;
  fileList: string | null;
  fileShipment: string | null;
  address: { name: string | null; addrLine1: string | null; addrLine2: string | null; postNo: string | null; cityName: string | null } | null;
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** GET Report/Transmission/pending: the bundles with a pending recipient, each with its pending recipients. */
export async function pendingReportBundles(db: Queryable, bases: readonly number[]) {
  const rows = await db.query<BundleRow>(
    `SELECT b.id::int, b.officer_id, b.created_ts, b.client_id, c.name AS client_name, to_char(b.report_date, 'YYYY-MM-DD') AS report_date,
            coalesce((SELECT json_agg(json_build_object('reportType', r.report_type, 'reportId', r.id, 'fileType', r.file_type) ORDER BY r.id)
                        FROM report r WHERE r.bundle_id = b.id), '[]') AS reports,
            coalesce((SELECT json_agg(json_build_object('fileId', f.id, 'fileType', f.file_type, 'fileName', f.file_name, 'recipientNumber', f.recipient_number) ORDER BY f.id)
                        FROM report_export_file f WHERE f.bundle_id = b.id), '[]') AS export_files,
            (SELECT json_agg(json_build_object('recipientId', p.id, 'recipientNumber', p.recipient_number, 'email', p.email,
                        'documentList', p.document_list, 'documentShipment', p.document_shipment, 'fileList', p.file_list,
                        'fileShipment', p.file_shipment,
                        'address', CASE WHEN p.address_name IS NULL AND p.address_line1 IS NULL THEN NULL ELSE json_build_object(
                          'name', p.address_name, 'addrLine1', p.address_line1, 'addrLine2', p.address_line2, 'postNo', p.post_no, 'cityName', p.city_name) END)
                      ORDER BY p.recipient_number, p.id)
               FROM report_recipient p WHERE p.bundle_id = b.id AND p.status = 'PENDING') AS recipients
       FROM report_bundle b JOIN client c ON c.id = b.client_id
      WHERE c.officer_id = ANY($1::int[])
        AND EXISTS (SELECT 1 FROM report_recipient p WHERE p.bundle_id = b.id AND p.status = 'PENDING')
      ORDER BY c.name, b.client_id, b.report_date DESC, b.id`,
    [bases],
  );
  return rows.map((row) => ({
    bundleId: row.id,
    ...(row.officer_id === null ? {} : { officerId: row.officer_id }),
    createdTS: new Date(row.created_ts).toISOString(),
    clientId: row.client_id,
    clientName: row.client_name,
    reportDate: row.report_date,
    reports: json(row.reports),
    exportFiles: json(row.export_files),
    recipients: json(row.recipients).map((r) => ({ ...r, address: r.address })),
  }));
}

export type ReportDecision = 'approve' | 'reject';

export interface ReportDecisionRequest {
  readonly ids: readonly number[];
  readonly decision: ReportDecision;
  readonly officerId: number;
  readonly officerName: string;
  readonly bases: readonly number[];
}

/**
 * Decides the pending recipients among `ids` of the officer's bases (others are left as they are), and for
 * those sent out by e-mail queues their reports. Answers how many were decided now (approveCount).
 */
export async function decideReportRecipients(tx: Queryable, request: ReportDecisionRequest): Promise<{ decided: number; mailed: number }> {
  const decided = await tx.query<{ id: number; bundle_id: number; email: string | null; document_list: string; document_shipment: string }>(
    `UPDATE report_recipient p SET status = $2, decided_at = now(), decided_by = $3
       FROM report_bundle b JOIN client c ON c.id = b.client_id
      WHERE p.bundle_id = b.id AND p.id = ANY($1::bigint[]) AND p.status = 'PENDING' AND c.officer_id = ANY($4::int[])
      RETURNING p.id::int, p.bundle_id::int, p.email, p.document_list, p.document_shipment`,
    [request.ids, request.decision === 'approve' ? 'APPROVED' : 'REJECTED', request.officerId, request.bases],
  );
  let mailed = 0;
  if (request.decision === 'approve') {
    for (const recipient of decided.sort((a, b) => a.id - b.id)) {
      if (recipient.document_shipment !== 'EMAIL' || !recipient.email) continue;
      const bundle = await bundleFacts(tx, recipient.bundle_id);
      const types = reportTypesOfDocumentList(recipient.document_list);
      const attachments: MailAttachment[] = [];
      for (const type of types) attachments.push(...(await reportAttachments(tx, bundle, type)));
      const mail = reportMail(bundle.clientName, bundle.reportDate, types.map(reportTypeLabel));
      await enqueueMail(tx, { recipient: recipient.email, subject: mail.subject, text: mail.text, createdBy: request.officerName, attachments });
      mailed += 1;
    }
  }
  return { decided: decided.length, mailed };
}

/** PUT Report/Transmission/Recipient/{id}: the e-mail of a pending recipient of the officer's bases. */
export async function pendingRecipient(tx: Queryable, id: number, bases: readonly number[]): Promise<{ id: number; document_shipment: string } | null> {
  const [row] = await tx.query<{ id: number; document_shipment: string }>(
    `SELECT p.id::int, p.document_shipment FROM report_recipient p JOIN report_bundle b ON b.id = p.bundle_id JOIN client c ON c.id = b.client_id
      WHERE p.id = $1 AND p.status = 'PENDING' AND c.officer_id = ANY($2::int[]) FOR UPDATE OF p`,
    [id, bases],
  );
  return row ?? null;
}

export async function changeRecipientEmail(tx: Queryable, id: number, email: string): Promise<void> {
  await tx.query('UPDATE report_recipient SET email = $2 WHERE id = $1', [id, email]);
}

interface BundleFacts {
  readonly bundleId: number;
  readonly clientId: number;
  readonly clientName: string;
  readonly reportDate: string;
}

async function bundleFacts(db: Queryable, bundleId: number): Promise<BundleFacts> {
  const [row] = await db.query<{ client_id: number; client_name: string; report_date: string }>(
    `SELECT b.client_id, c.name AS client_name, to_char(b.report_date, 'YYYY-MM-DD') AS report_date
       FROM report_bundle b JOIN client c ON c.id = b.client_id WHERE b.id = $1`,
    [bundleId],
  );
  return { bundleId, clientId: row!.client_id, clientName: row!.client_name, reportDate: row!.report_date };
}

/** The report with id `reportId` of a client in the officer's bases, as a file (GET Document/Report/{id}). */
export async function reportDocument(db: Queryable, bases: readonly number[], reportId: number): Promise<MailAttachment | null> {
  const [row] = await db.query<{ bundle_id: number; report_type: string }>(
    `SELECT r.bundle_id::int, r.report_type FROM report r JOIN report_bundle b ON b.id = r.bundle_id JOIN client c ON c.id = b.client_id
      WHERE r.id = $1 AND c.officer_id = ANY($2::int[])`,
    [reportId, bases],
  );
  if (!row) return null;
  const [first] = await reportAttachments(db, await bundleFacts(db, row.bundle_id), row.report_type);
  return first ?? null;
}

/** Most invoice copies (FAKT) one report carries. */
const MAX_INVOICE_COPIES = 50;

/**
 * A report of the bundle as PDF files built from the database over the bundle's period (the week up to the
 * report date): FAKT gives one copy per invoice of the period (the invoice PDF itself), every other type one list.
 */
async function reportAttachments(db: Queryable, bundle: BundleFacts, type: string): Promise<MailAttachment[]> {
  const stamp = bundle.reportDate.replaceAll('-', '');
  if (type === 'FAKT') {
    const period = reportPeriod(bundle.reportDate);
    const invoices = await db.query<{ id: number }>(
      `SELECT id::int FROM invoice WHERE client_id = $1 AND jour_date BETWEEN $2::date AND $3::date ORDER BY jour_nr LIMIT $4`,
      [bundle.clientId, period.from, period.to, MAX_INVOICE_COPIES],
    );
    const copies: MailAttachment[] = [];
    for (const { id } of invoices) {
      const document = await invoiceDocument(db, [1, 2, 3, 4, 5], id);
      if (document) copies.push({ fileName: `Faktura-${document.jourNr}.pdf`, contentType: 'application/pdf', content: await invoicePdf(document) });
    }
    if (copies.length > 0) return copies;
  }
  return [{ fileName: `${type}_${bundle.clientId}_${stamp}.pdf`, contentType: 'application/pdf', content: await listReportPdf(db, bundle, type) }];
}

interface ListSpec {
  readonly columns: { title: string; width: number; align?: 'left' | 'right' }[];
  readonly sql: string;
  readonly cells: (row: Record<string, unknown>) => string[];
  readonly total?: (rows: readonly Record<string, unknown>[]) => string;
}

const n = (value: unknown) => Number(value ?? 0);
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const amountTotal = (rows: readonly Record<string, unknown>[]) => kr(rows.reduce((sum, r) => sum + n(r.amount), 0));

/** Payments of a tag in the period (OCR with KID, DIR without; IMA, DIV, XTR as tagged in the ledger). */
const paymentList: ListSpec = {
  columns: [
    { title: 'Dato', width: 70 },
    { title: 'Kunde', width: 170 },
    { title: 'Faktura', width: 70, align: 'right' },
    { title: 'Tekst', width: 105 },
    { title: 'Beløp', width: 80, align: 'right' },
  ],
  sql: `SELECT to_char(p.reg_date, 'YYYY-MM-DD') AS day, cu.nr, cu.name, p.invoice_nr, p.text, -p.amount_ore AS amount
          FROM post p JOIN customer cu ON cu.id = p.customer_id
         WHERE p.client_id = $1 AND p.reg_date BETWEEN $2::date AND $3::date AND p.tag = $4
         ORDER BY p.reg_date, p.id`,
  cells: (r) => [day(text(r.day)), `${text(r.nr)} ${text(r.name)}`, text(r.invoice_nr), text(r.text), kr(n(r.amount))],
  total: amountTotal,
};

const LISTS: Record<string, ListSpec> = {
  OCR: paymentList,
  DIR: paymentList,
  IMA: paymentList,
  DIV: paymentList,
  XTR: paymentList,
  JOUR: {
    columns: [
      { title: 'Fakturanr.', width: 60, align: 'right' },
      { title: 'Dato', width: 65 },
      { title: 'Forfall', width: 65 },
      { title: 'Kunde', width: 155 },
      { title: 'Eks. mva', width: 75, align: 'right' },
      { title: 'Inkl. mva', width: 75, align: 'right' },
    ],
    sql: `SELECT i.jour_nr, to_char(i.jour_date, 'YYYY-MM-DD') AS jour_date, to_char(i.due_date, 'YYYY-MM-DD') AS due_date, cu.nr, cu.name,
                 i.amount_ex_tax_ore AS ex, i.amount_inc_tax_ore AS amount
            FROM invoice i JOIN customer cu ON cu.id = i.customer_id
           WHERE i.client_id = $1 AND i.jour_date BETWEEN $2::date AND $3::date AND $4::text IS NOT NULL
           ORDER BY i.jour_nr`,
    cells: (r) => [text(r.jour_nr), day(text(r.jour_date)), day(text(r.due_date)), `${text(r.nr)} ${text(r.name)}`, kr(n(r.ex)), kr(n(r.amount))],
    total: amountTotal,
  },
  FAKT: {
    columns: [
      { title: 'Fakturanr.', width: 80, align: 'right' },
      { title: 'Dato', width: 80 },
      { title: 'Kunde', width: 255 },
      { title: 'Beløp', width: 80, align: 'right' },
    ],
    sql: `SELECT i.jour_nr, to_char(i.jour_date, 'YYYY-MM-DD') AS jour_date, cu.nr, cu.name, i.amount_inc_tax_ore AS amount
            FROM invoice i JOIN customer cu ON cu.id = i.customer_id
           WHERE i.client_id = $1 AND i.jour_date BETWEEN $2::date AND $3::date AND $4::text IS NOT NULL ORDER BY i.jour_nr`,
    cells: (r) => [text(r.jour_nr), day(text(r.jour_date)), `${text(r.nr)} ${text(r.name)}`, kr(n(r.amount))],
  },
  SALD: {
    columns: [
      { title: 'Kundenr.', width: 70, align: 'right' },
      { title: 'Kunde', width: 245 },
      { title: 'Åpne poster', width: 70, align: 'right' },
      { title: 'Saldo', width: 110, align: 'right' },
    ],
    sql: `SELECT cu.nr, cu.name, count(*) AS items, sum(i.rest_amount_ore) AS amount
            FROM invoice i JOIN customer cu ON cu.id = i.customer_id
           WHERE i.client_id = $1 AND i.rest_amount_ore <> 0 AND i.jour_date <= $3::date AND $2::date IS NOT NULL AND $4::text IS NOT NULL
           GROUP BY cu.nr, cu.name ORDER BY cu.nr`,
    cells: (r) => [text(r.nr), text(r.name), text(r.items), kr(n(r.amount))],
    total: amountTotal,
  },
  STAT: {
    columns: [
      { title: 'Fakturanr.', width: 60, align: 'right' },
      { title: 'Kunde', width: 150 },
      { title: 'Forfall', width: 65 },
      { title: 'Dager', width: 45, align: 'right' },
      { title: 'Status', width: 90 },
      { title: 'Rest', width: 85, align: 'right' },
    ],
    sql: `SELECT i.jour_nr, cu.nr, cu.name, to_char(i.due_date, 'YYYY-MM-DD') AS due_date, greatest($3::date - i.due_date, 0) AS days,
                 i.status_text, i.rest_amount_ore AS amount
            FROM invoice i JOIN customer cu ON cu.id = i.customer_id
           WHERE i.client_id = $1 AND i.type = 'INVOICE' AND NOT i.is_settled AND i.rest_amount_ore > 0 AND i.jour_date <= $3::date
             AND $2::date IS NOT NULL AND $4::text IS NOT NULL
           ORDER BY i.due_date, i.jour_nr`,
    cells: (r) => [text(r.jour_nr), `${text(r.nr)} ${text(r.name)}`, day(text(r.due_date)), text(r.days), text(r.status_text), kr(n(r.amount))],
    total: amountTotal,
  },
  INK: {
    columns: [
      { title: 'Fakturanr.', width: 70, align: 'right' },
      { title: 'Kunde', width: 175 },
      { title: 'Varslet', width: 80 },
      { title: 'Forfall', width: 80 },
      { title: 'Sum', width: 90, align: 'right' },
    ],
    sql: `SELECT i.jour_nr, cu.nr, cu.name, to_char(r.sent_date, 'YYYY-MM-DD') AS sent, to_char(r.reminder_due_date, 'YYYY-MM-DD') AS due_date, r.sum_ore AS amount
            FROM reminder r JOIN invoice i ON i.id = r.invoice_id JOIN customer cu ON cu.id = r.customer_id
           WHERE r.client_id = $1 AND r.reminder_type = 'COLLECTION_NOTICE' AND r.status = 'Sent' AND r.sent_date BETWEEN $2::date AND $3::date
             AND $4::text IS NOT NULL
           ORDER BY r.sent_date, i.jour_nr`,
    cells: (r) => [text(r.jour_nr), `${text(r.nr)} ${text(r.name)}`, day(text(r.sent)), day(text(r.due_date)), kr(n(r.amount))],
    total: amountTotal,
  },
};

/** One list report as a PDF: heading with the report type's label, the client and the period, rows and total. */
async function listReportPdf(db: Queryable, bundle: BundleFacts, type: string): Promise<Buffer> {
  const spec = LISTS[type] ?? paymentList;
  const period = reportPeriod(bundle.reportDate);
  const rows = await db.query<Record<string, unknown>>(spec.sql, [bundle.clientId, period.from, period.to, type]);
  const label = reportTypeLabel(type);
  const doc = await newDocument(`${label} ${bundle.clientName}`, bundle.reportDate);
  doc.font('Helvetica-Bold').fontSize(16).text(label, PAGE.margin, PAGE.margin);
  doc.font('Helvetica').fontSize(10).text(`${bundle.clientName} – ${day(period.from)} – ${day(period.to)} – ${rows.length} rader`);
  const below = table(doc, doc.y + 12, spec.columns, rows.map(spec.cells));
  if (spec.total) doc.font('Helvetica-Bold').fontSize(10).text(`Sum: ${spec.total(rows)}`, PAGE.margin, below + 8);
  return bytesOf(doc);
}
