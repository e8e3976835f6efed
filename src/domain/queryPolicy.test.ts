import { describe, expect, it } from 'vitest';
import * as policy from './queryPolicy';

describe('the query policy of part 1 §9', () => {
  it('keeps reads 5 minutes, stale after 5 seconds, customer search for 60 seconds, never retried', () => {
    expect([policy.CACHE_KEEP_MS, policy.CACHE_STALE_MS, policy.CUSTOMER_SEARCH_CACHE_MS, policy.QUERY_RETRIES]).toEqual([300_000, 5_000, 60_000, 0]);
  });

  it('polls counts every 10 s, bundles every 30 s, the changelog every 60 s and legacy imports every 5 s', () => {
    expect(policy.POLL_INTERVAL_MS).toEqual({ statusCounts: 10_000, bundles: 30_000, changelog: 60_000, legacyImportPending: 5_000, adminBuilds: 5_000 });
  });

  it('debounces search 300 ms (bank account 250 ms) and shows toasts for 8 s', () => {
    expect([policy.SEARCH_DEBOUNCE_MS, policy.BANK_ACCOUNT_SEARCH_DEBOUNCE_MS, policy.TOAST_DURATION_MS]).toEqual([300, 250, 8_000]);
  });
});
