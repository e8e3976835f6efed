import type { Page } from '@playwright/test';

/** Fills the login form (page or expired-session dialog) and submits it. */
export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Brukernavn').fill(username);
  await page.getByLabel('Passord').fill(password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
}
