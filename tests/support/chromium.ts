import fs from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Playwright cannot download its own browsers here, so tests use Debian's Chromium.
 * CHROMIUM_PATH points elsewhere; with neither, Playwright's own browser is used.
 *
 * `forTests`: the e2e tests take Debian's chromium-headless-shell when it is installed, the same headless
 * build Playwright runs by default. The full browser's headless mode keeps its browser UI and GPU process
 * busy: on the 2-core machine (2026-11-27) 17 tests took 192 s and 346 CPU-seconds with it, 159 s and 270
 * with the shell. The benchmarks keep the full browser, which is what officers run.
 */
export function chromiumLaunchOptions({ forTests = false } = {}): LaunchOptions {
  const candidates = process.env.CHROMIUM_PATH
    ? [process.env.CHROMIUM_PATH]
    : forTests
      ? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium']
      : ['/usr/bin/chromium'];
  return { executablePath: candidates.find((candidate) => fs.existsSync(candidate)), args: ARGS };
}
