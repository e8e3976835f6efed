import { DISPATCH_FAILURE_TEXTS } from '../../src/domain/production/dispatch';
import { reminderFailedText } from '../../src/domain/reminders/reminderDispatch';
import type { Queryable } from '../db/database';
import type { UncertainMail } from '../mail/outbox';
import { DISPATCH_END_POINTS } from '../production/productionDispatch';
import { reminderBundlePaths } from '../reminders/reminderReads';

/**
 * Nothing approved is lost (issue 18): an e-mail the outbox made 'Uncertain' (the server stopped while SMTP
 * had it) is not sent again by itself, so what it delivered is marked failed in the same transaction, with
 * a status text that says so. A produced entry becomes FAILED and shows in failed shipments (/failed/),
 * where an officer checks with the customer and resends it (a new outbox message); a reminder gets the
 * reminder dispatch's failure outcome (dispatch_status FAILED, shipment status 'Feilet: ...'), which its
 * archive shows. Only entries and reminders still SENT change. Returns them (for the audit record) and the
 * read paths that changed.
 */
export async function failUncertainDeliveries(
  tx: Queryable,
  mails: readonly UncertainMail[],
): Promise<{ entryIds: number[]; reminderIds: number[]; endPoints: string[] }> {
  const of = (kind: 'production' | 'reminder') => mails.flatMap((mail) => (mail.source?.kind === kind ? [mail.source.id] : []));
  const entries = of('production');
  const reminders = of('reminder');
  const paths: string[] = [];
  const result = { entryIds: [] as number[], reminderIds: [] as number[] };
  if (entries.length > 0) {
    const failed = await tx.query<{ id: number; batch_id: number }>(
      `UPDATE production_entry SET status = 'FAILED', status_text = $2, sent_at = NULL
        WHERE id = ANY($1::bigint[]) AND status = 'SENT'
        RETURNING id::int AS id, batch_id::int AS batch_id`,
      [entries, DISPATCH_FAILURE_TEXTS.mailUncertain],
    );
    result.entryIds = failed.map((row) => row.id).sort((a, b) => a - b);
    if (failed.length > 0) paths.push(...DISPATCH_END_POINTS, ...[...new Set(failed.map((row) => row.batch_id))].map((id) => `Production/${id}`));
  }
  if (reminders.length > 0) {
    const failed = await tx.query<{ id: number; bundle_id: number }>(
      `UPDATE reminder SET dispatch_status = 'FAILED', shipment_status = $2
        WHERE id = ANY($1::bigint[]) AND dispatch_status = 'SENT'
        RETURNING id::int AS id, bundle_id::int AS bundle_id`,
      [reminders, reminderFailedText(DISPATCH_FAILURE_TEXTS.mailUncertain)],
    );
    result.reminderIds = failed.map((row) => row.id).sort((a, b) => a - b);
    paths.push(...[...new Set(failed.map((row) => row.bundle_id))].flatMap((id) => reminderBundlePaths(id)));
  }
  return { ...result, endPoints: [...new Set(paths)] };
}
