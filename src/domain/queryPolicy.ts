/**
 * How fresh the screens keep what they read from the back-end (part 1 §9, part 2 §9).
 * The query cache and the pollers take their numbers from here.
 */

/** Cached reads are kept this long after the last screen that used them closes. */
export const CACHE_KEEP_MS = 5 * 60_000;
/** A cached read older than this is fetched again when a screen needs it. */
export const CACHE_STALE_MS = 5_000;
/** The customer search keeps its answers longer: officers retype the same names. */
export const CUSTOMER_SEARCH_CACHE_MS = 60_000;
/** Failed reads are not retried: the officer sees the error at once. */
export const QUERY_RETRIES = 0;

/** How often each live read is polled. */
export const POLL_INTERVAL_MS = {
  /** The menu badges' pending counts. */
  statusCounts: 10_000,
  /** Pending collection bundles (cases and payments) and reminder bundles. */
  bundles: 30_000,
  changelog: 60_000,
  /** The legacy import files waiting on the dashboard. */
  legacyImportPending: 5_000,
  /** Admin: active branches and build projects. */
  adminBuilds: 5_000,
} as const;

/** Typing pauses this long before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;
/** The client search by bank account answers sooner. */
export const BANK_ACCOUNT_SEARCH_DEBOUNCE_MS = 250;
/** A toast stays this long. */
export const TOAST_DURATION_MS = 8_000;
