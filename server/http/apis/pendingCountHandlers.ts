import type { Database } from '../../db/database';
import { readActiveBases } from '../../officers/activeBases';
import { countPending, countPendingCollectionBundles, type PendingCountKind } from '../../pending/pendingCounts';
import type { ReadCache } from '../../realtime/readCache';
import type { OperationContext, OperationHandler } from '../openapi/bindApi';
import { signedInOfficer, type HandlerGroup } from './apiHandlers';

/**
 * The polled badge counts (every officer, every 10–30 s), served from a cache that every committed
 * change empties. Officers with the same active bases share one cached answer.
 */
export function pendingCountHandlers({ db, cache }: { db: Database; cache: ReadCache }): HandlerGroup {
  const activeBases = async (context: OperationContext) => {
    const officerId = signedInOfficer(context).sub;
    return cache.get(`active-bases:${officerId}`, () => readActiveBases(db, officerId));
  };
  const count =
    (kind: PendingCountKind): OperationHandler =>
    async (context) => {
      const bases = await activeBases(context);
      return { count: await cache.get(`${kind}:${bases.join(',')}`, () => countPending(db, kind, bases)) };
    };

  return {
    data: {
      countPendingUnconfirmedCustomers: count('unconfirmedCustomers'),
      countPendingReports: count('reports'),
      countPendingDosImportFiles: count('dosImportFiles'),
      countPendingFailedProductions: count('failedProductions'),
      countPendingProductions: count('productions'),
      countPendingReminderBundles: count('reminderBundles'),
      async countPendingCollectionBundles(context) {
        const bases = await activeBases(context);
        return cache.get(`collectionBundles:${bases.join(',')}`, () => countPendingCollectionBundles(db, bases));
      },
    },
  };
}
