import type { Ore } from '../../domain/money/ore';
import type { PartAmounts } from '../../domain/payment/paymentAllocation';
import type { ServerRead } from './serverRead.port';

/** An open invoice 'Find invoice' (F10) offers; the amounts in øre, the open parts as its rests. */
export interface InvoiceCandidate {
  readonly entryId: number;
  readonly customerId: number | null;
  readonly customerNr: number | null;
  readonly customerName: string | null;
  readonly invoiceNr: number;
  /** yyyy-mm-dd. */
  readonly invoiceDate: string;
  readonly taxAmount: Ore;
  readonly amountExTax: Ore;
  readonly amountIncTax: Ore;
  readonly restAmount: Ore;
  readonly rest: PartAmounts;
}

export interface InvoiceCandidateQuery {
  readonly clientId: number;
  readonly customerId?: number;
  readonly invoiceNumber?: number;
  readonly amount?: Ore;
}

export interface PaymentDraft {
  /** Made once per draft, so a repeated registration registers once. */
  readonly idempotencyKey: string;
  readonly clientId: number;
  readonly customerId: number;
  readonly amount: Ore;
  /** yyyy-mm-dd. */
  readonly bankDate: string;
  readonly allocations: readonly { readonly entryId: number; readonly allocated: PartAmounts }[];
}

export interface PaymentReceipt {
  readonly paymentId: number;
  readonly credit: Ore;
  readonly settledEntryIds: readonly number[];
}

/** Registering incoming payments (/register-payment/, part 1 §2). Payment code DIR and currency NOK are the only ones. */
export interface PaymentsPort {
  invoiceCandidates(query: InvoiceCandidateQuery): ServerRead<readonly InvoiceCandidate[]>;
  register(draft: PaymentDraft): Promise<PaymentReceipt>;
  /** Technical officers only; answers whether this call reversed it (false when it was already). */
  reverse(paymentId: number): Promise<boolean>;
}
