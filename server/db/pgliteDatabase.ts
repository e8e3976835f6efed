import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable } from './database';
import { COPY_CSV, type CopyCsv } from './bulkLoad';

function queryable(db: Pick<PGlite, 'query' | 'exec'>): Queryable & { [COPY_CSV]: CopyCsv } {
  return {
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await db.query<Row>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
    // Bulk loading for the seed: COPY ... FROM '/dev/blob' is PGlite's fastest way in (server/db/bulkLoad.ts).
    async [COPY_CSV](sql: string, csv: string) {
      await db.query(sql, [], { blob: new Blob([csv]) });
    },
  };
}

/** The schema's search indexes need pg_trgm (migration 0002). */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** PGlite in a directory, or in memory when dataDir is undefined (tests). */
export async function openPglite(dataDir: string | undefined, onClose: () => void = () => undefined): Promise<Database> {
  const options = { extensions: PGLITE_EXTENSIONS };
  return pgliteAsDatabase(dataDir === undefined ? await PGlite.create(options) : await PGlite.create(dataDir, options), onClose);
}

/** An open PGlite as the server's Database (also for tests that start one from a dumped image). */
export function pgliteAsDatabase(db: PGlite, onClose: () => void = () => undefined): Database {
  return {
    kind: 'pglite',
    ...queryable(db),
    transaction: (work) => db.transaction((tx) => work(queryable(tx))),
    async close() {
      await db.close();
      onClose();
    },
  };
}
