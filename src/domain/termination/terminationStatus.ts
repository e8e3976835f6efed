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

/**
 * A client whose end of service has passed (the day after its end-of-service date, in Oslo) is no longer
 * served: the daily job deactivates it (part 2 §4). On the end day itself the service still runs.
 */
export function isEndOfServicePassed(status: ClientTerminationStatus, today: IsoDate): boolean {
  return status.endOfServiceDate !== null && status.endOfServiceDate < today;
}
