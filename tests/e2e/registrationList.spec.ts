import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type Page } from '@playwright/test';
import { legacyReader } from './support/legacyReader';
import { produceEntry } from './support/produceEntry';
import { signedInAt, OFFICERS, test } from './support/session';

/** Issue 17: Registrer faktura's list pages, keyboard first (Insert → entry form → Lagre → produce: entryForm.spec.ts). */

// A page's chunk loads before its route changes the address: at load 20 on the shared 2-core machine that is over 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });

async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('Alt+R, pick a client by its number, see its entries and sums, produce one and find it in the production queue', async ({ page, request }) => {
  // Two axe scans and a production: well over the default 30 s on the shared 2-core machine.
  test.setTimeout(150_000);
  await signedInAt(page, '/dashboard', OFFICERS.teknisk);
  await page.keyboard.press('Alt+KeyR');
  await expect(page).toHaveURL(/\/create-entries$/);
  const batches = page.getByRole('table', { name: 'Klienter med registrerte poster' });
  const firstBatch = batches.locator('tbody tr').first();
  const clientId = (await firstBatch.locator('td').first().textContent())!.trim();
  expect(await blockingViolations(page)).toEqual([]);

  // The client field has focus: type the number, take the client with Enter.
  await expect(page.getByRole('combobox', { name: 'Klient' })).toBeFocused();
  await page.keyboard.type(clientId);
  await expect(page.getByRole('option').first()).toContainText(clientId);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/create-entries/${clientId}$`));
  await expect(page.getByRole('heading', { name: 'Registrer faktura' })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Registrerte poster' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('sum-invoices')).toHaveText(/\d,\d\d$/);
  await expect(page.getByTestId('sum-creditnotes')).toHaveText(/\d,\d\d$/);
  expect(await blockingViolations(page)).toEqual([]);

  // The first entry that can be ticked: ticked with Space, produced with Enter in the confirm dialog.
  const box = page.getByRole('checkbox', { name: /^Velg post \d+$/ }).first();
  const jourNr = Number((await box.getAttribute('aria-label'))!.replace('Velg post ', ''));
  const before = await rows.count();
  await produceEntry(page, box);
  await expect(rows).toHaveCount(before - 1);

  const read = await legacyReader(request);
  const queue = await read<{ clientId: number; entries: { jourNr: number }[] }[]>('Production/BatchList');
  expect(queue.find((batch) => batch.clientId === Number(clientId))?.entries.map((entry) => entry.jourNr)).toContain(jourNr);
});
