import type { Database } from '../database';
import { seedDemoOfficers } from './demoOfficers';

const SEED_LOCK_KEY = 7_165_302;

/** Seeds an empty database once, in one transaction; a database that has officers is left alone. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Instances starting together against one PostgreSQL must not both seed.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const [row] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM officer');
    if ((row?.n ?? 0) > 0) return false;
    await seedDemoOfficers(tx);
    return true;
  });
}
