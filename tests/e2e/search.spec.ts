import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { OFFICERS, signedInAt, test } from './support/session';

/** Logs in at `path` and waits until the signed-in shell (which loads lazily) has its search button. */
async function openAsSaksbehandler(page: Page, path: string) {
  await signedInAt(page, path, OFFICERS.saksbehandler);
  await expect(page.getByRole('button', { name: 'Søk' })).toBeVisible();
}

test('the search popup, keyboard only: Alt+S, type, arrows, Enter lands on the customer', async ({ page }) => {
  await openAsSaksbehandler(page, '/dashboard');
  await page.keyboard.press('Alt+KeyS');
  const popup = page.getByRole('dialog', { name: 'Søk' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('combobox', { name: 'Klient' })).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(popup.getByRole('combobox', { name: 'Kunde' })).toBeFocused();
  await page.keyboard.type('Hansen');
  const results = popup.getByRole('listbox', { name: 'Kunde: resultater' }).getByRole('option');
  await expect(results.first()).toBeVisible();
  expect(await results.count()).toBeLessThanOrEqual(10);
  expect(await results.count()).toBeGreaterThan(1);

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const second = results.nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  const text = (await second.textContent()) ?? '';
  expect(text.toLowerCase()).toContain('hansen');
  const [, customerNr] = /Kundenr\. (\d+)/.exec(text) ?? [];
  const [, clientId] = /Klient (\d+)/.exec(text) ?? [];

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/clients/${clientId}/customers/${customerNr}$`));
  await expect(popup).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${customerNr} `) })).toBeVisible();
});

test("the search popup says 'Ingen resultater' when no customer matches", async ({ page }) => {
  await openAsSaksbehandler(page, '/dashboard');
  await page.getByRole('button', { name: 'Søk' }).click();
  const popup = page.getByRole('dialog', { name: 'Søk' });
  await popup.getByRole('combobox', { name: 'Kunde' }).fill('Zqxzqx');
  await expect(popup.getByText('Ingen resultater')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
});

test('/search: amount search needs a client; with one it finds the invoice by its amount', async ({ page }) => {
  await openAsSaksbehandler(page, '/search?tab=invoice&mode=std&q=10000');
  const invoices = page.getByRole('table', { name: 'Fakturaer' });
  const first = invoices.getByRole('row').nth(1);
  await expect(first).toBeVisible();
  const cells = first.getByRole('cell');
  const client = (await cells.nth(0).textContent()) ?? '';
  const amount = (await cells.nth(9).textContent()) ?? '';
  const clientId = /^\d+/.exec(client)?.[0] ?? '';
  expect(clientId).not.toBe('');

  const byAmount = page.getByRole('radio', { name: 'Beløp (krever klient)' });
  await expect(byAmount).toBeDisabled();

  await page.getByRole('combobox', { name: 'Klient (valgfri, nummer eller navn)' }).fill(clientId);
  await page.getByRole('option', { name: new RegExp(`^${clientId} `) }).click();
  await expect(page).toHaveURL(new RegExp(`client=${clientId}$`));
  await expect(byAmount).toBeEnabled();
  await byAmount.click();
  await expect(byAmount).toBeChecked();

  const term = page.getByRole('textbox', { name: 'Beløp' });
  await term.fill('1');
  await expect(page.getByText('Søket må ha minst 2 tegn')).toBeVisible();
  await term.fill(amount);
  const found = page.getByRole('table', { name: 'Fakturaer' }).getByRole('row').filter({ hasText: '10000' });
  await expect(found.first()).toBeVisible();
  await expect(page).toHaveURL(/tab=invoice&mode=amount&q=.+&client=\d+$/);

  // The keyboard opens the row: from the field, ArrowDown to the first row, Enter.
  await term.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/clients/${clientId}/customers/\\d+/invoices/\\d+$`));
});

test('the open search popup has no serious or critical accessibility violations', async ({ page }) => {
  await openAsSaksbehandler(page, '/dashboard');
  await page.keyboard.press('Alt+KeyS');
  await expect(page.getByRole('combobox', { name: 'Klient' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Hansen');
  await expect(page.getByRole('listbox', { name: 'Kunde: resultater' }).getByRole('option').first()).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id}: ${v.help}`);
  expect(blocking).toEqual([]);
});
