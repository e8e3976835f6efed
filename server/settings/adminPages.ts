import type { Queryable } from '../db/database';

/** The admin pages' reads and changes (part 2 §2.8 Admin, §3.8 Branch and Build project, §7.5). */

export function listBranches(db: Queryable) {
  return db.query<object>(
    `SELECT branch_name AS "branchName", branch_url AS "branchUrl",
            to_char(create_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createTime",
            to_char(update_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "updateTime"
       FROM branch ORDER BY update_time DESC, branch_name`,
  );
}

const utc = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

export function listBuildProjects(db: Queryable) {
  return db.query<object>(
    `SELECT project, status, ${utc('start_time')} AS "startTime", ${utc('end_time')} AS "endTime", deploy_status AS "deployStatus",
            ${utc('deploy_start')} AS "deployStart", ${utc('deploy_end')} AS "deployEnd", hyperlink
       FROM build_project ORDER BY project`,
  );
}

export async function buildProjectExists(db: Queryable, project: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM build_project WHERE project = $1', [project])).length > 0;
}

/** Records a build the build system accepted: the project is in progress from now, its last deploy forgotten. */
export async function recordBuildRun(tx: Queryable, run: { project: string; officerId: number; webhookStatus: number }): Promise<boolean> {
  const updated = await tx.query(
    `UPDATE build_project SET status = 'IN_PROGRESS', start_time = now(), end_time = NULL, deploy_status = NULL, deploy_start = NULL, deploy_end = NULL
      WHERE project = $1 RETURNING project`,
    [run.project],
  );
  if (updated.length === 0) return false;
  await tx.query('INSERT INTO build_run (project, started_at, started_by, webhook_status) VALUES ($1, now(), $2, $3)', [
    run.project,
    run.officerId,
    run.webhookStatus,
  ]);
  return true;
}

export interface ProductPriceGroup {
  readonly serviceType: string;
  readonly serviceName: string;
  readonly prices: readonly { id: number; productCode: string; productText: string; priceExTax: number }[];
}

/** GET onboarding/products: the prices per service type, in the order the seed gave them. */
export function listProductPrices(db: Queryable): Promise<ProductPriceGroup[]> {
  return db.query<ProductPriceGroup>(
    `SELECT service_type AS "serviceType", min(service_name) AS "serviceName",
            jsonb_agg(jsonb_build_object('id', id, 'productCode', product_code, 'productText', product_text,
                                         'priceExTax', price_ex_tax_ore / 100.0::float8) ORDER BY id) AS prices
       FROM onboarding_product_price GROUP BY service_type ORDER BY min(id)`,
  );
}

/**
 * PUT onboarding/products in the caller's transaction: every named product (by id and service type) gets its
 * price, or none does (a product not found answers false and the caller rolls back). Locked in id order.
 */
export async function updateProductPrices(tx: Queryable, prices: readonly { id: number; serviceType: string; priceOre: number }[]): Promise<number[] | null> {
  const ids = prices.map((price) => price.id);
  const found = await tx.query<{ id: number; service_type: string }>(
    'SELECT id, service_type FROM onboarding_product_price WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE',
    [ids],
  );
  const byId = new Map(found.map((row) => [row.id, row.service_type]));
  const missing = prices.map((price, index) => (byId.get(price.id) === price.serviceType ? -1 : index)).filter((index) => index >= 0);
  if (missing.length > 0) return missing;
  await tx.query(
    `UPDATE onboarding_product_price p SET price_ex_tax_ore = n.ore
       FROM unnest($1::int[], $2::bigint[]) AS n(id, ore)
      WHERE p.id = n.id AND p.price_ex_tax_ore <> n.ore`,
    [ids, prices.map((price) => price.priceOre)],
  );
  return null;
}
