import { INSOLVENCY_KINDS, INSOLVENCY_STOP_REASON } from '../../src/domain/company/insolvency';
import type { Queryable } from '../db/database';

/**
 * The one rule by which a customer's bankruptcy or dissolution stops its reminders (src/domain/company/insolvency.ts),
 * used by the reminder run (a candidate of such a customer is stopped, not reminded) and by the register watch (the
 * customer's open reminders are stopped at once when the register reports it). The organisations so reported are
 * the rows of register_insolvency, which only the watch writes: with the seeded register the run is as before.
 */

/** SQL: the insolvency kind of the organisation of customer `customer` (an alias), NULL for a going concern. */
export const customerInsolvencySql = (customer: string) => `(SELECT i.kind FROM register_insolvency i WHERE i.org_no = ${customer}.org_no)`;

/** The stop type a run records for an insolvency kind, beside the reminder rules' types. */
export const insolvencyStopType = (kind: string) => `INSOLVENCY_${kind}`;

/** The stop types and their reasons, for the run's lookup of a stop's reason. */
export const INSOLVENCY_STOP_TYPES: readonly string[] = INSOLVENCY_KINDS.map(insolvencyStopType);
export const INSOLVENCY_STOP_REASONS: readonly string[] = INSOLVENCY_KINDS.map((kind) => INSOLVENCY_STOP_REASON[kind]);

/**
 * Stops the open (Pending, not yet approved) reminders of the customers whose organisation is one of `orgNos` and
 * is in register_insolvency: each becomes a stopped reminder of its bundle with the reason, in the caller's
 * transaction. Returns how many, and the bundles they were in.
 */
export async function stopInsolventReminders(tx: Queryable, orgNos: readonly string[]): Promise<{ stopped: number; bundleIds: number[]; byOrgNo: Map<string, number> }> {
  if (orgNos.length === 0) return { stopped: 0, bundleIds: [], byOrgNo: new Map() };
  const rows = await tx.query<{ bundle_id: number; org_no: string }>(
    `WITH gone AS (
       DELETE FROM reminder r USING customer cu, register_insolvency i
        WHERE r.customer_id = cu.id AND cu.org_no = i.org_no AND i.org_no = ANY($1::text[]) AND r.status = 'Pending'
       RETURNING r.bundle_id, r.client_id, r.customer_id, r.invoice_id, r.reminder_code, r.reminder_type, i.kind, i.org_no
     ),
     stopped AS (
       INSERT INTO reminder_stopped (bundle_id, client_id, customer_id, invoice_id, reminder_code, reminder_type, reason)
       SELECT g.bundle_id, g.client_id, g.customer_id, g.invoice_id, g.reminder_code, g.reminder_type, s.reason
         FROM gone g JOIN unnest($2::text[], $3::text[]) AS s(kind, reason) ON s.kind = g.kind
       RETURNING bundle_id
     )
     SELECT g.bundle_id::int AS bundle_id, g.org_no FROM gone g`,
    [orgNos, [...INSOLVENCY_KINDS], [...INSOLVENCY_KINDS].map((kind) => INSOLVENCY_STOP_REASON[kind])],
  );
  const byOrgNo = new Map<string, number>();
  for (const row of rows) byOrgNo.set(row.org_no, (byOrgNo.get(row.org_no) ?? 0) + 1);
  return { stopped: rows.length, bundleIds: [...new Set(rows.map((row) => row.bundle_id))].sort((a, b) => a - b), byOrgNo };
}
