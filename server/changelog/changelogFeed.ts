import type { Queryable } from '../db/database';

export interface ChangelogItem {
  readonly version: string;
  readonly updateDate: string;
  readonly product: 'nl' | 'nf' | 'dos';
  /** Rich text as stored; the SPA sanitises it before rendering. */
  readonly changes: string;
  readonly showBannerNL: boolean;
}

/** Every changelog item of the three product lines, newest first (part 1 §7, polled every 60 s). */
export async function listChangelog(db: Queryable): Promise<ChangelogItem[]> {
  const rows = await db.query<{ version: string; update_date: Date; product: ChangelogItem['product']; changes: string; show_banner_nl: boolean }>(
    'SELECT version, update_date, product, changes, show_banner_nl FROM changelog_entry ORDER BY update_date DESC, id DESC',
  );
  return rows.map((row) => ({
    version: row.version,
    updateDate: row.update_date.toISOString(),
    product: row.product,
    changes: row.changes,
    showBannerNL: row.show_banner_nl,
  }));
}
