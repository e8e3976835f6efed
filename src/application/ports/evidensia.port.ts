import type { Ore } from '../../domain/money/ore';

/** One payment of a file read (part 2 §2.8 Evidensia): registered, unmatched (why) or a duplicate. */
export interface EvidensiaPayment {
  readonly bankReference: string | null;
  readonly amount: Ore;
  readonly bankDate: string | null;
  readonly kid: string | null;
  readonly invoiceNumber: number | null;
  readonly status: 'REGISTERED' | 'UNMATCHED' | 'DUPLICATE';
  readonly reason: string | null;
  readonly clientId: number | null;
  readonly invoiceId: number | null;
}

export interface EvidensiaFile {
  readonly originalName: string;
  /** READ now; DUPLICATE: read before, nothing registered; REFUSED with its reason, nothing changed. */
  readonly status: 'READ' | 'DUPLICATE' | 'REFUSED';
  readonly reason: string | null;
  readonly numberOfRegistered: number;
  readonly numberOfUnmatched: number;
  readonly numberOfDuplicates: number;
  readonly registeredAmount: Ore;
  readonly payments: readonly EvidensiaPayment[];
}

export interface EvidensiaPort {
  /** POST EvidensiaUpload/Payment; `onProgress` gets the share of the upload sent (0 to 1) as it goes. */
  uploadPaymentFiles(files: readonly File[], onProgress: (sent: number) => void): Promise<readonly EvidensiaFile[]>;
}
