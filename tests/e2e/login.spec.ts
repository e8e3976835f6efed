import { expect, test } from '@playwright/test';
import { logIn } from './support/logIn';

test('a visitor without a session is sent to the login page, and lands on the dashboard after logging in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login\?path=%2Fdashboard$/);
  await expect(page.getByRole('heading', { name: 'Logg inn i NorLink' })).toBeVisible();
  await expect(page.getByText('Versjon 1.65.3')).toBeVisible();
  await expect(page.getByText('Tjeneren svarer ikke')).toHaveCount(0);
  await logIn(page, 'teknisk', 'teknisk-demo');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /^God (morgen|formiddag|ettermiddag|kveld), Tora!$/ })).toBeVisible();
});

test('the login form asks for both fields in Norwegian', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page.getByText('Brukernavn er påkrevd')).toBeVisible();
  await expect(page.getByText('Passord er påkrevd')).toBeVisible();
  await page.getByLabel('Brukernavn').fill('teknisk');
  await expect(page.getByText('Brukernavn er påkrevd')).toHaveCount(0);
});

test('a wrong password gives "Innlogging feilet" and keeps the officer on the login page', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'teknisk', 'feil-passord');
  await expect(page.getByRole('alert')).toContainText('Innlogging feilet');
  await expect(page.getByRole('alert')).toContainText('Kunne ikke logge inn');
  await expect(page).toHaveURL(/\/login$/);
});

test('the original address is kept through the login, survives a reload, and logout clears the session', async ({ page }) => {
  await page.goto('/finnes/ikke?fane=1');
  await expect(page).toHaveURL(/\/login\?path=%2Ffinnes%2Fikke%3Ffane%3D1$/);
  await logIn(page, 'leder', 'leder-demo');
  await expect(page).toHaveURL(/\/finnes\/ikke\?fane=1$/);
  await expect(page.getByRole('heading', { name: '404 - Side ikke funnet' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: '404 - Side ikke funnet' })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage).length)).toBe(0);

  await page.getByRole('button', { name: 'Leif Leder' }).click();
  await page.getByRole('menuitem', { name: 'Logg ut' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?path=%2Fdashboard$/);
});

test('Alt+H goes to the dashboard from anywhere', async ({ page }) => {
  await page.goto('/login?path=%2Ffinnes%2Fikke');
  await logIn(page, 'saksbehandler', 'saksbehandler-demo');
  await expect(page.getByRole('heading', { name: '404 - Side ikke funnet' })).toBeVisible();
  await page.keyboard.press('Alt+KeyH');
  await expect(page).toHaveURL(/\/dashboard$/);
});
