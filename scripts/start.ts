/**
 * `npm start`: starts the server, and builds the SPA when its sources changed since the last build.
 * The build runs in a process of its own while the server creates, migrates and seeds its database,
 * so a first start costs the longer of the two rather than both; the server serves nothing until
 * the build is done (server/startGate.ts).
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { serveAfter } from '../server/startGate';
import { spaBuildIsStale } from './spaBuild';

/** A lower priority than the server's (nice 10 on Linux and macOS, "below normal" on Windows). */
const BUILD_PRIORITY = 10;

function buildSpa(): Promise<void> {
  console.log('Building the SPA (dist/ is missing or older than the sources), while the server starts...');
  // Vite's package exports do not name its command, so it is taken from where npm installs it.
  const vite = path.join(process.cwd(), 'node_modules', 'vite', 'bin', 'vite.js');
  // No source maps: they were a sixth of the build's CPU time, which the first start shares with the seed on two
  // cores; `npm run build` (the tests, the benchmarks, a deployment) still writes them.
  const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn', '--sourcemap', 'false'], { stdio: 'inherit' });
  // The seed is the longer of the two and the server waits for both: on a machine of few cores the build takes
  // what CPU the seed leaves (the bundler's threads, started later, inherit this from its main thread).
  if (child.pid !== undefined) {
    try {
      os.setPriority(child.pid, BUILD_PRIORITY);
    } catch {
      // Not allowed here: the build shares the CPU evenly, and only takes longer.
    }
  }
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the SPA build failed (exit ${code})`))));
  });
}

if (spaBuildIsStale(process.cwd())) serveAfter(buildSpa());
await import('../server/main');
