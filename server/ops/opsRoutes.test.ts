import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePrometheusText, sampleValue } from '../../tests/support/prometheusText';
import { startSiblingApp, startTestApp, type TestApp } from '../../tests/support/testApp';
import { testDatabaseKind } from '../../tests/support/testDatabase';
import type { Database } from '../db/database';
import { DEMO_OFFICERS } from '../db/seed/demoOfficers';
import { enqueueJobs } from '../jobs/jobs';
import { enqueueMail } from '../mail/outbox';
import { createLogger } from './logger';
import { createMetrics, type Metrics } from './metrics';
import { serveMetrics } from './metricsServer';
import { createReadiness } from './readiness';
import { answerWhileStarting } from './startupResponder';

const METRICS_TOKEN = 'metrics-token-for-the-test-0123456789';
const PASSWORD = 'hemmelig-passord-xyz';
const PERSONAL_NUMBER = '01019012345';

let base: TestApp;
let app: TestApp;
let metrics: Metrics;
const lines: string[] = [];

beforeAll(async () => {
  base = await startTestApp();
  metrics = createMetrics(base.db, { queueReadEveryMs: 0 });
  const log = createLogger('info', { destination: { write: (line: string) => void lines.push(line) }, instance: 'test-1' });
  app = await startSiblingApp(base, { log, ops: { requestLog: true, metrics, metricsToken: METRICS_TOKEN } });
});
afterAll(async () => {
  await app?.close();
  await base?.close();
});

const teknisk = DEMO_OFFICERS.find((o) => o.username === 'teknisk')!;

async function login(password: string) {
  return app.app.inject({ method: 'POST', url: '/api/data/login', payload: { username: teknisk.username, password } });
}

/** The log lines written since `from`, parsed. */
const linesSince = (from: number) => lines.slice(from).map((line) => JSON.parse(line) as Record<string, unknown>);

async function scrape(): Promise<ReturnType<typeof parsePrometheusText>> {
  const response = await app.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(response.body);
}

describe('the request log', () => {
  it('writes one JSON line per request with its id, operation, officer, status and duration, and never a secret', async () => {
    const from = lines.length;
    const refused = await login(PASSWORD);
    expect(refused.statusCode).toBe(401);
    const signedIn = await login(teknisk.password);
    const token = (signedIn.json() as { access_token: string }).access_token;
    const read = await app.app.inject({
      method: 'GET',
      url: `/api/data/audit/customer/${PERSONAL_NUMBER}?search=${PERSONAL_NUMBER}&navn=Kari`,
      headers: { authorization: `Bearer ${token}` },
    });
    const written = linesSince(from);
    expect(written).toHaveLength(3);
    const [failed, ok, audit] = written;
    expect(failed).toMatchObject({ level: 'info', msg: 'request', instance: 'test-1', method: 'POST', path: '/api/data/login', operationId: 'login', status: 401, ip: '127.0.0.1' });
    expect(failed!.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof failed!.durationMs).toBe('number');
    expect(Date.parse(String(failed!.time))).not.toBeNaN();
    expect(failed).not.toHaveProperty('officerId');
    expect(ok).toMatchObject({ operationId: 'login', status: 200 });
    expect(audit).toMatchObject({ operationId: 'listAuditEvents', status: read.statusCode, officerId: teknisk.id, path: `/api/data/audit/customer/${'*'.repeat(11)}` });
    const text = lines.slice(from).join('\n');
    for (const secret of [PASSWORD, token, PERSONAL_NUMBER, 'Kari', 'authorization', 'Bearer']) expect(text).not.toContain(secret);
  });

  it('keeps the health checks a load balancer makes every second out of the info lines', async () => {
    const from = lines.length;
    await app.app.inject({ method: 'GET', url: '/healthz' });
    await app.app.inject({ method: 'GET', url: '/readyz' });
    expect(linesSince(from)).toEqual([]);
  });
});

describe('the metrics', () => {
  it('are refused without the token, and parse as Prometheus text counting a known request', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${METRICS_TOKEN}`]) {
      const refused = await app.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(refused.statusCode).toBe(401);
    }
    const before = await scrape();
    const requests = { operation: 'login', method: 'POST', status: '401' };
    const countBefore = sampleValue(before, 'norlink_http_request_duration_seconds_count', requests) ?? 0;
    const failedBefore = sampleValue(before, 'norlink_login_attempts_total', { api: 'data', outcome: 'failed' }) ?? 0;
    await login(PASSWORD);
    await login(PASSWORD);
    const after = await scrape();
    expect(sampleValue(after, 'norlink_http_request_duration_seconds_count', requests)).toBe(countBefore + 2);
    expect(sampleValue(after, 'norlink_http_request_duration_seconds_bucket', { ...requests, le: '+Inf' })).toBe(countBefore + 2);
    expect(sampleValue(after, 'norlink_login_attempts_total', { api: 'data', outcome: 'failed' })).toBe(failedBefore + 2);
    // The process's own figures come with them.
    expect(sampleValue(after, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(sampleValue(after, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
  });

  it("show the queues' backlogs and ages, the open websockets and the database's connections", async () => {
    const [job] = await base.db.transaction((tx) => enqueueJobs(tx, [{ kind: 'probe-metrics', key: 'k' }]));
    await base.db.query(`UPDATE background_job SET next_attempt_at = now() - interval '90 seconds' WHERE id = $1`, [job]);
    await enqueueMail(base.db, { recipient: 'a@example.no', subject: 'Emne', text: 'Tekst', createdBy: 'Test' });
    const socket = await app.app.injectWS('/ws');
    try {
      const samples = await scrape();
      expect(sampleValue(samples, 'norlink_job_queue_depth', { kind: 'probe-metrics', status: 'Pending' })).toBe(1);
      expect(sampleValue(samples, 'norlink_job_queue_oldest_due_seconds', { kind: 'probe-metrics' })).toBeGreaterThanOrEqual(90);
      expect(sampleValue(samples, 'norlink_mail_outbox_backlog', { status: 'Pending' })).toBeGreaterThanOrEqual(1);
      expect(sampleValue(samples, 'norlink_print_queue_backlog')).toBe(0);
      expect(sampleValue(samples, 'norlink_websocket_clients')).toBe(1);
      if (testDatabaseKind === 'postgres') expect(sampleValue(samples, 'norlink_db_connections', { state: 'open' })).toBeGreaterThanOrEqual(1);
    } finally {
      socket.terminate();
      await base.db.query(`DELETE FROM background_job WHERE kind = 'probe-metrics'`);
    }
  });

  it('counts jobs and mail by outcome, and the reminder run by who started it', async () => {
    metrics.jobDone('reminders.run', 'done', 2.5);
    metrics.jobDone('production.dispatch', 'handed-back', 0.2);
    metrics.mailDone('handed-back', 3);
    const samples = await scrape();
    expect(sampleValue(samples, 'norlink_job_duration_seconds_count', { kind: 'production.dispatch', outcome: 'handed-back' })).toBe(1);
    expect(sampleValue(samples, 'norlink_reminder_run_duration_seconds_sum', { started_by: 'job' })).toBe(2.5);
    expect(sampleValue(samples, 'norlink_mail_total', { outcome: 'handed-back' })).toBe(3);
  });

  it('are served on a port of their own (METRICS_PORT), GET /metrics only', async () => {
    const own = await serveMetrics(metrics, 0, '127.0.0.1');
    try {
      const response = await fetch(`http://127.0.0.1:${own.port}/metrics`);
      expect(response.status).toBe(200);
      expect(sampleValue(parsePrometheusText(await response.text()), 'norlink_websocket_clients')).toBeDefined();
      expect((await fetch(`http://127.0.0.1:${own.port}/`)).status).toBe(404);
    } finally {
      await own.close();
    }
  });
});

describe('liveness and readiness', () => {
  it('are alive and ready on a migrated database that answers', async () => {
    expect((await app.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok', db: testDatabaseKind });
    const ready = await app.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', db: testDatabaseKind });
  });

  it('is not ready on a database without this build\'s last migration, or one that does not answer in time', async () => {
    await expect(createReadiness(base.db, '9999_from_the_future.sql').check()).resolves.toEqual({ ready: false, reason: 'not migrated' });
    const silent = { ...base.db, query: () => new Promise<never>(() => undefined) } as Database;
    await expect(createReadiness(silent, undefined, 50).check()).resolves.toEqual({ ready: false, reason: 'database unreachable' });
    const down = { ...base.db, query: () => Promise.reject(new Error('ECONNREFUSED')) } as Database;
    await expect(createReadiness(down, undefined).check()).resolves.toEqual({ ready: false, reason: 'database unreachable' });
  });

  it('fails readiness at once when draining, stays alive, and closes every connection it answers on', async () => {
    const readiness = createReadiness(base.db, undefined);
    const draining = await startSiblingApp(base, { ops: { readiness } });
    try {
      readiness.startDraining();
      const ready = await draining.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not ready', reason: 'draining', db: testDatabaseKind });
      expect(ready.headers['retry-after']).toBe('1');
      const alive = await draining.app.inject({ method: 'GET', url: '/healthz' });
      expect(alive.statusCode).toBe(200);
      expect(alive.headers.connection).toBe('close');
      // Requests still reaching it are served, not refused.
      const served = await draining.app.inject({ method: 'POST', url: '/api/data/login', payload: { username: teknisk.username, password: teknisk.password } });
      expect(served.statusCode).toBe(200);
      expect(served.headers.connection).toBe('close');
    } finally {
      await draining.close();
    }
  });

  it('while starting: alive, not ready with the phase (migrating), and everything else 503 with Retry-After', async () => {
    const starting = await answerWhileStarting(0, '127.0.0.1');
    try {
      const url = `http://127.0.0.1:${starting.port}`;
      starting.setPhase('migrating');
      const alive = await fetch(`${url}/healthz`);
      expect(alive.status).toBe(200);
      expect(await alive.json()).toEqual({ status: 'starting', phase: 'migrating' });
      const ready = await fetch(`${url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'not ready', reason: 'migrating' });
      const page = await fetch(`${url}/api/data/session/profile`);
      expect(page.status).toBe(503);
      expect(page.headers.get('retry-after')).toBe('2');
    } finally {
      await starting.close();
    }
  });
});
