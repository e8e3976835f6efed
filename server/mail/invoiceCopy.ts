import { EMAIL_INVALID_MESSAGE, isValidEmail } from '../../src/domain/identifiers/email';
import type { Queryable } from '../db/database';
import { invoiceDocument, reminderDocument } from '../documents/documentData';
import { invoicePdf, reminderPdf } from '../documents/invoicePdf';
import { ApiError } from '../http/apiError';
import { enqueueMail, type MailAttachment } from './outbox';

export interface CopyFile {
  readonly id: number;
  readonly type: 'Invoice' | 'Creditnote' | 'Reminder';
}

export const COPY_FILE_NOT_FOUND_MESSAGE = 'Fant ikke dokumentet';

/**
 * POST Invoice/{id}/SendCopy: the chosen documents of this invoice (the invoice or credit note itself,
 * its reminders) generated now and put in the mail outbox, in the caller's transaction. A document of
 * another invoice, or outside the officer's bases, refuses the whole request and writes nothing.
 * Answers the outbox id, or null when the invoice is not found.
 */
export async function queueInvoiceCopy(
  tx: Queryable,
  request: { bases: readonly number[]; invoiceId: number; recipient: string; files: readonly CopyFile[]; officerName: string },
): Promise<number | null> {
  if (!isValidEmail(request.recipient)) throw new ApiError(400, EMAIL_INVALID_MESSAGE, [{ path: 'body.recipient', message: EMAIL_INVALID_MESSAGE }]);
  const invoice = await invoiceDocument(tx, request.bases, request.invoiceId);
  if (!invoice) return null;
  const attachments: MailAttachment[] = [];
  for (const file of request.files) {
    if (file.type === 'Reminder') {
      const [owner] = await tx.query<{ invoice_id: number }>('SELECT invoice_id::int FROM reminder WHERE id = $1', [file.id]);
      const reminder = owner?.invoice_id === request.invoiceId ? await reminderDocument(tx, request.bases, file.id) : null;
      if (!reminder) throw new ApiError(404, COPY_FILE_NOT_FOUND_MESSAGE);
      attachments.push({ fileName: `Purring-${reminder.invoiceNr}-${file.id}.pdf`, contentType: 'application/pdf', content: await reminderPdf(reminder) });
    } else {
      if (file.id !== request.invoiceId || (file.type === 'Invoice') !== (invoice.type === 'INVOICE')) throw new ApiError(404, COPY_FILE_NOT_FOUND_MESSAGE);
      attachments.push({ fileName: `${file.type === 'Invoice' ? 'Faktura' : 'Kreditnota'}-${invoice.jourNr}.pdf`, contentType: 'application/pdf', content: await invoicePdf(invoice) });
    }
  }
  const what = invoice.type === 'INVOICE' ? 'faktura' : 'kreditnota';
  return enqueueMail(tx, {
    recipient: request.recipient,
    subject: `Kopi av ${what} ${invoice.jourNr} fra ${invoice.sender.name}`,
    text: `Hei,\n\nVedlagt er en kopi av ${what} ${invoice.jourNr} fra ${invoice.sender.name}.\n\nMed vennlig hilsen\n${invoice.sender.name}\n`,
    createdBy: request.officerName,
    invoiceId: request.invoiceId,
    attachments,
  });
}
