import { toIsoDate, type IsoDate } from '../../src/domain/dates/isoDate';
import {
  checkDispatch,
  DISPATCH_FAILURE_TEXTS,
  DISPATCH_SENT_TEXT,
  dispatchFileName,
  dispatchMailSubject,
  dispatchMailText,
  type DispatchFacts,
} from '../../src/domain/production/dispatch';
import type { ShipmentType } from '../../src/domain/shipment/shipmentType';
import type { Database, Queryable } from '../db/database';
import {
  deliverAllByEmail,
  deliverAllToNetwork,
  deliverAllToPrinter,
  type EmailDelivery,
  type NetworkDelivery,
  type PrinterDelivery,
  type RenderedDocument,
} from '../dispatch/deliveries';
import { agreementAddressSql, BASE_PRINTER_SQL, HAS_POSTAL_ADDRESS_SQL } from '../dispatch/recipientFacts';
import { peppolUbl, UblAmountMismatch, type UblAddress } from '../dispatch/peppolUbl';
import { invoiceDocuments, type InvoiceDocument } from '../documents/documentData';
import { invoicePdf } from '../documents/invoicePdf';
import { day } from '../documents/pdfLayout';
import type { JobRequest } from '../jobs/jobs';
import type { JobHandler, JobServices } from '../jobs/jobRunner';
import type { EhfReceivers } from '../outside/peppol/ehfReceivers';
import { commitChange } from '../realtime/committedChange';

/** The background job that delivers approved production entries (payload: their ids). */
export const PRODUCTION_DISPATCH_JOB = 'production.dispatch';
/** Entries per dispatch job: an approval of 5 000 makes 20 jobs that several server instances share. */
export const DISPATCH_JOB_ENTRIES = 250;
/** Entries delivered per transaction: rendered before it, written and marked in it. */
const DISPATCH_CHUNK = 25;

/** The reads a dispatch changes: the failed list and its count, the history. */
export const DISPATCH_END_POINTS = ['Production', 'Production/FailedList', 'pending/productions/failed'] as const;

/** The dispatch jobs of approved entries, in the order approved; `tag` makes the keys of one approval unique. */
export function dispatchJobs(entryIds: readonly number[], tag: string): JobRequest[] {
  const jobs: JobRequest[] = [];
  for (let start = 0; start < entryIds.length; start += DISPATCH_JOB_ENTRIES) {
    const ids = entryIds.slice(start, start + DISPATCH_JOB_ENTRIES);
    jobs.push({ kind: PRODUCTION_DISPATCH_JOB, key: `${tag}:${ids[0]}-${ids.at(-1)}`, payload: { entryIds: ids } });
  }
  return jobs;
}

/** What dispatch and the resend's choice of shipment read of an entry, its customer, client and base. */
export interface EntryFactsRow {
  id: number;
  invoice_id: number | null;
  base: number;
  batch_id: number;
  client_name: string;
  type: 'INVOICE' | 'CREDITNOTE';
  jour_nr: number;
  shipment_type: ShipmentType;
  due_date: string;
  approved_at: string | null;
  email: string | null;
  org_no: string | null;
  in_ehf_register: boolean;
  efaktura_address: string | null;
  avtalegiro_address: string | null;
  printer_id: number | null;
  has_postal_address: boolean;
  c_address1: string | null;
  c_address2: string | null;
  c_post_no: string | null;
  c_city: string | null;
  cu_address1: string | null;
  cu_address2: string | null;
  cu_post_no: string | null;
  cu_city: string | null;
  cu_country: string;
}

/** `where` filters production_entry e (client c, customer cu). */
export function entryFactsSql(where: string): string {
  return `SELECT e.id::int AS id, e.invoice_id::int AS invoice_id, c.officer_id AS base, e.batch_id::int AS batch_id, c.name AS client_name,
            e.type, e.jour_nr::float8 AS jour_nr, e.shipment_type, to_char(e.due_date, 'YYYY-MM-DD') AS due_date, e.approved_at::text AS approved_at,
            nullif(coalesce(nullif(e.email, ''), cu.invoice_email, cu.email), '') AS email, cu.org_no,
            EXISTS (SELECT 1 FROM elma_participant p WHERE p.org_no = cu.org_no AND p.is_enabled AND p.ehf_version3) AS in_ehf_register,
            ${agreementAddressSql('EFAKTURA')} AS efaktura_address,
            ${agreementAddressSql('AVTALEGIRO')} AS avtalegiro_address,
            ${BASE_PRINTER_SQL} AS printer_id,
            ${HAS_POSTAL_ADDRESS_SQL} AS has_postal_address,
            c.address_line1 AS c_address1, c.address_line2 AS c_address2, c.post_no AS c_post_no, c.city_name AS c_city,
            cu.address_line1 AS cu_address1, cu.address_line2 AS cu_address2, cu.post_no AS cu_post_no, cu.city_name AS cu_city, cu.country_code AS cu_country
       FROM production_entry e JOIN client c ON c.id = e.client_id JOIN customer cu ON cu.id = e.customer_id
      WHERE ${where}`;
}

export function dispatchFacts(row: EntryFactsRow, shipmentType: ShipmentType = row.shipment_type): DispatchFacts {
  return {
    type: row.type,
    shipmentType,
    dueDate: row.due_date,
    email: row.email,
    orgNo: row.org_no,
    inEhfRegister: row.in_ehf_register,
    hasEfakturaAgreement: row.efaktura_address !== null,
    hasAvtalegiroAgreement: row.avtalegiro_address !== null,
    hasPrinter: row.printer_id !== null,
    hasPostalAddress: row.has_postal_address,
  };
}

/** A delivery to write in the chunk's transaction. */
type Delivery =
  | { readonly by: 'email'; readonly delivery: EmailDelivery }
  | { readonly by: 'printer'; readonly delivery: PrinterDelivery }
  | { readonly by: 'network'; readonly delivery: NetworkDelivery };

/** What one entry's dispatch comes to: a delivery to write, or the reason it cannot be made. */
type Outcome =
  | { readonly entryId: number; readonly approvedAt: string | null; readonly failed: string }
  | { readonly entryId: number; readonly approvedAt: string | null; readonly deliver: Delivery };

const ADDRESS = (line1: string | null, line2: string | null, postNo: string | null, city: string | null, country: string): UblAddress => ({
  street: line1,
  additionalStreet: line2,
  postalZone: postNo,
  city,
  countryCode: country,
});

/** Renders an entry's document and chooses its delivery, outside any transaction (the same data gives the same document). */
async function prepare(row: EntryFactsRow, document: InvoiceDocument | undefined, today: IsoDate): Promise<Outcome> {
  const base = { entryId: row.id, approvedAt: row.approved_at };
  const check = checkDispatch(dispatchFacts(row), today);
  if (!check.ok) return { ...base, failed: check.statusText };
  if (!document) return { ...base, failed: DISPATCH_FAILURE_TEXTS.noDocument };
  const source = { kind: 'production', id: row.id } as const;
  const naming = { type: row.type, jourNr: row.jour_nr };

  if (row.shipment_type === 'EHF') {
    let xml: string;
    try {
      xml = peppolUbl(document, {
        supplierAddress: ADDRESS(row.c_address1, row.c_address2, row.c_post_no, row.c_city, 'NO'),
        customerOrgNo: row.org_no!,
        customerAddress: ADDRESS(row.cu_address1, row.cu_address2, row.cu_post_no, row.cu_city, row.cu_country),
      });
    } catch (error) {
      if (error instanceof UblAmountMismatch) return { ...base, failed: DISPATCH_FAILURE_TEXTS.amountMismatch };
      throw error;
    }
    const ubl: RenderedDocument = { fileName: dispatchFileName(naming, 'xml'), contentType: 'application/xml', content: Buffer.from(xml, 'utf8') };
    return { ...base, deliver: { by: 'network', delivery: { source, network: 'EHF', receiver: row.org_no!, document: ubl } } };
  }

  const pdf: RenderedDocument = { fileName: dispatchFileName(naming, 'pdf'), contentType: 'application/pdf', content: await invoicePdf(document) };
  switch (row.shipment_type) {
    case 'EMAIL': {
      const about = { ...naming, clientName: row.client_name, dueDate: day(document.dueDate), kid: document.kid };
      return {
        ...base,
        deliver: {
          by: 'email',
          delivery: {
            source,
            recipient: row.email!,
            subject: dispatchMailSubject(about),
            text: dispatchMailText(about),
            document: pdf,
            createdBy: 'Produksjon',
            invoiceId: row.invoice_id!,
          },
        },
      };
    }
    case 'PAPER':
      return { ...base, deliver: { by: 'printer', delivery: { source, printerId: row.printer_id!, document: pdf } } };
    case 'EFAKTURA':
      return { ...base, deliver: { by: 'network', delivery: { source, network: 'EFAKTURA', receiver: row.efaktura_address!, document: pdf } } };
    case 'AVTALEGIRO':
      return { ...base, deliver: { by: 'network', delivery: { source, network: 'AVTALEGIRO', receiver: row.avtalegiro_address!, document: pdf } } };
  }
}

/** Writes a chunk's deliveries: one statement (or two, for mail) per kind of delivery. */
async function writeDeliveries(tx: Queryable, deliveries: readonly Delivery[]): Promise<void> {
  const of = <By extends Delivery['by']>(by: By) =>
    deliveries.filter((d): d is Extract<Delivery, { by: By }> => d.by === by).map((d) => d.delivery as Extract<Delivery, { by: By }>['delivery']);
  await deliverAllByEmail(tx, of('email'));
  await deliverAllToPrinter(tx, of('printer'));
  await deliverAllToNetwork(tx, of('network'));
}

export interface DispatchResult {
  readonly sent: number;
  readonly failed: number;
}

/** A chunk of entries still APPROVED, with their documents, read in four statements. */
interface LoadedChunk {
  readonly rows: readonly EntryFactsRow[];
  readonly documents: ReadonlyMap<number, InvoiceDocument>;
}

async function loadChunk(db: Queryable, entryIds: readonly number[], after: number, receivers?: EhfReceivers): Promise<LoadedChunk> {
  const read = await db.query<EntryFactsRow>(
    `${entryFactsSql("e.id = ANY($1::bigint[]) AND e.status = 'APPROVED' AND e.id > $2")} ORDER BY e.id LIMIT ${DISPATCH_CHUNK}`,
    [entryIds, after],
  );
  const rows = receivers ? await withNetworkReceivers(db, receivers, read) : read;
  const invoiceIds = rows.flatMap((row) => (row.invoice_id === null ? [] : [row.invoice_id]));
  const bases = [...new Set(rows.map((row) => row.base))];
  // Each entry's invoice is read within its own client's base (the entry's), as invoiceDocument(db, [row.base], ...) did.
  const documents = await invoiceDocuments(db, bases, invoiceIds);
  return { rows, documents };
}

/**
 * With the PEPPOL network configured (PEPPOL_SML_ZONE), whether an EHF entry's receiver takes the document is the
 * network's answer (SML and SMP, kept for the record's lifetime), not the seeded ELMA table's. A network that
 * cannot be asked fails the dispatch job, which is tried again later, rather than failing the entries.
 */
async function withNetworkReceivers(db: Queryable, receivers: EhfReceivers, rows: readonly EntryFactsRow[]): Promise<EntryFactsRow[]> {
  const result: EntryFactsRow[] = [];
  for (const row of rows) {
    if (row.shipment_type !== 'EHF' || !row.org_no) {
      result.push(row);
      continue;
    }
    const answer = await receivers.lookUp(db, row.org_no);
    if (!answer) throw new Error(`the PEPPOL network could not be asked about ${row.org_no}; the dispatch is tried again later`);
    result.push({ ...row, in_ehf_register: row.type === 'INVOICE' ? answer.acceptsInvoice : answer.acceptsCreditNote });
  }
  return result;
}

/**
 * Delivers the named entries that are still APPROVED, a chunk at a time: each chunk's documents are
 * rendered first, then one transaction locks the entries (SKIP LOCKED: another instance has them), takes
 * only those still APPROVED as rendered, writes their deliveries and marks them SENT or FAILED. A crash
 * before the commit leaves them APPROVED for the next run; after it, they are done and not done again.
 *
 * The three stages overlap (the database works while this thread renders): the next chunk is read
 * while this one is rendered, and this one is written while the next is rendered. The writes still
 * come one after the other, in the order of the chunks.
 */
export async function dispatchProductionEntries(
  db: Database,
  services: Pick<JobServices, 'bus' | 'mail' | 'outside'>,
  entryIds: readonly number[],
  now: () => Date = () => new Date(),
): Promise<DispatchResult> {
  const receivers = services.outside?.ehfReceivers.source === 'PEPPOL' ? services.outside.ehfReceivers : undefined;
  let sent = 0;
  let failed = 0;
  let writing: Promise<void> = Promise.resolve();
  let next = observed(loadChunk(db, entryIds, 0, receivers));
  try {
    for (;;) {
      const { rows, documents } = await next;
      if (rows.length === 0) break;
      next = observed(loadChunk(db, entryIds, rows.at(-1)!.id, receivers));
      const today = toIsoDate(now());
      const outcomes: Outcome[] = [];
      for (const row of rows) outcomes.push(await prepare(row, row.invoice_id === null ? undefined : documents.get(row.invoice_id), today));
      // The previous chunk's write, done by now as a rule; its error stops the dispatch here.
      await writing;
      writing = observed(
        writeChunk(db, services, rows, outcomes).then((done) => {
          sent += done.sent;
          failed += done.failed;
        }),
      );
    }
    await writing;
  } finally {
    // Nothing is left running when this returns or throws: the chunk being written, the next one being read.
    await Promise.allSettled([writing, next]);
  }
  return { sent, failed };
}

/** A promise awaited later, not now: its failure is not an unhandled rejection meanwhile (it still throws where awaited). */
function observed<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/** One chunk's transaction: the entries still APPROVED as rendered get their deliveries and become SENT or FAILED. */
async function writeChunk(
  db: Database,
  services: Pick<JobServices, 'bus' | 'mail'>,
  rows: readonly EntryFactsRow[],
  outcomes: readonly Outcome[],
): Promise<DispatchResult> {
  const done = await commitChange(
    { db, bus: services.bus },
    async (tx) => {
      const locked = await tx.query<{ id: number; approved_at: string | null }>(
        `SELECT id::int AS id, approved_at::text AS approved_at FROM production_entry
          WHERE id = ANY($1::bigint[]) AND status = 'APPROVED' ORDER BY id FOR UPDATE SKIP LOCKED`,
        [outcomes.map((o) => o.entryId)],
      );
      const current = new Map(locked.map((row) => [row.id, row.approved_at]));
      const mine = outcomes.filter((o) => current.has(o.entryId) && current.get(o.entryId) === o.approvedAt);
      const delivered = mine.filter((o) => 'deliver' in o);
      const refused = mine.filter((o) => 'failed' in o);
      await writeDeliveries(
        tx,
        delivered.map((o) => o.deliver),
      );
      if (delivered.length) {
        await tx.query(`UPDATE production_entry SET status = 'SENT', status_text = $2, sent_at = now() WHERE id = ANY($1::bigint[])`, [
          delivered.map((o) => o.entryId),
          DISPATCH_SENT_TEXT,
        ]);
      }
      if (refused.length) {
        await tx.query(
          `UPDATE production_entry e SET status = 'FAILED', status_text = f.text
             FROM unnest($1::bigint[], $2::text[]) AS f(id, text) WHERE e.id = f.id`,
          [refused.map((o) => o.entryId), refused.map((o) => o.failed)],
        );
      }
      return {
        sent: delivered.length,
        failed: refused.length,
        mailed: delivered.some((o) => o.deliver.by === 'email'),
        batchIds: [...new Set(rows.filter((r) => current.has(r.id)).map((r) => r.batch_id))],
      };
    },
    (result) => (result.sent + result.failed > 0 ? [...DISPATCH_END_POINTS, ...result.batchIds.map((id) => `Production/${id}`)] : []),
  );
  if (done.mailed) services.mail?.kick();
  return done;
}

/** The job handler: delivers the job's entries; run again after a crash, it delivers only what is still APPROVED. */
export const productionDispatchJob: JobHandler = async (job, db, services) => {
  const { entryIds } = job.payload as { entryIds: number[] };
  return dispatchProductionEntries(db, services, entryIds);
};
