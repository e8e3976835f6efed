import { createHash } from 'node:crypto';
import { test as base, expect, type APIResponse, type Page } from '@playwright/test';
import { SESSION_STORAGE_KEY } from '../../../src/adapters/browser/sessionStorageStore';
import type { StoredSession } from '../../../src/application/ports/sessionStore.port';

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
 * Opens `path` signed in as `officer`, as a reload of a signed-in tab finds it: the three logins the form makes
 * (legacy, then data and service joined to it) are made over HTTP, from the test's own address, and their session
 * is put in the tab's storage before the app's first script runs. The form itself is tested in login.spec,
 * logout.spec and sessionExpiry.spec; the other tests skip it (about 2 s each on the 2-core machine). Waits up
 * to `timeout` ms for the officer's menu: a fresh server's first page can be slow on a loaded machine.
 */
export async function signedInAt(page: Page, path: string, officer: Officer, { timeout = 30_000 }: { timeout?: number } = {}) {
  // Relative to the configured server, or to the fixture server that `path` names.
  const at = (apiPath: string) => (/^https?:/.test(path) ? new URL(apiPath, path).href : apiPath);
  const credentials = { username: officer.username, password: officer.password };
  const legacyCredentials = { user: officer.username, password: officer.password };
  const answer = async (response: APIResponse) => {
    expect(response.status(), `${response.url()} while signing ${officer.username} in`).toBe(200);
    return response.json();
  };
  const legacy = await answer(await page.request.post(at('/api/legacy/login'), { data: legacyCredentials }));
  const joined = { data: credentials, headers: { 'X-Session-Token': legacy.access_token } };
  const [data, service] = await Promise.all([
    page.request.post(at('/api/data/login'), joined).then(answer),
    page.request.post(at('/api/service/auth/login'), joined).then(answer),
  ]);
  const session: StoredSession = {
    refreshToken: data.refresh_token,
    legacyToken: legacy.access_token,
    serviceToken: service.token,
    profile: legacy.profile,
    expiresAt: legacy.expiresAt,
    selectedBases: legacy.profile.bases,
  };
  // Once per tab: a later reload or logout must find what the app left there.
  await page.addInitScript(
    ({ key, stored }) => {
      if (sessionStorage.getItem('e2e.signedIn')) return;
      sessionStorage.setItem('e2e.signedIn', '1');
      sessionStorage.setItem(key, stored);
    },
    { key: SESSION_STORAGE_KEY, stored: JSON.stringify(session) },
  );
  await page.goto(path);
  await expect(page.getByRole('button', { name: officer.name })).toBeVisible({ timeout });
}

export async function logOut(page: Page, officer: Officer) {
  await page.getByRole('button', { name: officer.name }).click();
  await page.getByRole('menuitem', { name: 'Logg ut' }).click();
  await expect(page).toHaveURL(/\/login/);
}
