import type { Request } from '@playwright/test';
import { expect } from '@playwright/test';
import { logIn } from './support/logIn';
import { logOut, OFFICERS, test } from './support/session';

const officer = OFFICERS.leder;

/** The credentials each API's calls carry: Authorization (data, service) or X-Session-Token (legacy). */
function credentialsOf(request: Request): Record<string, string> | null {
  const headers = request.headers();
  if (headers.authorization) return { authorization: headers.authorization };
  if (headers['x-session-token']) return { 'x-session-token': headers['x-session-token'] };
  return null;
}

/** The shared machine can be slow to answer a first login (scrypt, the first reads); this waits longer for it. */
const signedIn = () => ({ timeout: 30_000 });

test("'Logg ut' ends the session on the server: a request replayed with the old token fails, and logging in again works", async ({ page }) => {
  test.setTimeout(120_000);
  // The last authenticated read of each API the page made while logged in.
  const reads = new Map<string, { url: string; headers: Record<string, string> }>();
  page.on('request', (request) => {
    const api = /\/api\/(data|legacy|service)\//.exec(request.url())?.[1];
    const headers = credentialsOf(request);
    if (api && headers && request.method() === 'GET') reads.set(api, { url: request.url(), headers });
  });
  await page.goto('/dashboard');
  await logIn(page, officer.username, officer.password);
  await expect(page.getByRole('button', { name: officer.name })).toBeVisible(signedIn());
  await expect.poll(() => reads.has('data'), signedIn()).toBe(true);
  const before = [...reads.values()];
  for (const read of before) expect((await page.request.get(read.url, { headers: read.headers })).status(), read.url).toBe(200);

  const logout = page.waitForRequest((request) => request.url().endsWith('/api/legacy/logout') && request.method() === 'POST');
  await logOut(page, officer);
  expect((await (await logout).response())?.status()).toBe(204);

  for (const read of before) expect((await page.request.get(read.url, { headers: read.headers })).status(), read.url).toBe(401);

  await logIn(page, officer.username, officer.password);
  await expect(page.getByRole('button', { name: officer.name })).toBeVisible(signedIn());
  await expect(page).toHaveURL(/\/dashboard$/);
});
