import type { EntryType } from '../../domain/entry/entryType';
import type { IsoDate } from '../../domain/dates/isoDate';
import type { Ore } from '../../domain/money/ore';
import type { ServerRead } from './serverRead.port';

/** A client with draft entries waiting (the pending batches of /create-entries/). */
export interface PendingRegBatch {
  readonly clientId: number;
  readonly clientName: string;
  readonly numberOfEntries: number;
  readonly sumInvoices: Ore;
  readonly sumCreditnotes: Ore;
}

/** One row of Registrer faktura (part 2 §2.6, §3.5). */
export interface ListedRegEntry {
  readonly id: number;
  readonly entryType: EntryType;
  readonly customerNr: number;
  readonly customerName: string;
  readonly jourNr: number | null;
  readonly jourDate: IsoDate | null;
  readonly dueDate: IsoDate | null;
  readonly amountIncTax: Ore;
  readonly isFeeEnabled: boolean;
  readonly hasInvoiceCopy: boolean;
}

export interface UploadedFileResult {
  readonly originalName: string;
  readonly success: boolean;
  readonly reason: string | null;
}

export interface MultiUploadOutcome {
  readonly results: readonly UploadedFileResult[];
  readonly numberOfUploadedFiles: number;
  readonly numberOfFailedUploads: number;
}

/** The approval's answer: the count, or undefined when the answer did not carry the variant's field. */
export type ApprovalAnswer = { readonly approved: number } | { readonly unexpected: unknown };

/** The Registrer faktura list pages (part 2 §2.6, §7.2). */
export interface RegEntryListPort {
  pendingBatches(): ServerRead<PendingRegBatch[]>;
  /** The client's draft entries, or null when the client is not found (in the officer's bases). */
  clientEntries(clientId: number): ServerRead<ListedRegEntry[] | null>;
  /** Whether the client's invoice fee is enabled (the fee column shows only then); null: client not found. */
  invoiceFeeEnabled(clientId: number): ServerRead<boolean | null>;
  /** Approves (produces) the entries: the legacy call for officer 15, the service call for the rest. */
  approve(clientId: number, ids: readonly number[], legacy: boolean): Promise<ApprovalAnswer>;
  /** Deletes the entries; answers how many. */
  remove(clientId: number, ids: readonly number[]): Promise<number>;
  /** Uploads PDFs for the client, answered per file; throws on an answer that is not the contract's. */
  upload(clientId: number, files: readonly File[]): Promise<MultiUploadOutcome>;
}
