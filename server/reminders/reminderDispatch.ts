import {
  checkReminderDispatch,
  REMINDER_DISPATCH_TEXTS,
  reminderFailedText,
  reminderFileName,
  reminderMailSubject,
  reminderMailText,
  type ReminderDispatchStatus,
} from '../../src/domain/reminders/reminderDispatch';
import type { ReminderShipmentType } from '../../src/domain/shipment/shipmentType';
import type { Database, Queryable } from '../db/database';
import { deliverByEmail, deliverToNetwork, deliverToPrinter, type RenderedDocument } from '../dispatch/deliveries';
import { agreementAddressSql, BASE_PRINTER_SQL, HAS_POSTAL_ADDRESS_SQL } from '../dispatch/recipientFacts';
import { reminderDocument } from '../documents/documentData';
import { reminderPdf } from '../documents/invoicePdf';
import { day } from '../documents/pdfLayout';
import type { JobRequest } from '../jobs/jobs';
import type { JobHandler, JobServices } from '../jobs/jobRunner';
import { commitChange } from '../realtime/committedChange';
import { bookSentReminders } from './reminderBooking';
import { rechargeApprovedReminders } from './reminderCharges';
import { reminderBundlePaths } from './reminderReads';
import { osloToday } from './reminderRun';

/**
 * Issue 19 part 6: approved reminders are produced and delivered by their shipment as background work,
 * through the production dispatch's delivery modules (server/dispatch/deliveries.ts): EMAIL into the mail
 * outbox with the PDF attached, PAPER into the base's print queue, EFAKTURA into the network outbox when
 * the customer has an active agreement; NOSEND sends nothing. Each reminder records its outcome.
 */

/** The background job that delivers approved reminders (payload: their ids). */
export const REMINDER_DISPATCH_JOB = 'reminders.dispatch';
/** Reminders per dispatch job: an approval of 5 000 makes 20 jobs that several server instances share. */
export const REMINDER_DISPATCH_JOB_SIZE = 250;
/** Reminders delivered per transaction: rendered before it, written and marked in it. */
const DISPATCH_CHUNK = 25;

/**
 * The dispatch jobs of reminders just approved, in id order. The key is the chunk's first and last id:
 * a reminder is approved once, so two approvals never make chunks with the same bounds, and asking
 * twice for one chunk gives one job.
 */
export function reminderDispatchJobs(reminderIds: readonly number[]): JobRequest[] {
  const ids = [...reminderIds].sort((a, b) => a - b);
  const jobs: JobRequest[] = [];
  for (let start = 0; start < ids.length; start += REMINDER_DISPATCH_JOB_SIZE) {
    const chunk = ids.slice(start, start + REMINDER_DISPATCH_JOB_SIZE);
    jobs.push({ kind: REMINDER_DISPATCH_JOB, key: `${chunk[0]}-${chunk.at(-1)}`, payload: { reminderIds: chunk } });
  }
  return jobs;
}

interface ReminderFactsRow {
  id: number;
  bundle_id: number;
  invoice_id: number;
  base: number;
  client_name: string;
  shipment_type: ReminderShipmentType;
  email: string | null;
  efaktura_address: string | null;
  printer_id: number | null;
  has_postal_address: boolean;
}

type Outcome =
  | { readonly id: number; readonly status: Exclude<ReminderDispatchStatus, 'WAITING' | 'SENT'>; readonly text: string }
  | { readonly id: number; readonly status: 'SENT'; readonly deliver: (tx: Queryable) => Promise<number> };

/** Renders a reminder's PDF and chooses its delivery, outside any transaction (the same data gives the same document). */
async function prepare(db: Queryable, row: ReminderFactsRow): Promise<Outcome> {
  const check = checkReminderDispatch({
    shipmentType: row.shipment_type,
    email: row.email,
    hasEfakturaAgreement: row.efaktura_address !== null,
    hasPrinter: row.printer_id !== null,
    hasPostalAddress: row.has_postal_address,
  });
  if (check.outcome === 'nosend') return { id: row.id, status: 'NOSEND', text: REMINDER_DISPATCH_TEXTS.nosend };
  if (check.outcome === 'failed') return { id: row.id, status: 'FAILED', text: reminderFailedText(check.reason) };
  const document = await reminderDocument(db, [row.base], row.id);
  if (!document) return { id: row.id, status: 'FAILED', text: reminderFailedText('Purringen finnes ikke') };
  const pdf: RenderedDocument = { fileName: reminderFileName(document.invoiceNr), contentType: 'application/pdf', content: await reminderPdf(document) };
  const source = { kind: 'reminder', id: row.id } as const;
  switch (row.shipment_type) {
    case 'EMAIL': {
      const about = {
        invoiceNr: document.invoiceNr, clientName: row.client_name, dueDate: day(document.dueDate), kid: document.kid,
        fee: document.fee, interestPeriods: document.interestPeriods, sum: document.sum,
      };
      const title = document.text?.title ?? 'Purring';
      return {
        id: row.id,
        status: 'SENT',
        deliver: (tx) =>
          deliverByEmail(tx, {
            source, recipient: row.email!, subject: reminderMailSubject({ ...about, title }), text: reminderMailText(about), document: pdf,
            createdBy: 'Purring', invoiceId: row.invoice_id,
          }),
      };
    }
    case 'PAPER':
      return { id: row.id, status: 'SENT', deliver: (tx) => deliverToPrinter(tx, { source, printerId: row.printer_id!, document: pdf }) };
    case 'EFAKTURA':
      return { id: row.id, status: 'SENT', deliver: (tx) => deliverToNetwork(tx, { source, network: 'EFAKTURA', receiver: row.efaktura_address!, document: pdf }) };
    case 'NOSEND':
      return { id: row.id, status: 'NOSEND', text: REMINDER_DISPATCH_TEXTS.nosend };
  }
}

export interface ReminderDispatchResult {
  readonly sent: number;
  readonly failed: number;
  readonly nosend: number;
}

/**
 * Delivers the named reminders that are still WAITING, a chunk at a time: each chunk's PDFs are rendered
 * first, then one transaction locks the reminders (SKIP LOCKED: another runner has them), takes only those
 * still WAITING, writes their deliveries and records each outcome. A crash before the commit leaves them
 * WAITING for the job's next attempt; after it, they are done and not done again.
 */
export async function dispatchReminders(
  db: Database,
  services: Pick<JobServices, 'bus' | 'mail'>,
  reminderIds: readonly number[],
  now: () => Date = () => new Date(),
): Promise<ReminderDispatchResult> {
  const totals = { sent: 0, failed: 0, nosend: 0 };
  let after = 0;
  for (;;) {
    const rows = await db.query<ReminderFactsRow>(
      `SELECT r.id::int AS id, r.bundle_id::int AS bundle_id, r.invoice_id::float8 AS invoice_id, c.officer_id AS base, c.name AS client_name, r.shipment_type,
              nullif(r.customer_email, '') AS email,
              ${agreementAddressSql('EFAKTURA')} AS efaktura_address,
              ${BASE_PRINTER_SQL} AS printer_id,
              ${HAS_POSTAL_ADDRESS_SQL} AS has_postal_address
         FROM reminder r JOIN client c ON c.id = r.client_id JOIN customer cu ON cu.id = r.customer_id
        WHERE r.id = ANY($1::bigint[]) AND r.dispatch_status = 'WAITING' AND r.id > $2
        ORDER BY r.id LIMIT ${DISPATCH_CHUNK}`,
      [reminderIds, after],
    );
    if (rows.length === 0) break;
    after = rows.at(-1)!.id;
    const prepared = new Map<number, Outcome>();
    for (const row of rows) prepared.set(row.id, await prepare(db, row));
    const today = osloToday(now());
    const done = await commitChange(
      { db, bus: services.bus },
      async (tx) => {
        const locked = await tx.query<{ id: number }>(
          `SELECT id::int AS id FROM reminder WHERE id = ANY($1::bigint[]) AND dispatch_status = 'WAITING' ORDER BY id FOR UPDATE SKIP LOCKED`,
          [rows.map((row) => row.id)],
        );
        const mine = rows.filter((row) => locked.some((l) => l.id === row.id));
        // A payment since the run changes what the reminder may ask for: computed again, and rendered again when it did.
        const { settled, changed } = await rechargeApprovedReminders(tx, mine.map((row) => row.id));
        const recorded: { id: number; status: string; text: string; printId: number | null }[] = [];
        let mailed = false;
        for (const row of mine) {
          if (settled.has(row.id)) {
            recorded.push({ id: row.id, status: 'NOSEND', text: REMINDER_DISPATCH_TEXTS.settled, printId: null });
            continue;
          }
          const outcome = changed.has(row.id) ? await prepare(tx, row) : prepared.get(row.id)!;
          if (outcome.status !== 'SENT') {
            recorded.push({ id: row.id, status: outcome.status, text: outcome.text, printId: null });
            continue;
          }
          const deliveryId = await outcome.deliver(tx);
          if (row.shipment_type === 'EMAIL') mailed = true;
          recorded.push({ id: row.id, status: 'SENT', text: REMINDER_DISPATCH_TEXTS.sent, printId: row.shipment_type === 'PAPER' ? deliveryId : null });
        }
        if (recorded.length > 0) {
          await tx.query(
            `UPDATE reminder r SET dispatch_status = o.status, shipment_status = o.text,
                    sent_date = CASE WHEN o.status = 'SENT' THEN $5::date ELSE r.sent_date END,
                    print_id = coalesce(o.print_id, r.print_id),
                    print_created = CASE WHEN o.print_id IS NULL THEN r.print_created ELSE now() END
               FROM unnest($1::bigint[], $2::text[], $3::text[], $4::bigint[]) AS o(id, status, text, print_id)
              WHERE r.id = o.id`,
            [recorded.map((r) => r.id), recorded.map((r) => r.status), recorded.map((r) => r.text), recorded.map((r) => r.printId), today],
          );
        }
        // What was sent is booked on its invoice in this same transaction: exactly once, never for what was not sent.
        const booked = await bookSentReminders(tx, recorded.filter((r) => r.status === 'SENT').map((r) => r.id), today);
        const count = (status: string) => recorded.filter((r) => r.status === status).length;
        const bundles = [...new Set(mine.map((r) => r.bundle_id))];
        return { sent: count('SENT'), failed: count('FAILED'), nosend: count('NOSEND'), mailed, bundles, booked };
      },
      // An open invoice or customer page shows the booking at once (its Historikk, rest and ledger).
      ({ bundles, booked }) => [
        ...bundles.flatMap((id) => reminderBundlePaths(id)),
        ...booked.clientIds.map((id) => `clients/${id}`),
        ...booked.customerIds.map((id) => `Customer/${id}`),
        ...booked.invoiceIds.map((id) => `Invoice/${id}`),
      ],
    );
    totals.sent += done.sent;
    totals.failed += done.failed;
    totals.nosend += done.nosend;
    if (done.mailed) services.mail?.kick();
  }
  return totals;
}

/** The job handler: delivers the job's reminders; run again after a crash, it delivers only what is still WAITING. */
export const reminderDispatchJob: JobHandler = async (job, db, services) => {
  const { reminderIds } = job.payload as { reminderIds: number[] };
  return dispatchReminders(db, services, reminderIds);
};
