import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Queryable } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pgliteDatabase';
import { DEFAULT_SEED, TEST_SEED_TODAY, SEED_PROFILES } from '../../server/db/seed/profiles';
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

/** Where the e2e run keeps its seeded data directory (e2eSeed.setup.ts); a folder of this process's otherwise. */
export const SEEDED_DIR_ENV = 'NORLINK_E2E_SEEDED_DIR';

/**
 * A fresh data directory holding the small profile: a copy of the one this run seeded first. Migrating and
 * seeding on disk took many seconds in each spec file that starts its own server; copying takes about one.
 * Two workers may seed at once; the rename keeps one whole directory.
 */
async function seededDataDir(): Promise<string> {
  const folder = process.env[SEEDED_DIR_ENV] ?? (process.env[SEEDED_DIR_ENV] = freshDataDir('norlink-seeded-'));
  const seeded = path.join(folder, 'small');
  if (!fs.existsSync(seeded)) {
    const building = path.join(folder, `small.${process.pid}.${randomUUID()}`);
    fs.mkdirSync(building);
    const db = await openPglite(building);
    try {
      await migrate(db);
      await seedIfEmpty(db, { profile: SEED_PROFILES.small, today: TEST_SEED_TODAY, seed: DEFAULT_SEED });
    } finally {
      await db.close();
    }
    try {
      fs.renameSync(building, seeded);
    } catch {
      // Another worker's directory got there first.
      fs.rmSync(building, { recursive: true, force: true });
    }
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'norlink-fixture-'));
  fs.cpSync(seeded, dataDir, { recursive: true });
  return dataDir;
}

/**
 * The real server (serving the built SPA) on a throwaway embedded database: seeded with the small
 * profile, plus whatever `prepare` adds, on a port of its own. Stopping it deletes the database.
 */
export async function startFixtureServer<T>(prepare: (tx: Queryable) => Promise<T>, options: { env?: NodeJS.ProcessEnv } = {}): Promise<FixtureServer<T>> {
  const dataDir = await seededDataDir();
  const db = await openPglite(dataDir);
  let prepared: T;
  try {
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
