import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addReportRecords } from '../fixtures/reportRecords';
import { startFixtureServer, type FixtureServer } from '../support/fixtureServer';
import { OFFICERS, signedInAt } from './support/session';

// A server of its own: the records of tests/fixtures/reportRecords.ts in March of last year, for client 1971
// (base 1) and 3971 (base 3), so "I fjor" has productions, reminders and cases on known days.
const LAST_YEAR = new Date().getFullYear() - 1;
let server: FixtureServer<void>;
const PAGE_LOAD = { timeout: 30_000 };

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startFixtureServer((tx) => addReportRecords(tx, { base1Client: 1971, base3Client: 3971, year: LAST_YEAR }));
});
test.afterAll(() => server?.stop());

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

test('production stats: last year’s chart, the days, and a day’s per-base breakdown; no serious axe findings', async ({ page }) => {
  test.setTimeout(150_000);
  await signedInAt(page, `${server.url}/settings/reports/production-stats`, OFFICERS.teknisk);
  await expect(page.getByRole('heading', { level: 1, name: 'Produksjonsstatistikk' })).toBeVisible(PAGE_LOAD);

  await page.getByLabel('Periode').click();
  await page.getByRole('option', { name: 'I fjor', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`fromDate=${LAST_YEAR}-01-01&toDate=${LAST_YEAR}-12-31`));
  const chart = page.getByRole('figure', { name: 'Produksjon' });
  await expect(chart.locator('svg').first()).toBeVisible(PAGE_LOAD);
  // Bars are drawn (the weeks of March and April hold the records); the year's ten invoices in the total.
  await expect(chart.locator('[class*="MuiBarChart-element"], [class*="MuiBarChart-series"]').first()).toBeAttached();
  const weekly = page.getByRole('table', { name: 'produksjonsstatistikk per uke' });
  await expect(weekly.getByRole('row').filter({ hasText: 'Totalt' }).getByRole('cell').nth(1)).toHaveText('10');

  await page.getByRole('button', { name: 'Per dag' }).click();
  await page.getByRole('button', { name: `Vis per base for 04.03.${LAST_YEAR}` }).click();
  const dialog = page.getByRole('dialog', { name: `Per base 04.03.${LAST_YEAR}` });
  await expect(dialog).toBeVisible();
  // Base 1: four invoices and a credit note made that day; base 3: two invoices.
  await expect(dialog.getByRole('row').filter({ hasText: 'Base 1' }).getByRole('cell').nth(1)).toHaveText('4');
  await expect(dialog.getByRole('row').filter({ hasText: 'Base 1' }).getByRole('cell').nth(2)).toHaveText('5');
  await expect(dialog.getByRole('row').filter({ hasText: 'Base 3' }).getByRole('cell').nth(1)).toHaveText('2');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Lukk' }).click();
  expect(await seriousViolations(page)).toEqual([]);
});

test('ftp-payments: the period in the address, and every row downloaded as CSV', async ({ page }) => {
  test.setTimeout(120_000);
  await signedInAt(page, `${server.url}/settings/reports/ftp-payments?fromDate=${LAST_YEAR}-03-01&toDate=${LAST_YEAR}-03-31`, OFFICERS.teknisk);
  const table = page.getByRole('table', { name: 'FTP-innbetalinger' });
  await expect(table.getByRole('row').filter({ hasText: `OCR.1971.${LAST_YEAR}0310.txt` })).toContainText(/1\s500,50/, PAGE_LOAD);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Last ned CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`ftp-innbetalinger_${LAST_YEAR}-03-01_${LAST_YEAR}-03-31.csv`);
  const text = fs.readFileSync((await file.path())!, 'utf8');
  const lines = text.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('Mottatt;Klient;Klientnavn;Filnavn;Antall;Sum');
  expect(lines.slice(1).map((line) => line.split(';')[3]).sort()).toEqual([`OCR.1971.${LAST_YEAR}0310.txt`, `OCR.3971.${LAST_YEAR}0311.txt`]);
  expect(await seriousViolations(page)).toEqual([]);
});
