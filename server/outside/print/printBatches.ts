import PDFDocument from 'pdfkit';
import { PDFDocument as PdfLib } from 'pdf-lib';
import { C5_WINDOW_POINTS, pointsOf, RETURN_LINE_MM } from '../../../src/domain/print/windowEnvelope';
import type { Database, Queryable } from '../../db/database';
import { bytesOf } from '../../documents/pdfLayout';
import { enqueueJobs } from '../../jobs/jobs';
import type { JobHandler } from '../../jobs/jobRunner';
import { recordOutgoing, setExchangeOutcome } from '../exchanges';
import { JOB_STATE, jobState, printPdf } from './ippClient';

/**
 * Printing (issue 45): the PAPER documents dispatch puts in a base printer's print queue are gathered into print
 * batches, one PDF per batch: for each document an address sheet with the recipient in the C5 window (DIN 5008 form B
 * field, src/domain/print/windowEnvelope.ts) and the sender on the return line, then the document's own pages. The
 * batch is sent to the printer by IPP (its ipp_url in the printer setup) as one job, followed to completed (PRINTED)
 * or aborted (FAILED); a printer without an IPP address keeps the batch for download (KEPT). The batch's status is the
 * production history's print status. Gathering is one transaction (a document is in one batch only); sending is after
 * commit, retried by the job.
 */

export const PRINT_BATCH_JOB = 'print.batches';
export const PRINT_POLL_MINUTES = 5;
/** Documents per batch at most (one IPP job each). */
export const BATCH_DOCUMENTS = 200;

interface Waiting {
  readonly id: number;
  readonly printer_id: number;
  readonly document_name: string;
  readonly content: Uint8Array;
  readonly sender: string;
  readonly name: string;
  readonly address1: string | null;
  readonly address2: string | null;
  readonly post_no: string | null;
  readonly city: string | null;
  readonly country: string;
}

/** The recipient's address lines as the window shows them (a Norwegian address ends with postal code and place). */
function addressLines(row: Waiting): string[] {
  return [row.name, row.address1, row.address2, [row.post_no, row.city].filter(Boolean).join(' '), row.country === 'NO' ? null : row.country]
    .filter((line): line is string => Boolean(line && line.trim()));
}

async function addressSheet(row: Waiting): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'A4', margin: 0, info: { Title: `Adresseark ${row.document_name}` } });
  // 2 points inside the window on every side, so printer tolerance never cuts a letter.
  const inset = 2;
  const window = { x: C5_WINDOW_POINTS.x + inset, y: C5_WINDOW_POINTS.y + inset, width: C5_WINDOW_POINTS.width - 2 * inset };
  doc.font('Helvetica').fontSize(7).text(row.sender, window.x, window.y, { width: window.width, lineBreak: false, ellipsis: true });
  let y = C5_WINDOW_POINTS.y + pointsOf(RETURN_LINE_MM) + inset;
  doc.fontSize(10);
  for (const line of addressLines(row).slice(0, 9)) {
    doc.text(line, window.x, y, { width: window.width, lineBreak: false, ellipsis: true });
    y += 12;
  }
  return bytesOf(doc);
}

/** One PDF of the batch: per document its address sheet, then its pages. */
export async function batchPdf(rows: readonly Waiting[]): Promise<Uint8Array> {
  const batch = await PdfLib.create();
  for (const row of rows) {
    for (const part of [await addressSheet(row), row.content]) {
      const source = await PdfLib.load(part);
      for (const page of await batch.copyPages(source, source.getPageIndices())) batch.addPage(page);
    }
  }
  return batch.save();
}

const WAITING_SQL = `
  SELECT q.id::int AS id, q.printer_id, q.document_name, q.content, c.name || coalesce(', ' || c.address_line1, '') || coalesce(', ' || c.post_no || ' ' || c.city_name, '') AS sender,
         cu.name, cu.address_line1 AS address1, cu.address_line2 AS address2, cu.post_no, cu.city_name AS city, cu.country_code AS country
    FROM print_queue q
    LEFT JOIN production_entry e ON q.source_kind = 'production' AND e.id = q.source_id
    LEFT JOIN reminder r ON q.source_kind = 'reminder' AND r.id = q.source_id
    JOIN customer cu ON cu.id = coalesce(e.customer_id, r.customer_id)
    JOIN client c ON c.id = cu.client_id`;

/** Gathers what waits at each printer into batches (in the caller's transaction); the batch ids. */
export async function gatherBatches(tx: Queryable): Promise<number[]> {
  const waiting = await tx.query<{ id: number; printer_id: number }>(
    'SELECT id::int AS id, printer_id FROM print_queue WHERE printed_at IS NULL AND batch_id IS NULL ORDER BY printer_id, id FOR UPDATE SKIP LOCKED');
  const byPrinter = new Map<number, number[]>();
  for (const row of waiting) byPrinter.set(row.printer_id, [...(byPrinter.get(row.printer_id) ?? []), row.id]);
  const batches: number[] = [];
  for (const [printerId, ids] of byPrinter) {
    for (let start = 0; start < ids.length; start += BATCH_DOCUMENTS) {
      const chunk = ids.slice(start, start + BATCH_DOCUMENTS);
      const [batch] = (await tx.query<{ id: number }>(
        "INSERT INTO print_batch (printer_id, documents, status) VALUES ($1, $2, 'CREATED') RETURNING id::int AS id", [printerId, chunk.length])) as [{ id: number }];
      await tx.query('UPDATE print_queue SET batch_id = $1 WHERE id = ANY($2::bigint[])', [batch.id, chunk]);
      batches.push(batch.id);
    }
  }
  return batches;
}

/** Renders and sends one CREATED batch (or keeps it when its printer has no IPP address). */
async function sendBatch(db: Database, batchId: number): Promise<void> {
  const [printer] = await db.query<{ ipp_url: string | null; printer_name: string }>(
    'SELECT p.ipp_url, p.printer_name FROM print_batch b JOIN printer p ON p.id = b.printer_id WHERE b.id = $1', [batchId]);
  const rows = await db.query<Waiting>(`${WAITING_SQL} WHERE q.batch_id = $1 ORDER BY q.id`, [batchId]);
  const pdf = await batchPdf(rows);
  const fileName = `utskrift-${batchId}.pdf`;
  // The PDF is kept with the batch either way (a batch can be fetched again), once.
  const exchangeId = await db.transaction(async (tx) => {
    const [batch] = await tx.query<{ exchange_id: number | null; status: string }>('SELECT exchange_id::int AS exchange_id, status FROM print_batch WHERE id = $1 FOR UPDATE', [batchId]);
    if (batch?.status !== 'CREATED') return null;
    if (batch.exchange_id !== null) return batch.exchange_id;
    const id = await recordOutgoing(tx, { party: 'PRINTER', kind: 'PRINT_BATCH', transport: printer?.ipp_url ? 'IPP' : 'DOWNLOAD', fileName, bytes: pdf });
    await tx.query('UPDATE print_batch SET exchange_id = $2 WHERE id = $1', [batchId, id]);
    return id;
  });
  if (exchangeId === null) return;
  if (!printer?.ipp_url) {
    await db.transaction(async (tx) => {
      await tx.query("UPDATE print_batch SET status = 'KEPT', status_text = 'Ingen IPP-adresse: til nedlasting' WHERE id = $1 AND status = 'CREATED'", [batchId]);
      await setExchangeOutcome(tx, exchangeId, 'DONE', 'Til nedlasting');
    });
    return;
  }
  const job = await printPdf(printer.ipp_url, `NorLink ${printer.printer_name} batch ${batchId}`, pdf);
  await db.transaction(async (tx) => {
    await tx.query("UPDATE print_batch SET status = 'SENT', job_uri = $2, status_text = $3 WHERE id = $1 AND status = 'CREATED'",
      [batchId, job.jobUri || String(job.jobId), `Sendt til ${printer.printer_name} (jobb ${job.jobId})`]);
    await setExchangeOutcome(tx, exchangeId, 'DONE', `IPP-jobb ${job.jobId}`);
  });
}

/** Follows sent batches: completed jobs are PRINTED, and their documents printed; aborted or canceled ones FAILED. */
async function followSent(db: Database): Promise<void> {
  const sent = await db.query<{ id: number; ipp_url: string; job_uri: string }>(
    "SELECT b.id::int AS id, p.ipp_url, b.job_uri FROM print_batch b JOIN printer p ON p.id = b.printer_id WHERE b.status = 'SENT' AND p.ipp_url IS NOT NULL");
  for (const batch of sent) {
    const id = Number(/(\d+)$/.exec(batch.job_uri)?.[1]);
    if (!Number.isFinite(id)) continue;
    const state = await jobState(batch.ipp_url, id);
    if (state === JOB_STATE.completed) {
      await db.transaction(async (tx) => {
        await tx.query("UPDATE print_batch SET status = 'PRINTED', status_text = 'Skrevet ut' WHERE id = $1", [batch.id]);
        await tx.query('UPDATE print_queue SET printed_at = now() WHERE batch_id = $1', [batch.id]);
      });
    } else if (state === JOB_STATE.aborted || state === JOB_STATE.canceled) {
      await db.query("UPDATE print_batch SET status = 'FAILED', status_text = 'Skriveren avbrøt jobben' WHERE id = $1", [batch.id]);
    }
  }
}

/** One round: gather, send what is not sent, follow what is. */
export async function printRound(db: Database): Promise<{ batches: number }> {
  await db.transaction(gatherBatches);
  const created = await db.query<{ id: number }>("SELECT id::int AS id FROM print_batch WHERE status = 'CREATED' ORDER BY id");
  for (const { id } of created) await sendBatch(db, id);
  await followSent(db);
  return { batches: created.length };
}

export function printBatchJob(): JobHandler {
  return async (_job, db) => printRound(db);
}

/** Queues a print round per PRINT_POLL_MINUTES slot. */
export function startPrintSchedule(db: Database, runner: { kick(): void }, { now = () => new Date(), lookMs = 60_000 } = {}): { close(): void } {
  const look = async () => {
    const at = now();
    const slot = Math.floor(at.getTime() / (PRINT_POLL_MINUTES * 60_000));
    try {
      const added = await db.transaction((tx) => enqueueJobs(tx, [{ kind: PRINT_BATCH_JOB, key: String(slot) }]));
      if (added.length > 0) runner.kick();
    } catch (error) {
      console.warn('print: could not queue a round', error);
    }
  };
  void look();
  const timer = setInterval(() => void look(), lookMs);
  timer.unref();
  return { close: () => clearInterval(timer) };
}
