import { expect, test } from '@playwright/test';
import { logIn } from './support/logIn';

test('a session that expires while the officer types keeps the page and what was typed through the re-login', async ({ page }) => {
  await page.goto('/login?path=%2Fsearch');
  await logIn(page, 'saksbehandler', 'saksbehandler-demo');
  const field = page.getByRole('textbox', { name: 'Navn eller nummer', exact: true });
  await field.fill('Nordl');
  // Marks the very element, so we can tell afterwards that the page was not rebuilt.
  await field.evaluate((input) => input.setAttribute('data-before-expiry', 'yes'));

  // The data API stops accepting the session: every call, the renewal included, answers 401.
  await page.route('**/api/data/**', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ status: 401, message: 'Økten er utløpt' }) }),
  );
  const dialog = page.getByRole('dialog', { name: 'Økten er utløpt – logg inn igjen' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  // It cannot be dismissed: behind it the session is gone.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await page.unroute('**/api/data/**');
  await dialog.getByLabel('Brukernavn').fill('saksbehandler');
  await dialog.getByLabel('Passord').fill('saksbehandler-demo');
  await dialog.getByRole('button', { name: 'Logg inn' }).click();
  await expect(dialog).toBeHidden();

  await expect(page).toHaveURL(/\/search/);
  await expect(field).toHaveValue('Nordl');
  await expect(field).toHaveAttribute('data-before-expiry', 'yes');
});

test('a partial re-login over an expired session asks its question on top, and going on closes both', async ({ page }) => {
  await page.goto('/login?path=%2Fsearch');
  await logIn(page, 'saksbehandler', 'saksbehandler-demo');
  await expect(page.getByRole('textbox', { name: 'Navn eller nummer', exact: true })).toBeVisible();
  await page.route('**/api/data/**', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ status: 401, message: 'Økten er utløpt' }) }),
  );
  const dialog = page.getByRole('dialog', { name: 'Økten er utløpt – logg inn igjen' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });

  await page.unroute('**/api/data/**');
  // The service API refuses this login: the officer is asked whether to go on without it.
  await page.route('**/api/service/auth/login', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ status: 503, message: 'Vedlikehold' }) }),
  );
  await dialog.getByLabel('Brukernavn').fill('saksbehandler');
  await dialog.getByLabel('Passord').fill('saksbehandler-demo');
  await dialog.getByRole('button', { name: 'Logg inn' }).click();
  const question = page.getByRole('dialog', { name: 'Innloggingen er ikke fullført' });
  await question.getByRole('button', { name: 'Fortsett' }).click();

  await expect(question).toBeHidden();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/search/);
});
