import type { Queryable } from '../db/database';

/**
 * The bases an officer works in right now: the last choice of POST Officer/select (kept in
 * officer_preference across sessions), limited to the bases the officer may still use; all of
 * them when nothing usable was chosen.
 */
export function activeBasesOf(allowed: readonly number[], chosen: readonly number[] | null): number[] {
  const usable = (chosen ?? []).filter((base) => allowed.includes(base));
  return [...new Set(usable.length > 0 ? usable : allowed)].sort((a, b) => a - b);
}

export async function readActiveBases(db: Queryable, officerId: number): Promise<number[]> {
  const [row] = await db.query<{ bases: number[]; active_bases: number[] | null }>(
    `SELECT o.bases, p.active_bases
       FROM officer o LEFT JOIN officer_preference p ON p.officer_id = o.id
      WHERE o.id = $1`,
    [officerId],
  );
  return row ? activeBasesOf(row.bases, row.active_bases) : [];
}

export async function saveActiveBases(tx: Queryable, officerId: number, bases: readonly number[]): Promise<void> {
  await tx.query(
    `INSERT INTO officer_preference (officer_id, active_bases) VALUES ($1, $2)
     ON CONFLICT (officer_id) DO UPDATE SET active_bases = EXCLUDED.active_bases`,
    [officerId, [...bases]],
  );
}
