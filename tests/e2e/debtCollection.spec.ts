import { expect, test, type Page } from '@playwright/test';
import { addPendingTransmission, type PendingTransmission } from '../fixtures/pendingTransmission';
import { startFixtureServer, type FixtureServer } from '../support/fixtureServer';
import { OFFICERS, signedInAt } from './support/session';

// A server of its own: the pending transmissions these tests decide are added to its database only.
let server: FixtureServer<{ payments: PendingTransmission; cases: PendingTransmission }>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startFixtureServer(async (tx) => ({
    payments: await addPendingTransmission(tx, { kind: 'PAYMENT', clients: 2, itemsPerClient: 2, firstClientNumber: 700 }),
    cases: await addPendingTransmission(tx, { kind: 'CASE', clients: 2, itemsPerClient: 2, clientsWithAgencyNumbers: 1, firstClientNumber: 710 }),
  }));
});
test.afterAll(() => server?.stop());

async function openAsOfficer(page: Page, path: string) {
  await signedInAt(page, `${server.url}${path}`, OFFICERS.teknisk);
  await expect(page).toHaveURL(`${server.url}${path}`);
}

// Runs before the payments are decided below; it only ticks.
test("the side menu's live drawer follows the page's approval as the officer ticks, and closes with Escape", async ({ page }) => {
  const { bundleId, transmissionId } = server.prepared.payments;
  await openAsOfficer(page, `/debt-collection/payments/pending/${bundleId}/transmissions/${transmissionId}`);
  await expect(page.getByRole('heading', { name: 'Forhåndsvisning av innbetalinger' })).toBeVisible();
  const live = page.getByRole('button', { name: 'Live-maskiner' });
  await live.click();
  const drawer = page.getByRole('complementary', { name: 'Maskiner i denne fanen' });
  await expect(drawer.getByRole('button', { name: /^Økt/ })).toBeVisible();
  await expect(drawer.getByRole('button', { name: /^Godkjenning av bunt/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(drawer.getByRole('group', { name: 'Tilstandsdiagram: Godkjenning av bunt' })).toBeVisible({ timeout: 30_000 });
  const state = (id: string) => drawer.locator(`[data-state-id="bundleApproval.${id}"]`);
  await expect(state('selecting.nothingTicked')).toHaveAttribute('data-active', 'true');

  await page.getByRole('checkbox', { name: 'Velg alle for Prøvekunde 001 AS' }).check();
  await expect(state('selecting.somethingTicked')).toHaveAttribute('data-active', 'true');
  await expect(state('selecting.nothingTicked')).not.toHaveAttribute('data-active');
  await expect(drawer.getByLabel('Nåværende tilstand')).toHaveText('selecting.somethingTicked');

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(live).toBeFocused();
  await expect(page.getByText('2 av 4 valgt')).toBeVisible();
});

test('approve part of a pending payment transmission, reject the rest, and land on /debt-collection', async ({ page }) => {
  const { bundleId, transmissionId } = server.prepared.payments;
  await openAsOfficer(page, '/debt-collection?tab1=payments');
  await page.getByRole('table', { name: 'Bunter til behandling' }).getByRole('link', { name: String(bundleId), exact: true }).click();
  await expect(page.getByRole('heading', { name: `Aktive innbetalinger ${bundleId}` })).toBeVisible();
  await page.getByRole('link', { name: 'Sergel Norge AS' }).click();
  await expect(page.getByRole('heading', { name: 'Forhåndsvisning av innbetalinger' })).toBeVisible();
  await expect(page.getByText(transmissionId)).toBeVisible();

  const approve = page.getByRole('button', { name: 'Godkjenn' });
  const reject = page.getByRole('button', { name: 'Avvis' });
  await expect(approve).toBeDisabled();
  await expect(reject).toBeDisabled();

  // The first client's two payments: the client checkbox ticks both, and the list checkbox turns indeterminate.
  await page.getByRole('checkbox', { name: 'Velg alle for Prøvekunde 001 AS' }).check();
  const all = page.getByRole('checkbox', { name: 'Velg alle innbetalinger' });
  await expect(all).toHaveAttribute('data-indeterminate', 'true');
  await approve.click();
  await expect(page.getByText('0 av 2 valgt')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Godkjent', exact: true })).toHaveCount(2);

  await all.check();
  await expect(page.getByText('2 av 2 valgt')).toBeVisible();
  await reject.click();
  await expect(page).toHaveURL(/\/debt-collection(\?tab1=payments)?$/);
  await expect(page.getByRole('link', { name: String(bundleId), exact: true })).toHaveCount(0);
});

test("a case whose client has agency numbers cannot be ticked before one is chosen: 'Kan ikke krysses av'", async ({ page }) => {
  const { bundleId, transmissionId, itemIds } = server.prepared.cases;
  const [first] = itemIds[0]!;
  await openAsOfficer(page, `/debt-collection/cases/pending/${bundleId}/transmissions/${transmissionId}`);
  await page.getByRole('checkbox', { name: `Velg sak ${first} for Kunde 1 hos 1710` }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Kan ikke krysses av');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('checkbox', { name: `Velg sak ${first} for Kunde 1 hos 1710` })).not.toBeChecked();

  // Select all skips the two cases still waiting for their number.
  await page.getByRole('checkbox', { name: 'Velg alle saker' }).check();
  await expect(page.getByText('2 av 4 valgt')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Velg Inkassoselskap' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Rediger sak' });
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog.getByText('Velg kundenummer hos inkassoselskapet')).toBeVisible();
  await dialog.getByRole('combobox', { name: /Kundenummer hos inkassoselskap/ }).click();
  await page.getByRole('option', { name: '017101 Hovedavtale' }).click();
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: '017101' })).toHaveCount(1);
  await page.getByRole('checkbox', { name: `Velg sak ${first} for Kunde 1 hos 1710` }).check();
  await expect(page.getByText('3 av 4 valgt')).toBeVisible();

  // The case still waiting for its number is ready too, so approving the rest keeps the officer here ...
  await page.getByRole('button', { name: 'Godkjenn' }).click();
  await expect(page.getByText('0 av 1 valgt')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/transmissions/${transmissionId}$`));
  // ... until it has its number and is approved as well: then the transmission is done and the page left.
  await page.getByRole('button', { name: 'Velg Inkassoselskap' }).first().click();
  await dialog.getByRole('combobox', { name: /Kundenummer hos inkassoselskap/ }).click();
  await page.getByRole('option', { name: '017101 Hovedavtale' }).click();
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('checkbox', { name: new RegExp(`^Velg sak ${itemIds[0]![1]} for `) }).check();
  await expect(page.getByText('1 av 1 valgt')).toBeVisible();
  await page.getByRole('button', { name: 'Godkjenn' }).click();
  await expect(page).not.toHaveURL(/\/transmissions\//);
});

test("an unknown bundle says 'Bunt ble ikke funnet', an unknown transmission 'Oversendelsen ble ikke funnet'", async ({ page }) => {
  await openAsOfficer(page, '/debt-collection/cases/pending/999999');
  await expect(page.getByText('Bunt ble ikke funnet')).toBeVisible();
  await page.goto(`${server.url}/debt-collection/payments/${server.prepared.payments.bundleId}/transmissions/INN-finnes-ikke`);
  await expect(page.getByText('Oversendelsen ble ikke funnet')).toBeVisible();
});

test('a sent transmission offers its file for download', async ({ page }) => {
  await openAsOfficer(page, '/debt-collection/cases?fromDate=2026-01-01&toDate=2026-06-30');
  await page.getByRole('table', { name: 'Alle inkassosaker' }).getByRole('link').first().click();
  await page.getByRole('table', { name: 'Inkassoselskap' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: /^Oversendte saker INK-2026-/ })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Sendt' }).first()).toHaveCount(0);
  await page.getByRole('table', { name: 'Saker' }).getByRole('button', { name: /^Vis / }).first().click();
  await expect(page.getByRole('img', { name: 'Sendt' }).first()).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Last ned INK-2026-.*\.(pdf|txt)$/ }).first().click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^INK-2026-\d\d-\d\d-\d+\.(pdf|txt)$/);
});
