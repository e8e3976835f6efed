import type { CustomerType } from '../../src/domain/customer/customerType';
import { reminderChangeRefusal, type ReminderChange } from '../../src/domain/reminders/reminderChange';
import { REMINDER_DISPATCH_TEXTS } from '../../src/domain/reminders/reminderDispatch';
import {
  REMINDER_ALREADY_DECIDED_MESSAGE,
  REMINDER_BUNDLE_NOT_FOUND_MESSAGE,
  REMINDER_NOT_FOUND_MESSAGE,
  remindersNotInBundleMessage,
  unconfirmedCustomerTypeMessage,
} from '../../src/domain/reminders/reminderTexts';
import { isReminderSelectable } from '../../src/domain/selection/selectability';
import type { ReminderShipmentType } from '../../src/domain/shipment/shipmentType';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/apiError';
import { enqueueJobs } from '../jobs/jobs';
import { reminderDispatchJobs } from './reminderDispatch';

export type ReminderDecision = 'approve' | 'reject';

export interface ReminderDecisionRequest {
  readonly bundleId: number;
  readonly ids: readonly number[];
  readonly decision: ReminderDecision;
  readonly officerId: number;
  readonly bases: readonly number[];
}

export interface ReminderDecisionResult {
  /** Reminders of the bundle (of the officer's bases) still Pending after this decision. */
  readonly pending: number;
  /** Reminders this request moved from Pending; 0 when it repeats one already carried out. */
  readonly decided: number;
}

/** Approved reminders are Sent (shown as approved, part 1 §4) and wait for their dispatch job (reminderDispatch.ts). */
const STATUS_OF: Readonly<Record<ReminderDecision, 'Sent' | 'Rejected'>> = { approve: 'Sent', reject: 'Rejected' };

/**
 * Approves or rejects reminders of a pending bundle, in the caller's transaction, as debt collection
 * decides its items: the bundle row is locked first and the named reminders in id order, so two
 * officers deciding overlapping reminders queue instead of deadlocking; only reminders still Pending
 * change, so each is decided once however many requests name it. Ids outside the bundle (or the
 * officer's bases) refuse the whole request; so does approving a reminder whose customer type is not
 * confirmed (part 1 §2; the fee and interest do not depend on the type, see src/domain/reminders/reminderRun.ts).
 * Once no reminder of the bundle is Pending, it is archived.
 * Approved reminders are marked WAITING and their dispatch jobs queued in the same transaction.
 */
export async function decideReminders(tx: Queryable, request: ReminderDecisionRequest): Promise<ReminderDecisionResult> {
  // Deciders of one bundle take turns, so the last of two concurrent deciders sees the other's work and archives it.
  const [bundle] = await tx.query<{ status: string }>('SELECT status FROM reminder_bundle WHERE id = $1 FOR UPDATE', [request.bundleId]);
  if (!bundle) throw new ApiError(404, REMINDER_BUNDLE_NOT_FOUND_MESSAGE);
  const locked = await tx.query<{ id: number; status: string; is_type_confirmed: boolean }>(
    `SELECT r.id::int AS id, r.status, cu.is_type_confirmed
       FROM reminder r JOIN client c ON c.id = r.client_id JOIN customer cu ON cu.id = r.customer_id
      WHERE r.id = ANY($1::bigint[]) AND r.bundle_id = $2 AND c.officer_id = ANY($3::int[]) AND r.is_valid
      ORDER BY r.id
        FOR UPDATE OF r`,
    [request.ids, request.bundleId, request.bases],
  );
  const found = new Set(locked.map((row) => row.id));
  const strangers = request.ids.filter((id) => !found.has(id));
  if (strangers.length > 0) throw new ApiError(404, remindersNotInBundleMessage(strangers));
  const pendingRows = locked.filter((row) => row.status === 'Pending');
  if (request.decision === 'approve') {
    const blocked = pendingRows.filter((row) => !isReminderSelectable({ isCustomerTypeConfirmed: row.is_type_confirmed }));
    if (blocked.length > 0) throw new ApiError(409, unconfirmedCustomerTypeMessage(blocked.map((row) => row.id)));
  }
  const changed = pendingRows.length
    ? await tx.query<{ id: number }>(
        // An approved reminder waits for its dispatch (reminderDispatch.ts) from the same statement on.
        `UPDATE reminder SET status = $2, decided_at = now(), decided_by = $3,
                dispatch_status = CASE WHEN $2 = 'Sent' THEN 'WAITING' END,
                shipment_status = CASE WHEN $2 = 'Sent' THEN $4 ELSE shipment_status END
          WHERE id = ANY($1::bigint[]) AND status = 'Pending'
          RETURNING id::int AS id`,
        [pendingRows.map((row) => row.id), STATUS_OF[request.decision], request.officerId, REMINDER_DISPATCH_TEXTS.waiting],
      )
    : [];
  if (request.decision === 'approve' && changed.length > 0) {
    // Marked (above) and queued in the decision's transaction: an approval that commits is delivered, whatever dies after.
    await enqueueJobs(tx, reminderDispatchJobs(changed.map((row) => row.id)));
  }
  const [{ pending }] = (await tx.query<{ pending: number }>(
    `SELECT count(*)::int AS pending FROM reminder r JOIN client c ON c.id = r.client_id
      WHERE r.bundle_id = $1 AND r.status = 'Pending' AND r.is_valid AND c.officer_id = ANY($2::int[])`,
    [request.bundleId, request.bases],
  )) as [{ pending: number }];
  if (changed.length > 0) {
    // Archived once nothing of any base is left to decide (the row lock orders the last two deciders).
    await tx.query(
      `UPDATE reminder_bundle b SET status = 'APPROVED', approved_at = now()
        WHERE b.id = $1 AND b.status = 'PENDING'
          AND NOT EXISTS (SELECT 1 FROM reminder r WHERE r.bundle_id = b.id AND r.status = 'Pending' AND r.is_valid)`,
      [request.bundleId],
    );
  }
  return { pending, decided: changed.length };
}

interface ReminderChangeRequest extends ReminderChange {
  readonly reminderId: number;
  readonly bases: readonly number[];
}

/**
 * PUT DebtCollection/Reminder/{id}: the shipment, the e-mail (only with shipment EMAIL) and the
 * customer type of a pending reminder; setting the type confirms it on the customer. Answers the
 * bundle id and whether anything changed; null when the reminder is outside the officer's bases.
 */
export async function changeReminder(tx: Queryable, request: ReminderChangeRequest): Promise<{ bundleId: number; changed: boolean } | null> {
  const [target] = await tx.query<{
    bundle_id: number;
    status: string;
    shipment_type: ReminderShipmentType;
    customer_email: string | null;
    customer_id: number;
    customer_type: CustomerType;
    is_type_confirmed: boolean;
  }>(
    `SELECT r.bundle_id::int AS bundle_id, r.status, r.shipment_type, r.customer_email, r.customer_id::int AS customer_id,
            cu.type AS customer_type, cu.is_type_confirmed
       FROM reminder r JOIN client c ON c.id = r.client_id JOIN customer cu ON cu.id = r.customer_id
      WHERE r.id = $1 AND c.officer_id = ANY($2::int[])
        FOR UPDATE OF r, cu`,
    [request.reminderId, request.bases],
  );
  if (!target) return null;
  if (target.status !== 'Pending') throw new ApiError(409, REMINDER_ALREADY_DECIDED_MESSAGE);
  const refusal = reminderChangeRefusal(request, { shipmentType: target.shipment_type, email: target.customer_email });
  if (refusal) throw new ApiError(400, refusal.message, [{ path: `body.${refusal.field}`, message: refusal.message }]);
  let changed = false;
  const shipment = request.shipmentType ?? target.shipment_type;
  const email = shipment === 'EMAIL' ? (request.email ?? target.customer_email) : target.customer_email;
  if (shipment !== target.shipment_type || email !== target.customer_email) {
    await tx.query('UPDATE reminder SET shipment_type = $2, customer_email = $3 WHERE id = $1', [request.reminderId, shipment, email]);
    changed = true;
  }
  if (request.customerType && (request.customerType !== target.customer_type || !target.is_type_confirmed)) {
    await tx.query('UPDATE customer SET type = $2, is_type_confirmed = true WHERE id = $1', [target.customer_id, request.customerType]);
    changed = true;
  }
  return { bundleId: target.bundle_id, changed };
}

/** Throws the 'not found' refusal of a reminder read or change. */
export function reminderNotFound(): never {
  throw new ApiError(404, REMINDER_NOT_FOUND_MESSAGE);
}
