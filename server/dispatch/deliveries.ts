import type { Queryable } from '../db/database';
import { enqueueMail } from '../mail/outbox';

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

/** EMAIL: a message with the PDF attached, into the mail outbox (sent after commit by the outbox's sender). */
export async function deliverByEmail(
  tx: Queryable,
  delivery: {
    readonly source: DeliverySource;
    readonly recipient: string;
    readonly subject: string;
    readonly text: string;
    readonly document: RenderedDocument;
    readonly createdBy: string;
    readonly invoiceId?: number;
  },
): Promise<number> {
  return enqueueMail(tx, {
    recipient: delivery.recipient,
    subject: delivery.subject,
    text: delivery.text,
    createdBy: delivery.createdBy,
    ...(delivery.invoiceId === undefined ? {} : { invoiceId: delivery.invoiceId }),
    attachments: [delivery.document],
    source: delivery.source,
  });
}

/** PAPER: the PDF into the print queue of a base's printer (settings, Skriver oppsett). */
export async function deliverToPrinter(
  tx: Queryable,
  delivery: { readonly source: DeliverySource; readonly printerId: number; readonly document: RenderedDocument },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO print_queue (printer_id, source_kind, source_id, document_name, content) VALUES ($1, $2, $3, $4, $5) RETURNING id::int`,
    [delivery.printerId, delivery.source.kind, delivery.source.id, delivery.document.fileName, delivery.document.content],
  );
  return row!.id;
}

export type Network = 'EHF' | 'EFAKTURA' | 'AVTALEGIRO';

/**
 * EHF, EFAKTURA, AVTALEGIRO: the document handed to its network's outbox, addressed to the receiver
 * (EHF: the org no in the invoice-network register; eFaktura and AvtaleGiro: the agreement's address).
 */
export async function deliverToNetwork(
  tx: Queryable,
  delivery: { readonly source: DeliverySource; readonly network: Network; readonly receiver: string; readonly document: RenderedDocument },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO network_outbox (network, source_kind, source_id, receiver, document_name, content_type, content)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id::int`,
    [
      delivery.network,
      delivery.source.kind,
      delivery.source.id,
      delivery.receiver,
      delivery.document.fileName,
      delivery.document.contentType,
      delivery.document.content,
    ],
  );
  return row!.id;
}
