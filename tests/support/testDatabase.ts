import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../server/db/database';
import { openPglite } from '../../server/db/pgliteDatabase';
import { openPostgres } from '../../server/db/postgresDatabase';

/** Which database the server tests run on: `TEST_DATABASE_URL` set means PostgreSQL, else PGlite. */
export const testDatabaseKind: Database['kind'] = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/**
 * An empty database of its own for one test file: in-memory PGlite, or a fresh schema in the
 * PostgreSQL of TEST_DATABASE_URL, dropped again on close.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openPglite(undefined);
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // Extensions live once per database; in public, so every test schema sees them.
    await admin.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
    await admin.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.end();
  }
  const db = openPostgres(url, { searchPath: `${schema},public` });
  return {
    ...db,
    async close() {
      await db.query(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
    },
  };
}
