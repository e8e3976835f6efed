import { describe, expect, it } from 'vitest';
import { openFromImage } from '../../tests/support/pgliteImages';
import { openTestDatabase, testDatabaseKind } from '../../tests/support/testDatabase';
import { bulkInsert, type BulkTable, type Cell } from './bulkLoad';
import type { Queryable } from './database';

const TABLE: BulkTable = {
  name: 'bulk_probe',
  columns: [['id', 'bigint'], ['label', 'text'], ['flag', 'bool'], ['day', 'date'], ['amount', 'numeric'], ['data', 'bytea'], ['tags', 'text[]']],
};
const ROWS: Cell[][] = [
  [1, 'Ærlig "sitat", komma\tog\\tegn\nny linje', true, '2026-11-22', 12.5, new Uint8Array([0, 1, 255]), ['a', 'b "c"', 'd\\e']],
  [2, '', false, null, null, null, []],
  [3, null, null, '2024-02-29', -1, new Uint8Array([]), null],
];

// COPY is PGlite's path; the PostgreSQL run has nothing to add.
describe.skipIf(testDatabaseKind === 'postgres')('bulkInsert', () => {
  it('writes the same rows through COPY (PGlite) and through unnest (the PostgreSQL path)', async () => {
    // The run's image opens in a fraction of what a new database (initdb) takes.
    const db = (await openFromImage('officers')) ?? (await openTestDatabase());
    try {
      const dump = async () =>
        (await db.query<{ r: string }>(`SELECT t::text AS r FROM bulk_probe t ORDER BY id`)).map((row) => row.r);
      await db.exec('CREATE TABLE bulk_probe (id bigint PRIMARY KEY, label text, flag boolean, day date, amount numeric, data bytea, tags text[])');
      await db.transaction((tx) => bulkInsert(tx, TABLE, ROWS));
      const viaCopy = await dump();
      await db.exec('TRUNCATE bulk_probe');
      await db.transaction((tx) => {
        const plain: Queryable = { query: (sql, params) => tx.query(sql, params), exec: (sql) => tx.exec(sql) };
        return bulkInsert(plain, TABLE, ROWS);
      });
      expect(await dump()).toEqual(viaCopy);
      expect(viaCopy[0]).toContain('\\\\x0001ff');
      expect(viaCopy[1]).toBe('(2,"",f,,,,{})');
    } finally {
      await db.close();
    }
  });
});
