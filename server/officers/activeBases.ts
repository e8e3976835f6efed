import type { Queryable } from '../db/database';

/**
 * The bases in force: the ones chosen with POST Officer/select (kept on the session, and as the start of
 * the next login's), limited to the bases the officer may still use; all of them when nothing usable was
 * chosen.
 */
export function activeBasesOf(allowed: readonly number[], chosen: readonly number[] | null): number[] {
  const usable = (chosen ?? []).filter((base) => allowed.includes(base));
  return [...new Set(usable.length > 0 ? usable : allowed)].sort((a, b) => a - b);
}

/** Keeps a choice of POST Officer/select as the officer's last one: the next login's session starts with it. */
export async function saveActiveBases(tx: Queryable, officerId: number, bases: readonly number[]): Promise<void> {
  await tx.query(
    `INSERT INTO officer_preference (officer_id, active_bases) VALUES ($1, $2)
     ON CONFLICT (officer_id) DO UPDATE SET active_bases = EXCLUDED.active_bases`,
    [officerId, [...bases]],
  );
}
