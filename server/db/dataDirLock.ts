import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { askLockChannel, openLockChannel, type LockChannel } from './lockChannel';

const LOCK_FILE = 'norlink.lock';

/**
 * How long a start waits for a holder that does not answer to go away. A supervisor restarts a killed
 * server within a second, while the kernel may still be tearing the old process down (issue 46: 3 of 7
 * restarts 1 s after `kill -9` were refused); that takes well under this.
 */
export const LOCK_WAIT_MS = 15_000;
const LOOK_EVERY_MS = 100;

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number, answering: boolean) {
    super(
      answering
        ? `The database directory ${dataDir} is in use by another NorLink server (process ${pid}). ` +
            'Stop that server, or start this one with another DATA_DIR.'
        : `The database directory ${dataDir} is held by process ${pid}, which has not answered for ${LOCK_WAIT_MS / 1000} s ` +
            '(stopped or hung). Stop that process, then start this one again.',
    );
  }
}

/** What a lock file says about its holder; `port` and `token` reach its channel, `started` tells a reused pid. */
export interface LockOwner {
  readonly pid: number;
  readonly port?: number;
  readonly token?: string;
  readonly started?: string;
}

export interface DataDirLock {
  /** The holder's channel, to add commands to (the backup of the open database). */
  readonly channel: LockChannel;
  release(): void;
}

/** Linux's /proc/<pid>/stat: the state letter and the start time in clock ticks since boot; undefined elsewhere. */
function procStat(pid: number): { state: string; started: string } | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may contain spaces; the fields after it are plain.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0]!, started: fields[19]! };
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Where the holder stands: 'gone' (no such process, only a zombie of it whose files are closed, or its pid
 * now names another process), 'answering' (a live server: its channel answered), or 'silent' (the process
 * exists but does not answer: being killed, stopped, or a holder of an older version without a channel).
 */
export async function holderState(owner: LockOwner): Promise<'gone' | 'answering' | 'silent'> {
  if (owner.pid === process.pid || !isAlive(owner.pid)) return 'gone';
  const stat = procStat(owner.pid);
  // Z: exited, waiting for its parent to read its status (its files, the database's included, are closed); X: dead.
  if (stat && (stat.state === 'Z' || stat.state === 'X')) return 'gone';
  if (stat && owner.started && stat.started !== owner.started) return 'gone';
  if (owner.port === undefined || owner.token === undefined) return 'silent';
  const answer = await askLockChannel(owner.port, owner.token, 'ping');
  return answer?.header.ok === true && answer.header.pid === owner.pid ? 'answering' : 'silent';
}

/** The lock file's holder; null when there is no lock file or it says nothing usable (taken over). */
export function readLockOwner(dataDir: string): LockOwner | null {
  const text = readText(path.join(dataDir, LOCK_FILE));
  return text === undefined ? null : parseLockOwner(text);
}

function parseLockOwner(text: string): LockOwner | null {
  // Before issue 46 the file held the pid alone.
  if (/^\d+$/.test(text)) return { pid: Number(text) };
  try {
    const owner = JSON.parse(text) as Partial<LockOwner>;
    return Number.isInteger(owner.pid) && owner.pid! > 0 ? (owner as LockOwner) : null;
  } catch {
    return null;
  }
}

/** The lock file's content for this process. */
function ownerText(channel: LockChannel): string {
  const started = procStat(process.pid)?.started;
  return JSON.stringify({ pid: process.pid, port: channel.port, token: channel.token, ...(started ? { started } : {}) });
}

/** Creates the lock file whole or not at all (a link fails when the name exists), so no one reads it half-written. */
function tryCreate(lockPath: string, content: string): boolean {
  const draft = `${lockPath}.${process.pid}.${randomUUID()}`;
  fs.writeFileSync(draft, content, { mode: 0o600 });
  try {
    fs.linkSync(draft, lockPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

/**
 * Removes a lock judged stale, unless another start replaced it meanwhile: it is moved aside first and
 * put back when it turns out to be someone else's.
 */
function removeStale(lockPath: string, judged: string): void {
  const aside = `${lockPath}.stale.${randomUUID()}`;
  try {
    fs.renameSync(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (readText(aside) !== judged) {
    try {
      fs.linkSync(aside, lockPath);
    } catch {
      // Another start took the name meanwhile: its lock stands.
    }
  }
  fs.rmSync(aside, { force: true });
}

function readText(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * PGlite has no lock of its own, and two processes on one directory corrupt it. The lock file names its
 * holder and the loopback channel it answers on. A lock whose holder is gone (a crash, a zombie) is taken
 * over at once; one whose holder answers refuses this start; one whose holder exists but does not answer
 * (being torn down after `kill -9`) is waited for, up to `waitMs`, and refused after that: a stopped or
 * hung holder might still write, so it is never taken over while it exists.
 */
export async function lockDataDir(dataDir: string, { waitMs = LOCK_WAIT_MS }: { waitMs?: number } = {}): Promise<DataDirLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const channel = await openLockChannel();
  const content = ownerText(channel);
  const deadline = Date.now() + waitMs;
  try {
    for (;;) {
      if (tryCreate(lockPath, content)) {
        return {
          channel,
          release() {
            channel.close();
            if (readLockOwner(dataDir)?.pid === process.pid) fs.rmSync(lockPath, { force: true });
          },
        };
      }
      const judged = readText(lockPath);
      // Removed meanwhile by its holder or another start: try again.
      if (judged === undefined) continue;
      const owner = parseLockOwner(judged);
      const state = owner ? await holderState(owner) : 'gone';
      if (state === 'gone') removeStale(lockPath, judged);
      else if (state === 'answering') throw new DataDirLockedError(dataDir, owner!.pid, true);
      else if (Date.now() >= deadline) throw new DataDirLockedError(dataDir, owner!.pid, false);
      else await sleep(LOOK_EVERY_MS);
    }
  } catch (error) {
    channel.close();
    throw error;
  }
}
