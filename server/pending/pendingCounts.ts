import type { Queryable } from '../db/database';

/**
 * The menu badges' pending counts (part 1 §7 "Data API reads (polled)"), each limited to the clients
 * of the officer's active bases ($1). Each counts what the matching work-queue list shows, so a badge
 * and its page agree.
 */
const IN_BASES = 'c.officer_id = ANY($1::int[])';

const COUNT_SQL = {
  /** Customers whose type is not confirmed yet (Bekreft kundetype). */
  unconfirmedCustomers: `
    SELECT count(*)::int AS count
      FROM customer cu JOIN client c ON c.id = cu.client_id
     WHERE NOT cu.is_type_confirmed AND ${IN_BASES}`,
  /** Report bundles with a recipient still waiting for dispatch. */
  reports: `
    SELECT count(*)::int AS count
      FROM report_bundle b JOIN client c ON c.id = b.client_id
     WHERE ${IN_BASES}
       AND EXISTS (SELECT 1 FROM report_recipient r WHERE r.bundle_id = b.id AND r.status = 'PENDING')`,
  /** Legacy import files not downloaded yet. */
  dosImportFiles: `
    SELECT count(*)::int AS count
      FROM legacy_import_file f JOIN client c ON c.id = f.client_id
     WHERE f.downloaded_time IS NULL AND ${IN_BASES}`,
  /** Failed shipments (production entries FAILED). */
  failedProductions: `
    SELECT count(*)::int AS count
      FROM production_entry e JOIN client c ON c.id = e.client_id
     WHERE e.status = 'FAILED' AND ${IN_BASES}`,
  /** Production entries waiting for approval (NEW). */
  productions: `
    SELECT count(*)::int AS count
      FROM production_entry e JOIN client c ON c.id = e.client_id
     WHERE e.status = 'NEW' AND ${IN_BASES}`,
  /** Pending reminder runs with a reminder still to decide. */
  reminderBundles: `
    SELECT count(*)::int AS count
      FROM reminder_bundle b
     WHERE b.status = 'PENDING'
       AND EXISTS (SELECT 1 FROM reminder r JOIN client c ON c.id = r.client_id
                    WHERE r.bundle_id = b.id AND r.status = 'Pending' AND ${IN_BASES})`,
} as const;

export type PendingCountKind = keyof typeof COUNT_SQL;

export async function countPending(db: Queryable, kind: PendingCountKind, bases: readonly number[]): Promise<number> {
  const [row] = await db.query<{ count: number }>(COUNT_SQL[kind], [[...bases]]);
  return row!.count;
}

// Only pending bundles hold Ready items, so counting from the Ready rows (partial indexes) skips the archive.
const bundlesWithReady = (table: 'dc_case' | 'dc_payment') => `
  (SELECT count(DISTINCT t.bundle_id)
     FROM ${table} item
     JOIN dc_transmission t ON t.id = item.transmission_id
     JOIN client c ON c.id = item.client_id
    WHERE item.status = 'Ready' AND ${IN_BASES})::int`;

/** Debt-collection bundles with a payment or case still Ready to approve or reject. */
export async function countPendingCollectionBundles(db: Queryable, bases: readonly number[]): Promise<{ payments: number; cases: number }> {
  const [row] = await db.query<{ payments: number; cases: number }>(
    `SELECT ${bundlesWithReady('dc_payment')} AS payments, ${bundlesWithReady('dc_case')} AS cases`,
    [[...bases]],
  );
  return row!;
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
