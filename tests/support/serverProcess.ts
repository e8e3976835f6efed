import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface RunningServer {
  readonly url: string;
  readonly process: ChildProcess;
  stop(): Promise<void>;
}

/** A fresh, empty embedded-database directory under the system's temp folder. */
export function freshDataDir(prefix = 'norlink-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * Starts `server/main.ts` (or `script`, e.g. `scripts/start.ts` for what `npm start` runs) as its own
 * process in `cwd` and resolves once /readyz says it is ready (/healthz answers from the first moment of the
 * start, server/ops/startupResponder.ts). `env` adds to the environment, e.g.
 * DATABASE_URL for PostgreSQL instead of the embedded database in dataDir.
 */
export async function startServer(options: {
  port: number;
  dataDir: string;
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
  script?: string;
  cwd?: string;
}): Promise<RunningServer> {
  const url = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', options.script ?? 'server/main.ts'], {
    cwd: options.cwd,
    env: { ...process.env, PORT: String(options.port), HOST: '127.0.0.1', DATA_DIR: options.dataDir, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    const healthy = await fetch(`${url}/readyz`).then((r) => r.ok, () => false);
    if (healthy) {
      return {
        url,
        process: child,
        stop: () =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`server was not ready (/readyz) within the time limit:\n${output}`);
}
