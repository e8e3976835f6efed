import type { FastifyInstance } from 'fastify';
import { createSessionService, type SessionService } from '../../server/auth/sessionService';
import { loadTokenSecret } from '../../server/auth/tokenSecret';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seedDemoOfficers } from '../../server/db/seed/demoOfficers';
import { buildApp } from '../../server/http/app';
import { localChangeBus, type ChangeBus } from '../../server/realtime/changeBus';
import { openTestDatabase } from './testDatabase';

export interface TestApp {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly sessions: SessionService;
  readonly bus: ChangeBus;
  close(): Promise<void>;
}

/** The whole server on a fresh, migrated test database with the demo officers, for app.inject(). */
export async function startTestApp(options: { distDir?: string } = {}): Promise<TestApp> {
  const db = await openTestDatabase();
  await migrate(db);
  await db.transaction((tx) => seedDemoOfficers(tx));
  const sessions = createSessionService(db, await loadTokenSecret(db));
  const bus = localChangeBus();
  const app = await buildApp({ db, sessions, bus, ...(options.distDir ? { distDir: options.distDir } : {}) });
  await app.ready();
  return {
    app,
    db,
    sessions,
    bus,
    async close() {
      await app.close();
      await bus.close();
      await db.close();
    },
  };
}
