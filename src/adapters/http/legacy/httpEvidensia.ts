import type { EvidensiaPort } from '../../../application/ports/evidensia.port';
import { oreFromApiDecimal } from '../../../domain/money/apiDecimal';
import { answer } from '../shared/answer';
import { xhrFetch } from '../shared/xhrFetch';
import type { LegacyClient } from './legacyClient';

/** Evidensia payment files (part 2 §7.5 POST EvidensiaUpload/Payment), with the upload's progress. */
export function httpEvidensia(client: LegacyClient): EvidensiaPort {
  return {
    async uploadPaymentFiles(files, onProgress) {
      const form = new FormData();
      for (const file of files) form.append('files', file, file.name);
      const result = await answer(client.POST('/EvidensiaUpload/Payment', { body: form as never, fetch: xhrFetch(onProgress) }));
      return result.files.map((file) => ({
        originalName: file.originalName,
        status: file.status,
        reason: file.reason ?? null,
        numberOfRegistered: file.numberOfRegistered,
        numberOfUnmatched: file.numberOfUnmatched,
        numberOfDuplicates: file.numberOfDuplicates,
        registeredAmount: oreFromApiDecimal(file.registeredAmount),
        payments: file.payments.map((payment) => ({
          bankReference: payment.bankReference ?? null,
          amount: oreFromApiDecimal(payment.amount),
          bankDate: payment.bankDate ?? null,
          kid: payment.kid ?? null,
          invoiceNumber: payment.invoiceNumber ?? null,
          status: payment.status,
          reason: payment.reason ?? null,
          clientId: payment.clientId ?? null,
          invoiceId: payment.invoiceId ?? null,
        })),
      }));
    },
  };
}
