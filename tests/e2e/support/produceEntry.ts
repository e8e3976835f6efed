import { expect, type Locator, type Page } from '@playwright/test';

/** On Registrer faktura: ticks the entry's box with Space and produces it with Enter in the confirm dialog, by keyboard. */
export async function produceEntry(page: Page, box: Locator): Promise<void> {
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await page.getByRole('button', { name: 'Produser valgte' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Produser valgte' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText('1 post(er) godkjent for produksjon.')).toBeVisible();
}
