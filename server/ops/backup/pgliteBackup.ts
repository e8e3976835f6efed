import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { holderState, lockDataDir, readLockOwner } from '../../db/dataDirLock';
import { askLockChannel } from '../../db/lockChannel';
import { PGLITE_EXTENSIONS } from '../../db/pgliteDatabase';
import { openPgliteInWorker } from '../../db/pgliteWorkerDatabase';
import { writeWhole } from './backupFiles';

/** A large database takes a while to copy and compress; the running server answers when it is done. */
const BACKUP_ANSWER_MS = 30 * 60_000;

/**
 * The embedded database of `dataDir` into `file` (a gzipped tar of the data directory, PGlite's own
 * format), consistent as of one moment: from the running server when one answers on the directory's lock
 * (it copies between two transactions, after a CHECKPOINT; server/db/pgliteWorker.mjs), else opened here.
 */
export async function backupPglite(dataDir: string, file: string): Promise<{ bytes: number; via: 'running server' | 'data directory' }> {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) throw new Error(`There is no embedded database in ${dataDir} (DATA_DIR)`);
  const owner = readLockOwner(dataDir);
  if (owner?.port !== undefined && owner.token !== undefined && (await holderState(owner)) === 'answering') {
    const answer = await askLockChannel(owner.port, owner.token, 'backup', { timeoutMs: BACKUP_ANSWER_MS });
    if (!answer || answer.header.ok !== true || !answer.payload) {
      throw new Error(`The server (process ${owner.pid}) did not give a backup: ${String(answer?.header.error ?? 'no answer')}`);
    }
    const payload = answer.payload;
    return { bytes: await writeWhole(file, async (temporary) => fs.writeFileSync(temporary, payload)), via: 'running server' };
  }
  const lock = await lockDataDir(dataDir);
  const db = await openPgliteInWorker(dataDir, () => lock.release()).catch((error: unknown) => {
    lock.release();
    throw error;
  });
  try {
    const payload = await db.dumpDataDir();
    return { bytes: await writeWhole(file, async (temporary) => fs.writeFileSync(temporary, payload)), via: 'data directory' };
  } finally {
    await db.close();
  }
}

/**
 * Puts a backup in place of the embedded database of `dataDir`, which no server may be using: the backup
 * is unpacked (and opened, which checks it) into a directory beside it, the current directory is kept as
 * `<dataDir>.before-restore-<time>`, and the restored one takes its name. Returns where the old one went.
 */
export async function restorePglite(file: string, dataDir: string, now = new Date()): Promise<{ keptAs: string | null }> {
  const target = path.resolve(dataDir);
  // Refuses while a server answers on the directory (and keeps others out until the restore is done).
  const lock = fs.existsSync(target) ? await lockDataDir(target) : null;
  const stamp = now.toISOString().replace(/\.\d+Z$/, 'Z').replaceAll(':', '-');
  const restoring = `${target}.restoring-${stamp}`;
  try {
    fs.rmSync(restoring, { recursive: true, force: true });
    const restored = await PGlite.create({ dataDir: restoring, loadDataDir: new Blob([fs.readFileSync(file)]), extensions: PGLITE_EXTENSIONS });
    await restored.query('SELECT 1');
    await restored.close();
    // The backup was taken from a running server: its lock file names that server, not this directory's next one.
    fs.rmSync(path.join(restoring, 'norlink.lock'), { force: true });
    let keptAs: string | null = null;
    if (fs.existsSync(target)) {
      keptAs = `${target}.before-restore-${stamp}`;
      fs.renameSync(target, keptAs);
      fs.rmSync(path.join(keptAs, 'norlink.lock'), { force: true });
    }
    fs.renameSync(restoring, target);
    return { keptAs };
  } catch (error) {
    fs.rmSync(restoring, { recursive: true, force: true });
    throw error;
  } finally {
    // Removes the lock only if it is still in the directory (a failed restore); a restored one has none.
    lock?.release();
  }
}
