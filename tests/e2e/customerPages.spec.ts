import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { startFixtureServer, type FixtureServer } from '../support/fixtureServer';
import { OFFICERS, signedInAt } from './support/session';

interface Prepared {
  readonly clientId: number;
  readonly customerNr: number;
  readonly customerName: string;
  readonly jourNr: number;
  readonly lineCount: number;
  /** Another customer of the client, named to be found by the move dialog's search. */
  readonly otherCustomerNr: number;
}

const OTHER_CUSTOMER_NAME = 'Flyttemål Testkunde E2E';
/** The number the invoice gets in the number-change test (the tests run in order on one server). */
const CHANGED_NUMBER = 880_000_123;

// A server of its own: these tests change a customer's e-mail and an invoice's number.
let server: FixtureServer<Prepared>;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startFixtureServer(async (tx) => {
    // The invoice with the most lines, marked as registered in the product so its number may be changed.
    const [row] = await tx.query<Prepared & { id: number }>(
      `SELECT i.id::int, i.client_id AS "clientId", cu.nr AS "customerNr", i.jour_nr::int AS "jourNr",
              (SELECT count(*)::int FROM invoice_line l WHERE l.invoice_id = i.id) AS "lineCount"
         FROM invoice i JOIN customer cu ON cu.id = i.customer_id
        WHERE i.type = 'INVOICE' ORDER BY 5 DESC, i.id LIMIT 1`,
    );
    await tx.query('UPDATE invoice SET registered_in_product = true WHERE id = $1', [row!.id]);
    // A name of its own, so the popup's ten hits surely hold this customer.
    const customerName = 'Fjellstue Testkunde E2E';
    await tx.query('UPDATE customer SET name = $2 WHERE client_id = $1 AND nr = $3', [row!.clientId, customerName, row!.customerNr]);
    const [other] = await tx.query<{ nr: number }>(
      `UPDATE customer SET name = $3 WHERE id = (SELECT id FROM customer WHERE client_id = $1 AND nr <> $2 ORDER BY nr LIMIT 1) RETURNING nr`,
      [row!.clientId, row!.customerNr, OTHER_CUSTOMER_NAME],
    );
    return { ...row!, customerName, otherCustomerNr: other!.nr };
  });
});
test.afterAll(() => server?.stop());

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('from the search popup to the customer; edit its e-mail with a bad, then a good value, with the postal code lookup', async ({ page }) => {
  const { clientId, customerNr, customerName } = server.prepared;
  await signedInAt(page, `${server.url}/dashboard`, OFFICERS.teknisk);
  await page.getByRole('button', { name: 'Søk' }).click();
  const popup = page.getByRole('dialog', { name: 'Søk' });
  await popup.getByRole('combobox', { name: 'Kunde' }).fill(customerName);
  await expect(popup.getByRole('option').filter({ hasText: customerName }).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/clients/${clientId}/customers/${customerNr}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${customerNr} ${customerName}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Åpne poster' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Rediger' }).click();
  const form = page.getByRole('dialog', { name: 'Rediger kunde' });
  await form.getByLabel('E-post', { exact: true }).fill('kari@');
  await expect(form.getByText('Ugyldig e-postadresse')).toBeVisible();
  await form.getByLabel('E-post', { exact: true }).fill('kari.e2e@example.no');
  await form.getByLabel('Land (landkode)').fill('NO');
  await form.getByLabel('Postnr.').fill('5003');
  await expect(form.getByLabel('Poststed')).toHaveValue('BERGEN');
  await form.getByRole('button', { name: 'Lagre' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('region', { name: 'Kontakt info' })).toContainText('kari.e2e@example.no');
  await expect(page.getByRole('region', { name: 'Kontakt info' })).toContainText('5003 BERGEN');
});

test("an invoice: 'Vis alle', its PDF with the number and amount, a changed number, and no serious accessibility violations", async ({ page }) => {
  const { clientId, customerNr, jourNr, lineCount } = server.prepared;
  await signedInAt(page, `${server.url}/clients/${clientId}/customers/${customerNr}/invoices/${jourNr}`, OFFICERS.teknisk);
  await expect(page.getByRole('heading', { level: 1, name: `Faktura ${jourNr}` })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Varelinjer' });
  await expect(lines).toBeVisible();
  if (lineCount > 5) {
    await expect(lines.getByRole('row')).toHaveCount(1 + 5);
    await page.getByRole('button', { name: `Vis alle (${lineCount})` }).click();
  }
  await expect(lines.getByRole('row')).toHaveCount(1 + lineCount);
  await expect(page.getByRole('table', { name: 'Mva-oppsummering' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Dokumenter' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Last ned faktura (PDF)' }).first().click()]);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8');
  expect(text).toContain(String(jourNr));
  expect(text).toMatch(/Å betale\s+kr [\d\s\u00A0]+,\d\d/);

  await page.getByRole('tab', { name: 'Faktura' }).click();
  await page.getByRole('button', { name: 'Gjør endringer' }).click();
  await page.getByRole('menuitem', { name: 'Endre nummer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Endre nummer' });
  const newNumber = CHANGED_NUMBER;
  await dialog.getByLabel('Nytt nummer').fill(String(newNumber));
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(page).toHaveURL(new RegExp(`/invoices/${newNumber}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Faktura ${newNumber}` })).toBeVisible();
});

/** '1 234,50' or '1234,50' as a number of kroner (enough for arithmetic on whole kroner in a test). */
const kronerOf = (text: string) => Number(text.replace(/[\s\u00A0]/g, '').replace('\u2212', '-').replace(',', '.'));
const typed = (kroner: number) => kroner.toFixed(2).replace('.', ',');

test('change the amount (VAT rows and ledger follow), read the crossrefs, and move the invoice to another customer of the client', async ({ page }) => {
  const { clientId, customerNr, otherCustomerNr } = server.prepared;
  await signedInAt(page, `${server.url}/clients/${clientId}/customers/${customerNr}/invoices/${CHANGED_NUMBER}`, OFFICERS.teknisk);
  await expect(page.getByRole('heading', { level: 1, name: `Faktura ${CHANGED_NUMBER}` })).toBeVisible();

  await page.getByRole('button', { name: 'Gjør endringer' }).click();
  await page.getByRole('menuitem', { name: 'Endre beløp' }).click();
  const dialog = page.getByRole('dialog', { name: 'Endre beløp' });
  const firstRow = dialog.getByLabel(/^Inkl\. mva/).first();
  await expect(firstRow).toBeVisible();
  const amount = dialog.getByLabel(/Beløp inkl\. mva/);
  const newAmount = kronerOf(await amount.inputValue()) + 100;
  await firstRow.fill(typed(kronerOf(await firstRow.inputValue()) + 100));
  await expect(dialog.getByText('MVA sum stemmer ikke med beløp')).toBeVisible();
  await amount.fill(typed(newAmount));
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog).toBeHidden();
  // nb-NO groups thousands with a no-break space.
  await expect(page.getByText(/^Beløp inkl\. mva:/)).toContainText(typed(newAmount).replace(/\B(?=(\d{3})+,)/g, '\u00A0'), { timeout: 15_000 });

  await page.getByRole('tab', { name: 'Kryssreferanser' }).click();
  await expect(page.getByRole('table', { name: 'Kryssreferanser' }).getByRole('cell', { name: String(CHANGED_NUMBER) }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Gjør endringer' }).click();
  await page.getByRole('menuitem', { name: 'Flytt til annen kunde' }).click();
  const move = page.getByRole('dialog', { name: 'Flytt til annen kunde' });
  await move.getByLabel(/Søk etter kunde/).fill('Flyttemål');
  await move.getByRole('button', { name: new RegExp(`^${otherCustomerNr} ${OTHER_CUSTOMER_NAME}`) }).click();
  await move.getByRole('button', { name: 'Flytt', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/customers/${otherCustomerNr}/invoices/${CHANGED_NUMBER}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Faktura ${CHANGED_NUMBER}` })).toBeVisible();
  // The invoice, open again after the change, shows the reminder-run badge in the theme's info colour.
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`${server.url}/clients/${clientId}/customers/${otherCustomerNr}?tab=posts&preset=thisYear`);
  await expect(page.getByRole('heading', { level: 1, name: `${otherCustomerNr} ${OTHER_CUSTOMER_NAME}` })).toBeVisible();
  await page.getByRole('tab', { name: 'Kryssreferanser' }).click();
  await expect(page.getByRole('table', { name: 'Åpne debetposter' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
