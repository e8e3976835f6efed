import { createSessionService } from './auth/sessionService';
import { loadTokenSecret } from './auth/tokenSecret';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { DEMO_OFFICERS } from './db/seed/demoOfficers';
import { seedIfEmpty } from './db/seed/seed';
import { buildApp } from './http/app';
import { serveSpa } from './http/spa';
import { BACKGROUND_JOB_HANDLERS } from './jobs/handlers';
import { startDailyJobs, type DailyJobs } from './jobs/dailyJobs';
import { startJobRunner, type JobRunner } from './jobs/jobRunner';
import { startMailSender } from './mail/mailSender';
import { localChangeBus, postgresChangeBus } from './realtime/changeBus';
import { untilReadyToServe } from './startGate';

/**
 * The day's background work (the reminder run, catching up the days since the data was made) waits this long
 * after the server listens, so the first requests of a start (the login page, the first logins, a health
 * check) are not queued behind it on the embedded database's one connection.
 */
export const BACKGROUND_WORK_DELAY_MS = 5_000;

/**
 * Migrates and seeds the opened database, then serves the APIs and the SPA until SIGINT or SIGTERM.
 * `started` is when the start began, for the 'Ready in' figure.
 *
 * A first start's seed waits mostly on the database's own thread, so this thread builds the app meanwhile
 * (resolving the contracts, binding the routes) and registers the SPA once its build is done; it listens
 * when all three are ready. Background work (jobs, the daily runs) starts after it listens.
 */
export async function serve(config: ServerConfig, db: Database, started: number): Promise<void> {
  const applied = await migrate(db);
  const bus = config.databaseUrl ? await postgresChangeBus(config.databaseUrl) : localChangeBus();
  const sessions = createSessionService(db, await loadTokenSecret(db), bus);
  // Without SMTP_URL the outbox keeps its messages (the embedded default sends no mail).
  const abandoned = config.abandonedClaimSeconds === undefined ? {} : { abandonedAfterSeconds: config.abandonedClaimSeconds };
  const mail = config.smtpUrl ? startMailSender(db, config.smtpUrl, config.smtpFrom, { ...abandoned, bus }) : undefined;
  // A request's kick before the runner starts has nothing to wake: the runner's first round takes what is due.
  let jobs: JobRunner | undefined;
  let daily: DailyJobs | undefined;
  const [seeded, app] = await Promise.all([
    seedIfEmpty(db),
    (async () => {
      const built = await buildApp({
        ...(mail ? { mail } : {}),
        jobs: { kick: () => jobs?.kick() },
        db,
        sessions,
        bus,
        trustProxy: config.trustProxy,
        ...(config.buildWebhookUrl ? { buildWebhookUrl: config.buildWebhookUrl } : {}),
        logger: process.env.LOG_REQUESTS === '1',
      });
      await untilReadyToServe();
      await serveSpa(built, config.distDir);
      return built;
    })(),
  ]);
  const address = await app.listen({ port: config.port, host: config.host });
  // Background work runs in every instance; instances on one PostgreSQL share the queue (SKIP LOCKED).
  // Daily work (the reminder run, the deactivation of clients whose end of service has passed) is queued once per Oslo day.
  const background = setTimeout(() => {
    jobs = startJobRunner(db, { handlers: BACKGROUND_JOB_HANDLERS, bus, ...(mail ? { mail } : {}), ...abandoned });
    daily = startDailyJobs(db, jobs);
  }, BACKGROUND_WORK_DELAY_MS);

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
    clearTimeout(background);
    await app.close();
    sessions.close();
    daily?.close();
    await jobs?.close();
    await mail?.close();
    await bus.close();
    await db.close();
    process.exit(0);
  }
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
