import type { CustomerType, CustomerTypeTreatment } from '../../src/domain/customer/customerType';
import { CLIENT_NOT_FOUND_MESSAGE, NOTHING_TO_CONFIRM_MESSAGE } from '../../src/domain/customer/customerTypeConfirmation';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/apiError';

export const customerNotFoundMessage = (ids: readonly number[]) => `Fant ikke kunde ${ids.join(', ')}`;

export interface ConfirmRequest {
  readonly customers?: readonly number[];
  readonly allOfClient?: number;
  readonly except?: readonly number[];
  readonly customerType: CustomerTypeTreatment;
  readonly bases: readonly number[];
}


/** The new type: the chosen one, or for 'keep' the one the customer has. */
const NEW_TYPE = `CASE WHEN $2 = 'keep' THEN cu.type ELSE $2 END`;

/**
 * PUT CustomerType/Confirm, in the caller's transaction. Only customers still unconfirmed change, so a
 * repeated request (or two officers at once: the second UPDATE re-reads each row after the first commits)
 * confirms nothing twice and answers 0. Named ids outside the officer's bases refuse the whole request.
 */
export async function confirmCustomerTypes(tx: Queryable, request: ConfirmRequest): Promise<number> {
  const byIds = request.customers !== undefined;
  if (byIds === (request.allOfClient !== undefined)) {
    throw new ApiError(400, NOTHING_TO_CONFIRM_MESSAGE, [{ path: 'body.customers', message: NOTHING_TO_CONFIRM_MESSAGE }]);
  }
  if (byIds && request.except !== undefined) {
    throw new ApiError(400, 'except gjelder bare allOfClient', [{ path: 'body.except', message: 'except gjelder bare allOfClient' }]);
  }
  const changed = byIds ? await confirmByIds(tx, request.customers!, request) : await confirmAllOfClient(tx, request.allOfClient!, request);
  return changed.length;
}

async function confirmByIds(tx: Queryable, ids: readonly number[], request: ConfirmRequest) {
  const found = await tx.query<{ id: number }>(
    `SELECT cu.id::int AS id FROM customer cu JOIN client c ON c.id = cu.client_id
      WHERE cu.id = ANY($1::bigint[]) AND c.officer_id = ANY($2::int[])`,
    [ids, request.bases],
  );
  if (found.length !== ids.length) {
    const known = new Set(found.map((row) => row.id));
    throw new ApiError(404, customerNotFoundMessage(ids.filter((id) => !known.has(id))));
  }
  return tx.query(
    `UPDATE customer cu SET type = ${NEW_TYPE}, is_type_confirmed = true
      WHERE cu.id = ANY($1::bigint[]) AND NOT cu.is_type_confirmed
      RETURNING cu.id`,
    [ids, request.customerType],
  );
}

async function confirmAllOfClient(tx: Queryable, clientId: number, request: ConfirmRequest) {
  const client = await tx.query('SELECT 1 FROM client WHERE id = $1 AND officer_id = ANY($2::int[])', [clientId, request.bases]);
  if (client.length === 0) throw new ApiError(404, CLIENT_NOT_FOUND_MESSAGE);
  return tx.query(
    `UPDATE customer cu SET type = ${NEW_TYPE}, is_type_confirmed = true
      WHERE cu.client_id = $1 AND NOT cu.is_type_confirmed AND cu.id <> ALL($3::bigint[])
      RETURNING cu.id`,
    [clientId, request.customerType, request.except ?? []],
  );
}

/**
 * PUT CustomerType/Confirm/{customerId}: sets the type and marks it confirmed. Setting the type a
 * confirmed customer already has changes nothing; null when the customer is outside the bases.
 */
export async function confirmCustomerType(
  tx: Queryable,
  request: { readonly customerId: number; readonly customerType: CustomerType; readonly bases: readonly number[] },
): Promise<{ readonly changed: boolean } | null> {
  const [customer] = await tx.query(
    `SELECT 1 FROM customer cu JOIN client c ON c.id = cu.client_id
      WHERE cu.id = $1 AND c.officer_id = ANY($2::int[])
        FOR UPDATE OF cu`,
    [request.customerId, request.bases],
  );
  if (!customer) return null;
  const changed = await tx.query(
    `UPDATE customer SET type = $2, is_type_confirmed = true
      WHERE id = $1 AND (type <> $2 OR NOT is_type_confirmed) RETURNING id`,
    [request.customerId, request.customerType],
  );
  return { changed: changed.length > 0 };
}

/** The read paths a confirmation moves: the badge (data API) and the CustomerType reads below it (legacy API). */
export const CONFIRMATION_END_POINTS = ['pending/unconfirmed-customers', 'CustomerType'] as const;
