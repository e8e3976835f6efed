import type { Database, Queryable } from '../db/database';
import type { JobHandler } from '../jobs/jobRunner';
import { EMBEDDED_OUTSIDE } from '../outside/outsideParties';
import type { EhfReceivers } from '../outside/peppol/ehfReceivers';

/**
 * The report of a client's business customers by e-invoice readiness (issue 44): who can receive EHF today by the
 * invoice network's answer (PEPPOL, kept for the DNS record's lifetime; or the seeded ELMA table), who is still on
 * paper or e-mail, and the bulk switch to EHF of those who can. One rule decides who may be switched: the network
 * says the customer takes BIS Billing 3 invoices, and its shipment is not locked.
 */

/** The background job that asks the network about a client's customers (payload: clientId). */
export const READINESS_LOOKUP_JOB = 'einvoice.lookups';

/** SQL over customer cu: whether the network's kept answer says it can receive EHF invoices (NULL: not asked, or expired). */
const canReceiveSql = (source: EhfReceivers['source']) =>
  source === 'PEPPOL'
    ? `(SELECT r.accepts_invoice FROM peppol_receiver r WHERE r.org_no = cu.org_no AND r.expires_at > now())`
    : `coalesce((SELECT p.is_enabled AND p.ehf_version3 FROM elma_participant p WHERE p.org_no = cu.org_no), false)`;
const checkedAtSql = (source: EhfReceivers['source']) =>
  source === 'PEPPOL'
    ? `(SELECT to_char(r.looked_up_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') FROM peppol_receiver r WHERE r.org_no = cu.org_no AND r.expires_at > now())`
    : 'NULL';

export async function einvoiceReadiness(db: Queryable, clientId: number, receivers: EhfReceivers) {
  const customers = await db.query<object>(
    `SELECT cu.id::float8 AS "customerId", cu.nr::float8 AS "customerNr", cu.name, cu.org_no AS "orgNo", cu.shipment_type AS "shipmentType",
            cu.fixed_shipment AS "fixedShipment", ${canReceiveSql(receivers.source)} AS "canReceiveEhf", ${checkedAtSql(receivers.source)} AS "checkedAt"
       FROM customer cu
      WHERE cu.client_id = $1 AND cu.type = 'Business' AND cu.org_no IS NOT NULL
      ORDER BY cu.nr`,
    [clientId],
  );
  return { source: receivers.source, customers };
}

/** Switches the chosen customers that may be switched to EHF, in the caller's transaction. */
export async function switchToEhf(tx: Queryable, clientId: number, customerIds: readonly number[], receivers: EhfReceivers): Promise<{ switched: number; left: number; customerNrs: number[] }> {
  const switched = await tx.query<{ nr: number }>(
    `UPDATE customer cu SET shipment_type = 'EHF'
      WHERE cu.client_id = $1 AND cu.id = ANY($2::bigint[]) AND cu.type = 'Business' AND cu.org_no IS NOT NULL AND NOT cu.fixed_shipment
        AND cu.shipment_type <> 'EHF' AND ${canReceiveSql(receivers.source)} IS TRUE
      RETURNING cu.nr::float8 AS nr`,
    [clientId, customerIds],
  );
  return { switched: switched.length, left: new Set(customerIds).size - switched.length, customerNrs: switched.map((row) => row.nr) };
}

/** Asks the network about each business customer of the client whose answer is missing or expired. */
export async function lookUpClientCustomers(db: Database, clientId: number, receivers: EhfReceivers): Promise<{ asked: number; unanswered: number }> {
  if (receivers.source !== 'PEPPOL') return { asked: 0, unanswered: 0 };
  const orgNos = await db.query<{ org_no: string }>(
    `SELECT DISTINCT cu.org_no FROM customer cu
      WHERE cu.client_id = $1 AND cu.type = 'Business' AND cu.org_no IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM peppol_receiver r WHERE r.org_no = cu.org_no AND r.expires_at > now())`,
    [clientId],
  );
  let unanswered = 0;
  for (const { org_no } of orgNos) if ((await receivers.lookUp(db, org_no)) === null) unanswered++;
  if (unanswered > 0) throw new Error(`the network did not answer for ${unanswered} of ${orgNos.length} customers; asked again later`);
  return { asked: orgNos.length, unanswered };
}

export const readinessLookupJob: JobHandler = async (job, db, services) => {
  const { clientId } = job.payload as { clientId: number };
  return lookUpClientCustomers(db, clientId, (services.outside ?? EMBEDDED_OUTSIDE).ehfReceivers);
};
