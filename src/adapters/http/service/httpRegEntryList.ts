import type { ApprovalAnswer, RegEntryListPort } from '../../../application/ports/regEntryList.port';
import { oreFromApiDecimal } from '../../../domain/money/apiDecimal';
import type { LegacyClient } from '../legacy/legacyClient';
import { answer, ApiFailure, orNull } from '../shared/answer';
import type { ServiceClient } from './serviceClient';

/** The approval's count under the field its variant names; anything else is an unexpected answer. */
function approvalAnswer(body: unknown, field: 'numberOfApprovedEntries' | 'numberOfEntriesApproved'): ApprovalAnswer {
  const count = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
  return typeof count === 'number' ? { approved: count } : { unexpected: body };
}

/** Registrer faktura's reads and changes (part 2 §7.2 and §7.3 Client/{id}/InvoiceFee). */
export function httpRegEntryList(service: ServiceClient, legacy: LegacyClient): RegEntryListPort {
  return {
    pendingBatches: () => ({
      api: 'service',
      path: 'reg-entry/pending',
      fetch: async (signal) =>
        (await answer(service.GET('/reg-entry/pending', { signal }))).map((batch) => ({
          clientId: batch.clientId,
          clientName: batch.clientName,
          numberOfEntries: batch.numberOfEntries,
          sumInvoices: oreFromApiDecimal(batch.sumInvoices ?? 0),
          sumCreditnotes: oreFromApiDecimal(batch.sumCreditnotes ?? 0),
        })),
    }),
    clientEntries: (clientId) => ({
      api: 'service',
      path: `clients/${clientId}/reg-entry/pending`,
      fetch: async (signal) => {
        const entries = await orNull(answer(service.GET('/clients/{clientId}/reg-entry/pending', { params: { path: { clientId } }, signal })));
        return (
          entries?.map((entry) => ({
            id: entry.id,
            entryType: entry.entryType,
            customerNr: entry.customerNr ?? 0,
            customerName: entry.customerName ?? '',
            jourNr: entry.jourNr ?? null,
            jourDate: entry.jourDate ?? null,
            dueDate: entry.dueDate ?? null,
            amountIncTax: oreFromApiDecimal(entry.amountIncTax ?? 0),
            isFeeEnabled: entry.isFeeEnabled ?? false,
            hasInvoiceCopy: Boolean(entry.invoiceCopy),
          })) ?? null
        );
      },
    }),
    invoiceFeeEnabled: (clientId) => ({
      api: 'legacy',
      path: `Client/${clientId}/InvoiceFee`,
      fetch: async (signal) => {
        const fee = await orNull(answer(legacy.GET('/Client/{clientId}/InvoiceFee', { params: { path: { clientId } }, signal })));
        return fee === null ? null : fee.isEnabled;
      },
    }),
    async approve(clientId, ids, useLegacy) {
      const body = { invoices: [...ids] };
      if (useLegacy) {
        return approvalAnswer(await answer(legacy.POST('/Client/{clientId}/ApproveRegEntry', { params: { path: { clientId } }, body })), 'numberOfEntriesApproved');
      }
      return approvalAnswer(await answer(service.POST('/clients/{clientId}/reg-entry/approve', { params: { path: { clientId } }, body })), 'numberOfApprovedEntries');
    },
    async remove(clientId, ids) {
      return (await answer(service.DELETE('/clients/{clientId}/reg-entry', { params: { path: { clientId } }, body: { deleteList: [...ids] } }))).deleted;
    },
    async upload(clientId, files) {
      const form = new FormData();
      for (const file of files) form.append('files', file, file.name);
      const result = await answer(service.POST('/clients/{clientId}/reg-entry/multi-upload', { params: { path: { clientId } }, body: form as never }));
      if (!Array.isArray(result?.results)) throw new ApiFailure(200, JSON.stringify(result));
      return {
        results: result.results.map((file) => ({ originalName: file.originalName, success: file.success, reason: file.reason ?? null })),
        numberOfUploadedFiles: result.numberOfUploadedFiles,
        numberOfFailedUploads: result.numberOfFailedUploads,
      };
    },
  };
}
