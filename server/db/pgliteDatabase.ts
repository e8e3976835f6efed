import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';

function queryable(db: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await db.query<Row>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
  };
}

/** PGlite in a directory, or in memory when dataDir is undefined (tests). */
export async function openPglite(dataDir: string | undefined, onClose: () => void = () => undefined): Promise<Database> {
  const db = dataDir === undefined ? await PGlite.create() : await PGlite.create(dataDir);
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
