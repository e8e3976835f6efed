import type { StoredAmounts } from '../../domain/production/amountCorrection';
import type { Ore } from '../../domain/money/ore';
import type { ServerRead } from './serverRead.port';

/** The customer card of the amount correction page. */
export interface AmountCorrectionCustomer {
  readonly id: number;
  readonly nr: number;
  readonly name: string;
  readonly addressLine1: string | null;
  readonly addressLine2: string | null;
  readonly postNo: string | null;
  readonly cityName: string | null;
  readonly email: string | null;
  readonly phoneNo: string | null;
  readonly orgNo: string | null;
}

/** A row of the VAT summary (per rate and account). */
export interface AmountCorrectionTaxRow {
  readonly taxCode: number;
  readonly taxPercent: number;
  readonly accountNumber: string | null;
  readonly amountExTax: Ore;
  readonly taxAmount: Ore;
  readonly amountIncTax: Ore;
}

export interface AmountCorrectionLine {
  readonly lineNumber: number;
  readonly lineType: 'PRODUCT' | 'TEXT';
  readonly text: string;
  readonly quantity: number | null;
  readonly unitPrice: Ore | null;
  readonly taxPercent: number | null;
  readonly amountExTax: Ore;
  readonly amountIncTax: Ore;
}

/** A failed production entry as /failed/amount-correction shows it (part 2 §2.11). */
export interface AmountCorrectionView {
  readonly entryId: number;
  readonly batchId: number;
  readonly clientId: number;
  readonly clientName: string;
  readonly type: 'INVOICE' | 'CREDITNOTE';
  readonly status: 'NEW' | 'APPROVED' | 'FAILED' | 'SENT';
  readonly statusText: string | null;
  readonly jourNr: number;
  readonly jourDate: string | null;
  readonly dueDate: string | null;
  /** The registered entry behind it (copy from tax summary works on it), or null. */
  readonly regEntryId: number | null;
  readonly invoiceId: number | null;
  readonly customer: AmountCorrectionCustomer;
  readonly stored: StoredAmounts;
  readonly taxSummary: readonly AmountCorrectionTaxRow[];
  readonly lines: readonly AmountCorrectionLine[];
}

/** The amount correction on the service API (Technical only). */
export interface AmountCorrectionPort {
  /** Null when there is no such entry in the officer's bases. */
  view(entryId: number): ServerRead<AmountCorrectionView | null>;
  /**
   * Copy from tax summary: the registered entry takes its VAT summary's amounts (copyRegEntryFromTaxSummary);
   * an entry made from an invoice without a registered entry takes the invoice's (correctInvoiceAmount TAX_SUMMARY).
   */
  copyFromTaxSummary(entry: Pick<AmountCorrectionView, 'clientId' | 'regEntryId' | 'invoiceId'>): Promise<void>;
}
