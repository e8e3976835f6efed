import type { InsolvencyKind } from '../../domain/company/insolvency';
import type { ServerRead } from './serverRead.port';

/** A client that has left (/activities/, tab Sluttet). Dates yyyy-mm-dd. */
export interface InactiveClient {
  readonly clientId: number;
  readonly clientName: string;
  readonly orgNo: string | null;
  readonly terminationDate: string | null;
  readonly endOfServiceDate: string | null;
}

/**
 * An organisation the company register reports bankrupt, dissolved or deleted (issue 44, the register watch), with
 * the clients and customers of the officer's bases that are it. Dates yyyy-mm-dd.
 */
export interface Insolvency {
  readonly orgNo: string;
  readonly name: string;
  readonly kind: InsolvencyKind;
  readonly since: string | null;
  readonly recordedAt: string;
  readonly remindersStopped: number;
  readonly seen: boolean;
  /** The estate's details as the register gives them: its endorsements' texts (påtegninger). */
  readonly endorsements: readonly string[];
  readonly parties: readonly { readonly role: 'client' | 'customer'; readonly clientId: number; readonly clientName: string; readonly customerNr: number | null }[];
}

/** The reads and changes of /activities/ (part 1 §2). */
export interface ActivitiesPort {
  inactiveClients(): ServerRead<readonly InactiveClient[]>;
  /** The officer's queue of bankrupt and dissolved organisations, unseen first. */
  insolvencies(): ServerRead<readonly Insolvency[]>;
  /** An officer has seen to an organisation of the queue. */
  markInsolvencySeen(orgNo: string): Promise<void>;
}
