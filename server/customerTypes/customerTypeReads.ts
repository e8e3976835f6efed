import type { Queryable } from '../db/database';

/** GET CustomerType: the clients of the officer's bases with customers whose type waits for confirmation. */
export function unconfirmedClients(db: Queryable, bases: readonly number[]) {
  return db.query<{ clientId: number; clientName: string; numberOfCustomers: number }>(
    `SELECT c.id AS "clientId", c.name AS "clientName", count(*)::int AS "numberOfCustomers"
       FROM customer cu JOIN client c ON c.id = cu.client_id
      WHERE NOT cu.is_type_confirmed AND c.officer_id = ANY($1::int[])
      GROUP BY c.id, c.name
      ORDER BY c.name, c.id`,
    [bases],
  );
}

export interface UnconfirmedPageQuery {
  readonly clientId: number;
  readonly page: number;
  readonly size: number;
  readonly bases: readonly number[];
}

/**
 * GET CustomerType/Client/{clientId}: one page of the client's unconfirmed customers by number, with
 * how many wait in all. A client outside the bases (or none) is null: "not found", so ids do not leak.
 */
export async function unconfirmedCustomerPage(db: Queryable, { clientId, page, size, bases }: UnconfirmedPageQuery) {
  const [client] = await db.query<{ name: string; total: number }>(
    `SELECT c.name, (SELECT count(*)::int FROM customer cu WHERE cu.client_id = c.id AND NOT cu.is_type_confirmed) AS total
       FROM client c WHERE c.id = $1 AND c.officer_id = ANY($2::int[])`,
    [clientId, bases],
  );
  if (!client) return null;
  // customer_unconfirmed_idx (client_id, nr) WHERE NOT is_type_confirmed serves the order and the offset.
  const customers = await db.query<object>(
    `SELECT cu.id::int AS "customerId", cu.nr AS "customerNr", cu.name, cu.address_line1 AS "addressLine1",
            cu.address_line2 AS "addressLine2", cu.post_no AS "postNo", cu.city_name AS "cityName", cu.org_no AS "orgNo",
            cu.email, cu.type
       FROM customer cu
      WHERE cu.client_id = $1 AND NOT cu.is_type_confirmed
      ORDER BY cu.nr
      LIMIT $2 OFFSET $3`,
    [clientId, size, page * size],
  );
  return { clientId, clientName: client.name, page, size, totalCount: client.total, customers };
}
