import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createSessionService, type SessionService } from '../../server/auth/sessionService';
import { loadTokenSecret } from '../../server/auth/tokenSecret';
import type { TrustProxy } from '../../server/config';
import type { Database } from '../../server/db/database';
import { buildApp } from '../../server/http/app';
import { startMailSender, type MailSender } from '../../server/mail/mailSender';
import type { OpsOptions } from '../../server/ops/opsRoutes';
import { localChangeBus, type ChangeBus } from '../../server/realtime/changeBus';
import { openFromImage, prepareDatabase, type DatabaseContent } from './pgliteImages';
import { openFromTemplate } from './postgresTemplates';
import { openTestDatabase } from './testDatabase';

export interface TestApp {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly sessions: SessionService;
  readonly bus: ChangeBus;
  /** The mail outbox's sender, when the app was started with an SMTP server. */
  readonly mail: MailSender | undefined;
  close(): Promise<void>;
}

/** How the app itself is configured, apart from its database. */
interface AppOnlyOptions {
  readonly distDir?: string;
  readonly trustProxy?: TrustProxy;
  readonly buildWebhookUrl?: string;
  /** The server's logger and its health, request log and metrics (server/ops/). */
  readonly log?: FastifyBaseLogger;
  readonly ops?: OpsOptions;
}

/**
 * The whole server on a fresh, migrated test database for app.inject(): the demo officers only, or
 * everything of the small seed profile. The database starts as a copy of the run's image of that content
 * on PGlite (pgliteImages.ts) or of its template database on PostgreSQL (postgresTemplates.ts).
 */
export async function startTestApp(options: AppOnlyOptions & { seed?: 'small'; smtpUrl?: string; db?: Database } = {}): Promise<TestApp> {
  const content = options.seed ?? 'officers';
  // A benchmark names its (empty) database; tests start from the run's image or template, or prepare one.
  const db = options.db
    ? await prepared(options.db, content)
    : ((await openFromImage(content)) ?? (await openFromTemplate(content)) ?? (await prepared(await openTestDatabase(), content)));
  const bus = localChangeBus();
  const sessions = createSessionService(db, await loadTokenSecret(db), bus);
  const mail = options.smtpUrl ? startMailSender(db, options.smtpUrl, undefined, { bus }) : undefined;
  const app = await appOver({ db, sessions, bus, mail }, options);
  return {
    app,
    db,
    sessions,
    bus,
    mail,
    async close() {
      await app.close();
      sessions.close();
      await mail?.close();
      await bus.close();
      await db.close();
    },
  };
}

/**
 * A second app, configured otherwise (behind a proxy, without a build system), over `base`'s database,
 * sessions and bus; its close() closes only the app. Starting a database takes seconds per file,
 * an app over one a fraction of that, so a file that needs several configurations shares one database.
 * What an app keeps in memory (the login throttle) is its own.
 */
export async function startSiblingApp(base: TestApp, options: AppOnlyOptions): Promise<TestApp> {
  const app = await appOver({ db: base.db, sessions: base.sessions, bus: base.bus, mail: undefined }, options);
  return { ...base, app, mail: undefined, close: () => app.close() };
}

async function appOver(
  shared: { db: Database; sessions: SessionService; bus: ChangeBus; mail: MailSender | undefined },
  options: AppOnlyOptions,
): Promise<FastifyInstance> {
  const app = await buildApp({
    db: shared.db,
    sessions: shared.sessions,
    bus: shared.bus,
    ...(options.distDir ? { distDir: options.distDir } : {}),
    ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
    ...(shared.mail ? { mail: shared.mail } : {}),
    ...(options.buildWebhookUrl ? { buildWebhookUrl: options.buildWebhookUrl } : {}),
    ...(options.log ? { log: options.log } : {}),
    ...(options.ops ? { ops: options.ops } : {}),
  });
  await app.ready();
  return app;
}

async function prepared(db: Database, content: DatabaseContent): Promise<Database> {
  await prepareDatabase(db, content);
  return db;
}
