import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { camt054File } from '../fixtures/camt054';
import { addOpenInvoices, type OpenInvoices } from '../fixtures/openInvoices';
import { startFixtureServer, type FixtureServer } from '../support/fixtureServer';
import { OFFICERS, signedInAt } from './support/session';

// Part 2 §2.8 Evidensia: a camt.054 file uploaded at /settings/special/evidensia settles invoices. A server of its
// own: client 1964 (base 1), customer 30001, invoices 700001–700002 of 1 327,00 open, KIDs 0000700001–0000700002.
let server: FixtureServer<{ open: OpenInvoices }>;
const PAGE_LOAD = { timeout: 30_000 };

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startFixtureServer(async (tx) => {
    const open = await addOpenInvoices(tx, { clientId: 1964, invoices: 2 });
    await tx.query(`UPDATE invoice SET kid = '0000' || jour_nr WHERE client_id = 1964`);
    return { open };
  });
});
test.afterAll(() => server?.stop());

test('uploads a camt.054 file: its payments settle the invoices, and the same file again registers nothing', async ({ page }) => {
  test.setTimeout(120_000);
  await signedInAt(page, `${server.url}/settings/special/evidensia`, OFFICERS.teknisk);
  await expect(page.getByRole('heading', { level: 1, name: 'Evidensia' })).toBeVisible(PAGE_LOAD);
  const file = {
    name: 'innbetalinger.xml',
    mimeType: 'text/xml',
    buffer: Buffer.from(camt054File([
      { reference: 'E2E-1', amount: 132_700, kid: '0000700001' },
      { reference: 'E2E-2', amount: 132_700, text: 'Faktura 700002' },
      { reference: 'E2E-3', amount: 10_000, kid: '0000799999' },
    ])),
  };
  await page.getByTestId('evidensia-files').setInputFiles(file);
  await page.getByRole('button', { name: 'Last opp' }).click();
  const answer = page.getByRole('region', { name: 'innbetalinger.xml' });
  await expect(answer.getByText(/2 registrert, 1 ikke registrert, 0 duplikat\(er\)/)).toBeVisible(PAGE_LOAD);
  const rows = answer.getByRole('row');
  await expect(rows.filter({ hasText: 'E2E-1' })).toContainText('Registrert');
  await expect(rows.filter({ hasText: 'E2E-3' })).toContainText('Ingen faktura med denne KID');
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // The same file again: read before, nothing registered.
  await page.getByTestId('evidensia-files').setInputFiles(file);
  await page.getByRole('button', { name: 'Last opp' }).click();
  await expect(page.getByRole('region', { name: 'innbetalinger.xml' }).getByText(/Lest før/)).toBeVisible(PAGE_LOAD);

  // The invoice page shows the invoice paid.
  await page.goto(`${server.url}/clients/1964/customers/30001/invoices/700001`);
  await expect(page.getByRole('heading', { level: 1, name: 'Faktura 700001' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('Status: Betalt')).toBeVisible();
  await expect(page.getByText(/Restbeløp:\s0,00/)).toBeVisible();
});
