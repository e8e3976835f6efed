import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright';
import { chromiumLaunchOptions } from '../support/chromium';
import { freshDataDir, startServer } from '../support/serverProcess';
import type { Benchmark } from './harness';

/**
 * Gzip sizes (level 6, what servers use by default) of every JavaScript file the page has fetched so far.
 * A body is read after its response arrives, so the total waits for the bodies still being read.
 */
export function recordJavaScript(page: Page): () => Promise<number> {
  const sizes = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    const url = response.url();
    if (!/\.m?js(\?|$)/.test(url) || sizes.has(url)) return;
    sizes.set(
      url,
      response.body().then((body) => gzipSync(body, { level: 6 }).length),
    );
  });
  return async () => (await Promise.all(sizes.values())).reduce((sum, size) => sum + size, 0) / 1024;
}

/**
 * Issue 6 §7: JavaScript transferred (gzip) for the login route, and for the dashboard of a signed-in
 * officer (everything fetched from the first visit until the dashboard is painted), in Chromium on the
 * built app served by the real server: ≤ 150 kB and ≤ 230 kB (issue 47; the dashboard's was 250 kB before).
 */
export const bundle: Benchmark = {
  name: 'bundle size',
  async run() {
    if (process.env.BENCH_SKIP_BUILD !== '1') {
      const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
      if (build.status !== 0) throw new Error('vite build failed');
    }
    const dataDir = freshDataDir('norlink-bench-bundle-');
    const server = await startServer({ port: 18_900 + Math.floor(Math.random() * 90), dataDir, env: { SEED_PROFILE: 'small' } });
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      const page = await browser.newPage();
      const javaScriptKb = recordJavaScript(page);
      await page.goto(`${server.url}/login`);
      await page.getByRole('button', { name: 'Logg inn' }).waitFor();
      await page.waitForLoadState('networkidle');
      const login = await javaScriptKb();

      await page.getByLabel('Brukernavn').fill('teknisk');
      await page.getByLabel('Passord').fill('teknisk-demo');
      await page.getByRole('button', { name: 'Logg inn' }).click();
      await page.getByRole('heading', { name: /^God / }).waitFor();
      await page.waitForLoadState('networkidle');
      const dashboard = await javaScriptKb();
      return [
        { name: 'JS for /login (gzip)', value: login, unit: 'kB', target: 150 },
        { name: 'JS for /dashboard, signed in (gzip)', value: dashboard, unit: 'kB', target: 230 },
      ];
    } finally {
      await browser.close();
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
