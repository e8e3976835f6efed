/**
 * `npm run restore -- FILE [--replace]`: puts a backup of `npm run backup` in place. PostgreSQL
 * (DATABASE_URL): into an empty database, or with --replace over the contents of this one (every server
 * stopped first); the embedded database (DATA_DIR): with its server stopped, the current directory kept
 * beside it as <DATA_DIR>.before-restore-<time>. README: Backups, the restore drill.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { backupFormat } from '../server/ops/backup/backupFiles';
import { restorePglite } from '../server/ops/backup/pgliteBackup';
import { restorePostgres } from '../server/ops/backup/postgresBackup';

const { values, positionals } = parseArgs({ options: { replace: { type: 'boolean', default: false } }, allowPositionals: true });
const config = loadConfig(process.env);
const started = performance.now();
try {
  if (positionals.length !== 1) throw new Error('Name one backup file: npm run restore -- backups/norlink-….dump');
  const file = path.resolve(positionals[0]!);
  const format = backupFormat(file);
  if (config.databaseUrl) {
    if (format !== 'postgres') throw new Error(`${file} is a backup of an embedded database; restore it with DATA_DIR set and DATABASE_URL unset`);
    await restorePostgres(file, config.databaseUrl, { replace: values.replace });
    console.log(`Restored ${file} into PostgreSQL (DATABASE_URL) in ${Math.round(performance.now() - started)} ms`);
  } else {
    if (format !== 'pglite') throw new Error(`${file} is a pg_dump backup of PostgreSQL; restore it with DATABASE_URL set`);
    const { keptAs } = await restorePglite(file, config.dataDir);
    console.log(
      `Restored ${file} into ${config.dataDir} in ${Math.round(performance.now() - started)} ms${keptAs ? `; the database that was there is kept in ${keptAs}` : ''}`,
    );
  }
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
