import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addOpenInvoices, type OpenInvoices } from '../fixtures/openInvoices';
import { startFixtureServer, type FixtureServer } from '../support/fixtureServer';
import { countingKeyboard as keyboard, type CountingKeyboard } from './support/keyboard';
import { legacyReader } from './support/legacyReader';
import { logIn } from './support/logIn';
import { produceEntry } from './support/produceEntry';
import { OFFICERS, signedInAt } from './support/session';

// A server of its own: the entries these tests register are added to its database only. Client 1963 (base 1,
// VAT-bound), customer 30001 'Betaler 1963' with open invoices 700001 and 700002 of 1 250,00.
let server: FixtureServer<{ open: OpenInvoices }>;
/** A page load took more than the default 5 s at load average 15 on 2 cores. */
const PAGE_LOAD = { timeout: 30_000 };
const CUSTOMER = '30001 Betaler 1963';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startFixtureServer(async (tx) => {
    const open = await addOpenInvoices(tx, { clientId: 1963, invoices: 2 });
    await tx.query('UPDATE client SET vat_bound = true WHERE id = 1963');
    return { open };
  });
});
test.afterAll(() => server?.stop());

async function openNewEntry(page: Page) {
  await signedInAt(page, `${server.url}/create-entries/1963/entry`, OFFICERS.teknisk);
  await expect(page.getByRole('heading', { name: 'Ny – Innbetaling 1963 AS – Registrer faktura' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('combobox', { name: 'Kunde' })).toBeFocused();
}

async function pickCustomer(page: Page, keys: CountingKeyboard) {
  await keys.type('30');
  await expect(page.getByRole('option', { name: CUSTOMER })).toBeVisible();
  await keys.press('Enter');
  // The entry is created and editing goes on on its own route, focus on the journal number.
  await expect(page).toHaveURL(/\/create-entries\/1963\/entry\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Bilagsnr.' })).toBeFocused();
}

test('registers an invoice with two VAT rates by keyboard and reads it back to the øre', async ({ page }) => {
  test.setTimeout(120_000);
  await openNewEntry(page);
  const keys = keyboard(page);
  await pickCustomer(page, keys);
  const invoiceUrl = page.url();
  await keys.type('880001');
  await keys.press('Tab');
  // The server found the number free: focus moves to the invoice date (today already).
  await expect(page.getByRole('textbox', { name: 'Fakturadato' })).toBeFocused();
  await keys.press('Tab');
  await keys.press('Tab');
  // Leaving the empty due date filled it in from the credit days.
  await expect(page.getByRole('textbox', { name: 'Forfallsdato' })).not.toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Beløp inkl. MVA' })).toBeFocused();
  await keys.type('2000');
  await page.getByRole('textbox', { name: 'Inkl. MVA 25 %' }).focus();
  await expect(page.getByRole('textbox', { name: 'Inkl. MVA 25 %' })).toHaveValue(/2\s000,00/);
  await keys.press('Control+A');
  await keys.type('1250');
  await page.getByRole('textbox', { name: 'Inkl. MVA 15 %' }).focus();
  await expect(page.getByText('MVA sum stemmer ikke med beløp')).toBeVisible();
  await keys.type('750');
  await keys.press('Enter');
  await expect(page).toHaveURL(/\/create-entries\/1963\/$/);

  // The saved invoice reads back as typed: 1 250,00 at 25 % (1 000,00 ex) and 750,00 at 15 % (652,17 ex).
  await page.goto(invoiceUrl);
  await expect(page.getByRole('heading', { name: 'Bilag 880001 – Innbetaling 1963 AS – Registrer faktura' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('textbox', { name: 'Eks. MVA 25 %' })).toHaveValue(/1\s000,00/);
  await expect(page.getByRole('textbox', { name: 'Eks. MVA 15 %' })).toHaveValue('652,17');
  console.log(`keystrokes: invoice with two VAT rates ${keys.count}`);
});

test('list → Insert → an invoice with one VAT row → Lagre → back in the list → produced, found in the production queue; by keyboard', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signedInAt(page, `${server.url}/create-entries/1963/`, OFFICERS.teknisk);
  const rows = page.getByRole('table', { name: 'Registrerte poster' }).locator('tbody tr');
  await expect(page.getByRole('heading', { name: 'Registrer faktura' })).toBeVisible(PAGE_LOAD);
  const before = await rows.count();
  const keys = keyboard(page);
  await keys.press('Insert');
  await expect(page).toHaveURL(/\/create-entries\/1963\/entry$/);
  await expect(page.getByRole('combobox', { name: 'Kunde' })).toBeFocused(PAGE_LOAD);
  await pickCustomer(page, keys);
  await keys.type('880020');
  await keys.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Fakturadato' })).toBeFocused();
  await keys.press('Tab');
  await keys.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Beløp inkl. MVA' })).toBeFocused();
  await keys.type('1250');
  await keys.press('Enter');
  await expect(page).toHaveURL(/\/create-entries\/1963\/$/);
  console.log(`keystrokes: list → invoice with one VAT row → Lagre ${keys.count}`);
  expect(keys.count).toBeLessThanOrEqual(25);

  // Back in the list: the new entry, ticked with Space and produced with Enter in the confirm dialog.
  await expect(rows).toHaveCount(before + 1);
  const box = page.getByRole('checkbox', { name: 'Velg post 880020' });
  await produceEntry(page, box);
  await expect(rows).toHaveCount(before);

  const read = await legacyReader(request, server.url);
  const queue = await read<{ clientId: number; entries: { jourNr: number; amountIncTax?: number }[] }[]>('Production/BatchList');
  expect(queue.find((batch) => batch.clientId === 1963)?.entries.map((entry) => entry.jourNr)).toContain(880020);
});

test("a new entry shows a field's error once the officer has left the field or pressed Lagre, and tells the two 0 % rates apart", async ({ page }) => {
  test.setTimeout(120_000);
  await openNewEntry(page);
  await pickCustomer(page, keyboard(page));
  // Issue 43: nothing in red before the officer has come to the field.
  await expect(page.getByText(/må fylles ut/)).toHaveCount(0);
  // Both 0 % rates, each with its code and name.
  for (const [code, name] of [
    [4, 'Ikke mva-pliktig'],
    [5, 'Innenlands omsetning, fritatt (nullsats)'],
  ] as const) {
    await expect(page.getByRole('textbox', { name: `Inkl. MVA 0 % (kode ${code})` })).toBeVisible();
    await expect(page.getByText(`Kode ${code} · ${name}`)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByText('Forfallsdato må fylles ut')).toBeVisible();
});

test('saves with Enter pressed in the journal-number field itself, once the server has found the number free', async ({ page }) => {
  test.setTimeout(120_000);
  await openNewEntry(page);
  const keys = keyboard(page);
  await pickCustomer(page, keys);
  // Everything else first: leaving the empty due date fills it, then the amount.
  await page.getByRole('textbox', { name: 'Forfallsdato' }).focus();
  await page.getByRole('textbox', { name: 'Beløp inkl. MVA' }).focus();
  await expect(page.getByRole('textbox', { name: 'Forfallsdato' })).not.toHaveValue('');
  await keys.type('1250');
  await page.getByRole('textbox', { name: 'Bilagsnr.' }).focus();
  await keys.type('880030');
  // Enter leaves the number field, which sends it to the server's check; Lagre waits for the answer.
  await keys.press('Enter');
  await expect(page).toHaveURL(/\/create-entries\/1963\/$/);
  await expect(page.getByRole('checkbox', { name: 'Velg post 880030' })).toBeVisible();
});

// 'Velg ref. faktura' lists the open invoices newest first, so its first (focused) invoice is 700002; this test
// was marked fixme while it expected 700001 there.
test('registers a credit note against an open invoice through Velg ref. faktura, by keyboard', async ({ page }) => {
  test.setTimeout(120_000);
  // The credit note: the type first, then the customer; an unknown ref invoice opens the picker.
  await openNewEntry(page);
  const credit = keyboard(page);
  await credit.press('Shift+Tab');
  await credit.press('ArrowDown');
  await page.getByRole('option', { name: 'Kreditnota' }).focus();
  await credit.press('Enter');
  await page.getByRole('combobox', { name: 'Kunde' }).focus();
  await pickCustomer(page, credit);
  await credit.type('880002');
  await credit.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Ref. fakturanr.' })).toBeFocused();
  await credit.type('1');
  await credit.press('Tab');
  const picker = page.getByRole('dialog', { name: 'Velg ref. faktura' });
  // The customer's open invoices, newest first: 700002 (2026-08-03) has focus, Down moves to 700001. The picker
  // opens after the server has said invoice 1 is unknown and the dialog's code has loaded: on the loaded CI
  // machine that took over 5 s once (2026-11-27).
  await expect(picker.getByRole('button', { name: /Faktura 700002/ })).toBeFocused(PAGE_LOAD);
  await credit.press('ArrowDown');
  await expect(picker.getByRole('button', { name: /Faktura 700001/ })).toBeFocused();
  await credit.press('Enter');
  await expect(picker).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Ref. fakturanr.' })).toHaveValue('700001');
  await expect(page.getByRole('textbox', { name: 'Fakturadato' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Beløp inkl. MVA' }).focus();
  await credit.type('1250');
  await credit.press('Tab');
  // A credit note is negative whatever was typed.
  await expect(page.getByRole('textbox', { name: 'Beløp inkl. MVA' })).toHaveValue(/[-−]1\s250,00/);
  await credit.press('Enter');
  await expect(page).toHaveURL(/\/create-entries\/1963\/$/);
  console.log(`keystrokes: credit note ${credit.count}`);
});

test('keeps every typed value when the session expires in the middle of the form; no serious axe findings', async ({ page }) => {
  test.setTimeout(120_000);
  await openNewEntry(page);
  const keys = keyboard(page);
  await pickCustomer(page, keys);
  await keys.type('880010');
  await keys.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Fakturadato' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Beløp inkl. MVA' }).focus();
  await keys.type('990');
  await page.getByRole('textbox', { name: 'Att.' }).focus();
  await keys.type('Kari');
  await page.getByRole('textbox', { name: 'Deres ref.' }).focus();
  await keys.type('Ola');
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await page.route('**/api/data/**', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ status: 401, message: 'Økten er utløpt' }) }),
  );
  const dialog = page.getByRole('dialog', { name: 'Økten er utløpt – logg inn igjen' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await page.unroute('**/api/data/**');
  await logIn(page, 'teknisk', 'teknisk-demo');
  await expect(dialog).toBeHidden(PAGE_LOAD);

  await expect(page.getByRole('textbox', { name: 'Bilagsnr.' })).toHaveValue('880010');
  await expect(page.getByRole('textbox', { name: 'Beløp inkl. MVA' })).toHaveValue('990,00');
  await expect(page.getByRole('textbox', { name: 'Att.' })).toHaveValue('Kari');
  await expect(page.getByRole('textbox', { name: 'Deres ref.' })).toHaveValue('Ola');
  await expect(page.getByRole('combobox', { name: 'Kunde' })).toHaveValue(CUSTOMER);
});
