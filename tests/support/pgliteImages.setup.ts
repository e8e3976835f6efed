import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * Global setup of the projects whose tests start the server on PGlite: a folder for this run's database
 * images (pgliteImages.ts), shared by the projects of the run (one vitest process) and removed by the
 * last teardown, so no image outlives the run that made it.
 */
const SHARED = Symbol.for('norlink.tests.pgliteImages');
/**
 * Images and their copies are data directories a test writes to: in memory where the machine offers room for
 * them (a container's /dev/shm may hold only 64 MB; an image is about 45 MB, and each running file has a copy).
 */
const BASE = roomIn('/dev/shm') >= 2 ** 31 ? '/dev/shm' : os.tmpdir();

function roomIn(folder: string): number {
  try {
    const { bavail, bsize } = fs.statfsSync(folder);
    return bavail * bsize;
  } catch {
    return 0;
  }
}
type WithShared = typeof globalThis & { [SHARED]?: { readonly dir: string; users: number } };

export default function setup(project: TestProject): () => void {
  const global = globalThis as WithShared;
  const shared = (global[SHARED] ??= { dir: fs.mkdtempSync(path.join(BASE, 'norlink-pglite-images-')), users: 0 });
  shared.users++;
  project.provide('pgliteImageDir', shared.dir);
  return () => {
    if (--shared.users > 0) return;
    fs.rmSync(shared.dir, { recursive: true, force: true });
    delete global[SHARED];
  };
}
