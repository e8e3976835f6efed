import { randomBytes } from 'node:crypto';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../../server/db/database';
import { PGLITE_EXTENSIONS, pgliteAsDatabase } from '../../server/db/pgliteDatabase';
import { openPostgres } from '../../server/db/postgresDatabase';

/** Which database the server tests run on: `TEST_DATABASE_URL` set means PostgreSQL, else PGlite. */
export const testDatabaseKind: Database['kind'] = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/**
 * PGlite as the tests open it. PostgreSQL's 128 MB of shared buffers (PGlite's default) cost about a second
 * of every start (initialising them in WebAssembly: 1.5 s against 0.47 s with 16 MB, opening a migrated
 * database on the 2-core machine), and every server test file starts one; a test's data fits in 16 MB.
 * The product keeps the default: its data sets are larger and it starts once.
 */
export const TEST_PGLITE_OPTIONS: PGliteOptions = {
  extensions: PGLITE_EXTENSIONS,
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
};

/**
 * An empty database of its own for one test file: in-memory PGlite, or a fresh schema in the
 * PostgreSQL of TEST_DATABASE_URL, dropped again on close.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return pgliteAsDatabase(await PGlite.create(TEST_PGLITE_OPTIONS));
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
