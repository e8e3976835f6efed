import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addPendingProductionBatches, FAILED_STATUS_TEXT, type PendingProductionBatches } from '../fixtures/pendingProductionBatches';
import { startFixtureServer, type FixtureServer } from '../support/fixtureServer';
import { logIn } from './support/logIn';

// A server of its own: the productions these tests change are added to its database only.
let server: FixtureServer<PendingProductionBatches>;

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startFixtureServer((tx) => addPendingProductionBatches(tx, { clients: 2, perClient: 3 }));
});
test.afterAll(() => server?.stop());

async function open(page: Page, path: string, user = 'teknisk', password = 'teknisk-demo') {
  await page.goto(`${server.url}${path}`);
  await logIn(page, user, password);
  await expect(page).toHaveURL(`${server.url}${path}`, { timeout: 30_000 });
}

async function axe(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test('the re-produce choice: an entry produced before, left unchecked, is deleted; the page passes axe', async ({ page }) => {
  const { clients, reproduce } = server.prepared;
  await open(page, '/production');
  await expect(page.getByRole('heading', { name: 'Send ut faktura' })).toBeVisible();
  await page.getByRole('button', { name: `Vis ${clients[0]!.name}` }).click();
  const entry = page.getByRole('checkbox', { name: new RegExp(`^Velg bilag ${reproduce.jourNr} til `) });
  await entry.check();
  await axe(page);
  await page.getByRole('button', { name: 'Godkjenn' }).click();
  const dialog = page.getByRole('dialog', { name: 'Produsere på nytt?' });
  const choice = dialog.getByRole('checkbox', { name: new RegExp(`Bilag ${reproduce.jourNr},`) });
  await expect(choice).toBeChecked();
  await choice.uncheck();
  await dialog.getByRole('button', { name: 'Bekreft' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('1 slettet')).toBeVisible({ timeout: 15_000 });
  await expect(entry).toHaveCount(0);
});

test('a customer without e-mail on EMAIL is in /failed with the reason; the repair button only for Technical', async ({ page, browser }) => {
  const { failed } = server.prepared;
  await open(page, '/failed');
  const row = page.getByRole('row').filter({ hasText: FAILED_STATUS_TEXT });
  // On a loaded machine the first read of the list can take long.
  await expect(row).toContainText(String(failed.jourNr), { timeout: 30_000 });
  const repair = page.getByRole('link', { name: `Behandle beløpsberegning for bilag ${failed.jourNr}` });
  await expect(repair).toHaveAttribute('href', new RegExp(`entryId=${failed.entryId}&`));
  await page.getByRole('button', { name: `Send på nytt, bilag ${failed.jourNr}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Send på nytt' });
  await expect(dialog.getByRole('combobox', { name: 'Forsendelse' })).toHaveText('E-post');
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await axe(page);

  const other = await browser.newPage();
  await open(other, '/failed', 'saksbehandler', 'saksbehandler-demo');
  await expect(other.getByRole('row').filter({ hasText: FAILED_STATUS_TEXT })).toBeVisible({ timeout: 20_000 });
  await expect(other.getByRole('link', { name: /Behandle beløpsberegning/ })).toHaveCount(0);
  await other.close();
});

test('the history lists the batch with its counts and opens it on the failed tab', async ({ page }) => {
  const { batchIds, clients } = server.prepared;
  await open(page, '/history');
  await page.getByLabel('Filter').fill(clients[0]!.name);
  await page.getByRole('link', { name: String(batchIds[0]), exact: true }).click();
  await expect(page).toHaveURL(`${server.url}/history/details/${batchIds[0]}`);
  await expect(page.getByRole('heading', { name: `Produksjon ${batchIds[0]}` })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Feilet (1)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: 'Feilet' })).toContainText(FAILED_STATUS_TEXT);
});
