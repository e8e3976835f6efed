import type { Queryable } from '../db/database';
import { namedIds, SUBJECT_KINDS } from './auditIds';
import { currentOperation, type OperationScope } from './auditScope';

/** A change made outside any request (none in the server today; tests call commitChange directly). */
const NO_OPERATION: OperationScope = { api: 'server', operation: 'internal', officerId: null, sessionId: null, request: [] };

/** Switches on the noting of what the change touches (migration 0100) for the rest of its transaction. */
export async function startAuditedChange(tx: Queryable): Promise<void> {
  await tx.query("SELECT set_config('norlink.audit', 'on', true)");
}

/**
 * Keeps rows a change is about to remove or rewrite whole in the change's audit row (removed_rows, by kind):
 * `rowsSql` selects one jsonb per row (`SELECT to_jsonb(p) FROM post p WHERE ...`). Call it in the change's
 * transaction before the rows change; a deletion can then be read back and undone.
 */
export async function keepRemovedRows(tx: Queryable, kind: string, rowsSql: string, params: readonly unknown[]): Promise<void> {
  if (!/^[a-z_]+$/.test(kind)) throw new Error(`not a kind of row: ${kind}`);
  await tx.query(`INSERT INTO audit_pending_removal (kind, row) SELECT '${kind}', removed.r FROM (${rowsSql}) AS removed(r)`, params);
}

/**
 * Writes the audit row of the change in its own transaction, just before it commits: the operation and
 * officer of the request being handled, the clients, customers and invoices whose rows it wrote (noted
 * by the triggers of migration 0100), the ledger posts' amounts, and the other ids its request and
 * result name. A transaction that wrote nothing (a 404, a repeat) records nothing.
 */
export async function recordChange(tx: Queryable, result: unknown): Promise<void> {
  const [written] = await tx.query<{ wrote: boolean }>('SELECT txid_current_if_assigned() IS NOT NULL AS wrote');
  if (!written?.wrote) return;
  const scope = currentOperation() ?? NO_OPERATION;
  const ids = namedIds([...scope.request, result]);
  const subject = (kind: string) => (ids[kind] ?? []).filter((id): id is number => typeof id === 'number');
  const others = Object.fromEntries(Object.entries(ids).filter(([kind]) => !(SUBJECT_KINDS as readonly string[]).includes(kind)));
  await tx.query(
    `WITH touched AS (
       DELETE FROM audit_pending_touch WHERE tx = txid_current() RETURNING client_id, customer_id, invoice_id, amount_ore
     ), removed AS (
       DELETE FROM audit_pending_removal WHERE tx = txid_current() RETURNING kind, row, seq
     ), invoices AS (
       SELECT unnest($7::bigint[]) AS id UNION SELECT invoice_id FROM touched
     ), customers AS (
       SELECT unnest($6::bigint[]) AS id UNION SELECT customer_id FROM touched
       UNION SELECT i.customer_id FROM invoice i JOIN invoices USING (id)
     ), clients AS (
       SELECT unnest($5::bigint[]) AS id UNION SELECT client_id FROM touched
       UNION SELECT c.client_id FROM customer c JOIN customers USING (id)
     )
     INSERT INTO audit_event (officer_id, session_id, api, operation, client_ids, customer_ids, invoice_ids, other_ids, moved_ore, removed_rows, system_actor)
     SELECT $1, $2, $3, $4,
            ARRAY(SELECT id FROM clients WHERE id IS NOT NULL ORDER BY id),
            ARRAY(SELECT id FROM customers WHERE id IS NOT NULL ORDER BY id),
            ARRAY(SELECT id FROM invoices WHERE id IS NOT NULL ORDER BY id),
            $8::jsonb,
            (SELECT coalesce(sum(amount_ore), 0) FROM touched),
            (SELECT jsonb_object_agg(kind, rows) FROM (SELECT kind, jsonb_agg(row ORDER BY seq) AS rows FROM removed GROUP BY kind) k),
            $9`,
    [
      scope.officerId,
      scope.sessionId,
      scope.api,
      scope.operation,
      subject('client'),
      subject('customer'),
      subject('invoice'),
      JSON.stringify(others),
      scope.systemActor ?? null,
    ],
  );
}
