import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, holderState, lockDataDir, readLockOwner } from './dataDirLock';

const dirs: string[] = [];
const children: ChildProcess[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'norlink-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  children.splice(0).forEach((child) => child.kill('SIGKILL'));
  dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

/** The pid of a process that has already exited: what a crash leaves behind. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

/** A process that lives on without answering (what a server being torn down after kill -9 looks like from outside). */
function silentProcess(seconds: number): ChildProcess {
  const child = spawn('sleep', [String(seconds)], { stdio: 'ignore' });
  children.push(child);
  return child;
}

function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout!.on('data', (chunk) => {
      text += chunk;
      if (text.includes('\n')) resolve(text.split('\n')[0]!);
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code} before a line`)));
  });
}

const LINUX = process.platform === 'linux';

describe('lockDataDir', () => {
  it('refuses at once a directory held by a live server that answers, naming it', async () => {
    const dir = tempDir();
    const holder = spawn(
      process.execPath,
      ['--import', 'tsx', '-e', `import { lockDataDir } from ${JSON.stringify(path.join(import.meta.dirname, 'dataDirLock.ts'))}; await lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000);`],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    children.push(holder);
    await firstLine(holder);
    const started = performance.now();
    const refused = await lockDataDir(dir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toContain(`in use by another NorLink server (process ${holder.pid})`);
    // No waiting for a server that answers.
    expect(performance.now() - started).toBeLessThan(5_000);
  }, 60_000);

  it('takes over the stale lock of a crashed process, in both file formats', async () => {
    for (const content of [String(deadPid()), JSON.stringify({ pid: deadPid(), port: 1, token: 'x' })]) {
      const dir = tempDir();
      fs.writeFileSync(path.join(dir, 'norlink.lock'), content);
      const lock = await lockDataDir(dir);
      expect(readLockOwner(dir)).toMatchObject({ pid: process.pid, port: lock.channel.port });
      lock.release();
      expect(fs.existsSync(path.join(dir, 'norlink.lock'))).toBe(false);
    }
  });

  it.runIf(LINUX)('takes over at once the lock of a zombie (exited, its parent not yet told)', async () => {
    // `sleep 0` exits at once; its parent has exec'd into `sleep 30`, which never reaps it.
    const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
    children.push(parent);
    const zombie = Number(await firstLine(parent));
    for (let i = 0; i < 50 && !fs.readFileSync(`/proc/${zombie}/stat`, 'utf8').includes(') Z '); i++) await new Promise((r) => setTimeout(r, 20));
    expect(fs.readFileSync(`/proc/${zombie}/stat`, 'utf8')).toContain(') Z ');
    // process.kill(pid, 0) succeeds on a zombie: that alone made restarts refuse.
    expect(() => process.kill(zombie, 0)).not.toThrow();
    await expect(holderState({ pid: zombie })).resolves.toBe('gone');
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'norlink.lock'), String(zombie));
    const started = performance.now();
    (await lockDataDir(dir)).release();
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('waits for a holder that does not answer, and takes over once it is gone', async () => {
    const dir = tempDir();
    const holder = silentProcess(1);
    fs.writeFileSync(path.join(dir, 'norlink.lock'), JSON.stringify({ pid: holder.pid, port: 1, token: 'x' }));
    await expect(holderState(readLockOwner(dir)!)).resolves.toBe('silent');
    const started = performance.now();
    const lock = await lockDataDir(dir);
    expect(performance.now() - started).toBeGreaterThan(300);
    // Taken over only once the holder had ended (exited, or a zombie not yet reaped by this process).
    await expect(holderState({ pid: holder.pid! })).resolves.toBe('gone');
    lock.release();
  });

  it('refuses, after the wait, a holder that exists and never answers (stopped or hung: it might still write)', async () => {
    const dir = tempDir();
    const holder = silentProcess(30);
    fs.writeFileSync(path.join(dir, 'norlink.lock'), String(holder.pid));
    const refused = await lockDataDir(dir, { waitMs: 400 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toContain(`held by process ${holder.pid}, which has not answered`);
    expect(fs.readFileSync(path.join(dir, 'norlink.lock'), 'utf8')).toBe(String(holder.pid));
  });

  it.runIf(LINUX)('takes over a lock whose pid now names another process (started at another time)', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'norlink.lock'), JSON.stringify({ pid: process.ppid, started: '1' }));
    (await lockDataDir(dir, { waitMs: 0 })).release();
  });

  it('takes over an unreadable lock file', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'norlink.lock'), 'garbage');
    (await lockDataDir(dir)).release();
  });

  it('creates the directory and can be taken again after release', async () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    (await lockDataDir(dir)).release();
    (await lockDataDir(dir)).release();
  });
});
