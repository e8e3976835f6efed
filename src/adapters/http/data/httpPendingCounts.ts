import type { PendingCountsPort, PendingQueue } from '../../../application/ports/pendingCounts.port';
import { answer } from '../shared/answer';
import type { DataClient } from './dataClient';

const PATHS = {
  unconfirmedCustomers: '/pending/unconfirmed-customers',
  reports: '/pending/reports',
  dosImportFiles: '/pending/dos-import-files',
  failedProductions: '/pending/productions/failed',
  productions: '/pending/productions',
  reminderBundles: '/pending/reminder-bundles',
} as const satisfies Record<PendingQueue, string>;

/** The data API's polled counts (part 1 §7 "Data API reads (polled)"). */
export function httpPendingCounts(client: DataClient): PendingCountsPort {
  return {
    count(queue) {
      const path = PATHS[queue];
      return {
        api: 'data',
        path: path.slice(1),
        fetch: async (signal) => (await answer(client.GET(path, { signal }))).count,
      };
    },
    collectionBundles: () => ({
      api: 'data',
      path: 'pending/collection-bundles',
      fetch: async (signal) => {
        const { payments, cases } = await answer(client.GET('/pending/collection-bundles', { signal }));
        return { payments, cases };
      },
    }),
  };
}
