import type { ServerRead } from './serverRead.port';

/** A client that has left (/activities/, tab Sluttet). Dates yyyy-mm-dd. */
export interface InactiveClient {
  readonly clientId: number;
  readonly clientName: string;
  readonly orgNo: string | null;
  readonly terminationDate: string | null;
  readonly endOfServiceDate: string | null;
}

/** The reads of /activities/ (part 1 §2). */
export interface ActivitiesPort {
  inactiveClients(): ServerRead<readonly InactiveClient[]>;
}
