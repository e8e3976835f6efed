import type { Database, Queryable } from '../db/database';

export interface Preferences {
  readonly changelogReadAt: string | null;
  readonly dismissedBannerVersion: string | null;
  readonly searchOpensPage: boolean;
}

interface PreferenceRow {
  changelog_read_at: Date | string | null;
  dismissed_banner_version: string | null;
  search_opens_page: boolean;
}

const NONE: Preferences = { changelogReadAt: null, dismissedBannerVersion: null, searchOpensPage: false };

function toPreferences(row: PreferenceRow | undefined): Preferences {
  if (!row) return NONE;
  const readAt = row.changelog_read_at;
  return {
    changelogReadAt: readAt === null ? null : new Date(readAt).toISOString(),
    dismissedBannerVersion: row.dismissed_banner_version,
    searchOpensPage: row.search_opens_page,
  };
}

const COLUMNS = 'changelog_read_at, dismissed_banner_version, search_opens_page';

export async function readPreferences(db: Queryable, officerId: number): Promise<Preferences> {
  const [row] = await db.query<PreferenceRow>(`SELECT ${COLUMNS} FROM officer_preference WHERE officer_id = $1`, [officerId]);
  return toPreferences(row);
}

/** Sets the fields given (one upsert, so two tabs saving at once cannot lose the row). */
export async function updatePreferences(db: Database | Queryable, officerId: number, changes: Partial<Preferences>): Promise<Preferences> {
  const [row] = await db.query<PreferenceRow>(
    `INSERT INTO officer_preference (officer_id, changelog_read_at, dismissed_banner_version, search_opens_page)
     VALUES ($1, $2, $3, coalesce($4, false))
     ON CONFLICT (officer_id) DO UPDATE SET
       changelog_read_at = CASE WHEN $5 THEN excluded.changelog_read_at ELSE officer_preference.changelog_read_at END,
       dismissed_banner_version = CASE WHEN $6 THEN excluded.dismissed_banner_version ELSE officer_preference.dismissed_banner_version END,
       search_opens_page = CASE WHEN $7 THEN excluded.search_opens_page ELSE officer_preference.search_opens_page END
     RETURNING ${COLUMNS}`,
    [
      officerId,
      changes.changelogReadAt ?? null,
      changes.dismissedBannerVersion ?? null,
      changes.searchOpensPage ?? null,
      'changelogReadAt' in changes,
      'dismissedBannerVersion' in changes,
      'searchOpensPage' in changes,
    ],
  );
  return toPreferences(row);
}
