import type { Queryable } from '../db/database';

/**
 * The officers' queue of organisations the company register has reported bankrupt, dissolved or deleted
 * (server/outside/brreg/registerWatch.ts): each with the clients and customers of the officer's bases it is,
 * the estate's details the register gave, and how many open reminders were stopped. Unseen first, newest first.
 */
export function listInsolvencies(db: Queryable, bases: readonly number[]) {
  return db.query<object>(
    `WITH parties AS (
       SELECT i.org_no, 'client' AS role, c.id AS client_id, c.name AS client_name, NULL::bigint AS customer_nr, c.name AS name
         FROM register_insolvency i JOIN client c ON c.org_no = i.org_no WHERE c.officer_id = ANY($1::int[])
       UNION ALL
       SELECT i.org_no, 'customer', c.id, c.name, cu.nr, cu.name
         FROM register_insolvency i JOIN customer cu ON cu.org_no = i.org_no JOIN client c ON c.id = cu.client_id
        WHERE c.officer_id = ANY($1::int[])
     )
     SELECT i.org_no AS "orgNo", coalesce(b.name, min(p.name)) AS name, i.kind, to_char(i.since, 'YYYY-MM-DD') AS since,
            to_char(i.recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "recordedAt", i.reminders_stopped AS "remindersStopped",
            i.seen_at IS NOT NULL AS seen, i.estate,
            json_agg(json_build_object('role', p.role, 'clientId', p.client_id, 'clientName', p.client_name, 'customerNr', p.customer_nr)
                     ORDER BY p.client_id, p.customer_nr) AS parties
       FROM register_insolvency i JOIN parties p ON p.org_no = i.org_no LEFT JOIN brreg_company b ON b.org_no = i.org_no
      GROUP BY i.org_no, b.name, i.kind, i.since, i.recorded_at, i.reminders_stopped, i.seen_at, i.estate
      ORDER BY i.seen_at IS NOT NULL, i.recorded_at DESC, i.org_no`,
    [bases],
  );
}

/** Marks an organisation of the queue as seen to; false when it is not in the officer's queue. */
export async function markInsolvencySeen(tx: Queryable, orgNo: string, officerId: number, bases: readonly number[]): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE register_insolvency i SET seen_at = now(), seen_by = $2
      WHERE i.org_no = $1 AND (EXISTS (SELECT 1 FROM client c WHERE c.org_no = i.org_no AND c.officer_id = ANY($3::int[]))
                            OR EXISTS (SELECT 1 FROM customer cu JOIN client c ON c.id = cu.client_id WHERE cu.org_no = i.org_no AND c.officer_id = ANY($3::int[])))
      RETURNING i.org_no`,
    [orgNo, officerId, bases],
  );
  return rows.length > 0;
}
