import { expect, test } from '@playwright/test';

test('the front page sends a visitor without a session to the login page, keeping where they were going', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login\?path=%2Fdashboard$/);
  await expect(page.getByRole('heading', { name: 'Logg inn i NorLink' })).toBeVisible();
  await expect(page.getByText('Versjon 1.65.3')).toBeVisible();
  // The back-end answered /healthz, so no warning is shown.
  await expect(page.getByText('Tjeneren svarer ikke')).toHaveCount(0);
});

test('the login form asks for both fields in Norwegian', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page.getByText('Brukernavn er påkrevd')).toBeVisible();
  await expect(page.getByText('Passord er påkrevd')).toBeVisible();
  await page.getByLabel('Brukernavn').fill('teknisk');
  await expect(page.getByText('Brukernavn er påkrevd')).toHaveCount(0);
});

test('an unknown address shows the not-found page, served from the SPA fallback', async ({ page }) => {
  const response = await page.goto('/finnes/ikke');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: '404 - Side ikke funnet' })).toBeVisible();
});
