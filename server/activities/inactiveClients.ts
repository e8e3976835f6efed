import type { Queryable } from '../db/database';

/**
 * /activities/ tab Sluttet (part 1 §2): the clients of the officer's bases that are no longer active,
 * the latest end of service first (those without one after, by number). client_inactive_idx finds them.
 */
export function inactiveClients(db: Queryable, bases: readonly number[]) {
  return db.query<object>(
    `SELECT id AS "clientId", name AS "clientName", org_no AS "orgNo",
            to_char(termination_date, 'YYYY-MM-DD') AS "terminationDate",
            to_char(end_of_service_date, 'YYYY-MM-DD') AS "endOfServiceDate"
       FROM client
      WHERE NOT is_active AND officer_id = ANY($1::int[])
      ORDER BY end_of_service_date DESC NULLS LAST, termination_date DESC NULLS LAST, id`,
    [bases],
  );
}
