/**
 * Test helper for durability.test.ts and restartAfterKill.test.ts, run as its own process: writes rows one
 * transaction at a time into the embedded database of DATA_DIR, after those a killed writer left, and
 * prints each id once its commit has returned. The tests kill it with SIGKILL mid-stream and check every
 * printed id survived.
 */
import { openDatabase } from './openDatabase';

const db = await openDatabase({ dataDir: process.env.DATA_DIR!, databaseUrl: undefined });
await db.exec('CREATE TABLE IF NOT EXISTS durability_probe (id integer PRIMARY KEY, payload text NOT NULL)');
const [last] = await db.query<{ id: number }>('SELECT coalesce(max(id), 0)::int AS id FROM durability_probe');
for (let id = last!.id + 1; ; id++) {
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO durability_probe (id, payload) VALUES ($1, $2)', [id, `rad ${id} ${'x'.repeat(200)}`]);
  });
  process.stdout.write(`${id}\n`);
}
