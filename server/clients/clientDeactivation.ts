import { SYSTEM_MADE_BY } from '../../src/domain/termination/terminationLog';
import { runInOperation } from '../audit/auditScope';
import type { Queryable } from '../db/database';
import type { JobHandler } from '../jobs/jobRunner';
import { commitChange } from '../realtime/committedChange';
import { logEvent, terminationEndPoints } from './clientTermination';

/**
 * Deactivates every active client whose end of service has passed by `today` (part 2 §4: the end-of-service
 * date before today, as isEndOfServicePassed in src/domain/termination says), each logged as DEACTIVATED with
 * the dates it had. A client already inactive is not touched, so running it again the same day changes
 * nothing; a revoked termination has no end-of-service date and never matches. Returns the clients deactivated.
 */
export async function deactivateEndedClients(tx: Queryable, today: string, now: Date): Promise<number[]> {
  const rows = await tx.query<{ id: number; terminationDate: string | null; endOfServiceDate: string; note: string | null }>(
    `UPDATE client SET is_active = false
      WHERE is_active AND end_of_service_date IS NOT NULL AND end_of_service_date < $1::date
      RETURNING id, termination_date::text AS "terminationDate", end_of_service_date::text AS "endOfServiceDate", termination_note AS note`,
    [today],
  );
  rows.sort((a, b) => a.id - b.id);
  for (const row of rows) {
    await logEvent(tx, row.id, 'DEACTIVATED', {
      madeBy: SYSTEM_MADE_BY,
      now,
      note: row.note,
      terminationDate: row.terminationDate,
      endOfServiceDate: row.endOfServiceDate,
      fileId: null,
    });
  }
  return rows.map((row) => row.id);
}

/**
 * The daily job 'clients.deactivate-ended' (key: the Oslo day): one transaction through commitChange, so the
 * change has its audit row (operation deactivateEndedClients, no officer) and the clients' reads are announced.
 */
export const deactivateEndedClientsJob: JobHandler = async (job, db, { bus }) => {
  const day = (job.payload as { day?: unknown } | null)?.day;
  const today = typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : job.key;
  const clientIds = await runInOperation({ api: 'jobs', operation: 'deactivateEndedClients', officerId: null, sessionId: null, request: [] }, () =>
    commitChange(
      { db, bus },
      (tx) => deactivateEndedClients(tx, today, new Date()),
      (ids) => ids.flatMap(terminationEndPoints),
    ),
  );
  return { day: today, clientIds };
};
