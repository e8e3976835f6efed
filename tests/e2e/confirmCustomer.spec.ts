import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addUnconfirmedCustomers, type UnconfirmedCustomers } from '../fixtures/unconfirmedCustomers';
import { startFixtureServer, type FixtureServer } from '../support/fixtureServer';
import { OFFICERS, signedInAt } from './support/session';

// A server of its own: the customers these tests confirm are added to its database only.
let server: FixtureServer<{ waiting: UnconfirmedCustomers }>;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startFixtureServer(async (tx) => ({ waiting: await addUnconfirmedCustomers(tx, { clientId: 1961, customers: 65 }) }));
});
test.afterAll(() => server?.stop());

async function openAsOfficer(page: Page, path: string) {
  await signedInAt(page, `${server.url}${path}`, OFFICERS.teknisk);
  await expect(page).toHaveURL(`${server.url}${path}`);
}

test('confirm 60 customers as Bedrift across two pages, by keyboard where it counts', async ({ page }) => {
  // Seventy-odd clicks and two page loads: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  await openAsOfficer(page, '/confirm-customer');
  const clients = page.getByRole('table', { name: 'Klienter med kunder som venter på bekreftelse' });
  await expect(clients.getByRole('row', { name: /Bekreftelse 1961 AS/ })).toContainText('65');
  await clients.getByRole('link', { name: 'Bekreftelse 1961 AS' }).click();
  await expect(page).toHaveURL(`${server.url}/confirm-customer/1961`);
  await expect(page.getByText('Bekreftelse 1961 AS (1961) – 65 kunder venter')).toBeVisible();
  const rows = page.getByRole('table', { name: 'Kunder som venter på bekreftelse' }).locator('tbody tr');
  await expect(rows).toHaveCount(50);

  const pageBox = page.getByRole('checkbox', { name: 'Velg alle på siden' });
  await pageBox.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Alle 50 på denne siden er valgt.')).toBeVisible();
  await page.getByRole('button', { name: 'Gå til neste side' }).click();
  await expect(page).toHaveURL(/page=2&size=50/);
  await expect(rows).toHaveCount(15);
  for (let n = 51; n <= 60; n++) await page.getByRole('checkbox', { name: `Velg kunde ${20000 + n} Kunde ${String(n).padStart(5, '0')}` }).check();
  await expect(page.getByRole('status').filter({ hasText: 'valgt' })).toHaveText('60 valgt');

  await page.getByRole('button', { name: 'Bekreft' }).click();
  await expect(page.getByText('Velg hvordan du vil behandle disse først')).toBeVisible();
  await page.getByRole('radio', { name: 'Bedrift' }).check();
  await page.getByRole('button', { name: 'Bekreft' }).click();
  await expect(page.getByText('60 kunder bekreftet')).toBeVisible();
  await expect(page.getByText('Bekreftelse 1961 AS (1961) – 5 kunder venter')).toBeVisible();
  // The second page emptied out: the page shows the first, where the five left wait.
  await expect(page).toHaveURL(/page=1&size=50/);
  await expect(rows).toHaveCount(5);

  // Those left are the last five by number; the sixty confirmed (as Business: see the server tests) are gone.
  await expect(rows.first()).toContainText('20061');

  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('a client id that is not a number is not found', async ({ page }) => {
  await openAsOfficer(page, '/confirm-customer/abc');
  await expect(page.getByRole('heading', { name: '404 - Side ikke funnet' })).toBeVisible();
});
