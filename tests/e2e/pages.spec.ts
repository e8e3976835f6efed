import { expect } from '@playwright/test';
import { logIn } from './support/logIn';
import { logOut, OFFICERS, signedInAt, test } from './support/session';

const osloToday = () => new Date().toLocaleDateString('nb-NO', { timeZone: 'Europe/Oslo', day: '2-digit', month: '2-digit', year: 'numeric' });

test('the update banner stays dismissed after logout and login', async ({ page }) => {
  const officer = OFFICERS.leder;
  await signedInAt(page, '/dashboard', officer);
  const banner = page.getByText(/^NorLink er oppdatert til versjon \d+\.\d+\.\d+\.$/);
  await expect(banner).toBeVisible();
  await page.getByRole('alert').filter({ has: banner }).getByRole('button', { name: 'Lukk' }).click();
  await expect(banner).toHaveCount(0);

  await logOut(page, officer);
  await logIn(page, officer.username, officer.password);
  await expect(page.getByRole('heading', { name: /, Leif!$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Importfiler fra DOS' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('the legacy import files: dosTab, preview, lock and download', async ({ page }) => {
  await signedInAt(page, '/dashboard', OFFICERS.teknisk);
  const views = page.getByRole('navigation', { name: 'Importfiler' });
  await expect(views.getByRole('link', { name: 'Fakturafiler' })).toHaveAttribute('aria-current', 'page');
  // The small seed's one pending file is an 'other' file.
  await views.getByRole('link', { name: 'Andre filer' }).click();
  await expect(views.getByRole('link', { name: 'Andre filer' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(/\/dashboard\?dosTab=other$/);
  const table = page.getByRole('table', { name: 'Andre filer' });
  const firstRow = table.getByRole('row').nth(1);
  const fileName = (await firstRow.getByRole('cell').first().textContent())!;
  expect(fileName).toMatch(/^DIV\d+_\d{8}_\d+\.txt$/);

  await firstRow.getByRole('button', { name: `Vis ${fileName}` }).click();
  const preview = page.getByRole('dialog', { name: fileName });
  await expect(preview).toContainText(/H\d{6}\d{8}/);
  await preview.getByRole('button', { name: 'Lukk' }).click();

  await page.getByRole('button', { name: `Lås ${fileName}` }).click();
  await expect(page.getByRole('button', { name: `Last ned ${fileName}` })).toBeDisabled();
  await page.getByRole('button', { name: `Lås opp ${fileName}` }).click();
  await expect(page.getByRole('button', { name: `Last ned ${fileName}` })).toBeEnabled();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Last ned ${fileName}` }).click();
  expect((await download).suggestedFilename()).toBe(fileName);
  await expect(page.getByRole('cell', { name: fileName, exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Ingen filer')).toBeVisible();
});

test("the changelog: tabs, the text filter, 'Vis tidligere versjoner' and 'Marker som lest'", async ({ page }) => {
  await signedInAt(page, '/changelog', OFFICERS.saksbehandler);
  await expect(page.getByRole('heading', { name: 'Endringslogg' })).toBeVisible();
  const versionLink = page.getByRole('navigation', { name: 'Sidemeny' }).getByRole('link', { name: /^Versjon 1\.65\.3/ });
  await expect(versionLink).toHaveAccessibleName('Versjon 1.65.3 – uleste endringer');
  await expect(page.getByRole('tab', { name: /^NorLink \d+ uleste$/, selected: true })).toBeVisible();
  await expect(page.getByText('Sist kvittert: aldri')).toBeVisible();

  const versions = page.getByRole('navigation', { name: 'Versjoner' }).getByRole('button');
  await expect(versions.first()).toContainText('1.65.3');
  await expect(page.getByRole('heading', { name: 'Versjon 1.65.3' })).toBeVisible();
  const allNl = await versions.count();

  await page.getByLabel('Søk i endringer').fill('AvtaleGiro');
  await expect.poll(() => versions.count()).toBeLessThan(allNl);
  for (const notes of await versions.all()) {
    await notes.click();
    await expect(page.getByRole('article')).toContainText('AvtaleGiro');
  }
  await page.getByLabel('Søk i endringer').fill('');

  await page.getByRole('tab', { name: /^NyFaktura/ }).click();
  await expect(page).toHaveURL(/\?tab=nf$/);
  await expect(page.getByRole('article')).toContainText('NyFaktura');

  await page.getByRole('button', { name: 'Marker som lest' }).click();
  await expect(page.getByText(`Sist kvittert: ${osloToday()}`)).toBeVisible();
  await expect(page.getByText('Ingen resultater')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'NyFaktura', exact: true })).toBeVisible();
  await expect(versionLink).toHaveAccessibleName('Versjon 1.65.3');

  await page.getByLabel('Vis tidligere versjoner').check();
  await expect(versions.first()).toBeVisible();
  await expect(page.getByRole('article')).toContainText('NyFaktura');

  await page.reload();
  await expect(page.getByText(`Sist kvittert: ${osloToday()}`)).toBeVisible();
});

test("support: the open cases, the links, and the copy button's 'Kopiert e-post!'", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signedInAt(page, '/support', OFFICERS.teknisk);
  const cases = page.getByRole('table', { name: 'Åpne saker' });
  await expect(cases.getByRole('row').nth(1)).toContainText(/NLS-\d+/);
  await expect(page.getByRole('link', { name: 'Opprett ny sak' })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'Mine saker' })).toHaveAttribute('href', /^https:\/\//);
  const mailto = page.getByRole('link', { name: /@/ });
  const address = (await mailto.getAttribute('href'))!.replace(/^mailto:/, '');

  await page.getByRole('button', { name: 'Kopier e-postadresse' }).click();
  await expect(page.getByText('Kopiert e-post!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
});

test('widgets: select all, and a client and the list turn partly chosen when one invoice is unticked', async ({ page }) => {
  await signedInAt(page, '/widgets', OFFICERS.teknisk);
  const table = page.getByRole('table', { name: 'Ventende produksjoner per klient' });
  await expect(table).toBeVisible();
  const selectAll = page.getByRole('checkbox', { name: 'Velg alle' });
  await selectAll.check();
  await expect(selectAll).toBeChecked();
  const firstClient = table.getByRole('checkbox', { name: /^Velg (?!alle)/ }).first();
  await expect(firstClient).toBeChecked();
  const clientName = (await firstClient.getAttribute('aria-label'))!.replace(/^Velg /, '');

  await page.getByRole('button', { name: `Vis fakturaer for ${clientName}` }).click();
  const invoices = page.getByRole('table', { name: `Fakturaer for ${clientName}` });
  const rows = invoices.getByRole('checkbox');
  await expect(rows.first()).toBeChecked();
  const total = Number((await page.getByText(/^\d+ valgt$/).textContent())!.split(' ')[0]);
  await rows.first().uncheck();
  await expect(page.getByText(`${total - 1} valgt`)).toBeVisible();
  await expect(selectAll).toBeChecked({ indeterminate: true });
  if ((await rows.count()) > 1) await expect(firstClient).toBeChecked({ indeterminate: true });
  else await expect(firstClient).not.toBeChecked();

  await selectAll.click();
  await expect(selectAll).toBeChecked();
  await selectAll.click();
  await expect(page.getByText('0 valgt')).toBeVisible();
});
