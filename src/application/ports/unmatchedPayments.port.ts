import type { IsoDate } from '../../domain/dates/isoDate';
import type { Ore } from '../../domain/money/ore';
import type { PartAmounts } from '../../domain/payment/paymentAllocation';
import type { ServerRead } from './serverRead.port';

export type UnmatchedStatus = 'OPEN' | 'ALLOCATED' | 'RETURNED';
export type UnmatchedSource = 'CAMT054' | 'OCR' | 'MANUAL';

/** A payment that matched no invoice (issue 45), as the workbench lists it. */
export interface UnmatchedPayment {
  readonly id: number;
  readonly source: UnmatchedSource;
  readonly clientId: number | null;
  readonly clientName: string | null;
  readonly amount: Ore;
  readonly bankDate: IsoDate;
  readonly kid: string | null;
  readonly payerName: string | null;
  readonly payerAccount: string | null;
  readonly freeText: string | null;
  /** Why it matched nothing. */
  readonly reason: string;
  readonly receivedTime: string;
  readonly status: UnmatchedStatus;
  readonly resolvedTime: string | null;
  readonly resolvedBy: string | null;
  readonly returnFileName: string | null;
}

/** An open invoice the payment may be meant for, with why it was ranked where it is. */
export interface UnmatchedCandidate {
  readonly invoiceId: number;
  readonly clientId: number;
  readonly customerId: number;
  readonly customerNumber: number;
  readonly customerName: string;
  readonly invoiceNumber: number;
  readonly kid: string | null;
  readonly dueDate: IsoDate | null;
  readonly restAmount: Ore;
  readonly rest: PartAmounts;
  readonly score: number;
  readonly reasons: readonly string[];
}

export interface UnmatchedPaymentDetail extends UnmatchedPayment {
  /** Best first; none once the payment is resolved. */
  readonly candidates: readonly UnmatchedCandidate[];
}

export interface UnmatchedReturnRequest {
  readonly creditorName: string;
  readonly creditorAccount: string;
  readonly text: string;
  readonly executionDate: IsoDate;
}

/** The workbench of payments that match nothing (issue 45): Payment/Unmatched on the legacy API. */
export interface UnmatchedPaymentsPort {
  list(status: 'OPEN' | 'RESOLVED'): ServerRead<readonly UnmatchedPayment[]>;
  /** Null when the payment is not there (or outside the officer's bases). */
  detail(id: number): ServerRead<UnmatchedPaymentDetail | null>;
  /** Registers the payment on the invoices (the payment registration's rules); the same key again repeats nothing. */
  allocate(id: number, idempotencyKey: string, allocations: readonly { invoiceId: number; allocated: PartAmounts }[]): Promise<{ credit: Ore; settledInvoiceIds: readonly number[] }>;
  /** Returns the money to the payer: a pain.001 credit transfer, kept to download. */
  returnPayment(id: number, idempotencyKey: string, request: UnmatchedReturnRequest): Promise<{ fileName: string }>;
  downloadReturnFile(id: number): Promise<{ fileName: string; content: Blob }>;
}
