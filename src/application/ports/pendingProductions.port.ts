import type { Ore } from '../../domain/money/ore';
import type { ShipmentType } from '../../domain/shipment/shipmentType';
import type { ServerRead } from './serverRead.port';

/** One invoice or credit note of production (part 1 §3 Production entry): pending, failed or in a batch of the history. */
export interface PendingProduction {
  readonly entryId: number;
  readonly clientId: number;
  readonly clientName: string;
  readonly customerId: number | null;
  readonly customerNr: number;
  readonly customerName: string;
  readonly customerEmail: string | null;
  readonly customerOrgNo: string | null;
  readonly jourNr: number;
  /** yyyy-mm-dd */
  readonly jourDate: string | null;
  readonly dueDate: string | null;
  readonly amount: Ore;
  readonly shipmentType: ShipmentType;
  /** The shipment as the officers call it ('Post', 'E-post', ...). */
  readonly shipmentLabel: string;
  readonly yourRef: string | null;
  readonly type: 'INVOICE' | 'CREDITNOTE';
  readonly statusText: string | null;
  readonly numberOfPreviousProds: number;
  readonly batchId: number | null;
}

/** A production entry as /failed and the history show it: the same fields. */
export type ProductionEntryView = PendingProduction;

export interface ShipmentTotals {
  readonly count: number;
  readonly sum: Ore;
}

/** A client's pending productions (part 1 §3 Production batch). */
export interface PendingProductionBatch {
  readonly clientId: number;
  readonly clientName: string;
  readonly addressedMailProvider: string | null;
  /** Every shipment type, zero where the client has none. */
  readonly shipments: Readonly<Record<ShipmentType, ShipmentTotals>>;
  readonly count: number;
  readonly sum: Ore;
  readonly entries: readonly PendingProduction[];
}

export type BatchStatus = 'NEW' | 'APPROVED' | 'FAILED' | 'SENT';

/** A production batch of the history (part 1 §3 History production). */
export interface HistoryBatch {
  readonly id: number;
  readonly clientId: number;
  readonly clientName: string;
  /** ISO date-time. */
  readonly createdDate: string;
  readonly officerName: string | null;
  readonly counts: Readonly<Record<BatchStatus, number>>;
}

/** A print batch the production's PAPER documents went in (issue 45), with its status at the printer. */
export interface HistoryPrintBatch {
  readonly id: number;
  readonly baseNr: number;
  readonly printerName: string;
  readonly createdTime: string;
  readonly documents: number;
  readonly documentsOfProduction: number;
  readonly status: 'CREATED' | 'SENT' | 'PRINTED' | 'FAILED' | 'KEPT';
  readonly statusText: string | null;
}

export interface HistoryBatchDetail extends HistoryBatch {
  readonly printBatches: readonly HistoryPrintBatch[];
  readonly entries: Readonly<Record<'approved' | 'pending' | 'failed' | 'sent', readonly ProductionEntryView[]>>;
}

/** The edit of a pending production (PUT Production/ICEntry/{id}). */
export interface PendingProductionChange {
  readonly shipmentType: ShipmentType;
  readonly email: string;
  readonly yourRef?: string;
  readonly dueDate?: string;
}

/** The payload of a resend with a chosen shipment (POST Production/Resend/{entryId}). */
export interface ResendChoice {
  readonly shipmentType: ShipmentType;
  readonly yourRef?: string;
  readonly email?: string;
  readonly dueDate?: string;
  readonly updateTaxSummary?: boolean;
}

export interface EntryRef {
  readonly clientId: number;
  readonly entryId: number;
}

export interface DosImportOrder {
  readonly clientId: number;
  readonly fromNumber: number;
  readonly toNumber: number;
}

/** Production on the legacy API (part 1 §7 Production calls). */
export interface PendingProductionsPort {
  /** Pending productions per client (GET Production/BatchList). */
  batches(): ServerRead<readonly PendingProductionBatch[]>;
  failed(): ServerRead<readonly ProductionEntryView[]>;
  history(period?: { fromDate?: string; toDate?: string }): ServerRead<readonly HistoryBatch[]>;
  /** Null when there is no such batch. */
  historyDetail(id: number): ServerRead<HistoryBatchDetail | null>;
  updatePending(entryId: number, change: PendingProductionChange): Promise<void>;
  deletePending(entries: readonly EntryRef[]): Promise<void>;
  approve(entries: readonly EntryRef[]): Promise<void>;
  resend(entryId: number, choice: ResendChoice): Promise<void>;
  resendFailed(entryIds: readonly number[]): Promise<void>;
  orderDosImport(order: DosImportOrder): Promise<void>;
}
