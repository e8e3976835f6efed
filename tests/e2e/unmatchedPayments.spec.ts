import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { validateXML } from 'xmllint-wasm';
import { TEST_SEED_TODAY } from '../../server/db/seed/profiles';
import { addOpenInvoices, type OpenInvoices } from '../fixtures/openInvoices';
import { ocrGiroFile } from '../fixtures/ocrGiroFiles';
import { startFixtureServer, type FixtureServer } from '../support/fixtureServer';
import { OFFICERS, signedInAt } from './support/session';

// Issue 45: the workbench of payments that match nothing, in Chromium, on a server of its own. Client 1964 (base 1),
// customer 30001, invoices 700001–700002 of 1 327,00 open with KIDs 0000700001–0000700002, its account
// 1503.24.67803 at Nets; one payment of 432,10 that matched nothing waits to be returned.
const ACCOUNT = '15032467803';
let server: FixtureServer<{ open: OpenInvoices; toReturn: number }>;
const PAGE_LOAD = { timeout: 30_000 };
const schema = readFileSync(new URL('../fixtures/iso20022/norlink-pain.001.001.03-subset.xsd', import.meta.url), 'utf8');

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startFixtureServer(async (tx) => {
    const open = await addOpenInvoices(tx, { clientId: 1964, invoices: 2 });
    await tx.query(`UPDATE invoice SET kid = '0000' || jour_nr WHERE client_id = 1964`);
    await tx.query("INSERT INTO client_bank_account (client_id, account_type, account_number, bic) VALUES (1964, 'Primary', $1, 'DNBANOKK')", [ACCOUNT]);
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO unmatched_payment (source, source_reference, client_id, amount_ore, bank_date, kid, payer_name, payer_account, reason)
       VALUES ('CAMT054', 'e2e-retur', 1964, 43210, $1, '0000799999', 'Olga Feilbetaler', '12345678903', 'Ingen åpen faktura har denne KID-en')
       RETURNING id::int AS id`,
      [TEST_SEED_TODAY],
    );
    return { open, toReturn: row!.id };
  });
});
test.afterAll(() => server?.stop());

test('an OCR giro payment with an unknown KID is matched on the workbench and settles the invoice', async ({ page }) => {
  test.setTimeout(120_000);
  await signedInAt(page, `${server.url}/settings/special/ocr-giro`, OFFICERS.saksbehandler);
  await expect(page.getByRole('heading', { level: 1, name: 'OCR giro' })).toBeVisible(PAGE_LOAD);
  // KID 0000700011: invoice 700001's with one digit wrong, which no invoice has.
  const file = ocrGiroFile({ account: ACCOUNT, payments: [{ kid: '0000700011', amount: 132_700, serial: 1 }], day: TEST_SEED_TODAY });
  await page.getByTestId('ocr-giro-files').setInputFiles({ name: 'OCR.e2e.txt', mimeType: 'text/plain', buffer: file });
  await page.getByRole('button', { name: 'Last opp' }).click();
  const answer = page.getByRole('region', { name: 'OCR.e2e.txt' });
  await expect(answer).toContainText('1 innbetalinger, 0 registrert, 1 uten treff', PAGE_LOAD);

  await answer.getByRole('link', { name: 'Innbetalinger uten treff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Innbetalinger uten treff' })).toBeVisible(PAGE_LOAD);
  const row = page.getByRole('row', { name: /Innbetaling 1\s327,00 kr/ });
  await row.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: /Innbetaling 1\s327,00 kr/ });
  const candidates = panel.getByRole('table', { name: 'Mulige fakturaer' });
  // The invoice whose KID differs by one digit is ranked first, and says why.
  await expect(candidates.getByRole('row').nth(1)).toContainText('700001', PAGE_LOAD);
  await expect(candidates.getByRole('row').nth(1)).toContainText('KID med ett siffer feil');
  await panel.getByRole('checkbox', { name: 'Velg faktura 700001' }).check();
  await expect(panel.getByRole('textbox', { name: 'Beløp til faktura 700001' })).toHaveValue(/1\s327,00/);
  await panel.getByRole('button', { name: 'Fordel' }).click();
  await expect(panel.getByText(/Innbetalingen er fordelt/)).toBeVisible(PAGE_LOAD);

  await page.goto(`${server.url}/clients/1964/customers/30001/invoices/700001`);
  await expect(page.getByRole('heading', { level: 1, name: 'Faktura 700001' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('Status: Betalt')).toBeVisible();
  await expect(page.getByText(/Restbeløp:\s0,00/)).toBeVisible();
});

test('a return produces a pain.001 file that validates against its schema', async ({ page }) => {
  test.setTimeout(120_000);
  await signedInAt(page, `${server.url}/register-payment/unmatched?id=${server.prepared.toReturn}`, OFFICERS.leder);
  const form = page.getByRole('form', { name: 'Betal tilbake til betaler' });
  await expect(form.getByRole('textbox', { name: /Mottaker/ })).toHaveValue('Olga Feilbetaler', PAGE_LOAD);
  await expect(form.getByRole('textbox', { name: /Kontonummer/ })).toHaveValue('12345678903');
  await form.getByRole('button', { name: 'Betal tilbake' }).click();
  const download = page.getByRole('button', { name: 'Last ned betalingsfil (pain.001)' });
  await expect(download).toBeVisible(PAGE_LOAD);
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^RETUR-\d+-\d+\.xml$/);
  const xml = readFileSync(await file.path(), 'utf8');
  const result = await validateXML({ xml: [{ fileName: 'retur.xml', contents: xml }], schema: [{ fileName: 'norlink-pain.001.001.03-subset.xsd', contents: schema }] });
  expect(result.errors).toEqual([]);
  expect(xml).toContain('<InstdAmt Ccy="NOK">432.10</InstdAmt>');
  expect(xml).toContain(`<Id>${ACCOUNT}</Id>`);
  expect(xml).toContain('<Id>12345678903</Id>');
  // Resolved: gone from the open list, on the resolved one as returned.
  await page.goto(`${server.url}/register-payment/unmatched?status=RESOLVED`);
  await expect(page.getByRole('row', { name: /Innbetaling 432,10 kr/ })).toContainText('Betalt tilbake', PAGE_LOAD);
});
