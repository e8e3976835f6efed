import { expect, test } from '@playwright/test';
import { OFFICERS, signedInAt } from './support/session';

test("the base selector refuses an empty choice with 'Velg minst 1 base' and keeps a choice through a reload", async ({ page }) => {
  await signedInAt(page, '/dashboard', OFFICERS.saksbehandler);
  await page.getByRole('button', { name: 'Alle baser' }).click();
  const dialog = page.getByRole('dialog', { name: 'Velg baser' });
  await dialog.getByLabel('Base 1').uncheck();
  await dialog.getByLabel('Base 2').uncheck();
  await dialog.getByRole('button', { name: 'Velg' }).click();
  await expect(dialog.getByText('Velg minst 1 base')).toBeVisible();

  await dialog.getByLabel('Base 2').check();
  await dialog.getByRole('button', { name: 'Velg' }).click();
  await expect(page.getByRole('button', { name: 'Base 2' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Base 2' })).toBeVisible();

  // The choice is also where the officer's next login starts: every base again for the tests after this one.
  await page.getByRole('button', { name: 'Base 2' }).click();
  await dialog.getByRole('button', { name: 'Alle' }).click();
  await dialog.getByRole('button', { name: 'Velg' }).click();
  await expect(page.getByRole('button', { name: 'Alle baser' })).toBeVisible();
});
