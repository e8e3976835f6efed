/**
 * `npm run backup [-- --out FILE]`: a consistent copy of the database the server is configured with
 * (DATABASE_URL, else the embedded database in DATA_DIR), while the servers keep running. PostgreSQL:
 * pg_dump's custom format; the embedded database: its data directory as a .tar.gz, from the running server
 * when there is one. By default into backups/norlink-<kind>-<time>.<ext>. README: Backups.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { defaultBackupFile } from '../server/ops/backup/backupFiles';
import { backupPglite } from '../server/ops/backup/pgliteBackup';
import { backupPostgres } from '../server/ops/backup/postgresBackup';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const config = loadConfig(process.env);
const started = performance.now();
try {
  if (config.databaseUrl) {
    const file = path.resolve(values.out ?? defaultBackupFile('postgres'));
    const { bytes } = await backupPostgres(config.databaseUrl, file);
    console.log(`Backed up PostgreSQL (DATABASE_URL) with pg_dump into ${file} (${bytes} bytes, ${Math.round(performance.now() - started)} ms)`);
  } else {
    const file = path.resolve(values.out ?? defaultBackupFile('pglite'));
    const { bytes, via } = await backupPglite(config.dataDir, file);
    console.log(`Backed up the embedded database in ${config.dataDir} (${via}) into ${file} (${bytes} bytes, ${Math.round(performance.now() - started)} ms)`);
  }
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
