import type { ChangelogPort } from '../../../application/ports/changelog.port';
import { answer } from '../shared/answer';
import type { DataClient } from './dataClient';

/** The changelog feed on the data API (GET changelog). */
export function httpChangelog(client: DataClient): ChangelogPort {
  return {
    entries: () => ({
      api: 'data',
      path: 'changelog',
      fetch: async (signal) =>
        (await answer(client.GET('/changelog', { signal }))).map((item) => ({
          version: item.version,
          product: item.product,
          updateDate: item.updateDate,
          changes: item.changes,
          showBanner: item.showBannerNL ?? false,
        })),
    }),
  };
}
