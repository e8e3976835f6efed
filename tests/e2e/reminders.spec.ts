import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addPendingReminderBundle, type PendingReminderBundle } from '../fixtures/pendingReminderBundle';
import { startFixtureServer, type FixtureServer } from '../support/fixtureServer';
import { logIn } from './support/logIn';

// A server of its own: the reminders these tests decide are added to its database only.
let server: FixtureServer<PendingReminderBundle>;

// The axe scan and the login take long on a loaded machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startFixtureServer((tx) => addPendingReminderBundle(tx, { clients: 2, perClient: 2, unconfirmedFirst: true }));
});
test.afterAll(() => server?.stop());

async function openAsOfficer(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
  await logIn(page, 'teknisk', 'teknisk-demo');
  // Logging in signs in to three APIs; on a loaded machine that can take longer than the default 5 s.
  await expect(page).toHaveURL(`${server.url}${path}`, { timeout: 30_000 });
}

test("confirm a customer's type from a reminder and tick it; the page passes axe", async ({ page }) => {
  const { bundleId, ids, firstCustomerName } = server.prepared;
  await openAsOfficer(page, '/reminders');
  await page.getByRole('table', { name: 'Purrebunter til godkjenning' }).getByRole('link', { name: String(bundleId), exact: true }).click();
  await expect(page).toHaveURL(`${server.url}/reminders/bundle/${bundleId}`);
  await expect(page.getByRole('heading', { name: `Purrebunt ${bundleId}` })).toBeVisible();

  const first = page.getByRole('checkbox', { name: `Velg purring ${ids[0]} til ${firstCustomerName}` });
  await first.click();
  await expect(page.getByRole('alertdialog')).toContainText('Kan ikke krysses av');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(first).not.toBeChecked();

  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await page.getByRole('button', { name: `Endre purring ${ids[0]}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Endre purring' });
  await dialog.getByRole('combobox', { name: 'Kundetype' }).click();
  await page.getByRole('option', { name: 'Bedrift' }).click();
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('(ikke bekreftet)')).toHaveCount(0);
  await first.check();
  await expect(first).toBeChecked();
  await expect(page.getByText(`1 av ${ids.length} valgt`)).toBeVisible();
});

test('approve part of a bundle, reject the rest, land on /reminders and find it in the archive', async ({ page }) => {
  const { bundleId, clients } = server.prepared;
  await openAsOfficer(page, `/reminders/bundle/${bundleId}`);
  const approve = page.getByRole('button', { name: 'Godkjenn' });
  await expect(approve).toBeDisabled();
  await page.getByRole('checkbox', { name: `Velg alle for ${clients[0]!.name}` }).check();
  await expect(page.getByRole('checkbox', { name: 'Velg alle purringer' })).toHaveAttribute('data-indeterminate', 'true');
  await approve.click();
  await expect(page.getByText('0 av 2 valgt')).toBeVisible();

  await page.getByRole('checkbox', { name: 'Velg alle purringer' }).check();
  await expect(page.getByText('2 av 2 valgt')).toBeVisible();
  await page.getByRole('button', { name: 'Avvis' }).click();
  await expect(page).toHaveURL(/\/reminders$/);
  await expect(page.getByRole('link', { name: String(bundleId), exact: true })).toHaveCount(0);

  await page.goto(`${server.url}/reminders/archive/${bundleId}`);
  await expect(page.getByText('godkjent 2 · avvist 2')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('cell', { name: 'Godkjent', exact: true })).toHaveCount(2);
  await expect(page.getByRole('cell', { name: 'Avvist', exact: true })).toHaveCount(2);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Last ned purring/ }).first().click();
  expect((await download).suggestedFilename()).toMatch(/^Purring-\d+\.pdf$/);
});
