import { recordChange, startAuditedChange } from '../audit/auditTrail';
import type { Database, Queryable } from '../db/database';
import type { ChangeBus } from './changeBus';

/** A change in one transaction with its audit row (see recordChange), for work no request drives (background jobs). */
export function auditedTransaction<T>(db: Database, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await startAuditedChange(tx);
    const done = await work(tx);
    await recordChange(tx, done);
    return done;
  });
}

/**
 * Runs a change in one transaction and, only once it has committed, announces the read paths it
 * affected, so no SPA refreshes before the change is visible (or after a rollback). The change's audit
 * row is written in the same transaction (see recordChange): every write path is audited by coming here.
 */
export async function commitChange<T>(
  { db, bus }: { readonly db: Database; readonly bus: ChangeBus },
  work: (tx: Queryable) => Promise<T>,
  affectedEndPoints: (result: T) => readonly string[],
): Promise<T> {
  const result = await auditedTransaction(db, work);
  // The change stands even if the hint is lost: the SPA's polling catches up.
  await bus.publish(affectedEndPoints(result)).catch((error: unknown) => console.warn('change bus: publish failed', error));
  return result;
}
