import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database';

/** Seconds: a cached search answers in a few ms, the full list of a 200 000-customer client in a second or two. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Seconds: a dispatch chunk takes a second, a reminder run over a million customers minutes. */
const JOB_BUCKETS = [0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600];
/** The queues are read from the database at most this often, however many scrapers ask. */
const QUEUE_READ_EVERY_MS = 5_000;

export type JobOutcome = 'done' | 'retry' | 'failed' | 'handed-back';
export type MailOutcome = 'sent' | 'retry' | 'failed' | 'uncertain' | 'handed-back';

export interface AnsweredRequest {
  readonly operation: string;
  /** The route's path pattern (`/api/data/login`), which names the API. */
  readonly route: string | undefined;
  readonly method: string;
  readonly status: number;
}

export interface Metrics {
  readonly registry: Registry;
  /** A request answered: `operation` is the contract's operationId, or the route for the others. */
  requestDone(request: AnsweredRequest, seconds: number): void;
  jobDone(kind: string, outcome: JobOutcome, seconds: number): void;
  mailDone(outcome: MailOutcome, count?: number): void;
  /** Counts this instance's open websockets at each scrape. */
  countWebsockets(count: () => number): void;
  /** The exposition text (Prometheus text format 0.0.4). */
  text(): Promise<string>;
}

interface QueueRow {
  queue: 'job' | 'mail' | 'network' | 'print';
  label: string;
  status: string;
  n: number;
  oldest: number | null;
}

/**
 * The backlogs, read in one statement over the queues' partial indexes (only rows still waiting). They are
 * the database's, so every instance on one PostgreSQL reports the same figures: aggregate them with max().
 */
const QUEUES_SQL = `
  SELECT 'job' AS queue, kind AS label, status, count(*)::int AS n,
         extract(epoch FROM now() - min(next_attempt_at) FILTER (WHERE status = 'Pending' AND next_attempt_at <= now()))::float8 AS oldest
    FROM background_job WHERE status IN ('Pending', 'Running') GROUP BY kind, status
  UNION ALL
  SELECT 'mail', '', status, count(*)::int, extract(epoch FROM now() - min(created_at))::float8
    FROM mail_outbox WHERE status IN ('Pending', 'Sending') GROUP BY status
  UNION ALL
  SELECT 'network', network, 'Waiting', count(*)::int, extract(epoch FROM now() - min(created_at))::float8
    FROM network_outbox WHERE picked_up_at IS NULL GROUP BY network
  UNION ALL
  SELECT 'print', '', 'Waiting', count(*)::int, extract(epoch FROM now() - min(created_at))::float8
    FROM print_queue WHERE printed_at IS NULL`;

const LOGIN_OUTCOMES: Readonly<Record<number, string>> = { 200: 'ok', 401: 'failed', 429: 'throttled' };

/**
 * The server's Prometheus metrics (prom-client), in a registry of its own per app: the process's (CPU,
 * memory, event-loop lag, GC), request latency per operation and status, background jobs and mail by
 * outcome, the queues' backlogs and ages, the database's connections, open websockets, login attempts
 * by outcome, and the reminder run's duration.
 */
export function createMetrics(db: Database, { queueReadEveryMs = QUEUE_READ_EVERY_MS }: { queueReadEveryMs?: number } = {}): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'norlink_http_request_duration_seconds',
    help: 'Time to answer a request, by operation (operationId, or the route), method and status',
    labelNames: ['operation', 'method', 'status'],
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const logins = new Counter({
    name: 'norlink_login_attempts_total',
    help: 'Logins by API and outcome: ok, failed (wrong username or password), throttled (too many tries), refused (anything else)',
    labelNames: ['api', 'outcome'],
    registers: [registry],
  });
  const jobs = new Histogram({
    name: 'norlink_job_duration_seconds',
    help: 'Background jobs run by this instance, by kind and outcome, and how long each took',
    labelNames: ['kind', 'outcome'],
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  const reminderRuns = new Histogram({
    name: 'norlink_reminder_run_duration_seconds',
    help: "The reminder run's duration, by who started it: the daily job or an officer",
    labelNames: ['started_by'],
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  const mails = new Counter({
    name: 'norlink_mail_total',
    help: 'E-mails of the outbox this instance finished with, by outcome',
    labelNames: ['outcome'],
    registers: [registry],
  });

  let websockets: () => number = () => 0;
  new Gauge({
    name: 'norlink_websocket_clients',
    help: 'Websocket connections open on this instance',
    registers: [registry],
    collect() {
      this.set(websockets());
    },
  });
  new Gauge({
    name: 'norlink_db_connections',
    help: 'Database connections of this instance by state (PostgreSQL: the pool; PGlite: its one thread), and callers waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = db.stats?.();
      if (!stats) return;
      this.set({ state: 'open' }, stats.connections);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  let queues: { at: number; rows: Promise<QueueRow[]> } | undefined;
  const readQueues = (): Promise<QueueRow[]> => {
    if (!queues || Date.now() - queues.at >= queueReadEveryMs) {
      const rows = db.query<QueueRow>(QUEUES_SQL);
      // A failed read is not cached: the next scrape tries again.
      rows.catch(() => (queues = undefined));
      queues = { at: Date.now(), rows };
    }
    return queues.rows;
  };
  const queueGauge = (name: string, help: string, labelNames: string[], pick: (row: QueueRow) => { labels: Record<string, string>; value: number } | null) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        const rows = await readQueues();
        this.reset();
        for (const row of rows) {
          const point = pick(row);
          if (point) this.set(point.labels, point.value);
        }
      },
    });
  queueGauge('norlink_job_queue_depth', 'Background jobs waiting (Pending) or being run (Running), by kind', ['kind', 'status'], (row) =>
    row.queue === 'job' ? { labels: { kind: row.label, status: row.status }, value: row.n } : null,
  );
  queueGauge('norlink_job_queue_oldest_due_seconds', 'How long the oldest due job of each kind has waited', ['kind'], (row) =>
    row.queue === 'job' && row.oldest !== null ? { labels: { kind: row.label }, value: row.oldest } : null,
  );
  queueGauge('norlink_mail_outbox_backlog', 'E-mails not yet sent, by status (Pending: waiting or retrying; Sending: claimed)', ['status'], (row) =>
    row.queue === 'mail' ? { labels: { status: row.status }, value: row.n } : null,
  );
  queueGauge('norlink_mail_outbox_oldest_seconds', 'Age of the oldest e-mail not yet sent, by status', ['status'], (row) =>
    row.queue === 'mail' && row.oldest !== null ? { labels: { status: row.status }, value: row.oldest } : null,
  );
  queueGauge('norlink_network_outbox_backlog', 'Documents waiting for their network (EHF, eFaktura, AvtaleGiro) to pick them up', ['network'], (row) =>
    row.queue === 'network' ? { labels: { network: row.label }, value: row.n } : null,
  );
  queueGauge('norlink_network_outbox_oldest_seconds', 'Age of the oldest document waiting for its network', ['network'], (row) =>
    row.queue === 'network' && row.oldest !== null ? { labels: { network: row.label }, value: row.oldest } : null,
  );
  queueGauge('norlink_print_queue_backlog', 'Documents waiting at the printers', [], (row) => (row.queue === 'print' ? { labels: {}, value: row.n } : null));
  queueGauge('norlink_print_queue_oldest_seconds', 'Age of the oldest document waiting at a printer', [], (row) =>
    row.queue === 'print' && row.oldest !== null ? { labels: {}, value: row.oldest } : null,
  );

  return {
    registry,
    requestDone({ operation, route, method, status }, seconds) {
      requests.observe({ operation, method, status: String(status) }, seconds);
      if (operation === 'login') logins.inc({ api: /^\/api\/([a-z]+)\//.exec(route ?? '')?.[1] ?? '', outcome: LOGIN_OUTCOMES[status] ?? 'refused' });
      if (operation === 'runReminders' && status < 300) reminderRuns.observe({ started_by: 'officer' }, seconds);
    },
    jobDone(kind, outcome, seconds) {
      jobs.observe({ kind, outcome }, seconds);
      if (kind === 'reminders.run' && outcome === 'done') reminderRuns.observe({ started_by: 'job' }, seconds);
    },
    mailDone(outcome, count = 1) {
      mails.inc({ outcome }, count);
    },
    countWebsockets(count) {
      websockets = count;
    },
    text: () => registry.metrics(),
  };
}
