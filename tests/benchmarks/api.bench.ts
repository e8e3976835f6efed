import { FULL_LIST_PAGE_SIZE } from '../../src/domain/search/searchRequestRules';
import os from 'node:os';
import { startServer, type RunningServer } from '../support/serverProcess';
import { BENCH_CUSTOMERS, pgliteBenchDatabase, postgresBenchDatabase, type BenchDatabase } from './benchData';
import { benchNotes, type Benchmark, type Figure } from './harness';
import { percentile, runEachOnce, runLoad, type LoadRequest, type LoadResult } from './load';
import { cpuMs, residentMb, watchPeakRss } from './processStats';
import { BIG_CLIENT, customerSearches } from './searchTerms';

/**
 * Issue 4: pending counts p99 ≤ 50 ms under 50 connections, no errors. Customer search p95 ≤ 10 ms (issue 47 raised it
 * from issue 4's 20 ms; it names PostgreSQL, and PGlite, measured below it, is held to the same).
 */
const CONNECTIONS = 50;
const SEARCH_P95_MS = 10;
const COUNTS_P99_MS = 50;
/** The full customer list of the 200 000-customer client: server time ≤ 2 s, memory bounded (streamed). */
const FULL_LIST_MS = 2_000;
/**
 * "Bounded" made a check: a second server with its V8 heap capped at 64 MB (--max-old-space-size) must
 * still serve the full list. Reading the 200 000 rows and stringifying them at once needs about 250 MB of
 * heap (measured: it dies at 64 MB); a stream holds a batch or two. RSS says less (PGlite's WebAssembly
 * memory and garbage the collector has not reached yet), so it is shown without a target.
 */
const CAPPED_HEAP_MB = 64;
const SEARCH_SECONDS = 20;
const COUNTS_SECONDS = 10;
/** Distinct searches under load, and other ones timed once each beforehand without any cache. */
const LOAD_SEARCHES = 300;
const COLD_SEARCHES = 60;
const FULL_LIST_RUNS = 3;
/** The polled pending counts of part 1 §7 (data API). */
const PENDING_COUNT_PATHS = [
  'pending/productions',
  'pending/productions/failed',
  'pending/unconfirmed-customers',
  'pending/reports',
  'pending/dos-import-files',
  'pending/reminder-bundles',
  'pending/collection-bundles',
];

const CREDENTIALS = { username: 'teknisk', password: 'teknisk-demo' };

async function login(url: string, path: string, body: object): Promise<Record<string, string>> {
  const response = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`login at ${path} failed: ${response.status}`);
  return (await response.json()) as Record<string, string>;
}

function describeErrors(what: string, result: LoadResult): void {
  if (result.errors === 0) return;
  const statuses = Object.entries(result.statuses).filter(([status]) => !status.startsWith('2')).map(([status, n]) => `${n} × ${status}`);
  benchNotes.push(`${what}: ${result.errors} of ${result.requests} requests failed${statuses.length ? ` (${statuses.join(', ')})` : ''}`);
}

interface FullListFigures {
  /** Median time to the last byte. */
  readonly ms: number;
  /** The server's CPU time for one list (median): what the list costs whatever else the machine does. */
  readonly cpuMs: number;
  /** Highest RSS of the server while it sent a list, and how much above its RSS before. */
  readonly peakMb: number;
  readonly growthMb: number;
  readonly answerMb: number;
}

/**
 * The full list, checked to be the whole list, timed to its last byte, with the server's CPU time and
 * RSS meanwhile. The first fetch fills the database's page cache (PGlite keeps it in the process), so
 * RSS growth is taken from the later ones.
 */
async function fullList(server: RunningServer, authorization: string, runs: number): Promise<FullListFigures> {
  const pid = server.process.pid!;
  const times: number[] = [];
  const cpu: number[] = [];
  let peakMb = 0;
  let growthMb = 0;
  let answerMb = 0;
  for (let run = 0; run < runs; run++) {
    const before = residentMb(pid);
    const cpuBefore = cpuMs(pid);
    const watch = watchPeakRss(pid);
    const started = performance.now();
    const response = await fetch(`${server.url}/api/service/clients/${BIG_CLIENT}/customers?page=0&size=${FULL_LIST_PAGE_SIZE}`, { headers: { authorization } });
    const body = await response.text();
    times.push(performance.now() - started);
    cpu.push(cpuMs(pid) - cpuBefore);
    const peak = watch.stop();
    peakMb = Math.max(peakMb, peak);
    if (run > 0) growthMb = Math.max(growthMb, peak - before);
    answerMb = Buffer.byteLength(body) / 2 ** 20;
    const page = JSON.parse(body) as { totalCount: number; items: unknown[] };
    if (!response.ok || page.items.length !== page.totalCount || page.totalCount !== BENCH_CUSTOMERS / 5) {
      throw new Error(`full list of client ${BIG_CLIENT}: status ${response.status}, ${page.items?.length} items of ${page.totalCount}`);
    }
  }
  return { ms: percentile(times, 0.5), cpuMs: percentile(cpu, 0.5), peakMb, growthMb, answerMb };
}

/** The machine's load while a part ran: figures taken on a busy machine say less. */
function noteLoad(label: string): void {
  benchNotes.push(`${label} ran at load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} (1/5/15 min) on ${os.cpus().length} cores`);
}

function serverOptions(database: BenchDatabase, port: number, heapMb?: number) {
  return {
    port,
    // With DATABASE_URL the server does not use its DATA_DIR.
    dataDir: database.kind === 'pglite' ? database.dataDir : os.tmpdir(),
    env: {
      DATABASE_URL: database.kind === 'postgres' ? database.url : '',
      ...(heapMb ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=${heapMb}`.trim() } : {}),
    },
    timeoutMs: 300_000,
  };
}

async function serviceLogin(server: RunningServer): Promise<string> {
  return `Bearer ${(await login(server.url, '/api/service/auth/login', CREDENTIALS)).token}`;
}

/** The full list from a server whose V8 heap is capped: 0 when it was served whole, 1 when not. */
async function fullListWithCappedHeap(database: BenchDatabase, port: number): Promise<number> {
  const server = await startServer(serverOptions(database, port, CAPPED_HEAP_MB));
  try {
    await fullList(server, await serviceLogin(server), 1);
    return 0;
  } catch (error) {
    benchNotes.push(`full list with the heap capped at ${CAPPED_HEAP_MB} MB failed: ${String(error).slice(0, 200)}`);
    return 1;
  } finally {
    await server.stop();
  }
}

async function benchOn(label: string, database: BenchDatabase): Promise<Figure[]> {
  const port = 18_900 + Math.floor(Math.random() * 500);
  const started = performance.now();
  const server = await startServer(serverOptions(database, port));
  const startMs = performance.now() - started;
  const figures: Figure[] = [];
  try {
    const service = { authorization: await serviceLogin(server), 'content-type': 'application/json' };
    const data = { authorization: `Bearer ${(await login(server.url, '/api/data/login', CREDENTIALS)).access_token}` };
    const search = (body: object): LoadRequest => ({ method: 'POST', path: '/api/service/Customer/Search', headers: service, body: JSON.stringify(body) });

    const loadSearches = customerSearches(1, LOAD_SEARCHES);
    const coldSearches = customerSearches(2, COLD_SEARCHES, new Set(loadSearches.map((s) => JSON.stringify(s))));
    console.error(`${label}: ${COLD_SEARCHES} searches one by one, then ${LOAD_SEARCHES} others under ${CONNECTIONS} connections for ${SEARCH_SECONDS} s`);
    const cold = await runEachOnce(server.url, coldSearches.map(search));
    if (cold.errors) benchNotes.push(`${label}: ${cold.errors} of the searches made one by one failed`);
    const cpuBeforeSearches = cpuMs(server.process.pid!);
    const searches = await runLoad({ url: server.url, connections: CONNECTIONS, seconds: SEARCH_SECONDS, requests: loadSearches.map(search) });
    const searchCpuMs = (cpuMs(server.process.pid!) - cpuBeforeSearches) / searches.requests;
    describeErrors(`${label} customer search`, searches);

    console.error(`${label}: pending counts under ${CONNECTIONS} connections for ${COUNTS_SECONDS} s`);
    const counts = await runLoad({
      url: server.url,
      connections: CONNECTIONS,
      seconds: COUNTS_SECONDS,
      requests: PENDING_COUNT_PATHS.map((path) => ({ method: 'GET', path: `/api/data/${path}`, headers: data })),
    });
    describeErrors(`${label} pending counts`, counts);

    console.error(`${label}: the full customer list of client ${BIG_CLIENT}, ${FULL_LIST_RUNS} times`);
    const list = await fullList(server, service.authorization, FULL_LIST_RUNS);
    noteLoad(label);
    figures.push(
      { name: `${label}: server start on the ${BENCH_CUSTOMERS.toLocaleString('en')}-customer data`, value: startMs, unit: 'ms' },
      { name: `${label}: customer search, each once, 1 connection, p95`, value: percentile(cold.latencies, 0.95), unit: 'ms' },
      { name: `${label}: customer search, each once, 1 connection, max`, value: percentile(cold.latencies, 1), unit: 'ms' },
      { name: `${label}: customer search, ${CONNECTIONS} connections, p95`, value: searches.p95, unit: 'ms', target: SEARCH_P95_MS },
      { name: `${label}: customer search, ${CONNECTIONS} connections, p99`, value: searches.p99, unit: 'ms' },
      { name: `${label}: customer search, ${CONNECTIONS} connections, throughput`, value: searches.perSecond, unit: 'req/s' },
      { name: `${label}: customer search, server CPU per request`, value: searchCpuMs, unit: 'ms' },
      { name: `${label}: customer search, errors`, value: searches.errors, unit: 'errors', target: 0 },
      { name: `${label}: pending counts, ${CONNECTIONS} connections, p99`, value: counts.p99, unit: 'ms', target: COUNTS_P99_MS },
      { name: `${label}: pending counts, errors`, value: counts.errors, unit: 'errors', target: 0 },
      { name: `${label}: full list of ${(BENCH_CUSTOMERS / 5).toLocaleString('en')} customers (median of ${FULL_LIST_RUNS})`, value: list.ms, unit: 'ms', target: FULL_LIST_MS },
      { name: `${label}: full list, server CPU time`, value: list.cpuMs, unit: 'ms' },
      { name: `${label}: full list, server peak RSS (answer ${list.answerMb.toFixed(0)} MB)`, value: list.peakMb, unit: 'MB' },
      { name: `${label}: full list, server RSS growth`, value: list.growthMb, unit: 'MB' },
    );
  } finally {
    await server.stop();
  }
  console.error(`${label}: the full list again, from a server with its heap capped at ${CAPPED_HEAP_MB} MB`);
  figures.push({ name: `${label}: full list with the heap capped at ${CAPPED_HEAP_MB} MB, failures`, value: await fullListWithCappedHeap(database, port), unit: 'errors', target: 0 });
  return figures;
}

/** The API under load on the million-customer data set, on PGlite and (when configured) on PostgreSQL. */
export const api: Benchmark[] = [
  {
    name: 'api on PGlite',
    run: async () => benchOn('PGlite', await pgliteBenchDatabase()),
  },
  {
    name: 'api on PostgreSQL',
    async run() {
      const database = await postgresBenchDatabase();
      if (database) return benchOn('PostgreSQL', database);
      benchNotes.push('PostgreSQL skipped: set TEST_DATABASE_URL (a database is created beside it) or BENCH_DATABASE_URL to include it');
      return [];
    },
  },
];
