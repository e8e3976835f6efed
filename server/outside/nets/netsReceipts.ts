import { latin1Text } from '../../../src/domain/nets/fixedWidth';
import {
  isMandateRejection,
  readReceiptList,
  type RejectedTransaction,
  type TransmissionReceipt,
} from '../../../src/domain/nets/netsReceipts';
import type { Queryable } from '../../db/database';
import { CLAIM_ERROR_CODE } from './avtaleGiroClaims';
import { recordIncoming, setExchangeOutcome, type Transport } from '../exchanges';

/**
 * Nets' receipt lists (src/domain/nets/netsReceipts.ts) read into the AvtaleGiro transmissions the avtalegiro report
 * shows, in the caller's transaction, once per list (its hash):
 * - L226 says whether a transmission was received (isAcknowledged) or rejected whole (status FAILED, its error, and
 *   every claim in it rejected with the same reason);
 * - L00202 rejects single claims (errorCode and errorText per invoice); a claim rejected because the payer has no
 *   mandate ("FBO FINNES IKKE") also marks the customer's AvtaleGiro address Avvist (spec part 2 §2.3: the
 *   Betalingsmåte list shows the Avvist flag and offers to re-activate), so no further claim is made until an officer
 *   or a new mandate from Nets re-activates it. A warning is noted on the claim but leaves it in force.
 * A list from another data sender, or naming a transmission we never sent, is refused whole with the reason.
 */

/** error_code of a claim Nets rejected (our own checks use CLAIM_ERROR_CODE 'AVVIST' before sending). */
export const NETS_REJECTED_CODE = 'AVVIST_NETS';
export const NETS_WARNING_CODE = 'ADVARSEL_NETS';
export const receiptNotOurs = (sender: string) => `Kvitteringen gjelder dataavsender ${sender}, ikke oss`;
export const receiptUnknownTransmission = (number: string) => `Kvitteringen nevner forsendelse ${number}, som vi ikke har sendt`;
export const receiptUnknownClaim = (number: string, kid: string | null, transaction: number | null) =>
  `Kvitteringen nevner et betalingskrav (KID ${kid ?? '-'}, transaksjon ${transaction ?? '-'}) som ikke er i forsendelse ${number}`;

export type ReceiptOutcome =
  | { readonly status: 'READ'; readonly exchangeId: number; readonly acknowledged: number; readonly rejectedTransmissions: number; readonly rejectedClaims: number; readonly warnings: number; readonly mandatesRejected: number }
  | { readonly status: 'DUPLICATE' }
  | { readonly status: 'REFUSED'; readonly exchangeId: number | null; readonly reason: string };

class Refusal extends Error {}

/**
 * Our transmission a list names: the newest one with that 7-digit number from us that was sent, or whose upload was
 * begun (a server stopped before marking it sent: the receipt is how the next round learns Nets has it).
 */
async function transmissionOf(tx: Queryable, unitId: string, number: string): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `SELECT t.id::int AS id FROM avtalegiro_transmission t
      WHERE t.shipment_number % 10000000 = $1 AND t.sender_id = $2
        AND (t.is_sent OR EXISTS (SELECT 1 FROM outside_exchange e WHERE e.id = t.exchange_id AND e.upload_started_at IS NOT NULL))
      ORDER BY t.id DESC LIMIT 1`,
    [Number(number), unitId],
  );
  if (!row) throw new Refusal(receiptUnknownTransmission(number));
  return row.id;
}

async function applyTransmissionReceipts(tx: Queryable, unitId: string, receipts: readonly TransmissionReceipt[]) {
  let acknowledged = 0;
  let rejected = 0;
  for (const receipt of receipts) {
    const id = await transmissionOf(tx, unitId, receipt.transmissionNumber);
    if (receipt.accepted) {
      await tx.query(
        `UPDATE avtalegiro_transmission SET is_sent = true, sent_time = coalesce(sent_time, now()),
                is_acknowledged = true, ack_received_time = coalesce(ack_received_time, now()),
                status = CASE WHEN status IN ('CREATED', 'SENT') THEN 'ACKNOWLEDGED' ELSE status END
          WHERE id = $1`, [id]);
      acknowledged += 1;
    } else {
      const reason = receipt.message ?? 'Forsendelsen er avvist av Nets';
      await tx.query(
        `UPDATE avtalegiro_transmission SET is_sent = true, sent_time = coalesce(sent_time, now()),
                is_acknowledged = true, ack_received_time = coalesce(ack_received_time, now()), status = 'FAILED',
                error_code = $2, error_text = $3, approved_count = 0,
                rejected_count = (SELECT count(*) FROM avtalegiro_transmission_invoice i WHERE i.transmission_id = $1)
          WHERE id = $1`, [id, NETS_REJECTED_CODE, reason]);
      await tx.query(
        `UPDATE avtalegiro_transmission_invoice SET error_code = $2, error_text = $3 WHERE transmission_id = $1 AND error_code IS NULL`,
        [id, NETS_REJECTED_CODE, reason]);
      rejected += 1;
    }
  }
  return { acknowledged, rejected };
}

async function applyRejections(tx: Queryable, unitId: string, rejections: readonly RejectedTransaction[]) {
  const counts = { rejectedClaims: 0, warnings: 0, mandatesRejected: 0 };
  const touched = new Set<number>();
  for (const rejection of rejections) {
    const transmissionId = await transmissionOf(tx, unitId, rejection.transmissionNumber);
    // The claim by its KID, else by its place in the file (claims are numbered 1… in sending order, ordered by id).
    const [claim] = await tx.query<{ id: number; invoice_id: number | null }>(
      `SELECT id::int AS id, invoice_id::float8 AS invoice_id FROM (
         SELECT i.id, i.invoice_id, i.kid, row_number() OVER (ORDER BY i.id) AS claim_number
           FROM avtalegiro_transmission_invoice i WHERE i.transmission_id = $1 AND i.error_code IS DISTINCT FROM $4) c
        WHERE ($2::text IS NOT NULL AND c.kid = $2) OR ($2::text IS NULL AND c.claim_number = $3)
        LIMIT 1`,
      [transmissionId, rejection.kid, rejection.transactionNumber, CLAIM_ERROR_CODE],
    );
    if (!claim) throw new Refusal(receiptUnknownClaim(rejection.transmissionNumber, rejection.kid, rejection.transactionNumber));
    touched.add(transmissionId);
    if (rejection.severity === 'WARNING') {
      await tx.query(
        'UPDATE avtalegiro_transmission_invoice SET error_code = coalesce(error_code, $2), error_text = coalesce(error_text, $3) WHERE id = $1',
        [claim.id, NETS_WARNING_CODE, rejection.message]);
      counts.warnings += 1;
      continue;
    }
    await tx.query('UPDATE avtalegiro_transmission_invoice SET error_code = $2, error_text = $3 WHERE id = $1', [claim.id, NETS_REJECTED_CODE, rejection.message]);
    counts.rejectedClaims += 1;
    if (isMandateRejection(rejection) && claim.invoice_id !== null) {
      const rows = await tx.query(
        `UPDATE customer_shipment s SET is_rejected = true, modified_date = now(), modified_by = 'Nets'
           FROM invoice i WHERE i.id = $1 AND s.customer_id = i.customer_id AND s.shipment_type = 'AVTALEGIRO' AND NOT s.is_rejected
         RETURNING s.id`, [claim.invoice_id]);
      counts.mandatesRejected += rows.length;
    }
  }
  // The transmissions' counts follow their claims: rejected are those Nets or we refused, approved the rest (a warning
  // leaves a claim approved); a transmission with claims Nets rejected carries Nets' code unless it failed already.
  await tx.query(
    `UPDATE avtalegiro_transmission t
        SET rejected_count = c.rejected, approved_count = c.approved,
            error_code = CASE WHEN c.by_nets > 0 THEN coalesce(t.error_code, $2) ELSE t.error_code END,
            error_text = CASE WHEN c.by_nets > 0 THEN coalesce(t.error_text, 'Nets avviste ' || c.by_nets || ' betalingskrav') ELSE t.error_text END
       FROM (SELECT i.transmission_id,
                    count(*) FILTER (WHERE i.error_code IN ($4, $2)) AS rejected,
                    count(*) FILTER (WHERE i.error_code IS NULL OR i.error_code = $3) AS approved,
                    count(*) FILTER (WHERE i.error_code = $2) AS by_nets
               FROM avtalegiro_transmission_invoice i WHERE i.transmission_id = ANY($1::bigint[]) GROUP BY i.transmission_id) c
      WHERE t.id = c.transmission_id`,
    [[...touched], NETS_REJECTED_CODE, NETS_WARNING_CODE, CLAIM_ERROR_CODE],
  );
  return counts;
}

/** Reads one receipt list from Nets in the caller's transaction. */
export async function readReceiptFile(
  tx: Queryable,
  file: { readonly fileName: string; readonly bytes: Uint8Array; readonly transport: Transport },
  context: { readonly unitId: string },
): Promise<ReceiptOutcome> {
  const parsed = readReceiptList(latin1Text(file.bytes));
  const unitId = context.unitId.padStart(8, '0');
  const senders = parsed.ok ? (parsed.value.kind === 'TRANSMISSIONS' ? parsed.value.receipts : parsed.value.rejections).map((r) => r.dataSender) : [];
  const foreign = senders.find((sender) => sender !== unitId);
  const refusal = !parsed.ok ? parsed.error : foreign !== undefined ? receiptNotOurs(foreign) : null;
  const exchangeFile = { party: 'NETS', kind: 'AVTALEGIRO_RECEIPT', transport: file.transport, fileName: file.fileName, bytes: file.bytes } as const;
  if (refusal !== null || !parsed.ok) {
    const exchangeId = await recordIncoming(tx, exchangeFile, { status: 'REFUSED', text: refusal });
    return exchangeId === null ? { status: 'DUPLICATE' } : { status: 'REFUSED', exchangeId, reason: refusal ?? '' };
  }
  const exchangeId = await recordIncoming(tx, exchangeFile, { status: 'DONE', text: null });
  if (exchangeId === null) return { status: 'DUPLICATE' };
  await tx.query('SAVEPOINT receipt_list');
  try {
    const list = parsed.value;
    const applied = list.kind === 'TRANSMISSIONS'
      ? { ...(await applyTransmissionReceipts(tx, unitId, list.receipts)), rejectedClaims: 0, warnings: 0, mandatesRejected: 0 }
      : { acknowledged: 0, rejected: 0, ...(await applyRejections(tx, unitId, list.rejections)) };
    await tx.query('RELEASE SAVEPOINT receipt_list');
    await setExchangeOutcome(tx, exchangeId, 'DONE',
      `${applied.acknowledged} mottatt, ${applied.rejected} forsendelser avvist, ${applied.rejectedClaims} betalingskrav avvist, ${applied.warnings} advarsler, ${applied.mandatesRejected} avtaler avvist`);
    return { status: 'READ', exchangeId, acknowledged: applied.acknowledged, rejectedTransmissions: applied.rejected, rejectedClaims: applied.rejectedClaims, warnings: applied.warnings, mandatesRejected: applied.mandatesRejected };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    // Nothing of a list that names what we never sent is kept: back to before it was applied, then noted as refused.
    await tx.query('ROLLBACK TO SAVEPOINT receipt_list');
    await setExchangeOutcome(tx, exchangeId, 'REFUSED', error.message);
    return { status: 'REFUSED', exchangeId, reason: error.message };
  }
}
