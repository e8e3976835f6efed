import os from 'node:os';
import { addDays } from '../../src/domain/dates/isoDate';
import { TEST_SEED_TODAY } from '../../server/db/seed/profiles';
import { freshDataDir, startServer, type RunningServer } from '../support/serverProcess';
import { pgliteBenchDatabase, postgresBenchDatabase, type BenchDatabase } from './benchData';
import { benchNotes, type Benchmark, type Figure } from './harness';
import { percentile } from './load';

/** Issue 23: production stats for a whole year, ≤ 300 ms server time on the 1 000 000-customer data set. */
const YEAR_MS = 300;
const WARM_UP = 2;
const RUNS = 10;
/** The year up to the seed's "today": every production, reminder and case the seed writes lies in it. */
const YEAR = { fromDate: addDays(TEST_SEED_TODAY, -364), toDate: TEST_SEED_TODAY };

/**
 * Which data set: PRODUCTION_STATS_DATA=small (default) or demo seeds a fresh embedded database of that
 * profile; =large uses the benchmark's million-customer set of benchData.ts (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL or BENCH_DATABASE_URL is set), which is seeded first when missing (20+ minutes).
 */
const DATA = process.env.PRODUCTION_STATS_DATA ?? 'small';

async function legacyToken(server: RunningServer): Promise<string> {
  const response = await fetch(`${server.url}/api/legacy/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: 'teknisk', password: 'teknisk-demo' }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** One request for the year's stats (all five bases, as the Technical officer), timed to its last byte. */
async function yearRequest(server: RunningServer, token: string): Promise<{ ms: number; invoices: number }> {
  const started = performance.now();
  const response = await fetch(`${server.url}/api/legacy/Report/Production/Stats?fromDate=${YEAR.fromDate}&toDate=${YEAR.toDate}`, {
    headers: { 'x-session-token': token },
  });
  const body = (await response.json()) as { total?: { invoices: number } };
  const ms = performance.now() - started;
  if (response.status !== 200 || !body.total) throw new Error(`${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return { ms, invoices: body.total.invoices };
}

async function measure(label: string, start: (port: number) => Promise<RunningServer>): Promise<Figure[]> {
  const server = await start(18_900 + Math.floor(Math.random() * 500));
  try {
    const token = await legacyToken(server);
    for (let i = 0; i < WARM_UP; i++) await yearRequest(server, token);
    const times: number[] = [];
    let invoices = 0;
    for (let i = 0; i < RUNS; i++) {
      const run = await yearRequest(server, token);
      times.push(run.ms);
      invoices = run.invoices;
    }
    benchNotes.push(
      `production stats on ${label}: the year ${YEAR.fromDate}..${YEAR.toDate} counted ${invoices} invoices; ` +
        `load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} (1/5/15 min) on ${os.cpus().length} cores`,
    );
    return [
      { name: `${label}: a year's production stats (median of ${RUNS})`, value: percentile(times, 0.5), unit: 'ms', target: YEAR_MS },
      { name: `${label}: a year's production stats (worst of ${RUNS})`, value: Math.max(...times), unit: 'ms' },
    ];
  } finally {
    await server.stop();
  }
}

function onBenchDatabase(database: BenchDatabase) {
  return (port: number) =>
    startServer({
      port,
      dataDir: database.kind === 'pglite' ? database.dataDir : os.tmpdir(),
      env: { DATABASE_URL: database.kind === 'postgres' ? database.url : '' },
      timeoutMs: 300_000,
    });
}

export const productionStats: Benchmark[] =
  DATA === 'large'
    ? [
        { name: 'production stats on PGlite (1 000 000 customers)', run: async () => measure('PGlite large', onBenchDatabase(await pgliteBenchDatabase())) },
        {
          name: 'production stats on PostgreSQL (1 000 000 customers)',
          async run() {
            const database = await postgresBenchDatabase();
            if (database) return measure('PostgreSQL large', onBenchDatabase(database));
            benchNotes.push('production stats on PostgreSQL skipped: set TEST_DATABASE_URL or BENCH_DATABASE_URL to include it');
            return [];
          },
        },
      ]
    : [
        {
          name: `production stats on PGlite (${DATA} seed)`,
          run: () =>
            measure(`PGlite ${DATA}`, (port) =>
              startServer({ port, dataDir: freshDataDir('norlink-stats-'), env: { SEED_PROFILE: DATA, DATABASE_URL: '' }, timeoutMs: 300_000 }),
            ),
        },
      ];
