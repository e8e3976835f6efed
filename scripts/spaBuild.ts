import fs from 'node:fs';
import path from 'node:path';

/** What the SPA build reads: a change to any of these makes dist/ stale. */
const BUILD_INPUTS = ['src', 'index.html', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when dist/ is missing or older than a source file. */
export function spaBuildIsStale(root: string): boolean {
  const index = path.join(root, 'dist', 'index.html');
  if (!fs.existsSync(index)) return true;
  const built = fs.statSync(index).mtimeMs;
  return BUILD_INPUTS.some((input) => newestMtime(path.join(root, input)) > built);
}
