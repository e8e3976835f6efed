import type { Ore } from '../../domain/money/ore';
import type { ServerRead } from './serverRead.port';

/** Whose audit trail: a client, a customer or an invoice, by its id. */
export type AuditSubject = 'client' | 'customer' | 'invoice';

/** One recorded change (ARCHITECTURE §7 Audit). */
export interface AuditEvent {
  readonly id: number;
  readonly at: Date;
  readonly officerName: string | null;
  readonly api: string;
  readonly operation: string;
  readonly clientIds: readonly number[];
  readonly customerIds: readonly number[];
  readonly invoiceIds: readonly number[];
  readonly otherIds: Readonly<Record<string, readonly (number | string)[]>>;
  readonly moved: Ore;
}

export interface AuditPage {
  readonly items: readonly AuditEvent[];
  readonly total: number;
  readonly page: number;
  readonly size: number;
}

export interface AuditTrailPort {
  /** A page of the trail, newest first; null when the subject is not in the officer's bases. */
  page(subject: AuditSubject, id: number, page: number, size: number): ServerRead<AuditPage | null>;
  /** The whole trail as the server's CSV file. */
  csv(subject: AuditSubject, id: number): Promise<{ fileName: string; content: Blob }>;
}
