import { createHash } from 'node:crypto';
import { test as base, expect, type APIResponse, type Page } from '@playwright/test';

/**
 * Each test logs in from an address of its own (X-Forwarded-For, read by the server with TRUST_PROXY=1
 * as playwright.config sets it), so the suite's many logins do not trip the login rate limit of
 * 10 a minute per address, and the limit stays on for real clients.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const [a, b, c] = createHash('sha256').update(testInfo.testId).digest();
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': `10.${a}.${b}.${c}` });
  },
});

/** The demo officers (server/db/seed/demoOfficers.ts). Tests that change an officer's preferences each take their own. */
export const OFFICERS = {
  teknisk: { username: 'teknisk', password: 'teknisk-demo', name: 'Tora Teknisk' },
  leder: { username: 'leder', password: 'leder-demo', name: 'Leif Leder' },
  saksbehandler: { username: 'saksbehandler', password: 'saksbehandler-demo', name: 'Siri Saksbehandler' },
} as const;

export type Officer = (typeof OFFICERS)[keyof typeof OFFICERS];

/**
 * Opens `path` signed in as `officer`, as a new tab of a signed-in browser finds it: the logins the form makes
 * (legacy, then data joined to it) are made over HTTP from the test's own address, in the page's browser context,
 * so the data login's session cookie lands in the context's cookie jar; the page then exchanges it for its
 * tokens, as any new tab does. The form itself is tested in login.spec, logout.spec and sessionExpiry.spec; the
 * other tests skip it (about 2 s each on the 2-core machine). Waits up to `timeout` ms for the officer's menu:
 * a fresh server's first page can be slow on a loaded machine.
 */
export async function signedInAt(page: Page, path: string, officer: Officer, { timeout = 30_000 }: { timeout?: number } = {}) {
  // Relative to the configured server, or to the fixture server that `path` names.
  const at = (apiPath: string) => (/^https?:/.test(path) ? new URL(apiPath, path).href : apiPath);
  const answer = async (response: APIResponse) => {
    expect(response.status(), `${response.url()} while signing ${officer.username} in`).toBe(200);
    return response.json();
  };
  const legacy = await answer(await page.request.post(at('/api/legacy/login'), { data: { user: officer.username, password: officer.password } }));
  await answer(
    await page.request.post(at('/api/data/login'), {
      data: { username: officer.username, password: officer.password },
      headers: { 'X-Session-Token': legacy.access_token },
    }),
  );
  await page.goto(path);
  await expect(page.getByRole('button', { name: officer.name })).toBeVisible({ timeout });
}

export async function logOut(page: Page, officer: Officer) {
  await page.getByRole('button', { name: officer.name }).click();
  await page.getByRole('menuitem', { name: 'Logg ut' }).click();
  await expect(page).toHaveURL(/\/login/);
}
