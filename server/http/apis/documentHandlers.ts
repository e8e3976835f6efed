import { ENTRY_NOT_FOUND_MESSAGE } from '../../../src/domain/customer/customerPageTexts';
import { reminderFileName } from '../../../src/domain/reminders/reminderDispatch';
import { invoiceDocument, reminderDocument } from '../../documents/documentData';
import { invoicePdf, reminderPdf } from '../../documents/invoicePdf';
import { ApiError } from '../apiError';
import type { OperationContext, OperationHandler } from '../openapi/bindApi';
import { signedInOfficer, type ApiDependencies, type HandlerGroup } from './apiHandlers';

/** A generated document, never cached by the browser or a proxy (it holds a person's debts). */
export function sendGeneratedFile(context: OperationContext, fileName: string, contentType: string, bytes: Buffer) {
  return context.reply
    .type(contentType)
    .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .header('cache-control', 'no-store')
    .send(bytes);
}

const sendPdf = (context: OperationContext, fileName: string, bytes: Buffer) => sendGeneratedFile(context, fileName, 'application/pdf', bytes);

/** The Documents capability's downloads (ARCHITECTURE.md §7): PDFs generated from the database on each request. */
export function documentHandlers({ db }: Pick<ApiDependencies, 'db'>): HandlerGroup {
  const legacy: Record<string, OperationHandler> = {
    async downloadInvoiceDocument(context) {
      const document = await invoiceDocument(db, signedInOfficer(context).bases, context.params.id as number);
      if (!document) throw new ApiError(404, ENTRY_NOT_FOUND_MESSAGE);
      const name = `${document.type === 'INVOICE' ? 'Faktura' : 'Kreditnota'}-${document.jourNr}.pdf`;
      return sendPdf(context, name, await invoicePdf(document));
    },
    async downloadReminderDocument(context) {
      const document = await reminderDocument(db, signedInOfficer(context).bases, context.params.id as number);
      if (!document) throw new ApiError(404, ENTRY_NOT_FOUND_MESSAGE);
      return sendPdf(context, reminderFileName(document.invoiceNr), await reminderPdf(document));
    },
  };
  return { legacy };
}
