import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addOpenInvoices, type OpenInvoices } from '../fixtures/openInvoices';
import { startFixtureServer, type FixtureServer } from '../support/fixtureServer';
import { OFFICERS, signedInAt } from './support/session';

// A server of its own: the invoices these tests pay are added to its database only. Client 1962 (base 1),
// customer 30001, invoices 700001–700003, each 1 250,00 + 42,00 interest + 35,00 fees open (rest 1 327,00).
let server: FixtureServer<{ open: OpenInvoices }>;
const CLIENT = '1962 Innbetaling 1962 AS';
/** A page load (after the login, after a reload) took more than the default 5 s at load average 15 on 2 cores. */
const PAGE_LOAD = { timeout: 30_000 };

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startFixtureServer(async (tx) => ({ open: await addOpenInvoices(tx, { clientId: 1962, invoices: 3 }) }));
});
test.afterAll(() => server?.stop());

const invoicePath = (jourNr: number) => `/clients/1962/customers/30001/invoices/${jourNr}`;
/** Amounts are grouped with a no-break space, which \s matches. */
const amountText = (text: string) => new RegExp(text.replace(/ /g, '\\s'));

async function openPaymentPage(page: Page) {
  await signedInAt(page, `${server.url}/register-payment`, OFFICERS.teknisk);
  await expect(page.getByRole('heading', { name: 'Registrer innbetaling' })).toBeVisible(PAGE_LOAD);
}

/** Client and amount by keyboard, then F10 and the invoice found by its amount or number. */
async function draftFor(page: Page, amount: string, jourNr: number, find: { amount?: string; number?: string }) {
  const client = page.getByRole('combobox', { name: 'Klient' });
  await expect(client).toBeFocused();
  await page.keyboard.type('1962');
  await expect(page.getByRole('option', { name: CLIENT })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(client).toHaveValue(CLIENT);
  await page.getByRole('textbox', { name: 'Beløp' }).first().focus();
  await page.keyboard.type(amount);
  await page.keyboard.press('F10');
  const dialog = page.getByRole('dialog', { name: 'Finn faktura' });
  await expect(dialog.getByRole('textbox', { name: 'Fakturanummer' })).toBeFocused();
  if (find.number) await page.keyboard.type(find.number);
  if (find.amount) {
    await page.keyboard.press('Tab');
    await page.keyboard.type(find.amount);
  }
  const add = dialog.getByRole('button', { name: `Legg til faktura ${jourNr}` });
  // Found by its amount, which is the paid amount: the row is highlighted.
  if (find.amount) await expect(dialog.getByRole('row').filter({ has: page.getByRole('button', { name: `Legg til faktura ${jourNr}` }) })).toHaveAttribute('data-matches', 'true');
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Kunde' })).toHaveValue('30001 Betaler 1962');
}

async function register(page: Page) {
  await page.getByRole('button', { name: 'Registrer' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Innbetalingen er registrert')).toBeVisible();
}

async function expectInvoice(page: Page, jourNr: number, status: string, rest: string) {
  await page.goto(`${server.url}${invoicePath(jourNr)}`);
  await expect(page.getByRole('heading', { level: 1, name: `Faktura ${jourNr}` })).toBeVisible(PAGE_LOAD);
  await expect(page.getByText(`Status: ${status}`)).toBeVisible();
  await expect(page.getByText(amountText(`Restbeløp: ${rest}`))).toBeVisible();
}

test('a full payment by keyboard: F10 finds the invoice by amount (highlighted), Registrer settles it', async ({ page }) => {
  test.setTimeout(120_000);
  await openPaymentPage(page);
  await draftFor(page, '1327', 700001, { amount: '1327' });
  await expect(page.getByRole('status').filter({ hasText: 'Gjenstår' })).toHaveText(amountText('Gjenstår å fordele: 0,00'));
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await register(page);
  await expect(page.getByText('Betalt: 700001')).toBeVisible();
  await expectInvoice(page, 700001, 'Betalt', '0,00');
});

test('a partial payment leaves a rest; its draft survives a reload and registers once', async ({ page }) => {
  test.setTimeout(120_000);
  await openPaymentPage(page);
  // Find invoice needs a client first.
  await page.keyboard.press('F10');
  await expect(page.getByRole('dialog', { name: 'Finn faktura' })).toContainText('Velg en klient først');
  await page.keyboard.press('Escape');
  await draftFor(page, '500', 700002, { number: '700002' });
  await expect(page.getByRole('textbox', { name: 'Fordelt fakturadel, faktura 700002' })).toHaveValue(amountText('423,00'));

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Klient' })).toHaveValue(CLIENT, PAGE_LOAD);
  await expect(page.getByRole('combobox', { name: 'Kunde' })).toHaveValue('30001 Betaler 1962');
  await expect(page.getByRole('textbox', { name: 'Beløp' }).first()).toHaveValue('500');
  await expect(page.getByRole('textbox', { name: 'Fordelt gebyr, faktura 700002' })).toHaveValue('35,00');
  await register(page);
  await expect(page.getByText('Betalt:')).toHaveCount(0);
  await expectInvoice(page, 700002, 'Ubetalt', '827,00');
});

test('a Technical officer reverses a payment: the invoice is open again with its whole rest', async ({ page }) => {
  test.setTimeout(120_000);
  await openPaymentPage(page);
  await draftFor(page, '1327', 700003, { number: '700003' });
  await register(page);
  await page.getByRole('button', { name: 'Reverser innbetaling' }).click();
  await expect(page.getByText('Innbetalingen er reversert')).toBeVisible();
  await expectInvoice(page, 700003, 'Ubetalt', '1 327,00');
});
