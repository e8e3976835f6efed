import type { PartAmounts } from '../../domain/payment/paymentAllocation';
import type { InvoiceCandidate } from './payments.port';
import type { ClientHit } from './search.port';

/** The customer a payment is for, as the page shows it. */
export interface PaymentCustomer {
  readonly id: number;
  readonly nr: number;
  readonly name: string;
}

/**
 * The payment page's draft as the officer left it: what they typed and picked, and the draft's
 * idempotency key, so a registration sent before a reload and sent again registers once.
 */
export interface SavedPaymentDraft {
  readonly idempotencyKey: string;
  readonly client: ClientHit | null;
  readonly customer: PaymentCustomer | null;
  /** The amount as typed. */
  readonly amountText: string;
  /** yyyy-mm-dd. */
  readonly bankDate: string;
  /** The picked invoices in order, as Find invoice showed them, with what each part is given. */
  readonly rows: readonly { readonly invoice: InvoiceCandidate; readonly allocated: PartAmounts }[];
}

/** Keeps one officer's payment draft in this tab across a reload (/register-payment/, issue 21). */
export interface PaymentDraftsPort {
  load(officerId: number): SavedPaymentDraft | null;
  save(officerId: number, draft: SavedPaymentDraft): void;
  clear(officerId: number): void;
}
