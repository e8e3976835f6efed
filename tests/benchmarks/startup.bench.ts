import fs from 'node:fs';
import { freshDataDir, startServer } from '../support/serverProcess';
import type { Benchmark } from './harness';

/** Server start to a healthy /healthz: first start (create, migrate, seed) and a later start on the same data. */
export const startup: Benchmark = {
  name: 'server start',
  async run() {
    const dataDir = freshDataDir('norlink-bench-');
    try {
      const port = 18_400 + Math.floor(Math.random() * 500);
      // Waits past the 60 s target, so a slow first start is reported as a figure that misses it.
      const first = await timed(() => startServer({ port, dataDir, timeoutMs: 300_000 }));
      await first.result.stop();
      const later = await timed(() => startServer({ port, dataDir }));
      await later.result.stop();
      return [
        { name: 'first start, empty DATA_DIR', value: first.ms, unit: 'ms', target: 60_000 },
        { name: 'later start', value: later.ms, unit: 'ms', target: 5_000 },
      ];
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
};

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const start = performance.now();
  const result = await work();
  return { result, ms: performance.now() - start };
}
