import PDFDocument from 'pdfkit';
import { csvDocument } from '../../../src/domain/csv/csv';
import { formatAmountForFile } from '../../../src/domain/money/formatAmount';
import type { Database, Queryable } from '../../db/database';
import { bytesOf } from '../../documents/pdfLayout';
import type { JobHandler, JobServices } from '../../jobs/jobRunner';
import type { JobRequest } from '../../jobs/jobs';
import { enqueueMail } from '../../mail/outbox';
import { lockExchange, recordOutgoing, setExchangeOutcome } from '../exchanges';
import { remotePath, sftpEndpointFromEnv, withSftp, type SftpEndpoint } from '../sftp/sftpClient';

/**
 * Hand-over of approved debt-collection cases and payments to their collection agency (issue 45), by the agency's
 * setup (Inkassoselskap: Format faktura / Format innbet., Forsendelse E-post or SFTP). The agencies' own formats named
 * in the setup (Lindorff, Predator) have no public specification, so every delivery is a PDF list beside a CSV whose
 * columns are documented below; "PDF" agencies get the same two files.
 *
 * Exactly once: the items approved are marked Sent in the same transaction that writes their delivery (an e-mail in
 * the mail outbox, sent after commit, or an SFTP exchange row), as dispatch does with documents; the SFTP upload is
 * carried out after commit (a file already on the agency's server is not uploaded again) and logged on the
 * transmission (dc_transmission_log), OK or ERROR, the job retrying with backoff on failure.
 *
 * CSV of cases (";" separated, UTF-8 with BOM, amounts in kroner with decimal comma):
 *   Saksnummer; Klientnr; Kundenr; Kundenavn; Kundenr hos byrå; Fakturanr; Beløp; Restbeløp; Renter; Gebyr; Valuta
 * CSV of payments:
 *   Klientnr; Kundenr; Kundenavn; Kundenr hos byrå; Fakturanr; Registrert; Bokført; Beløp; Renter; Gebyr; Kode; Referanse
 */

export const AGENCY_DELIVERY_JOB = 'agency.deliver';

/** The delivery job of a transmission, asked for by the approval in its transaction. */
export function agencyDeliveryJobs(transmissionIds: readonly string[], tag: string): JobRequest[] {
  return [...new Set(transmissionIds)].map((id) => ({ kind: AGENCY_DELIVERY_JOB, key: `${id}:${tag}`, payload: { transmissionId: id } }));
}

interface Transmission {
  readonly id: string;
  readonly kind: 'CASE' | 'PAYMENT';
  readonly agency_id: number;
  readonly agency_name: string;
  readonly shipment_type: 'EMAIL' | 'SFTP';
  readonly email_address: string | null;
}

const kroner = (ore: number) => ({ number: formatAmountForFile(ore).replace(/\u00A0/g, '') });

async function listPdf(title: string, header: readonly string[], rows: readonly (readonly string[])[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36, info: { Title: title } });
  doc.font('Helvetica-Bold').fontSize(14).text(title);
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(8).text(header.join('  |  '));
  doc.font('Helvetica');
  for (const row of rows) doc.text(row.join('  |  '));
  return bytesOf(doc);
}

/** Marks the approved items Sent and writes their delivery, in the caller's transaction; the exchange id, or null when nothing waits. */
export async function prepareDelivery(tx: Queryable, transmissionId: string): Promise<number | null> {
  const [t] = await tx.query<Transmission>(
    `SELECT t.id, t.kind, t.agency_id, a.name AS agency_name, a.shipment_type, a.email_address
       FROM dc_transmission t JOIN collection_agency a ON a.id = t.agency_id WHERE t.id = $1 FOR UPDATE OF t`, [transmissionId]);
  if (!t) return null;
  const isCase = t.kind === 'CASE';
  const items = await tx.query<Record<string, string | number | null>>(
    isCase
      ? `SELECT i.id::int AS id, i.case_number, i.client_id, cu.nr AS customer_nr, cu.name AS customer_name, i.agency_customer_number,
                inv.jour_nr::text AS invoice_nr, i.invoice_amount_ore::float8 AS amount, i.rest_amount_ore::float8 AS rest,
                i.interest_part_ore::float8 AS interest, i.fee_part_ore::float8 AS fee, i.currency_code
           FROM dc_case i JOIN customer cu ON cu.id = i.customer_id JOIN invoice inv ON inv.id = i.invoice_id
          WHERE i.transmission_id = $1 AND i.status = 'Approved' ORDER BY i.id FOR UPDATE OF i`
      : `SELECT i.id::int AS id, i.client_id, cu.nr AS customer_nr, cu.name AS customer_name, i.agency_customer_number, inv.jour_nr::text AS invoice_nr,
                to_char(i.reg_date, 'DD.MM.YYYY') AS reg_date, to_char(i.journal_date, 'DD.MM.YYYY') AS journal_date, i.amount_ore::float8 AS amount,
                i.interest_part_ore::float8 AS interest, i.fee_part_ore::float8 AS fee, i.tag, i.reference
           FROM dc_payment i JOIN customer cu ON cu.id = i.customer_id JOIN invoice inv ON inv.id = i.invoice_id
          WHERE i.transmission_id = $1 AND i.status = 'Approved' ORDER BY i.id FOR UPDATE OF i`,
    [transmissionId],
  );
  if (items.length === 0) return null;
  const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
  const header = isCase
    ? ['Saksnummer', 'Klientnr', 'Kundenr', 'Kundenavn', 'Kundenr hos byrå', 'Fakturanr', 'Beløp', 'Restbeløp', 'Renter', 'Gebyr', 'Valuta']
    : ['Klientnr', 'Kundenr', 'Kundenavn', 'Kundenr hos byrå', 'Fakturanr', 'Registrert', 'Bokført', 'Beløp', 'Renter', 'Gebyr', 'Kode', 'Referanse'];
  const rows = items.map((i) => isCase
    ? [text(i.case_number), text(i.client_id), text(i.customer_nr), text(i.customer_name), text(i.agency_customer_number), text(i.invoice_nr),
      kroner(Number(i.amount)), kroner(Number(i.rest)), kroner(Number(i.interest)), kroner(Number(i.fee)), text(i.currency_code)]
    : [text(i.client_id), text(i.customer_nr), text(i.customer_name), text(i.agency_customer_number), text(i.invoice_nr), text(i.reg_date), text(i.journal_date),
      kroner(Number(i.amount)), kroner(Number(i.interest)), kroner(Number(i.fee)), text(i.tag), text(i.reference)]);
  const csv = Buffer.from(csvDocument(header, rows), 'utf8');
  const title = `${isCase ? 'Inkassosaker' : 'Innbetalinger'} til ${t.agency_name}, oversendelse ${t.id}`;
  const pdf = await listPdf(title, header, rows.map((r) => r.map((c) => (typeof c === 'string' ? c : c.number))));
  const base = `${isCase ? 'saker' : 'innbetalinger'}-${t.id}-${items[0]!.id}`;
  const files = [
    { fileName: `${base}.csv`, contentType: 'text/csv', content: csv },
    { fileName: `${base}.pdf`, contentType: 'application/pdf', content: pdf },
  ];
  const exchangeId = await recordOutgoing(tx, {
    party: 'AGENCY', kind: isCase ? 'AGENCY_CASES' : 'AGENCY_PAYMENTS', transport: t.shipment_type, fileName: `${base}.csv`, bytes: csv,
  });
  for (const file of files) {
    await tx.query('INSERT INTO dc_transmission_file (transmission_id, file_name, content_type, created, content) VALUES ($1, $2, $3, now(), $4)',
      [t.id, file.fileName, file.contentType, file.content]);
  }
  await tx.query(`UPDATE ${isCase ? 'dc_case' : 'dc_payment'} SET status = 'Sent' WHERE id = ANY($1::bigint[])`, [items.map((i) => i.id)]);
  await tx.query('UPDATE dc_transmission SET delivered_exchange_id = $2 WHERE id = $1', [t.id, exchangeId]);
  if (t.shipment_type === 'EMAIL') {
    // The mail outbox sends it after commit, once (server/mail).
    await enqueueMail(tx, { recipient: t.email_address!, subject: title, text: `Vedlagt ${items.length} ${isCase ? 'saker' : 'innbetalinger'} (${title}).`, createdBy: 'Inkasso', attachments: files });
    await setExchangeOutcome(tx, exchangeId, 'DONE', `E-post til ${t.email_address}`);
    await logDelivery(tx, t.id, 'EMAIL', `Sendt på e-post til ${t.email_address}`, null);
  }
  return exchangeId;
}

async function logDelivery(tx: Queryable, transmissionId: string, type: 'EMAIL' | 'SFTP', text: string, error: string | null) {
  await tx.query("INSERT INTO dc_transmission_log (transmission_id, text, transmission_type, time_sent, status, error_text) VALUES ($1, $2, $3, now(), $4, $5)",
    [transmissionId, text, type, error ? 'ERROR' : 'OK', error]);
}

/** Uploads the PENDING SFTP deliveries of a transmission (after commit); throws on failure so the job retries. */
export async function carryOutDelivery(db: Database, transmissionId: string, endpointOf: (agencyId: number) => { endpoint: SftpEndpoint; directory: string } | undefined): Promise<number> {
  const pending = await db.query<{ id: number; agency_id: number }>(
    `SELECT x.id::int AS id, t.agency_id FROM outside_exchange x JOIN dc_transmission_file f ON f.file_name = x.file_name
       JOIN dc_transmission t ON t.id = f.transmission_id
      WHERE t.id = $1 AND x.party = 'AGENCY' AND x.transport = 'SFTP' AND x.status = 'PENDING' ORDER BY x.id`, [transmissionId]);
  let delivered = 0;
  for (const { id, agency_id } of pending) {
    const target = endpointOf(agency_id);
    await db.transaction(async (tx) => {
      const exchange = await lockExchange(tx, id);
      if (!exchange || exchange.status !== 'PENDING') return;
      if (!target) {
        await logDelivery(tx, transmissionId, 'SFTP', 'Ikke sendt', `Ingen SFTP satt opp for inkassoselskap ${agency_id}`);
        throw new Error(`Ingen SFTP satt opp for inkassoselskap ${agency_id} (AGENCY_${agency_id}_SFTP_URL)`);
      }
      const files = await tx.query<{ file_name: string; content: Uint8Array }>(
        'SELECT file_name, content FROM dc_transmission_file WHERE transmission_id = $1 AND file_name LIKE $2 ORDER BY id',
        [transmissionId, `${exchange.fileName.replace(/\.csv$/, '')}.%`]);
      await withSftp(target.endpoint, async (sftp) => {
        for (const file of files) {
          if (!(await sftp.exists(remotePath(target.directory, file.file_name)))) await sftp.upload(target.directory, file.file_name, file.content);
        }
      });
      await setExchangeOutcome(tx, id, 'DONE', `SFTP til ${target.endpoint.host}${target.directory}`);
      await logDelivery(tx, transmissionId, 'SFTP', `Sendt med SFTP (${files.map((f) => f.file_name).join(', ')})`, null);
      delivered += 1;
    }).catch(async (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      await db.transaction((tx) => logDelivery(tx, transmissionId, 'SFTP', 'Sending feilet', message));
      throw error;
    });
  }
  return delivered;
}

/** Each agency's SFTP from the environment: AGENCY_<id>_SFTP_URL, _HOST_KEY, _PRIVATE_KEY_FILE or _PASSWORD, _DIR. */
export function agencySftpFromEnv(env: NodeJS.ProcessEnv) {
  return (agencyId: number) => {
    const endpoint = sftpEndpointFromEnv(env, `AGENCY_${agencyId}_SFTP`);
    return endpoint ? { endpoint, directory: env[`AGENCY_${agencyId}_SFTP_DIR`] ?? '/inbound' } : undefined;
  };
}

export function agencyDeliveryJob(endpointOf = agencySftpFromEnv(process.env)): JobHandler {
  return async (job, db, services: JobServices) => {
    const { transmissionId } = job.payload as { transmissionId: string };
    const exchangeId = await db.transaction((tx) => prepareDelivery(tx, transmissionId));
    services.mail?.kick();
    const delivered = await carryOutDelivery(db, transmissionId, endpointOf);
    return { exchangeId, delivered };
  };
}
