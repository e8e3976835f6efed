import type { FastifyInstance } from 'fastify';
import { createSessionService, type SessionService } from '../../server/auth/sessionService';
import { loadTokenSecret } from '../../server/auth/tokenSecret';
import type { TrustProxy } from '../../server/config';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seedDemoOfficers } from '../../server/db/seed/demoOfficers';
import { DEFAULT_SEED, DEFAULT_SEED_TODAY, SEED_PROFILES, type SeedProfileName } from '../../server/db/seed/profiles';
import { seedEverything } from '../../server/db/seed/seed';
import { buildApp } from '../../server/http/app';
import { startMailSender, type MailSender } from '../../server/mail/mailSender';
import { localChangeBus, type ChangeBus } from '../../server/realtime/changeBus';
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

/**
 * The whole server on a fresh, migrated test database for app.inject(): the demo officers only, or
 * everything of a seed profile (`seed: 'small'` takes a few seconds).
 */
export async function startTestApp(
  options: { distDir?: string; seed?: SeedProfileName; trustProxy?: TrustProxy; smtpUrl?: string; db?: Database } = {},
): Promise<TestApp> {
  // A benchmark names its database; tests take the one TEST_DATABASE_URL says.
  const db = options.db ?? (await openTestDatabase());
  await migrate(db);
  const { seed } = options;
  await db.transaction((tx) =>
    seed ? seedEverything(tx, { profile: SEED_PROFILES[seed], today: DEFAULT_SEED_TODAY, seed: DEFAULT_SEED }).then(() => undefined) : seedDemoOfficers(tx),
  );
  const bus = localChangeBus();
  const sessions = createSessionService(db, await loadTokenSecret(db), bus);
  const mail = options.smtpUrl ? startMailSender(db, options.smtpUrl) : undefined;
  const app = await buildApp({
    db,
    sessions,
    bus,
    ...(options.distDir ? { distDir: options.distDir } : {}),
    ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
    ...(mail ? { mail } : {}),
  });
  await app.ready();
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
