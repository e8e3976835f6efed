import type { Queryable } from '../db/database';

/**
 * Posten's postal codes (part 2 §7.4), seeded into the database. The company register and the invoice network
 * are behind their outside ports (server/outside/brreg, server/outside/peppol).
 */

export async function findCityName(db: Queryable, postNo: string): Promise<{ postNo: string; cityName: string } | null> {
  const [row] = await db.query<{ postNo: string; cityName: string }>(
    'SELECT post_no AS "postNo", city_name AS "cityName" FROM postal_code WHERE post_no = $1',
    [postNo],
  );
  return row ?? null;
}
