import { randomUUID } from 'node:crypto';
import { toIsoDate } from '../../src/domain/dates/isoDate';
import { chooseShipment, DISPATCH_APPROVED_TEXT } from '../../src/domain/production/dispatch';
import type { ShipmentType } from '../../src/domain/shipment/shipmentType';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/apiError';
import { enqueueJobs } from '../jobs/jobs';
import { dispatchFacts, dispatchJobs, entryFactsSql, type EntryFactsRow } from './productionDispatch';

export const PRODUCTION_NOT_FOUND_MESSAGE = 'Produksjonen ble ikke funnet';
export const FAILED_PRODUCTION_NOT_FOUND_MESSAGE = 'Den feilede forsendelsen ble ikke funnet';
export const DUE_DATE_BEFORE_INVOICE_DATE_MESSAGE = 'Forfallsdato kan ikke være før fakturadato';

/** The reads an approval changes: the pending list and its count, the history. */
export const APPROVAL_END_POINTS = ['Production/BatchList', 'Production', 'pending/productions'] as const;
/** The reads a resend changes. */
export const RESEND_END_POINTS = ['Production/FailedList', 'Production', 'pending/productions/failed'] as const;

export interface ApprovalResult {
  /** Entries this request moved from NEW to APPROVED; a repeat (double click, a second officer) moves none. */
  readonly approved: number;
  readonly batchIds: readonly number[];
}

/** Marks entries APPROVED and queues their dispatch, in the caller's transaction. */
async function approveAndQueue(tx: Queryable, ids: readonly number[], officerId: number, fromStatus: 'NEW' | 'FAILED'): Promise<ApprovalResult> {
  if (ids.length === 0) return { approved: 0, batchIds: [] };
  const changed = await tx.query<{ id: number; batch_id: number }>(
    `UPDATE production_entry SET status = 'APPROVED', status_text = $4, approved_at = clock_timestamp(), approved_by = $2
      WHERE id = ANY($1::bigint[]) AND status = $3
      RETURNING id::int AS id, batch_id::int AS batch_id`,
    [ids, officerId, fromStatus, DISPATCH_APPROVED_TEXT],
  );
  const approvedIds = changed.map((row) => row.id).sort((a, b) => a - b);
  await enqueueJobs(tx, dispatchJobs(approvedIds, randomUUID()));
  return { approved: approvedIds.length, batchIds: [...new Set(changed.map((row) => row.batch_id))].sort((a, b) => a - b) };
}

/**
 * POST Production/Approve: the named pending entries (of the officer's bases) become APPROVED and their
 * dispatch is queued in the same transaction. The rows are locked in id order, so overlapping approvals
 * by two officers queue rather than deadlock, and only NEW rows change: each entry is approved, and its
 * dispatch queued, exactly once however many requests name it. An entry with earlier productions that is
 * approved is produced again (the re-produce choice; the ones not chosen are deleted with
 * DELETE Production/PendingProd). An entry not found, or not of the named client, is a 404 and nothing changes.
 */
export async function approveProductions(
  tx: Queryable,
  request: { readonly entries: readonly { clientId: number; entryId: number }[]; readonly officerId: number; readonly bases: readonly number[] },
): Promise<ApprovalResult> {
  const ids = [...new Set(request.entries.map((entry) => entry.entryId))];
  const locked = await tx.query<{ id: number; client_id: number }>(
    `SELECT e.id::int AS id, e.client_id FROM production_entry e JOIN client c ON c.id = e.client_id
      WHERE e.id = ANY($1::bigint[]) AND c.officer_id = ANY($2::int[])
      ORDER BY e.id FOR UPDATE OF e`,
    [ids, request.bases],
  );
  const clientOf = new Map(locked.map((row) => [row.id, row.client_id]));
  const strangers = request.entries.filter((entry) => clientOf.get(entry.entryId) !== entry.clientId).map((entry) => entry.entryId);
  if (strangers.length > 0) throw new ApiError(404, `${PRODUCTION_NOT_FOUND_MESSAGE}: ${[...new Set(strangers)].slice(0, 20).join(', ')}`);
  return approveAndQueue(tx, ids, request.officerId, 'NEW');
}

export interface ResendChoice {
  readonly shipmentType: ShipmentType;
  readonly yourRef?: string;
  readonly email?: string;
  readonly dueDate?: string;
  readonly updateTaxSummary?: boolean;
}

/**
 * POST Production/Resend/{entryId}: a failed entry is sent again with the chosen shipment, and the e-mail,
 * reference and due date given (the due date and reference also on the invoice, whose document shows them).
 * A repeat after the entry left FAILED changes nothing.
 */
export async function resendProduction(
  tx: Queryable,
  request: { readonly entryId: number; readonly choice: ResendChoice; readonly officerId: number; readonly bases: readonly number[] },
): Promise<ApprovalResult> {
  const [entry] = await tx.query<{ status: string; invoice_id: number | null; jour_date: string }>(
    `SELECT e.status, e.invoice_id::int AS invoice_id, to_char(e.jour_date, 'YYYY-MM-DD') AS jour_date
       FROM production_entry e JOIN client c ON c.id = e.client_id
      WHERE e.id = $1 AND c.officer_id = ANY($2::int[]) FOR UPDATE OF e`,
    [request.entryId, request.bases],
  );
  if (!entry || entry.status === 'NEW') throw new ApiError(404, FAILED_PRODUCTION_NOT_FOUND_MESSAGE);
  if (entry.status !== 'FAILED') return { approved: 0, batchIds: [] };
  const { choice } = request;
  if (choice.dueDate !== undefined && choice.dueDate < entry.jour_date) {
    throw new ApiError(400, DUE_DATE_BEFORE_INVOICE_DATE_MESSAGE, [{ path: 'body.dueDate', message: DUE_DATE_BEFORE_INVOICE_DATE_MESSAGE }]);
  }
  await tx.query(
    `UPDATE production_entry SET shipment_type = $2,
            your_ref = CASE WHEN $3::boolean THEN nullif($4::text, '') ELSE your_ref END,
            email = CASE WHEN $5::boolean THEN nullif($6::text, '') ELSE email END,
            due_date = coalesce($7::date, due_date)
      WHERE id = $1`,
    [request.entryId, choice.shipmentType, choice.yourRef !== undefined, choice.yourRef ?? null, choice.email !== undefined, choice.email ?? null, choice.dueDate ?? null],
  );
  if (entry.invoice_id !== null && (choice.dueDate !== undefined || choice.yourRef !== undefined)) {
    await tx.query(
      `UPDATE invoice SET due_date = coalesce($2::date, due_date),
              your_ref = CASE WHEN $3::boolean THEN nullif($4::text, '') ELSE your_ref END
        WHERE id = $1`,
      [entry.invoice_id, choice.dueDate ?? null, choice.yourRef !== undefined, choice.yourRef ?? null],
    );
  }
  return approveAndQueue(tx, [request.entryId], request.officerId, 'FAILED');
}

/**
 * PUT Production/ResendFailed: the named failed entries (of the officer's bases) are sent again by the
 * shipment the system chooses (src/domain/production/dispatch.ts chooseShipment). One that no shipment can
 * deliver stays failed with its reason; ids that are not failed entries of the officer's bases are passed over.
 */
export async function resendFailedProductions(
  tx: Queryable,
  request: { readonly entryIds: readonly number[]; readonly officerId: number; readonly bases: readonly number[]; readonly now?: Date },
): Promise<ApprovalResult & { readonly undeliverable: number }> {
  const rows = await tx.query<EntryFactsRow>(
    `${entryFactsSql("e.id = ANY($1::bigint[]) AND c.officer_id = ANY($2::int[]) AND e.status = 'FAILED'")} ORDER BY e.id FOR UPDATE OF e`,
    [request.entryIds, request.bases],
  );
  const today = toIsoDate(request.now ?? new Date());
  const chosen = rows.map((row) => ({ id: row.id, shipmentType: chooseShipment(dispatchFacts(row), today) }));
  const deliverable = chosen.filter((c): c is { id: number; shipmentType: ShipmentType } => c.shipmentType !== null);
  if (deliverable.length) {
    await tx.query(
      `UPDATE production_entry e SET shipment_type = c.shipment FROM unnest($1::bigint[], $2::text[]) AS c(id, shipment) WHERE e.id = c.id`,
      [deliverable.map((c) => c.id), deliverable.map((c) => c.shipmentType)],
    );
  }
  const result = await approveAndQueue(
    tx,
    deliverable.map((c) => c.id),
    request.officerId,
    'FAILED',
  );
  return { ...result, undeliverable: chosen.length - deliverable.length };
}
