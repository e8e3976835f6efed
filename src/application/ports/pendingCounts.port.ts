import type { ServerRead } from './serverRead.port';

/** The work queues whose pending count the menus show as a badge (part 1 §2, §7). */
export type PendingQueue = 'unconfirmedCustomers' | 'reports' | 'dosImportFiles' | 'failedProductions' | 'productions' | 'reminderBundles';

export interface PendingCollectionBundles {
  readonly payments: number;
  readonly cases: number;
}

/** Live pending counts, polled for the badges and refreshed by websocket hints. */
export interface PendingCountsPort {
  count(queue: PendingQueue): ServerRead<number>;
  collectionBundles(): ServerRead<PendingCollectionBundles>;
}
