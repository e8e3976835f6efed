import fs from 'node:fs';
import net from 'node:net';
import type { Queryable } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pgliteDatabase';
import { DEFAULT_SEED, DEFAULT_SEED_TODAY, SEED_PROFILES } from '../../server/db/seed/profiles';
import { seedIfEmpty } from '../../server/db/seed/seed';
import { freshDataDir, startServer, type RunningServer } from './serverProcess';

export interface FixtureServer<T> extends RunningServer {
  /** What `prepare` answered (ids of the rows it added). */
  readonly prepared: T;
}

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The real server (serving the built SPA) on a throwaway embedded database: seeded with the small
 * profile, plus whatever `prepare` adds, on a port of its own. Stopping it deletes the database.
 */
export async function startFixtureServer<T>(prepare: (tx: Queryable) => Promise<T>, options: { env?: NodeJS.ProcessEnv } = {}): Promise<FixtureServer<T>> {
  const dataDir = freshDataDir('norlink-fixture-');
  const db = await openPglite(dataDir);
  let prepared: T;
  try {
    await migrate(db);
    await seedIfEmpty(db, { profile: SEED_PROFILES.small, today: DEFAULT_SEED_TODAY, seed: DEFAULT_SEED });
    prepared = await db.transaction(prepare);
  } finally {
    await db.close();
  }
  // `env` adds to the server's environment, e.g. SMTP_URL of an in-process SMTP server (tests/support/smtpCapture.ts).
  const server = await startServer({ port: await freePort(), dataDir, timeoutMs: 120_000, ...(options.env ? { env: options.env } : {}) });
  return {
    ...server,
    prepared,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
