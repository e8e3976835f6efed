import type { Queryable } from '../db/database';
import { enqueueMail, enqueueMails } from '../mail/outbox';

/**
 * One delivery module per shipment (issue 18 part 2), shared by what dispatches documents: approved
 * production entries today, approved reminders later (issue 19 part 6). Each writes its delivery in the
 * caller's transaction, the same one that marks the document sent, so a crash neither loses a delivery
 * nor makes it twice: the row is there exactly when the status says SENT. What happens after commit
 * (SMTP, the print room, the access point) reads these rows idempotently.
 */

/** What a delivery is of: a produced entry or a reminder, by id. */
export interface DeliverySource {
  readonly kind: 'production' | 'reminder';
  readonly id: number;
}

/** A rendered document: its file name and bytes (a PDF, or for EHF the UBL XML). */
export interface RenderedDocument {
  readonly fileName: string;
  readonly contentType: string;
  readonly content: Buffer;
}

export interface EmailDelivery {
  readonly source: DeliverySource;
  readonly recipient: string;
  readonly subject: string;
  readonly text: string;
  readonly document: RenderedDocument;
  readonly createdBy: string;
  readonly invoiceId?: number;
}

const outgoingMail = (delivery: EmailDelivery) => ({
  recipient: delivery.recipient,
  subject: delivery.subject,
  text: delivery.text,
  createdBy: delivery.createdBy,
  ...(delivery.invoiceId === undefined ? {} : { invoiceId: delivery.invoiceId }),
  attachments: [delivery.document],
  source: delivery.source,
});

/** EMAIL: a message with the PDF attached, into the mail outbox (sent after commit by the outbox's sender). */
export async function deliverByEmail(tx: Queryable, delivery: EmailDelivery): Promise<number> {
  return enqueueMail(tx, outgoingMail(delivery));
}

/** EMAIL for several documents at once (a dispatch chunk): the same rows as deliverByEmail, in a few statements; ids in the order given. */
export async function deliverAllByEmail(tx: Queryable, deliveries: readonly EmailDelivery[]): Promise<number[]> {
  return enqueueMails(tx, deliveries.map(outgoingMail));
}

export interface PrinterDelivery {
  readonly source: DeliverySource;
  readonly printerId: number;
  readonly document: RenderedDocument;
}

/** PAPER: the PDF into the print queue of a base's printer (settings, Skriver oppsett). */
export async function deliverToPrinter(tx: Queryable, delivery: PrinterDelivery): Promise<number> {
  const [id] = await deliverAllToPrinter(tx, [delivery]);
  return id!;
}

/** PAPER for several documents at once, in one statement; ids in the order given. */
export async function deliverAllToPrinter(tx: Queryable, deliveries: readonly PrinterDelivery[]): Promise<number[]> {
  if (deliveries.length === 0) return [];
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO print_queue (printer_id, source_kind, source_id, document_name, content)
     SELECT printer_id, source_kind, source_id, document_name, content
       FROM unnest($1::int[], $2::text[], $3::bigint[], $4::text[], $5::bytea[]) WITH ORDINALITY AS d(printer_id, source_kind, source_id, document_name, content, n)
      ORDER BY n
     RETURNING id::int`,
    [
      deliveries.map((d) => d.printerId),
      deliveries.map((d) => d.source.kind),
      deliveries.map((d) => d.source.id),
      deliveries.map((d) => d.document.fileName),
      deliveries.map((d) => d.document.content),
    ],
  );
  // Identity values are taken in the order the rows are written (ORDER BY n).
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

export type Network = 'EHF' | 'EFAKTURA' | 'AVTALEGIRO';

/**
 * EHF, EFAKTURA, AVTALEGIRO: the document handed to its network's outbox, addressed to the receiver
 * (EHF: the org no in the invoice-network register; eFaktura and AvtaleGiro: the agreement's address).
 */
export async function deliverToNetwork(tx: Queryable, delivery: NetworkDelivery): Promise<number> {
  const [id] = await deliverAllToNetwork(tx, [delivery]);
  return id!;
}

export interface NetworkDelivery {
  readonly source: DeliverySource;
  readonly network: Network;
  readonly receiver: string;
  readonly document: RenderedDocument;
}

/** EHF, EFAKTURA, AVTALEGIRO for several documents at once, in one statement; ids in the order given. */
export async function deliverAllToNetwork(tx: Queryable, deliveries: readonly NetworkDelivery[]): Promise<number[]> {
  if (deliveries.length === 0) return [];
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO network_outbox (network, source_kind, source_id, receiver, document_name, content_type, content)
     SELECT network, source_kind, source_id, receiver, document_name, content_type, content
       FROM unnest($1::text[], $2::text[], $3::bigint[], $4::text[], $5::text[], $6::text[], $7::bytea[])
            WITH ORDINALITY AS d(network, source_kind, source_id, receiver, document_name, content_type, content, n)
      ORDER BY n
     RETURNING id::int`,
    [
      deliveries.map((d) => d.network),
      deliveries.map((d) => d.source.kind),
      deliveries.map((d) => d.source.id),
      deliveries.map((d) => d.receiver),
      deliveries.map((d) => d.document.fileName),
      deliveries.map((d) => d.document.contentType),
      deliveries.map((d) => d.document.content),
    ],
  );
  // Identity values are taken in the order the rows are written (ORDER BY n).
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
