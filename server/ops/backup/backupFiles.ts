import fs from 'node:fs';
import path from 'node:path';

export type BackupFormat = 'pglite' | 'postgres';

/** What a backup file holds, told by its first bytes: gzip (PGlite's data directory as a tar) or pg_dump's custom format. */
export function backupFormat(file: string): BackupFormat {
  const head = Buffer.alloc(5);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, 5, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  throw new Error(`${file} is not a NorLink backup (neither an embedded database's .tar.gz nor a pg_dump custom archive)`);
}

/** backups/norlink-pglite-2026-11-28T10-15-00Z.tar.gz, or …-postgres-….dump: sorts by time, says what it is. */
export function defaultBackupFile(format: BackupFormat, now = new Date(), dir = 'backups'): string {
  const stamp = now.toISOString().replace(/\.\d+Z$/, 'Z').replaceAll(':', '-');
  return path.resolve(dir, `norlink-${format}-${stamp}.${format === 'pglite' ? 'tar.gz' : 'dump'}`);
}

/**
 * Writes a backup under a temporary name and renames it into place once whole, so a file with the final
 * name is never a cut-off backup (a full disk, a killed command).
 */
export async function writeWhole(file: string, write: (temporary: string) => Promise<void>): Promise<number> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const temporary = `${file}.partial`;
  try {
    await write(temporary);
    fs.renameSync(temporary, file);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
  return fs.statSync(file).size;
}
