import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyImageTo } from '../../tests/support/pgliteImages';
import { openDatabase } from './openDatabase';

/**
 * Issue 46: a supervisor restarts a killed server within a second, while the old process may still be
 * torn down by the kernel, or wait as a zombie until its parent reaps it (a killed `npm start` leaves its
 * server to pid 1, which in a container often never reaps): such restarts were refused with "in use by
 * another NorLink server", since a zombie still has its pid. Here each process runs under a parent that
 * never reaps it (`sh -c '… & exec sleep'`, the sleep inherits it), is killed with SIGKILL in the middle of
 * its writes, and the next one starts at once, 20 times; every start must come up and find every write
 * acknowledged before. Then the whole server, twice. (A holder still being torn down is lockDataDir's test.)
 */
const ROUNDS = Number(process.env.RESTART_TEST_ROUNDS ?? 20);
const root = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'norlink-restart-'));
const parents: ChildProcess[] = [];
afterAll(() => {
  for (const parent of parents) parent.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Starts `command` under a parent that never reaps it (its zombie stays after a kill, as under a pid 1 that
 * does not wait for orphans); its output comes through the parent's pipe. Resolves with its pid.
 */
function underNonReapingParent(command: string, env: NodeJS.ProcessEnv, onLine: (line: string) => void): Promise<{ pid: number; errors: () => string }> {
  const parent = spawn('sh', ['-c', `${command} & echo "pid $!"; exec sleep 600`], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  parents.push(parent);
  let errors = '';
  parent.stderr!.on('data', (chunk) => (errors += chunk));
  let buffered = '';
  return new Promise((resolve, reject) => {
    parent.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        if (line.startsWith('pid ')) resolve({ pid: Number(line.slice(4)), errors: () => errors });
        else onLine(line);
      }
    });
    parent.once('exit', (code) => reject(new Error(`the parent exited (${code})`)));
  });
}

const NODE = `${JSON.stringify(process.execPath)} --import tsx`;

/** Starts the writer; resolves with its pid once it has acknowledged `rows` writes, or rejects when it exits first. */
async function startWriter(acknowledged: number[], rows: number): Promise<number> {
  let mine = 0;
  let wrote!: () => void;
  const enough = new Promise<void>((resolve) => (wrote = resolve));
  const { pid, errors } = await underNonReapingParent(`${NODE} server/db/durabilityWriter.ts`, { DATA_DIR: dataDir }, (line) => {
    acknowledged.push(Number(line));
    if (++mine >= rows) wrote();
  });
  const deadline = Date.now() + 120_000;
  await Promise.race([
    enough,
    (async () => {
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        if (mine >= rows) return;
        // Refused (the lock) or crashed: it is a zombie already, without a single write.
        if (state(pid) !== 'running') throw new Error(`the writer ${pid} stopped after ${mine} writes: ${errors()}`);
        if (Date.now() > deadline) throw new Error(`the writer ${pid} wrote ${mine} rows in 120 s`);
      }
    })(),
  ]);
  return pid;
}

/** 'running', or 'zombie' (exited, not reaped), from /proc. */
function state(pid: number): 'running' | 'zombie' {
  return /\) Z /.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8')) ? 'zombie' : 'running';
}

// About the embedded database, and /proc (Linux).
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL) || process.platform !== 'linux')('a restart right after kill -9 on the embedded database', () => {
  it(`comes up every time (${ROUNDS} times), with every acknowledged write`, async () => {
    const acknowledged: number[] = [];
    let running = await startWriter(acknowledged, 2);
    for (let round = 1; round < ROUNDS; round++) {
      process.kill(running, 'SIGKILL');
      // At once: the killed process is still there, a zombie its parent never reaps.
      running = await startWriter(acknowledged, 2);
    }
    process.kill(running, 'SIGKILL');
    for (let i = 0; i < 100 && state(running) !== 'zombie'; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    const db = await openDatabase({ dataDir, databaseUrl: undefined });
    try {
      const rows = await db.query<{ id: number }>('SELECT id FROM durability_probe ORDER BY id');
      const present = new Set(rows.map((row) => row.id));
      expect(acknowledged.length).toBeGreaterThanOrEqual(ROUNDS * 2);
      expect(acknowledged.filter((id) => !present.has(id))).toEqual([]);
    } finally {
      await db.close();
    }
  }, 600_000);

  it('comes up for the whole server, killed and started again at once, twice', async () => {
    const serverDir = path.join(dataDir, 'server');
    // The run's image of the small seed; without one, the first start seeds it.
    await copyImageTo('small', serverDir);
    for (let round = 0; round < 2; round++) {
      const port = 18_900 + (process.pid % 50) * 2 + round;
      const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: serverDir, DIST_DIR: path.join(dataDir, 'no-spa'), SEED_PROFILE: 'small' };
      const { pid, errors } = await underNonReapingParent(`${NODE} server/main.ts`, env, () => undefined);
      const deadline = Date.now() + 120_000;
      while (!(await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false))) {
        expect(state(pid), `the server stopped instead of coming up: ${errors()}`).toBe('running');
        expect(Date.now()).toBeLessThan(deadline);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      process.kill(pid, 'SIGKILL');
    }
  }, 300_000);
});
