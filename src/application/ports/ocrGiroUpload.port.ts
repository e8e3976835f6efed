import type { Ore } from '../../domain/money/ore';

/** What reading one uploaded OCR giro file did (issue 45). */
export interface OcrGiroFile {
  readonly originalName: string;
  /** READ now; DUPLICATE: read before, nothing registered; REFUSED whole with its reason, nothing changed. */
  readonly status: 'READ' | 'DUPLICATE' | 'REFUSED';
  readonly reason: string | null;
  readonly numberOfPayments: number;
  readonly numberOfRegistered: number;
  readonly numberOfUnmatched: number;
  readonly numberOfDuplicates: number;
  readonly numberOfMandates: number;
  readonly registeredAmount: Ore;
}

export interface OcrGiroUploadPort {
  /** POST OcrGiroUpload/Payment; `onProgress` gets the share of the upload sent (0 to 1) as it goes. */
  uploadFiles(files: readonly File[], onProgress: (sent: number) => void): Promise<readonly OcrGiroFile[]>;
}
