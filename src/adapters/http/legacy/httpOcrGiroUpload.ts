import type { OcrGiroUploadPort } from '../../../application/ports/ocrGiroUpload.port';
import { oreFromApiDecimal } from '../../../domain/money/apiDecimal';
import { answer } from '../shared/answer';
import { xhrFetch } from '../shared/xhrFetch';
import type { LegacyClient } from './legacyClient';

/** OCR giro files uploaded by hand (issue 45, POST OcrGiroUpload/Payment), with the upload's progress. */
export function httpOcrGiroUpload(client: LegacyClient): OcrGiroUploadPort {
  return {
    async uploadFiles(files, onProgress) {
      const form = new FormData();
      for (const file of files) form.append('files', file, file.name);
      const result = await answer(client.POST('/OcrGiroUpload/Payment', { body: form as never, fetch: xhrFetch(onProgress) }));
      return result.files.map((file) => ({
        originalName: file.originalName,
        status: file.status,
        reason: file.reason ?? null,
        numberOfPayments: file.numberOfPayments,
        numberOfRegistered: file.numberOfRegistered,
        numberOfUnmatched: file.numberOfUnmatched,
        numberOfDuplicates: file.numberOfDuplicates,
        numberOfMandates: file.numberOfMandates,
        registeredAmount: oreFromApiDecimal(file.registeredAmount),
      }));
    },
  };
}
