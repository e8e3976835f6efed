import fs from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * Playwright cannot download its own browsers here, so tests use Debian's Chromium.
 * CHROMIUM_PATH points elsewhere; with neither, Playwright's own browser is used.
 */
export function chromiumLaunchOptions(): LaunchOptions {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return {
    executablePath: fs.existsSync(candidate) ? candidate : undefined,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}
