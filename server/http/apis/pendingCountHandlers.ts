import type { Database } from '../../db/database';
import { countInBases, tallyPending, type PendingCountKind } from '../../pending/pendingCounts';
import type { ReadCache } from '../../realtime/readCache';
import type { OperationContext, OperationHandler } from '../openapi/bindApi';
import { signedInOfficer, type HandlerGroup } from './apiHandlers';

/**
 * The polled badge counts (every officer, every 10–30 s), served from a cache of the per-base tallies
 * that every committed change empties, counted over the bases in force in the request's session.
 */
export function pendingCountHandlers({ db, cache }: { db: Database; cache: ReadCache }): HandlerGroup {
  const countFor = async (context: OperationContext, kind: PendingCountKind) => {
    const tally = await cache.get(`tally:${kind}`, () => tallyPending(db, kind));
    return countInBases(tally, signedInOfficer(context).bases);
  };
  const count =
    (kind: PendingCountKind): OperationHandler =>
    async (context) => ({ count: await countFor(context, kind) });

  return {
    data: {
      countPendingUnconfirmedCustomers: count('unconfirmedCustomers'),
      countPendingReports: count('reports'),
      countPendingDosImportFiles: count('dosImportFiles'),
      countPendingFailedProductions: count('failedProductions'),
      countPendingProductions: count('productions'),
      countPendingReminderBundles: count('reminderBundles'),
      async countPendingCollectionBundles(context) {
        const [payments, cases] = await Promise.all([countFor(context, 'collectionPaymentBundles'), countFor(context, 'collectionCaseBundles')]);
        return { payments, cases };
      },
    },
  };
}
