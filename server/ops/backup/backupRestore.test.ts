import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOpenInvoices, type OpenInvoices } from '../../../tests/fixtures/openInvoices';
import { legacyToken, startPaymentWriter } from '../../../tests/support/paymentWriter';
import { copyImageTo, prepareDatabase } from '../../../tests/support/pgliteImages';
import { databaseFromTemplate, emptyDatabase } from '../../../tests/support/postgresTemplates';
import { startServer, type RunningServer } from '../../../tests/support/serverProcess';
import { TEST_PGLITE_OPTIONS, testDatabaseKind } from '../../../tests/support/testDatabase';
import type { Database } from '../../db/database';
import { pgliteAsDatabase } from '../../db/pgliteDatabase';
import { openPostgres } from '../../db/postgresDatabase';

/**
 * Issue 46: `npm run backup` while officers keep writing through the running server, then `npm run
 * restore` into a new place: the restored database is the source as it was at one moment during the
 * backup. Runs on the embedded database (the server copies itself through its lock's channel) and, in
 * the PostgreSQL run of the suite, on PostgreSQL (pg_dump / pg_restore).
 */
const onPostgres = testDatabaseKind === 'postgres';
const PORT = 18_500 + (process.pid % 400);
const root = path.resolve(import.meta.dirname, '../../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'norlink-backup-test-'));
const dataDir = path.join(work, 'data');
const restoredDir = path.join(work, 'restored');
const backupFile = path.join(work, onPostgres ? 'backup.dump' : 'backup.tar.gz');

let source: { url: string; drop(): Promise<void> } | null = null;
let target: { url: string; drop(): Promise<void> } | null = null;
let server: RunningServer | undefined;
let open: OpenInvoices;
let before: Map<string, string[]>;

/** The database as the test reads it (the embedded one only while no server holds it). */
async function openDb(where: 'source' | 'restored'): Promise<Database> {
  if (onPostgres) return openPostgres((where === 'source' ? source : target)!.url);
  return pgliteAsDatabase(await PGlite.create({ ...TEST_PGLITE_OPTIONS, dataDir: where === 'source' ? dataDir : restoredDir }));
}

/** Every table's rows, each as the md5 of its text, sorted: two databases are equal when these are. */
async function tableRows(db: Database): Promise<Map<string, string[]>> {
  const tables = await db.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1`,
  );
  const rows = new Map<string, string[]>();
  for (const { name } of tables) {
    const hashes = await db.query<{ h: string }>(`SELECT md5(t::text) AS h FROM ${name} t ORDER BY 1`);
    rows.set(name, hashes.map((row) => row.h));
  }
  return rows;
}

/** `npm run backup` / `npm run restore` as an operator runs them (the scripts, in a process of their own). */
function npmScript(script: 'backup' | 'restore', args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`npm run ${script} failed (${code}): ${output}`))));
  });
}

const sourceEnv = (): NodeJS.ProcessEnv => (onPostgres ? { DATABASE_URL: source!.url } : { DATA_DIR: dataDir, DATABASE_URL: '' });

beforeAll(async () => {
  let db: Database;
  if (onPostgres) {
    source = await databaseFromTemplate('small');
    if (!source) throw new Error('the PostgreSQL backup test needs a role with CREATEDB (see .ci/run)');
    db = await openDb('source');
  } else {
    const copied = await copyImageTo('small', dataDir);
    db = await openDb('source');
    if (!copied) await prepareDatabase(db, 'small');
  }
  try {
    open = await addOpenInvoices(db, { clientId: 1993, invoices: 3 });
    before = await tableRows(db);
  } finally {
    await db.close();
  }
  server = await startServer({ port: PORT, dataDir, env: sourceEnv(), timeoutMs: 120_000 });
}, 240_000);

afterAll(async () => {
  if (server && server.process.exitCode === null) server.process.kill('SIGKILL');
  await source?.drop();
  await target?.drop();
  fs.rmSync(work, { recursive: true, force: true });
});

describe(`backup and restore on ${onPostgres ? 'PostgreSQL' : 'the embedded database'}`, () => {
  it('restores, while writes went on during the backup, the database as it was at one moment', async () => {
    const token = await legacyToken(server!.url);
    // Writes wait while the embedded database copies its files: allow for a slow machine.
    const writer = startPaymentWriter({ baseUrl: () => server!.url, token, open, timeoutMs: 120_000 });
    const until = async (condition: () => boolean, what: string) => {
      for (let i = 0; !condition(); i++) {
        if (i > 1_200) throw new Error(`timed out waiting for ${what}; failures: ${JSON.stringify(writer.failures.slice(0, 3))}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };
    await until(() => writer.acknowledged.length >= 15, 'the first writes');
    const acknowledgedBefore = writer.acknowledged.length;
    const output = await npmScript('backup', ['--out', backupFile], sourceEnv());
    const attemptedAfter = writer.attempted.length;
    expect(output).toContain(onPostgres ? 'with pg_dump' : '(running server)');
    // The writes went on while it ran and after.
    await until(() => writer.acknowledged.length >= attemptedAfter + 5, 'writes after the backup');
    await writer.stop();
    expect(writer.failures).toEqual([]);
    await server!.stop();
    server = undefined;

    if (onPostgres) target = await emptyDatabase();
    const restoreEnv = onPostgres ? { DATABASE_URL: target!.url } : { DATA_DIR: restoredDir, DATABASE_URL: '' };
    await npmScript('restore', [backupFile], restoreEnv);
    // Restoring over a database that has data is refused unless asked for.
    if (onPostgres) await expect(npmScript('restore', [backupFile], restoreEnv)).rejects.toThrow('The database is not empty');

    const sourceDb = await openDb('source');
    const after = await tableRows(sourceDb);
    const written = await sourceDb.query<{ key: string; h: string }>(
      `SELECT p.idempotency_key::text AS key, md5(p::text) AS h FROM payment p WHERE customer_id = $1 ORDER BY id`,
      [open.customerId],
    );
    await sourceDb.close();
    const restoredDb = await openDb('restored');
    try {
      const restored = await tableRows(restoredDb);
      const payments = await restoredDb.query<{ key: string; h: string }>(
        `SELECT p.idempotency_key::text AS key, md5(p::text) AS h FROM payment p WHERE customer_id = $1 ORDER BY id`,
        [open.customerId],
      );
      // The payments are the first k written, k between those acknowledged when the backup began and
      // those sent when it ended: a moment during the backup, with nothing before it missing.
      const k = payments.length;
      expect(k).toBeGreaterThanOrEqual(acknowledgedBefore);
      expect(k).toBeLessThanOrEqual(attemptedAfter);
      expect(payments.map((p) => p.key)).toEqual(writer.attempted.slice(0, k));
      expect(payments).toEqual(written.slice(0, k));
      // Each payment's transaction is whole at that moment: its audit record, and the invoices' rests by exactly those payments.
      const [audited] = await restoredDb.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM audit_event WHERE operation = 'registerPayment' AND $1::bigint = ANY(customer_ids)`,
        [open.customerId],
      );
      expect(audited!.n).toBe(k);
      const rests = await restoredDb.query<{ id: number; rest: number }>(
        'SELECT id::int AS id, rest_amount_ore::int AS rest FROM invoice WHERE id = ANY($1::bigint[]) ORDER BY id',
        [open.invoiceIds],
      );
      expect(rests).toEqual(open.invoiceIds.map((id, i) => ({ id, rest: 132_700 - Math.ceil((k - i) / open.invoiceIds.length) })));
      // Every table the writes did not touch is as it was, row for row; in the others every row they left alone is there.
      expect([...restored.keys()]).toEqual([...after.keys()]);
      for (const [table, rows] of after) {
        const was = before.get(table) ?? [];
        if (JSON.stringify(was) === JSON.stringify(rows)) expect(restored.get(table), table).toEqual(rows);
        else {
          const kept = new Set(restored.get(table));
          const now = new Set(rows);
          const untouched = was.filter((row) => now.has(row));
          expect(untouched.filter((row) => !kept.has(row)), table).toEqual([]);
        }
      }
    } finally {
      await restoredDb.close();
    }
  }, 300_000);
});
