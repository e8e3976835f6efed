import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addFailedRegEntry, AMOUNT_STATUS_TEXT, type FailedRegEntry } from '../fixtures/failedRegEntry';
import { addPendingProductionBatches, FAILED_STATUS_TEXT, type PendingProductionBatches } from '../fixtures/pendingProductionBatches';
import { startFixtureServer, type FixtureServer } from '../support/fixtureServer';
import { type Officer, OFFICERS, signedInAt } from './support/session';

// A server of its own: the productions these tests change are added to its database only.
let server: FixtureServer<PendingProductionBatches & { correction: FailedRegEntry }>;

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startFixtureServer(async (tx) => {
    const batches = await addPendingProductionBatches(tx, { clients: 2, perClient: 3 });
    // The seeded invoices fell due long ago, which the dispatch refuses ('Forfallsdato er passert'): these fall due
    // in two weeks. The second batch goes out on paper (the print queue of its base), so approving it produces every entry.
    await tx.query("UPDATE production_entry SET due_date = current_date + 14 WHERE batch_id = ANY($1::bigint[])", [batches.batchIds]);
    await tx.query("UPDATE production_entry SET shipment_type = 'PAPER' WHERE batch_id = $1", [batches.batchIds[1]]);
    return { ...batches, correction: await addFailedRegEntry(tx, { jourNr: 990001 }) };
  });
});
test.afterAll(() => server?.stop());

async function open(page: Page, path: string, officer: Officer = OFFICERS.teknisk) {
  await signedInAt(page, `${server.url}${path}`, officer);
  await expect(page).toHaveURL(`${server.url}${path}`, { timeout: 30_000 });
}

/** Another page of the app for an officer already signed in (the session outlives a page load). */
async function visit(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
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
  // Issue 43 item 8: the message says what happened to how many entries.
  await expect(page.getByText('1 bilag slettet')).toBeVisible({ timeout: 15_000 });
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
  await open(other, '/failed', OFFICERS.saksbehandler);
  await expect(other.getByRole('row').filter({ hasText: FAILED_STATUS_TEXT })).toBeVisible({ timeout: 20_000 });
  await expect(other.getByRole('link', { name: /Behandle beløpsberegning/ })).toHaveCount(0);
  await other.close();
});

test('the history lists the batch with its counts and opens it on the failed tab', async ({ page }) => {
  const { batchIds, clients } = server.prepared;
  await open(page, '/history');
  await page.getByLabel('Filter').fill(clients[0]!.name);
  // The filter applies after its debounce; the rows shown until then are reused for the lines it keeps.
  const rows = page.getByRole('table', { name: 'Produksjoner' }).getByRole('rowgroup').nth(1).getByRole('row');
  await expect.poll(async () => (await rows.allTextContents()).every((text) => text.includes(clients[0]!.name))).toBe(true);
  await page.getByRole('link', { name: String(batchIds[0]), exact: true }).click();
  await expect(page).toHaveURL(`${server.url}/history/details/${batchIds[0]}`);
  await expect(page.getByRole('heading', { name: `Produksjon ${batchIds[0]}` })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Feilet (1)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: 'Feilet' })).toContainText(FAILED_STATUS_TEXT);
});

test('approving a batch sends it: the history shows it produced', async ({ page }) => {
  const { batchIds, clients } = server.prepared;
  await open(page, '/production');
  await page.getByRole('button', { name: `Vis ${clients[1]!.name}` }).click();
  const boxes = page.getByRole('checkbox', { name: new RegExp(`^Velg bilag \\d+ til `) });
  await expect(boxes.first()).toBeVisible();
  const all = await boxes.all();
  for (const box of all) await box.check();
  await page.getByRole('button', { name: 'Godkjenn' }).click();
  await expect(page.getByText(/\d+ bilag godkjent/)).toBeVisible({ timeout: 15_000 });
  // The dispatch is background work of the server; the details page follows it on the websocket (a reload would sign out).
  await visit(page, `/history/details/${batchIds[1]}`);
  await expect(page.getByRole('heading', { name: `Produksjon ${batchIds[1]}` })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('tab', { name: /^Produsert \([1-9]\d*\)$/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('tab', { name: 'Godkjent (0)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Venter (0)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Feilet (0)' })).toBeVisible();
});

test('a failed entry resent on paper leaves /failed', async ({ page }) => {
  const { failed } = server.prepared;
  await open(page, '/failed');
  const resend = page.getByRole('button', { name: `Send på nytt, bilag ${failed.jourNr}` });
  await expect(resend).toBeVisible({ timeout: 30_000 });
  await resend.click();
  const dialog = page.getByRole('dialog', { name: 'Send på nytt' });
  await dialog.getByRole('combobox', { name: 'Forsendelse' }).click();
  await page.getByRole('option', { name: 'Post', exact: true }).click();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  // Approved again and dispatched in the background: the list (polled, and refreshed on the websocket) loses it.
  await expect(page.getByRole('button', { name: `Send på nytt, bilag ${failed.jourNr}` })).toHaveCount(0, { timeout: 30_000 });
});

test('amount correction as Technical: copy from tax summary makes the amounts agree; the page passes axe', async ({ page }) => {
  const { correction } = server.prepared;
  await open(page, '/failed');
  const repair = page.getByRole('link', { name: `Behandle beløpsberegning for bilag ${correction.jourNr}` });
  await expect(repair).toBeVisible({ timeout: 30_000 });
  await repair.click();
  await expect(page.getByRole('heading', { name: 'Beløpsberegning' })).toBeVisible();
  await expect(page.getByText(AMOUNT_STATUS_TEXT)).toBeVisible();
  const amounts = page.getByRole('table', { name: 'Beløp' });
  await expect(amounts.getByRole('row', { name: /Lagret beløp/ })).toContainText('1\u00A0828,00');
  await axe(page);
  await page.getByRole('button', { name: 'Kopier fra MVA-sum' }).click();
  await expect(page.getByText('Beløpene stemmer')).toBeVisible({ timeout: 15_000 });
  await expect(amounts.getByRole('row', { name: /Lagret beløp/ })).toContainText('1\u00A0825,00');
});

test('the archived DOS import files and the order form pass axe', async ({ page }) => {
  await open(page, '/history/dos-import');
  await expect(page.getByRole('heading', { name: 'Arkiverte importfiler fra DOS' })).toBeVisible();
  await axe(page);
  await visit(page, '/dashboard');
  await page.getByRole('button', { name: 'Bestill DOS-import' }).click();
  await expect(page.getByRole('dialog', { name: 'Bestill DOS-import' })).toBeVisible();
  await axe(page);
});
