import { BATCH_NOT_FOUND, CLIENT_NOT_FOUND, ENTRY_NOT_FOUND } from '../../../src/domain/production/productionTexts';
import { contentDisposition, FILE_NOT_FOUND, storedFileContent } from '../../files/storedFiles';
import { copyRegEntryFromTaxSummary, correctInvoiceAmount, type CorrectionMethod } from '../../production/amountCorrection';
import { amountCorrectionView } from '../../production/amountCorrectionView';
import { readAnyRegEntry } from '../../regEntries/regEntryStore';
import { deletePendingEntries, orderDosImport, updatePendingEntry, type DosImportOrder, type PendingEntryUpdate } from '../../production/productionChanges';
import { listFailedProductions, listProductionHistory, productionHistoryDetail } from '../../production/productionHistory';
import { commitChange } from '../../realtime/committedChange';
import { ApiError } from '../apiError';
import type { OperationContext } from '../openapi/bindApi';
import { IMPORT_FILE_END_POINTS } from './dosImportHandlers';
import { signedInOfficer, type ApiDependencies, type HandlerGroup } from './apiHandlers';

/** The read paths a change to pending productions moves: the list, the history and the menu badge. */
export const PENDING_PRODUCTION_END_POINTS = ['Production/BatchList', 'Production', 'pending/productions'] as const;
/** The read paths a change to failed productions moves. */
export const FAILED_PRODUCTION_END_POINTS = ['Production/FailedList', 'Production', 'pending/productions/failed'] as const;

/**
 * Production (part 1 §2 /production, /failed, /history; part 2 §2.11): the failed list, the history and
 * its batches, editing and deleting pending entries, the DOS import order, the amount correction and
 * the entries' attachments. Approve and resend (which start the dispatch) live with the dispatch.
 * Every read and change sees only the clients of the officer's active bases.
 */
export function productionHandlers(dependencies: Pick<ApiDependencies, 'db' | 'bus'>): HandlerGroup {
  const { db } = dependencies;
  const bases = (context: OperationContext) => signedInOfficer(context).bases;

  return {
    legacy: {
      async listFailedProductions(context) {
        return listFailedProductions(db, bases(context));
      },
      async listProductionHistory(context) {
        const { fromDate, toDate, maxItems } = context.query as { fromDate?: string; toDate?: string; maxItems: number };
        if (fromDate && toDate && fromDate > toDate) {
          throw new ApiError(400, 'Fra-dato kan ikke være etter til-dato', [{ path: 'query.fromDate', message: 'er etter toDate' }]);
        }
        return listProductionHistory(db, bases(context), { maxItems, ...(fromDate ? { fromDate } : {}), ...(toDate ? { toDate } : {}) });
      },
      async getProductionHistory(context) {
        const detail = await productionHistoryDetail(db, bases(context), context.params.id as number);
        if (!detail) throw new ApiError(404, BATCH_NOT_FOUND);
        return detail;
      },
      async updatePendingProduction(context) {
        const id = context.params.id as number;
        const { entry } = context.body as { entry: PendingEntryUpdate };
        const active = bases(context);
        const updated = await commitChange(dependencies, (tx) => updatePendingEntry(tx, active, id, entry), (done) => (done ? PENDING_PRODUCTION_END_POINTS : []));
        if (!updated) throw new ApiError(404, ENTRY_NOT_FOUND);
        return context.reply.code(204).send();
      },
      async deletePendingProductions(context) {
        const { deleteList } = context.body as { deleteList: { clientId: number; entryId: number }[] };
        const active = bases(context);
        await commitChange(
          dependencies,
          (tx) => deletePendingEntries(tx, active, deleteList),
          (deleted) => (deleted.length > 0 ? PENDING_PRODUCTION_END_POINTS : []),
        );
        return context.reply.code(204).send();
      },
      async orderDosImport(context) {
        const order = context.body as DosImportOrder;
        const officer = signedInOfficer(context);
        const active = bases(context);
        const ordered = await commitChange(dependencies, (tx) => orderDosImport(tx, active, officer.sub, order), (done) => (done ? IMPORT_FILE_END_POINTS : []));
        if (!ordered) throw new ApiError(404, CLIENT_NOT_FOUND);
        return context.reply.code(204).send();
      },
      async downloadAttachment(context) {
        const fileId = context.params.id as number;
        const [attached] = await db.query<{ found: boolean }>(
          `SELECT EXISTS (
             SELECT 1 FROM production_entry e JOIN client c ON c.id = e.client_id
              WHERE (e.attachment_file_id = $1 OR e.invoice_copy_file_id = $1) AND c.officer_id = ANY($2::int[])
           ) AS found`,
          [fileId, bases(context)],
        );
        const file = attached?.found ? await storedFileContent(db, fileId) : null;
        if (!file) throw new ApiError(404, FILE_NOT_FOUND);
        return context.reply
          .type(file.contentType === 'application/pdf' ? 'application/pdf' : 'application/octet-stream')
          .header('content-disposition', contentDisposition(file.fileName, 'inline'))
          .header('cache-control', 'no-store')
          .send(Buffer.from(file.content));
      },
    },
    service: {
      async getProductionAmountCorrection(context) {
        const view = await amountCorrectionView(db, bases(context), context.params.entryId as number);
        if (!view) throw new ApiError(404, ENTRY_NOT_FOUND);
        return view;
      },
      async copyRegEntryFromTaxSummary(context) {
        const { clientId, entryId } = context.params as { clientId: number; entryId: number };
        const active = bases(context);
        const copied = await commitChange(
          dependencies,
          async (tx) => {
            const done = await copyRegEntryFromTaxSummary(tx, active, clientId, entryId);
            return done && { ...done, entry: (await readAnyRegEntry(tx, active, entryId))! };
          },
          (done) =>
            done
              ? [
                  `reg-entry/${entryId}`,
                  `clients/${clientId}/reg-entry`,
                  'reg-entry/pending',
                  ...done.productionEntryIds.map((id) => `production-entry/${id}/amount-correction`),
                  ...(done.invoiceId === null ? [] : [`Invoice/${done.invoiceId}`]),
                  ...FAILED_PRODUCTION_END_POINTS,
                  'Production/BatchList',
                ]
              : [],
        );
        if (!copied) throw new ApiError(404, ENTRY_NOT_FOUND);
        return copied.entry;
      },
      async correctInvoiceAmount(context) {
        const invoiceId = context.params.invoiceId as number;
        const { method } = context.body as { method: CorrectionMethod };
        const active = bases(context);
        const corrected = await commitChange(
          dependencies,
          (tx) => correctInvoiceAmount(tx, active, invoiceId, method),
          (done) => (done ? [`Invoice/${invoiceId}`, `Customer/${done.customerId}`, ...FAILED_PRODUCTION_END_POINTS, 'Production/BatchList'] : []),
        );
        if (!corrected) throw new ApiError(404, ENTRY_NOT_FOUND);
        return context.reply.code(204).send();
      },
    },
  };
}
