import type { Queryable } from '../db/database';

/** The signed-in officer's name, as notes and shipment changes record who did them. */
export async function officerName(db: Queryable, officerId: number): Promise<string> {
  const [row] = await db.query<{ name: string }>('SELECT name FROM officer WHERE id = $1', [officerId]);
  return row?.name ?? String(officerId);
}
