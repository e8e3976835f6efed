import type { ServerConfig } from '../config';
import type { Database } from './database';
import { lockDataDir } from './dataDirLock';
import { openPgliteInWorker } from './pgliteWorkerDatabase';

/**
 * PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR on a thread of its own, locked to this
 * process; while it is open, `npm run backup` gets a copy of it through the lock's channel.
 */
export async function openDatabase(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (config.databaseUrl) {
    // The driver is only loaded when it is used: the embedded start does not wait for it.
    const { openPostgres } = await import('./postgresDatabase');
    return openPostgres(config.databaseUrl);
  }
  const lock = await lockDataDir(config.dataDir);
  try {
    const db = await openPgliteInWorker(config.dataDir, () => lock.release());
    lock.channel.handle('backup', async () => ({ header: { format: 'pglite-tar-gz' }, payload: await db.dumpDataDir() }));
    return db;
  } catch (error) {
    lock.release();
    throw error;
  }
}
