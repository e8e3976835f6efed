import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './dataDirLock';

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'norlink-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** The pid of a process that has already exited: what a crash leaves behind. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('lockDataDir', () => {
  it('refuses a directory whose lock belongs to a live process, naming it', () => {
    const dir = tempDir();
    // The parent of this test process is alive for the whole test.
    fs.writeFileSync(path.join(dir, 'norlink.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`process ${process.ppid}`);
  });

  it('takes over the stale lock of a crashed process', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'norlink.lock'), String(deadPid()));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'norlink.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'norlink.lock'))).toBe(false);
  });

  it('takes over an unreadable lock file', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'norlink.lock'), 'garbage');
    lockDataDir(dir)();
  });

  it('creates the directory and can be taken again after release', () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    lockDataDir(dir)();
    lockDataDir(dir)();
  });
});
