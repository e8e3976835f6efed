import type { Queryable } from '../db/database';

/** Posts the product books (payments, reminder fees and interest) are numbered per client from here, above the imported ones. */
const FIRST_POST_JOUR_NR = 5_000_000;

/**
 * The next free journal number of each client's posts. The caller holds the clients' rows locked (FOR UPDATE),
 * so two bookings for one client queue and never take the same number.
 */
export async function nextPostJournalNumbers(tx: Queryable, clientIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await tx.query<{ client_id: number; next: string }>(
    `SELECT c.id AS client_id, greatest((SELECT max(jour_nr) FROM post WHERE client_id = c.id), $2::bigint - 1) + 1 AS next
       FROM unnest($1::int[]) AS c (id)`,
    [[...new Set(clientIds)], FIRST_POST_JOUR_NR],
  );
  return new Map(rows.map((row) => [Number(row.client_id), Number(row.next)]));
}
