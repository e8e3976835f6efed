import { createSessionService } from './auth/sessionService';
import { loadTokenSecret } from './auth/tokenSecret';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { latestMigrationName, migrate } from './db/migrate';
import { DEMO_OFFICERS } from './db/seed/demoOfficers';
import { seedIfEmpty } from './db/seed/seed';
import { buildApp } from './http/app';
import { BACKGROUND_JOB_HANDLERS } from './jobs/handlers';
import { startDailyJobs } from './jobs/dailyJobs';
import { startJobRunner } from './jobs/jobRunner';
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
 * Migrates and seeds the opened database, then serves the APIs and the SPA until SIGTERM (stopped
 * gracefully, server/ops/gracefulStop.ts) or SIGINT. The port answers from the start: /healthz alive,
 * /readyz not yet (server/ops/startupResponder.ts). `started` is when the start began, for the 'Ready in' figure.
 */
export async function serve(config: ServerConfig, db: Database, started: number): Promise<void> {
  const log = createLogger(config.logLevel, process.env.INSTANCE_NAME ? { instance: process.env.INSTANCE_NAME } : {});
  const starting = await answerWhileStarting(config.port, config.host);
  starting.setPhase('migrating');
  const applied = await migrate(db);
  const seeded = await seedIfEmpty(db);
  // A database made before the rule tables (issue 42) gets the published figures they start from.
  await db.transaction(ensurePublishedRules);
  starting.setPhase('starting');
  const bus = config.databaseUrl ? await postgresChangeBus(config.databaseUrl) : localChangeBus();
  const sessions = createSessionService(db, await loadTokenSecret(db), bus);
  await untilReadyToServe();
  const metrics = createMetrics(db);
  // Without SMTP_URL the outbox keeps its messages (the embedded default sends no mail).
  const abandoned = config.abandonedClaimSeconds === undefined ? {} : { abandonedAfterSeconds: config.abandonedClaimSeconds };
  const mail = config.smtpUrl ? startMailSender(db, config.smtpUrl, config.smtpFrom, { ...abandoned, bus, onMailDone: reportMail(log, metrics) }) : undefined;
  // Background work runs in every instance; instances on one PostgreSQL share the queue (SKIP LOCKED).
  const jobs = startJobRunner(db, { handlers: BACKGROUND_JOB_HANDLERS, bus, ...(mail ? { mail } : {}), ...abandoned, onJobDone: reportJobs(log, metrics) });
  // Daily work (the deactivation of clients whose end of service has passed), queued once per Oslo day.
  const daily = startDailyJobs(db, jobs);
  // Issue 45: the exchange with Nets and the gathering of print batches, queued per time slot.
  const nets = startNetsSchedule(db, jobs);
  const printing = startPrintSchedule(db, jobs);
  const readiness = createReadiness(db, latestMigrationName());
  const app = await buildApp({
    ...(mail ? { mail } : {}),
    jobs,
    db,
    sessions,
    bus,
    distDir: config.distDir,
    trustProxy: config.trustProxy,
    ...(config.buildWebhookUrl ? { buildWebhookUrl: config.buildWebhookUrl } : {}),
    log,
    ops: { readiness, requestLog: true, metrics, ...(config.metricsToken ? { metricsToken: config.metricsToken } : {}) },
  });
  await app.ready();
  await starting.close();
  const address = await app.listen({ port: starting.port, host: config.host });
  const metricsServer = config.metricsPort === undefined ? undefined : await serveMetrics(metrics, config.metricsPort, config.metricsHost);

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
    log.info({ signal }, 'stopping');
    try {
      await stopGracefully({
        app,
        readiness,
        // A SIGINT is someone at a terminal, with no load balancer to wait for.
        drainMs: signal === 'SIGTERM' ? config.drainSeconds * 1000 : 0,
        timeoutMs: config.shutdownTimeoutSeconds * 1000,
        background: [jobs, ...(mail ? [mail] : [])],
        resources: [() => metricsServer?.close(), () => sessions.close(), () => daily.close(), () => nets.close(), () => printing.close(), () => bus.close(), () => db.close()],
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
