import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { startCluster, type Cluster } from '../../scripts/cluster/cluster';
import { openPostgres } from '../../server/db/postgresDatabase';
import { addOpenInvoices, type OpenInvoices } from '../fixtures/openInvoices';
import { addPendingProductions, type PendingProduction } from '../fixtures/pendingProductions';
import { missingPayments, pastBankDate } from '../support/paymentWriter';
import { parsePrometheusText, sampleValue } from '../support/prometheusText';
import { connectFeed, type ReconnectingFeed } from '../support/reconnectingFeed';
import { postgresBenchDatabase } from './benchData';
import { benchNotes, type Benchmark, type Figure } from './harness';
import { percentile } from './load';
import { customerSearches } from './searchTerms';

/**
 * Issue 46: N instances on one PostgreSQL (the 1 000 000-customer data set) behind HAProxy, under a mixed
 * officer load: how throughput and latency go with 1, 2 and 3 instances, and what losing one (SIGKILL)
 * mid-load costs. The reads run closed-loop (each connection sends its next request when the last is
 * answered: the throughput is what the instances give); the writes come at an officer's pace (a fixed rate).
 * Everything runs on one machine (autocannon, HAProxy, PostgreSQL and the instances share its cores), so
 * the notes give the load average of each phase.
 */
const WARM_UP_SECONDS = 5;
const MEASURE_SECONDS = 20;
const KILL_PHASE_SECONDS = 30;
const KILL_AFTER_SECONDS = 10;
const WEBSOCKET_CLIENTS = 30;
const CREDENTIALS = { username: 'teknisk', password: 'teknisk-demo' };

type ClassName = 'search' | 'pages' | 'pending counts' | 'approvals' | 'payments';

interface LoadClass {
  readonly name: ClassName;
  readonly connections: number;
  /** Requests a second over all connections (the writes); none: as fast as answered. */
  readonly rate?: number;
  /** The next request: method, path, headers, body; `note` is kept with its answer (a write's key). */
  next(): { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string; note?: string };
  /** The status a success answers with. */
  readonly ok: number;
}

interface Answer {
  readonly at: number;
  readonly ms: number;
  readonly status: number;
  readonly note?: string;
}

interface ClassRun {
  readonly answers: Answer[];
  /** Connection errors and time-outs, when they happened. */
  readonly errors: number[];
}

/** One autocannon per class, side by side, each answer kept with its time and status. */
async function runMixed(url: string, classes: readonly LoadClass[], seconds: number): Promise<Map<ClassName, ClassRun>> {
  const runs = new Map<ClassName, ClassRun>();
  await Promise.all(
    classes.map(
      (loadClass) =>
        new Promise<void>((resolve, reject) => {
          const run: ClassRun = { answers: [], errors: [] };
          runs.set(loadClass.name, run);
          const instance = autocannon(
            {
              url,
              connections: loadClass.connections,
              duration: seconds,
              timeout: 10,
              ...(loadClass.rate ? { overallRate: loadClass.rate } : {}),
              requests: [
                {
                  // autocannon gives each request a context of its own, and the answer the same one.
                  setupRequest: (request, context: { note?: string }) => {
                    const next = loadClass.next();
                    context.note = next.note;
                    return { ...request, method: next.method, path: next.path, headers: next.headers, ...(next.body === undefined ? {} : { body: next.body }) };
                  },
                  onResponse: (status, _body, context: { note?: string }) => {
                    run.answers.push({ at: Date.now(), ms: 0, status, ...(context.note ? { note: context.note } : {}) });
                  },
                },
              ],
            },
            (error) => (error ? reject(error as Error) : resolve()),
          );
          // The answer's latency: autocannon tells it right after onResponse, in the same turn.
          instance.on('response', (_client, _status, _bytes, responseTime) => {
            const last = run.answers.at(-1);
            if (last && last.ms === 0) (last as { ms: number }).ms = responseTime;
          });
          instance.on('reqError', () => run.errors.push(Date.now()));
        }),
    ),
  );
  return runs;
}

function loadNote(label: string): string {
  return `${label}: load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} (1/5/15 min) on ${os.cpus().length} cores`;
}

async function login(url: string, path: string, body: object): Promise<Record<string, string>> {
  const response = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`login at ${path}: ${response.status}`);
  return (await response.json()) as Record<string, string>;
}

/** A copy of the kept data set for this run: the load approves and pays, and the data set stays as seeded for the other benchmarks. */
async function copyOf(sourceUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const source = new URL(sourceUrl);
  const name = `norlink_scale_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: sourceUrl.replace(source.pathname, '/postgres') });
  await admin.connect();
  try {
    // FILE_COPY: a checkpoint and a copy of the files, much quicker for 2 GB than writing every block to the WAL.
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${source.pathname.slice(1)} STRATEGY FILE_COPY`);
  } finally {
    await admin.end();
  }
  const copy = new URL(sourceUrl);
  copy.pathname = `/${name}`;
  return {
    url: copy.href,
    async drop() {
      const again = new pg.Client({ connectionString: sourceUrl.replace(source.pathname, '/postgres') });
      await again.connect();
      try {
        await again.query(`DROP DATABASE IF EXISTS ${name}`);
      } finally {
        await again.end();
      }
    },
  };
}

interface Fixtures {
  readonly open: OpenInvoices;
  readonly pending: PendingProduction[];
  readonly pages: { clientId: number; customerNr: number; jourNr: number }[];
}

async function prepare(url: string): Promise<Fixtures> {
  const db = openPostgres(url);
  try {
    const open = await addOpenInvoices(db, { clientId: 5901, invoices: 20 });
    const pending = await addPendingProductions(db, { count: 3_000, shipment: 'PAPER' });
    // Customer and invoice pages of 400 invoices spread over the data set (a sample of the table's pages).
    const pages = await db.query<{ clientId: number; customerNr: number; jourNr: number }>(
      `SELECT i.client_id AS "clientId", c.nr::int AS "customerNr", i.jour_nr::int AS "jourNr"
         FROM invoice i TABLESAMPLE SYSTEM (1) JOIN customer c ON c.id = i.customer_id
        WHERE i.type = 'INVOICE' LIMIT 400`,
    );
    return { open, pending, pages };
  } finally {
    await db.close();
  }
}

function mixedLoad(fixtures: Fixtures, tokens: { service: string; data: string; legacy: string }): LoadClass[] {
  const searches = customerSearches(7, 400);
  const pendingPaths = ['productions', 'productions/failed', 'unconfirmed-customers', 'reports', 'dos-import-files', 'reminder-bundles', 'collection-bundles'];
  const json = { 'content-type': 'application/json' };
  let search = 0;
  let page = 0;
  let count = 0;
  let approval = 0;
  let payment = 0;
  const bankDate = pastBankDate();
  return [
    {
      name: 'search',
      connections: 8,
      ok: 200,
      next: () => ({ method: 'POST', path: '/api/service/Customer/Search', headers: { ...json, authorization: tokens.service }, body: JSON.stringify(searches[search++ % searches.length]) }),
    },
    {
      name: 'pages',
      connections: 8,
      ok: 200,
      next: () => {
        const p = fixtures.pages[Math.floor(page / 2) % fixtures.pages.length]!;
        const path = page++ % 2 === 0 ? `/api/service/Client/${p.clientId}/Customer/${p.customerNr}/Page` : `/api/service/Client/${p.clientId}/Customer/${p.customerNr}/Invoice/${p.jourNr}/Page`;
        return { method: 'GET', path, headers: { authorization: tokens.service } };
      },
    },
    {
      name: 'pending counts',
      connections: 4,
      ok: 200,
      next: () => ({ method: 'GET', path: `/api/data/pending/${pendingPaths[count++ % pendingPaths.length]}`, headers: { authorization: tokens.data } }),
    },
    {
      name: 'approvals',
      connections: 2,
      rate: 5,
      ok: 204,
      next: () => {
        const entry = fixtures.pending[approval++ % fixtures.pending.length]!;
        return { method: 'POST', path: '/api/legacy/Production/Approve', headers: { ...json, 'x-session-token': tokens.legacy }, body: JSON.stringify({ entries: [entry] }), note: String(entry.entryId) };
      },
    },
    {
      name: 'payments',
      connections: 2,
      rate: 10,
      ok: 201,
      next: () => {
        const key = randomUUID();
        const invoice = fixtures.open.invoiceIds[payment++ % fixtures.open.invoiceIds.length]!;
        const body = {
          idempotencyKey: key,
          clientId: fixtures.open.clientId,
          customerId: fixtures.open.customerId,
          amount: 0.01,
          paymentCode: 'DIR',
          currencyCode: 'NOK',
          bankDate,
          allocations: [{ entryId: invoice, allocatedInvoicePart: 0.01, allocatedInterestPart: 0, allocatedFeePart: 0 }],
        };
        return { method: 'POST', path: '/api/legacy/Payment/Register', headers: { ...json, 'x-session-token': tokens.legacy }, body: JSON.stringify(body), note: key };
      },
    },
  ];
}

function classFigures(label: string, loadClass: LoadClass, run: ClassRun, seconds: number): Figure[] {
  const good = run.answers.filter((answer) => answer.status === loadClass.ok);
  const failed = run.answers.length - good.length + run.errors.length;
  if (failed) {
    const statuses = new Map<number, number>();
    for (const answer of run.answers) if (answer.status !== loadClass.ok) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    benchNotes.push(`${label} ${loadClass.name}: ${failed} failed (${[...statuses].map(([s, n]) => `${n} × ${s}`).join(', ')}${run.errors.length ? `, ${run.errors.length} connection errors` : ''})`);
  }
  const latencies = good.map((answer) => answer.ms);
  return [
    { name: `${label}, ${loadClass.name}: throughput`, value: good.length / seconds, unit: 'req/s' },
    { name: `${label}, ${loadClass.name}: p95`, value: percentile(latencies, 0.95), unit: 'ms' },
    { name: `${label}, ${loadClass.name}: p99`, value: percentile(latencies, 0.99), unit: 'ms' },
  ];
}

/** Which instance holds the most websockets now, by each instance's own metrics. */
async function busiestInstance(cluster: Cluster): Promise<string> {
  let best = { name: cluster.instances[0]!.name, sockets: -1 };
  for (const instance of cluster.instances) {
    const text = await fetch(`http://127.0.0.1:${instance.metricsPort}/metrics`).then((r) => r.text());
    const sockets = sampleValue(parsePrometheusText(text), 'norlink_websocket_clients') ?? 0;
    if (sockets > best.sockets) best = { name: instance.name, sockets };
  }
  return best.name;
}

async function killPhase(cluster: Cluster, classes: LoadClass[], dataToken: string, databaseUrl: string): Promise<Figure[]> {
  const feeds: ReconnectingFeed[] = Array.from({ length: WEBSOCKET_CLIENTS }, () => connectFeed(`${cluster.url.replace('http', 'ws')}/ws`, dataToken));
  const deadline = Date.now() + 30_000;
  while (feeds.some((feed) => feed.opens === 0) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const victim = await busiestInstance(cluster);
  const startedAt = Date.now();
  let killedAt = 0;
  let downAfterMs = Number.NaN;
  const killing = (async () => {
    await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_SECONDS * 1000));
    killedAt = Date.now();
    await cluster.kill(victim);
    await cluster.untilProxySees(victim, 'DOWN');
    downAfterMs = Date.now() - killedAt;
  })();
  const runs = await runMixed(cluster.url, classes, KILL_PHASE_SECONDS);
  await killing;
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  for (const feed of feeds) feed.stop();

  // Errors the officers saw after the kill, and when the last of them came.
  let errorsSeen = 0;
  let errorsBefore = 0;
  let lastErrorMs = 0;
  const kinds = new Map<string, number>();
  const classOf = new Map(classes.map((c) => [c.name, c]));
  for (const [name, run] of runs) {
    const failures = [
      ...run.answers.filter((a) => a.status !== classOf.get(name)!.ok).map((a) => ({ at: a.at, what: `${name} ${a.status}` })),
      ...run.errors.map((at) => ({ at, what: `${name} connection error` })),
    ];
    for (const { at, what } of failures) {
      if (at < killedAt) {
        errorsBefore++;
        continue;
      }
      errorsSeen++;
      kinds.set(what, (kinds.get(what) ?? 0) + 1);
      lastErrorMs = Math.max(lastErrorMs, at - killedAt);
    }
  }
  benchNotes.push(
    `SIGKILL phase: ${errorsBefore} errors before the kill; after it ${[...kinds].map(([what, n]) => `${n} × ${what}`).join(', ') || 'none'}`,
  );
  // Throughput of the reads, per second, before the kill and over the seconds after it.
  const reads = [...runs].filter(([name]) => classOf.get(name)!.rate === undefined).flatMap(([, run]) => run.answers.filter((a) => a.status === 200).map((a) => a.at));
  const perSecond = (from: number, to: number) => reads.filter((at) => at >= from && at < to).length / ((to - from) / 1000);
  const before = perSecond(startedAt + 2_000, killedAt);
  const timeline = Array.from({ length: 6 }, (_, i) => perSecond(killedAt + i * 1000, killedAt + (i + 1) * 1000));
  const after = perSecond(killedAt + 5_000, startedAt + KILL_PHASE_SECONDS * 1000);
  benchNotes.push(
    `SIGKILL of ${victim} at ${KILL_AFTER_SECONDS} s: reads ${before.toFixed(0)} req/s before; in the 6 s after, ${timeline.map((r) => r.toFixed(0)).join(', ')} req/s; from 5 s on ${after.toFixed(0)} req/s`,
  );

  // Writes acknowledged before or after the kill, all of them found.
  const payments = runs.get('payments')!.answers.filter((a) => a.status === 201).map((a) => a.note!);
  const approvals = runs.get('approvals')!.answers.filter((a) => a.status === 204).map((a) => Number(a.note));
  const db = openPostgres(databaseUrl);
  let lost: number;
  try {
    const missing = await missingPayments(db, payments);
    const [notApproved] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM production_entry WHERE id = ANY($1::bigint[]) AND status = 'NEW'`, [approvals]);
    lost = missing.length + notApproved!.n;
  } finally {
    await db.close();
  }

  // The websockets of the killed instance: closed, and back (through the proxy, on another instance).
  const dropped = feeds.filter((feed) => feed.closes.some((close) => close.at >= killedAt));
  const back = dropped.filter((feed) => feed.openedAt.some((at) => at >= killedAt));
  const reconnectMs = back.map((feed) => feed.openedAt.find((at) => at >= killedAt)! - killedAt);
  benchNotes.push(loadNote('SIGKILL phase'));
  return [
    { name: `SIGKILL mid-load: errors seen by clients (${KILL_PHASE_SECONDS} s, 3 instances)`, value: errorsSeen, unit: 'errors' },
    { name: 'SIGKILL mid-load: the proxy takes it out after', value: downAfterMs, unit: 'ms' },
    { name: 'SIGKILL mid-load: last error seen after the kill (the others carry it from then)', value: lastErrorMs, unit: 'ms' },
    { name: 'SIGKILL mid-load: reads before / after the kill', value: after / before, unit: '× before' },
    { name: `SIGKILL mid-load: acknowledged writes lost (${payments.length} payments, ${approvals.length} approvals)`, value: lost, unit: 'writes', target: 0 },
    { name: `SIGKILL mid-load: websocket clients of the killed instance reconnected (of ${dropped.length})`, value: back.length, unit: 'clients' },
    { name: 'SIGKILL mid-load: websocket reconnect, slowest', value: reconnectMs.length ? Math.max(...reconnectMs) : Number.NaN, unit: 'ms' },
  ];
}

async function run(): Promise<Figure[]> {
  const database = await postgresBenchDatabase();
  if (!database || database.kind !== 'postgres') {
    benchNotes.push('scale-out skipped: set TEST_DATABASE_URL (or BENCH_DATABASE_URL) to a PostgreSQL');
    return [];
  }
  console.error('scale-out: copying the data set for this run ...');
  const copy = await copyOf(database.url);
  let cluster: Cluster | undefined;
  try {
    const fixtures = await prepare(copy.url);
    const port = 23_000 + Math.floor(Math.random() * 40) * 200;
    console.error('scale-out: starting 1 instance behind HAProxy (3 configured) ...');
    cluster = await startCluster({ instances: 3, initialInstances: 1, databaseUrl: copy.url, port, env: { LOG_LEVEL: 'warn' }, startTimeoutMs: 600_000 });
    const tokens = {
      service: `Bearer ${(await login(cluster.url, '/api/service/auth/login', CREDENTIALS)).token}`,
      data: `Bearer ${(await login(cluster.url, '/api/data/login', CREDENTIALS)).access_token}`,
      legacy: (await login(cluster.url, '/api/legacy/login', { user: CREDENTIALS.username, password: CREDENTIALS.password })).access_token!,
    };
    const classes = mixedLoad(fixtures, tokens);
    const figures: Figure[] = [];
    for (let instances = 1; instances <= 3; instances++) {
      if (instances > 1) await cluster.start(`n${instances}`);
      const label = `${instances} instance${instances > 1 ? 's' : ''}`;
      console.error(`scale-out: ${label}, ${WARM_UP_SECONDS} s warm-up, then ${MEASURE_SECONDS} s measured`);
      await runMixed(cluster.url, classes, WARM_UP_SECONDS);
      const runs = await runMixed(cluster.url, classes, MEASURE_SECONDS);
      benchNotes.push(loadNote(label));
      const reads = classes.filter((c) => c.rate === undefined).reduce((n, c) => n + runs.get(c.name)!.answers.filter((a) => a.status === c.ok).length, 0);
      figures.push({ name: `${label}: all reads (search, pages, pending counts)`, value: reads / MEASURE_SECONDS, unit: 'req/s' });
      for (const loadClass of classes) figures.push(...classFigures(label, loadClass, runs.get(loadClass.name)!, MEASURE_SECONDS));
    }
    console.error(`scale-out: ${WEBSOCKET_CLIENTS} websockets, ${KILL_PHASE_SECONDS} s of load, one instance killed at ${KILL_AFTER_SECONDS} s`);
    figures.push(...(await killPhase(cluster, classes, tokens.data.slice('Bearer '.length), copy.url)));
    return figures;
  } finally {
    await cluster?.stop();
    await copy.drop();
  }
}

export const scaleOut: Benchmark = { name: 'scale-out on PostgreSQL', run };
