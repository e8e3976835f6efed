/** Where a client stands in ending its relationship with the service (part 2 §3.1, §4). */
import type { IsoDate } from '../dates/isoDate';

export interface ClientTerminationStatus {
  readonly isActive: boolean;
  readonly terminationDate: IsoDate | null;
  readonly endOfServiceDate: IsoDate | null;
  readonly terminationNote?: string | null;
}

export function isTerminationRegistered(status: ClientTerminationStatus): boolean {
  return status.terminationDate !== null || status.endOfServiceDate !== null;
}
