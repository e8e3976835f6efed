import type { Queryable } from '../db/database';

/**
 * The menu badges' pending counts (part 1 §7 "Data API reads (polled)"), each limited to the clients
 * of the officer's active bases. Each counts what the matching work-queue list shows, so a badge and
 * its page agree.
 *
 * The database is asked once per count for every base at a time (a tally), and each officer's count
 * is summed from it: one cached tally serves every officer, whatever bases they chose.
 */

/** How many pending items concern exactly these bases (a bundle can hold clients of several bases). */
export type PendingTally = readonly { readonly bases: readonly number[]; readonly n: number }[];

/** The items that concern at least one of the active bases. */
export function countInBases(tally: PendingTally, activeBases: readonly number[]): number {
  return tally.reduce((sum, { bases, n }) => (bases.some((base) => activeBases.includes(base)) ? sum + n : sum), 0);
}

/** Items that belong to one client: counted per client's base. */
const perBase = (from: string, where: string) => `
  SELECT ARRAY[c.officer_id] AS bases, count(*)::int AS n
    FROM ${from} JOIN client c ON c.id = item.client_id
   WHERE ${where}
   GROUP BY c.officer_id`;

/** Bundles whose pending items belong to clients of several bases: counted per set of bases. */
const perBundleBases = (bundleOf: string, from: string, where: string) => `
  SELECT bases, count(*)::int AS n
    FROM (SELECT ${bundleOf} AS bundle_id, array_agg(DISTINCT c.officer_id) AS bases
            FROM ${from} JOIN client c ON c.id = item.client_id
           WHERE ${where}
           GROUP BY ${bundleOf}) AS bundle
   GROUP BY bases`;

const TALLY_SQL = {
  /** Customers whose type is not confirmed yet (Bekreft kundetype). */
  unconfirmedCustomers: perBase('customer item', 'NOT item.is_type_confirmed'),
  /** Report bundles (one client each) with a recipient still waiting for dispatch. */
  reports: perBase(
    'report_bundle item',
    "EXISTS (SELECT 1 FROM report_recipient r WHERE r.bundle_id = item.id AND r.status = 'PENDING')",
  ),
  /** Legacy import files not downloaded yet. */
  dosImportFiles: perBase('legacy_import_file item', 'item.downloaded_time IS NULL'),
  /** Failed shipments (production entries FAILED). */
  failedProductions: perBase('production_entry item', "item.status = 'FAILED'"),
  /** Production entries waiting for approval (NEW). */
  productions: perBase('production_entry item', "item.status = 'NEW'"),
  /** Pending reminder runs with a reminder still to decide. */
  reminderBundles: perBundleBases(
    'item.bundle_id',
    'reminder item JOIN reminder_bundle b ON b.id = item.bundle_id',
    "b.status = 'PENDING' AND item.status = 'Pending'",
  ),
  // Only pending bundles hold Ready items, so counting from the Ready rows (partial indexes) skips the archive.
  /** Debt-collection payment bundles with a payment still Ready to approve or reject. */
  collectionPaymentBundles: perBundleBases(
    't.bundle_id',
    'dc_payment item JOIN dc_transmission t ON t.id = item.transmission_id',
    "item.status = 'Ready'",
  ),
  /** Debt-collection case bundles with a case still Ready to approve or reject. */
  collectionCaseBundles: perBundleBases('t.bundle_id', 'dc_case item JOIN dc_transmission t ON t.id = item.transmission_id', "item.status = 'Ready'"),
} as const;

export type PendingCountKind = keyof typeof TALLY_SQL;

export function tallyPending(db: Queryable, kind: PendingCountKind): Promise<PendingTally> {
  return db.query<{ bases: number[]; n: number }>(TALLY_SQL[kind]);
}

/** The read paths of the counts (data API), announced when a change moves them. */
export const PENDING_COUNT_END_POINTS = [
  'pending/unconfirmed-customers',
  'pending/reports',
  'pending/dos-import-files',
  'pending/productions/failed',
  'pending/productions',
  'pending/reminder-bundles',
  'pending/collection-bundles',
] as const;
