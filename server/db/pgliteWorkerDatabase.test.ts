import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyImageTo } from '../../tests/support/pgliteImages';
import { freshDataDir } from '../../tests/support/serverProcess';
import { testDatabaseKind } from '../../tests/support/testDatabase';
import { bulkInsert } from './bulkLoad';
import type { Database } from './database';
import { openPgliteInWorker, withoutTypeScriptLoader } from './pgliteWorkerDatabase';

let db: Database;
// The embedded database only: the PostgreSQL run has nothing to add.
const onPglite = testDatabaseKind === 'pglite';
beforeAll(async () => {
  if (!onPglite) return;
  // A copy of the run's image opens in a fraction of what a new database (initdb) takes.
  const home = freshDataDir('norlink-worker-');
  const dataDir = path.join(home, 'db');
  const copied = await copyImageTo('officers', dataDir);
  db = await openPgliteInWorker(copied ? dataDir : undefined, () => fs.rmSync(home, { recursive: true, force: true }));
  await db.exec('CREATE TABLE probe (id integer PRIMARY KEY, name text NOT NULL, tags int[])');
});
afterAll(() => (onPglite ? db.close() : undefined));

describe.skipIf(!onPglite)('PGlite on a worker thread', () => {
  it('answers queries with parameters, arrays and dates as PGlite does', async () => {
    await db.query('INSERT INTO probe (id, name, tags) VALUES ($1, $2, $3)', [1, 'Kari Nordmann', [1, 2]]);
    expect(await db.query('SELECT id, name, tags FROM probe')).toEqual([{ id: 1, name: 'Kari Nordmann', tags: [1, 2] }]);
    const [row] = await db.query<{ d: Date; n: number }>(`SELECT date '2026-11-22' AS d, 12::int8 AS n`);
    expect(row!.d).toBeInstanceOf(Date);
    expect(row!.n).toBe(12);
  });

  it('commits a transaction, and rolls it back when the work throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO probe (id, name) VALUES (2, $1)', ['Ola']);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO probe (id, name) VALUES (3, $1)', ['Per']);
        throw new Error('angret');
      }),
    ).rejects.toThrow('angret');
    expect((await db.query<{ id: number }>('SELECT id FROM probe ORDER BY id')).map((r) => r.id)).toEqual([1, 2]);
  });

  it("keeps the database's error fields, and rolls back the statement's transaction", async () => {
    const failure = await db
      .transaction(async (tx) => {
        await tx.query('INSERT INTO probe (id, name) VALUES (4, $1)', ['Liv']);
        await tx.query('INSERT INTO probe (id, name) VALUES (1, $1)', ['dobbel']);
      })
      .catch((error: unknown) => error as Error & { code?: string });
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: '23505' });
    expect(await db.query('SELECT id FROM probe WHERE id = 4')).toEqual([]);
  });

  it('lets a statement outside the transaction wait until the transaction has ended', async () => {
    let outside: Promise<{ n: number }[]> | undefined;
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO probe (id, name) VALUES (5, $1)', ['Anne']);
      outside = db.query<{ n: number }>('SELECT count(*)::int AS n FROM probe WHERE id = 5');
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(await outside).toEqual([{ n: 1 }]);
  });

  it("bulk-loads through PGlite's COPY, as the seed does", async () => {
    await db.transaction((tx) =>
      bulkInsert(tx, { name: 'probe', columns: [['id', 'int'], ['name', 'text']] }, [
        [10, 'tab\there'],
        [11, 'Bjørn'],
      ]),
    );
    expect(await db.query('SELECT id, name FROM probe WHERE id >= 10 ORDER BY id')).toEqual([
      { id: 10, name: 'tab\there' },
      { id: 11, name: 'Bjørn' },
    ]);
  });
});

describe('the worker thread’s flags', () => {
  it('drop the TypeScript loader in the forms tsx and node --import give it, and keep every other flag', () => {
    const tsxCli = ['--require', '/app/node_modules/tsx/dist/preflight.cjs', '--import', 'file:///app/node_modules/tsx/dist/loader.mjs'];
    expect(withoutTypeScriptLoader(tsxCli)).toEqual([]);
    expect(withoutTypeScriptLoader(['--max-old-space-size=4096', '--import', 'tsx', '--enable-source-maps'])).toEqual(['--max-old-space-size=4096', '--enable-source-maps']);
    expect(withoutTypeScriptLoader(['--import=tsx', '--import', './telemetry.mjs'])).toEqual(['--import', './telemetry.mjs']);
  });
});
