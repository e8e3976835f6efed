import { checkAgencyCustomerNumber } from '../../src/domain/debtCollection/agencyCustomerNumber';
import {
  BUNDLE_NOT_FOUND_MESSAGE,
  CASE_ALREADY_DECIDED_MESSAGE,
  CASE_NOT_FOUND_MESSAGE,
  casesWithoutAgencyNumberMessage,
  itemsNotInBundleMessage,
} from '../../src/domain/debtCollection/debtCollectionTexts';
import { isCaseSelectable, READY_PAYMENT_STATUS } from '../../src/domain/selection/selectability';
import type { Queryable } from '../db/database';
import { enqueueJobs } from '../jobs/jobs';
import { agencyDeliveryJobs } from '../outside/agencies/agencyDelivery';
import { ApiError } from '../http/apiError';
import type { KindSpec } from './collectionKind';

export type Decision = 'Approved' | 'Rejected';

export interface DecisionRequest {
  readonly bundleId: number;
  readonly ids: readonly number[];
  readonly decision: Decision;
  readonly officerId: number;
  readonly bases: readonly number[];
}

export interface DecisionResult {
  /** Items of the bundle (of the officer's bases) still Ready after this decision. */
  readonly pending: number;
  /** Items this request moved from Ready; 0 when it repeats one already carried out. */
  readonly decided: number;
}

interface LockedItem {
  readonly id: number;
  readonly status: string;
  readonly agency_customer_number: string | null;
  readonly client_has_numbers: boolean;
}

/**
 * Approves or rejects items of a bundle, in the caller's transaction. The named rows are locked
 * in id order (so two officers deciding overlapping items queue instead of deadlocking), and only
 * rows still Ready change: an item is decided exactly once however many requests name it, and a
 * repeated request changes nothing and answers `decided: 0`.
 */
export async function decideItems(tx: Queryable, spec: KindSpec, request: DecisionRequest): Promise<DecisionResult> {
  const bundle = await tx.query('SELECT 1 FROM dc_bundle WHERE id = $1 AND kind = $2', [request.bundleId, spec.kind]);
  if (bundle.length === 0) throw new ApiError(404, BUNDLE_NOT_FOUND_MESSAGE);
  const locked = await tx.query<LockedItem>(
    `SELECT i.id::int AS id, i.status, ${spec.kind === 'CASE' ? 'i.agency_customer_number' : 'NULL AS agency_customer_number'},
            EXISTS (SELECT 1 FROM agency_customer_number n WHERE n.client_id = i.client_id AND n.agency_id = t.agency_id) AS client_has_numbers
       FROM ${spec.table} i JOIN dc_transmission t ON t.id = i.transmission_id JOIN client c ON c.id = i.client_id
      WHERE i.id = ANY($1::bigint[]) AND t.bundle_id = $2 AND c.officer_id = ANY($3::int[])
      ORDER BY i.id
        FOR UPDATE OF i`,
    [request.ids, request.bundleId, request.bases],
  );
  const found = new Set(locked.map((item) => item.id));
  const strangers = request.ids.filter((id) => !found.has(id));
  if (strangers.length > 0) throw new ApiError(404, itemsNotInBundleMessage(spec.kind, strangers));
  const ready = locked.filter((item) => item.status === READY_PAYMENT_STATUS);
  if (spec.kind === 'CASE') {
    const blocked = ready.filter((item) => !isCaseSelectable({ agencyCustomerNumber: item.agency_customer_number }, item.client_has_numbers));
    if (blocked.length > 0) throw new ApiError(409, casesWithoutAgencyNumberMessage(blocked.map((item) => item.id)));
  }
  const changed = ready.length
    ? await tx.query(
        `UPDATE ${spec.table} i SET status = $2, decided_at = now(), decided_by = $3
          ${spec.kind === 'CASE' && request.decision === 'Approved' ? caseNumberOnApproval : ''}
          WHERE i.id = ANY($1::bigint[]) AND i.status = 'Ready'
          RETURNING i.id::int AS id, i.transmission_id`,
        [ready.map((item) => item.id), request.decision, request.officerId],
      )
    : [];
  // Issue 45: what is approved is handed over to its agency after commit, once (server/outside/agencies).
  if (request.decision === 'Approved' && changed.length > 0) {
    const rows = changed as { id: number; transmission_id: string }[];
    await enqueueJobs(tx, agencyDeliveryJobs(rows.map((row) => row.transmission_id), `${spec.kind}:${Math.max(...rows.map((row) => row.id))}`));
  }
  const [{ pending }] = (await tx.query<{ pending: number }>(
    `SELECT count(*)::int AS pending
       FROM ${spec.table} i JOIN dc_transmission t ON t.id = i.transmission_id JOIN client c ON c.id = i.client_id
      WHERE t.bundle_id = $1 AND i.status = 'Ready' AND c.officer_id = ANY($2::int[])`,
    [request.bundleId, request.bases],
  )) as [{ pending: number }];
  return { pending, decided: changed.length };
}

/** An approved case gets its number at the agency: the agency id and the invoice id, as the seed's sent cases have. */
const caseNumberOnApproval = `, case_number = coalesce(i.case_number,
    (SELECT t.agency_id::text FROM dc_transmission t WHERE t.id = i.transmission_id) || lpad(i.invoice_id::text, 9, '0'))`;

/**
 * Chooses the customer number at the agency for a pending case ("Rediger sak"). The number must be
 * one the client has at the transmission's agency; only a Ready case can change. Answers the bundle id.
 */
export async function setAgencyCustomerNumber(
  tx: Queryable,
  request: { readonly caseId: number; readonly agencyCustomerNumber: string; readonly bases: readonly number[] },
): Promise<number> {
  const [target] = await tx.query<{ status: string; bundle_id: number; agency_id: number; client_id: number }>(
    `SELECT i.status, t.bundle_id::int AS bundle_id, t.agency_id, i.client_id
       FROM dc_case i JOIN dc_transmission t ON t.id = i.transmission_id JOIN client c ON c.id = i.client_id
      WHERE i.id = $1 AND c.officer_id = ANY($2::int[])
        FOR UPDATE OF i`,
    [request.caseId, request.bases],
  );
  if (!target) throw new ApiError(404, CASE_NOT_FOUND_MESSAGE);
  if (target.status !== READY_PAYMENT_STATUS) throw new ApiError(409, CASE_ALREADY_DECIDED_MESSAGE);
  const numbers = await tx.query<{ number: string }>('SELECT number FROM agency_customer_number WHERE client_id = $1 AND agency_id = $2', [
    target.client_id,
    target.agency_id,
  ]);
  const checked = checkAgencyCustomerNumber(
    request.agencyCustomerNumber,
    numbers.map((row) => row.number),
  );
  if (!checked.ok) throw new ApiError(400, checked.error, [{ path: 'body.agencyCustomerNumber', message: checked.error }]);
  await tx.query('UPDATE dc_case SET agency_customer_number = $2 WHERE id = $1', [request.caseId, checked.value]);
  return target.bundle_id;
}
