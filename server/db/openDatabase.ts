import type { ServerConfig } from '../config';
import type { Database } from './database';
import { lockDataDir } from './dataDirLock';
import { openPgliteInWorker } from './pgliteWorkerDatabase';

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR on a thread of its own, locked to this process. */
export async function openDatabase(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (config.databaseUrl) {
    // The driver is only loaded when it is used: the embedded start does not wait for it.
    const { openPostgres } = await import('./postgresDatabase');
    return openPostgres(config.databaseUrl);
  }
  const release = lockDataDir(config.dataDir);
  try {
    return await openPgliteInWorker(config.dataDir, release);
  } catch (error) {
    release();
    throw error;
  }
}
