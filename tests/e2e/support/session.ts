import { createHash } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';
import { logIn } from './logIn';

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

/** Opens `path`, logs in on the login page it leads to, and waits (`timeout` ms, else expect's default) to be back at `path`. */
export async function logInAt(page: Page, path: string, officer: Officer, { timeout }: { timeout?: number } = {}) {
  await page.goto(path);
  await logIn(page, officer.username, officer.password);
  await expect(page.getByRole('button', { name: officer.name })).toBeVisible({ timeout });
}

export async function logOut(page: Page, officer: Officer) {
  await page.getByRole('button', { name: officer.name }).click();
  await page.getByRole('menuitem', { name: 'Logg ut' }).click();
  await expect(page).toHaveURL(/\/login/);
}
