import { createSessionService } from './auth/sessionService';
import { loadTokenSecret } from './auth/tokenSecret';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
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
import { localChangeBus, postgresChangeBus } from './realtime/changeBus';
import { untilReadyToServe } from './startGate';

/**
 * Migrates and seeds the opened database, then serves the APIs and the SPA until SIGINT or SIGTERM.
 * `started` is when the start began, for the 'Ready in' figure.
 */
export async function serve(config: ServerConfig, db: Database, started: number): Promise<void> {
  const applied = await migrate(db);
  const seeded = await seedIfEmpty(db);
  // A database made before the rule tables (issue 42) gets the published figures they start from.
  await db.transaction(ensurePublishedRules);
  const bus = config.databaseUrl ? await postgresChangeBus(config.databaseUrl) : localChangeBus();
  const sessions = createSessionService(db, await loadTokenSecret(db), bus);
  await untilReadyToServe();
  // Without SMTP_URL the outbox keeps its messages (the embedded default sends no mail).
  const abandoned = config.abandonedClaimSeconds === undefined ? {} : { abandonedAfterSeconds: config.abandonedClaimSeconds };
  const mail = config.smtpUrl ? startMailSender(db, config.smtpUrl, config.smtpFrom, { ...abandoned, bus }) : undefined;
  // Background work runs in every instance; instances on one PostgreSQL share the queue (SKIP LOCKED).
  const jobs = startJobRunner(db, { handlers: BACKGROUND_JOB_HANDLERS, bus, ...(mail ? { mail } : {}), ...abandoned });
  // Daily work (the deactivation of clients whose end of service has passed), queued once per Oslo day.
  const daily = startDailyJobs(db, jobs);
  // Issue 45: the exchange with Nets and the gathering of print batches, queued per time slot.
  const nets = startNetsSchedule(db, jobs);
  const printing = startPrintSchedule(db, jobs);
  const app = await buildApp({
    ...(mail ? { mail } : {}),
    jobs,
    db,
    sessions,
    bus,
    distDir: config.distDir,
    trustProxy: config.trustProxy,
    ...(config.buildWebhookUrl ? { buildWebhookUrl: config.buildWebhookUrl } : {}),
    logger: process.env.LOG_REQUESTS === '1',
  });
  const address = await app.listen({ port: config.port, host: config.host });

  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(
    [
      `NorLink back office is running at ${address.replace('127.0.0.1', 'localhost').replace('[::1]', 'localhost')}`,
      `Database: ${where}${applied.length ? `, migrated (${applied.join(', ')})` : ''}${seeded ? ', seeded with demo data' : ''}`,
      `Ready in ${Math.round(performance.now() - started)} ms. Demo logins (username / password):`,
      ...DEMO_OFFICERS.map((o) => `  ${o.username.padEnd(14)} ${o.password.padEnd(20)} ${o.roles.join(', ') || 'no role'}`),
    ].join('\n'),
  );

  let stopping = false;
  async function stop(signal: string) {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping`);
    await app.close();
    sessions.close();
    daily.close();
    nets.close();
    printing.close();
    await jobs.close();
    await mail?.close();
    await bus.close();
    await db.close();
    process.exit(0);
  }
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
