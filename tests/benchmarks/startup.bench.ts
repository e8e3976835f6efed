import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchNotes, type Benchmark } from './harness';

const root = path.resolve(import.meta.dirname, '../..');

/** Issue 13's targets: a newcomer's first `npm start` to a healthy server, and a later start. */
const FIRST_START_TARGET_MS = 40_000;
const LATER_START_TARGET_MS = 3_000;

/**
 * Variables a newcomer has not set: the first start must run on the defaults README.md documents (the demo
 * seed, the embedded database in ./data, today's date). The bench's own environment may carry them.
 */
const NOT_A_NEWCOMERS = ['SEED_PROFILE', 'SEED_TODAY', 'DATA_DIR', 'DATABASE_URL', 'DIST_DIR', 'TEST_DATABASE_URL', 'NODE_OPTIONS', 'NODE_COMPILE_CACHE', 'E2E_PORT'];

/**
 * What a newcomer does (issue 43, item 13): `git clone`, `npm install` in the clone, `npm start`. The clone is
 * of the committed tree and gets a node_modules of its own from its own `npm install` (npm's download cache is
 * the machine's; the install is not timed), and a temporary folder of its own, so no compile cache of an
 * earlier run (tsx's, Node's, the contracts') helps it. The clock runs from spawning `npm start` to the first
 * 200 from /readyz (/healthz answers from the first moment of a start): building the SPA, creating, migrating and seeding the database with the demo data, and
 * serving. Then the same clone is started again (the data and the build kept).
 */
export const startup: Benchmark = {
  name: 'server start',
  async run() {
    const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'norlink-bench-newcomer-'));
    try {
      execFileSync('git', ['clone', '--quiet', '--no-hardlinks', root, clone]);
      const installStarted = performance.now();
      execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: clone, stdio: ['ignore', 'ignore', 'inherit'] });
      const installMs = performance.now() - installStarted;
      const tmp = path.join(clone, '.newcomer-tmp');
      fs.mkdirSync(tmp);
      const env: NodeJS.ProcessEnv = { ...process.env, TMPDIR: tmp, PORT: String(18_400 + Math.floor(Math.random() * 500)) };
      for (const name of NOT_A_NEWCOMERS) delete env[name];

      const loadBefore = os.loadavg()[0]!;
      const first = await npmStart(clone, env);
      await first.stop();
      const later = await npmStart(clone, env);
      await later.stop();
      const loadAfter = os.loadavg()[0]!;
      benchNotes.push(
        `server start: npm install in the fresh clone took ${Math.round(installMs / 1000)} s (not timed); the first start's own account: ${first.ready}; load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after (${os.cpus().length} cores)`,
      );
      return [
        { name: 'first npm start of a fresh clone after its own npm install (build, migrate, demo seed)', value: first.ms, unit: 'ms', target: FIRST_START_TARGET_MS },
        { name: 'later start', value: later.ms, unit: 'ms', target: LATER_START_TARGET_MS },
        { name: `load average when done (${os.cpus().length} cores)`, value: loadAfter, unit: '' },
      ];
    } finally {
      fs.rmSync(clone, { recursive: true, force: true });
    }
  },
};

interface Started {
  /** From spawning `npm start` to the first 200 from /readyz. */
  readonly ms: number;
  /** The server's own 'Ready in …' line. */
  readonly ready: string;
  stop(): Promise<void>;
}

/** `npm start` in `cwd`, timed to a ready /readyz; waits past the target, so a slow start is reported as a figure that misses it. */
async function npmStart(cwd: string, env: NodeJS.ProcessEnv, timeoutMs = 600_000): Promise<Started> {
  const started = performance.now();
  // Its own process group: npm, the shell, tsx and the server stop together.
  const child = spawn('npm', ['start'], { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  // Where README sends the newcomer (HOST is left at its default, localhost).
  const url = `http://localhost:${env.PORT}/readyz`;
  const stop = () => stopGroup(child);
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output.slice(-2000)}`);
    if (await fetch(url).then((response) => response.ok, () => false)) {
      const ms = performance.now() - started;
      return { ms, ready: /Ready in [^.]*/.exec(output)?.[0] ?? 'no Ready line', stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error(`npm start was not ready (/readyz) within ${timeoutMs} ms:\n${output.slice(-2000)}`);
}

/** SIGTERM to the whole group (the server stops gracefully), SIGKILL if it has not stopped within 30 s. */
function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 30_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    process.kill(-child.pid!, 'SIGTERM');
  });
}
