import { createSessionService } from './auth/sessionService';
import { loadTokenSecret } from './auth/tokenSecret';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { latestMigrationName, migrate } from './db/migrate';
import { DEMO_OFFICERS } from './db/seed/demoOfficers';
import { seedIfEmpty } from './db/seed/seed';
import { buildApp } from './http/app';
import { serveSpa } from './http/spa';
import { BACKGROUND_JOB_HANDLERS } from './jobs/handlers';
import { startDailyJobs } from './jobs/dailyJobs';
import { startJobRunner, type JobRunner } from './jobs/jobRunner';
import { startMailSender } from './mail/mailSender';
import { startNetsSchedule } from './outside/nets/netsExchange';
import { startPrintSchedule } from './outside/print/printBatches';
import { ensurePublishedRules } from './rules/legalRuleTables';
import { stopGracefully } from './ops/gracefulStop';
import { createLogger } from './ops/logger';
import { createMetrics } from './ops/metrics';
import { serveMetrics } from './ops/metricsServer';
import { createReadiness } from './ops/readiness';
import { answerWhileStarting } from './ops/startupResponder';
import { reportJobs, reportMail } from './ops/workLog';
import { localChangeBus, postgresChangeBus } from './realtime/changeBus';
import { untilReadyToServe } from './startGate';

/**
 * The day's background work (the reminder run, catching up the days since the data was made) waits this long
 * after the server listens, so the first requests of a start (the login page, the first logins, a health
 * check) are not queued behind it on the embedded database's one connection.
 */
export const BACKGROUND_WORK_DELAY_MS = 5_000;

/**
 * Migrates and seeds the opened database, then serves the APIs and the SPA until SIGTERM (stopped
 * gracefully, server/ops/gracefulStop.ts) or SIGINT. The port answers from the start: /healthz alive,
 * /readyz not yet (server/ops/startupResponder.ts). `started` is when the start began, for the 'Ready in' figure.
 *
 * A first start's seed waits mostly on the database's own thread, so this thread builds the app meanwhile
 * (resolving the contracts, binding the routes) and registers the SPA once its build is done; it listens
 * when all three are ready. Background work (jobs, the daily runs) starts after it listens.
 */
export async function serve(config: ServerConfig, db: Database, started: number): Promise<void> {
  const log = createLogger(config.logLevel, process.env.INSTANCE_NAME ? { instance: process.env.INSTANCE_NAME } : {});
  const starting = await answerWhileStarting(config.port, config.host);
  starting.setPhase('migrating');
  const applied = await migrate(db);
  starting.setPhase('starting');
  const bus = config.databaseUrl ? await postgresChangeBus(config.databaseUrl) : localChangeBus();
  const sessions = createSessionService(db, await loadTokenSecret(db), bus);
  const metrics = createMetrics(db);
  // Without SMTP_URL the outbox keeps its messages (the embedded default sends no mail).
  const abandoned = config.abandonedClaimSeconds === undefined ? {} : { abandonedAfterSeconds: config.abandonedClaimSeconds };
  const mail = config.smtpUrl ? startMailSender(db, config.smtpUrl, config.smtpFrom, { ...abandoned, bus, onMailDone: reportMail(log, metrics) }) : undefined;
  const readiness = createReadiness(db, latestMigrationName());
  // A request's kick before the runner starts has nothing to wake: the runner's first round takes what is due.
  let jobs: JobRunner | undefined;
  const schedules: { close(): void }[] = [];
  const [seeded, app] = await Promise.all([
    (async () => {
      const made = await seedIfEmpty(db);
      // A database made before the rule tables (issue 42) gets the published figures they start from.
      await db.transaction(ensurePublishedRules);
      return made;
    })(),
    (async () => {
      const built = await buildApp({
        ...(mail ? { mail } : {}),
        jobs: { kick: () => jobs?.kick() },
        db,
        sessions,
        bus,
        trustProxy: config.trustProxy,
        ...(config.buildWebhookUrl ? { buildWebhookUrl: config.buildWebhookUrl } : {}),
        log,
        ops: { readiness, requestLog: true, metrics, ...(config.metricsToken ? { metricsToken: config.metricsToken } : {}) },
      });
      await untilReadyToServe();
      await serveSpa(built, config.distDir);
      await built.ready();
      return built;
    })(),
  ]);
  await starting.close();
  const address = await app.listen({ port: starting.port, host: config.host });
  const metricsServer = config.metricsPort === undefined ? undefined : await serveMetrics(metrics, config.metricsPort, config.metricsHost);
  // Background work runs in every instance; instances on one PostgreSQL share the queue (SKIP LOCKED).
  const background = setTimeout(() => {
    const runner = startJobRunner(db, { handlers: BACKGROUND_JOB_HANDLERS, bus, ...(mail ? { mail } : {}), ...abandoned, onJobDone: reportJobs(log, metrics) });
    jobs = runner;
    // Daily work (the reminder run, the deactivation of clients whose end of service has passed) is queued once
    // per Oslo day; the exchange with Nets and the gathering of print batches (issue 45) per time slot.
    schedules.push(startDailyJobs(db, runner), startNetsSchedule(db, runner), startPrintSchedule(db, runner));
  }, BACKGROUND_WORK_DELAY_MS);

  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const readyMs = Math.round(performance.now() - started);
  log.info({ address, metricsPort: metricsServer?.port, db: db.kind, migrated: applied, seeded, readyMs }, 'listening');
  if (process.env.NODE_ENV !== 'production') {
    console.log(
      [
        `NorLink back office is running at ${address.replace('127.0.0.1', 'localhost').replace('[::1]', 'localhost')}`,
        `Database: ${where}${applied.length ? `, migrated (${applied.join(', ')})` : ''}${seeded ? ', seeded with demo data' : ''}`,
        `Ready in ${readyMs} ms. Demo logins (username / password):`,
        ...DEMO_OFFICERS.map((o) => `  ${o.username.padEnd(14)} ${o.password.padEnd(20)} ${o.roles.join(', ') || 'no role'}`),
      ].join('\n'),
    );
  }

  let stopping = false;
  async function stop(signal: 'SIGTERM' | 'SIGINT') {
    if (stopping) return;
    stopping = true;
    clearTimeout(background);
    log.info({ signal }, 'stopping');
    try {
      await stopGracefully({
        app,
        readiness,
        // A SIGINT is someone at a terminal, with no load balancer to wait for.
        drainMs: signal === 'SIGTERM' ? config.drainSeconds * 1000 : 0,
        timeoutMs: config.shutdownTimeoutSeconds * 1000,
        background: [...(jobs ? [jobs] : []), ...(mail ? [mail] : [])],
        resources: [() => metricsServer?.close(), () => sessions.close(), ...schedules.map((s) => () => s.close()), () => bus.close(), () => db.close()],
        log,
      });
    } catch (error) {
      log.error({ error: error instanceof Error ? error.message : String(error) }, 'stopping failed');
      process.exitCode = 1;
    }
    log.flush(() => process.exit());
  }
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
