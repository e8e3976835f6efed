import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addOpenInvoices, type OpenInvoices } from '../fixtures/openInvoices';
import { startFixtureServer, type FixtureServer } from '../support/fixtureServer';
import { OFFICERS, signedInAt } from './support/session';

// A server of its own: client 1963 (base 1), customer 30001 with invoice 700001 (1 250,00 kr), of which a
// payment post with journal number 5100001 paid 500,00 on 2 November 2026.
let server: FixtureServer<{ open: OpenInvoices }>;
const JOURNAL_NR = 5100001;
const PAGE_LOAD = { timeout: 30_000 };

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startFixtureServer(async (tx) => {
    const open = await addOpenInvoices(tx, { clientId: 1963, invoices: 1 });
    const [invoiceId] = open.invoiceIds as [number];
    await tx.query(
      `UPDATE invoice SET invoice_part_ore = invoice_part_ore - 50000, rest_amount_ore = rest_amount_ore - 50000, jour_date = date '2026-08-01',
                          due_date = date '2026-08-15' WHERE id = $1`,
      [invoiceId],
    );
    await tx.query(
      `INSERT INTO post (client_id, customer_id, invoice_id, type, text, invoice_nr, jour_nr, journal_date, reg_date, amount_ore, invoice_part_ore, tag)
       VALUES (1963, $1, $2, 'PAYMENT', 'Innbetaling KID', 700001, $3, date '2026-11-02', date '2026-11-02', -50000, -50000, 'OCR')`,
      [open.customerId, invoiceId, JOURNAL_NR],
    );
    return { open };
  });
});
test.afterAll(() => server?.stop());

/** Amounts are grouped with a no-break space, which \s matches. */
const amountText = (text: string) => new RegExp(text.replace(/ /g, '\\s'));

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

/** The customer's Kundereskontro from September to December 2026 (the payment post is in it, the invoice before it). */
async function openLedger(page: Page) {
  await page.goto(`${server.url}/clients/1963/customers/30001?tab=ledger`);
  const ledger = page.getByRole('table', { name: 'Kundereskontro' });
  await expect(page.getByLabel('Fra måned')).toBeVisible(PAGE_LOAD);
  await page.getByLabel('Fra måned').fill('2026-09');
  await page.getByLabel('Til måned').fill('2026-12');
  await expect(ledger).toBeVisible(PAGE_LOAD);
  return ledger;
}

test('as Technical, delete the posts of a journal number and see the customer’s ledger change', async ({ page }) => {
  test.setTimeout(150_000);
  await signedInAt(page, `${server.url}/settings/corrections/delete-payments`, OFFICERS.teknisk);
  await expect(page.getByRole('heading', { level: 1, name: 'Slett enkeltposter' })).toBeVisible(PAGE_LOAD);

  let ledger = await openLedger(page);
  await expect(ledger.getByRole('row').filter({ hasText: String(JOURNAL_NR) })).toHaveCount(1);
  await expect(ledger.getByRole('row').filter({ hasText: 'Utgående saldo' })).toContainText(amountText('750,00'));

  await page.goto(`${server.url}/settings/corrections/delete-payments`);
  await page.getByRole('textbox', { name: 'Klientnr' }).fill('1963');
  await page.getByRole('textbox', { name: 'Bilagsnr' }).fill(String(JOURNAL_NR));
  await page.getByRole('button', { name: 'Vis poster' }).click();
  const posts = page.getByRole('table', { name: `Poster med bilagsnr ${JOURNAL_NR}` });
  await expect(posts.getByRole('row').nth(1)).toContainText('Betaler 1963', PAGE_LOAD);
  await expect(posts.getByRole('row').nth(1)).toContainText(amountText('500,00'));
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Slett poster' }).click();
  await expect(page.getByText(`Slette 1 post(er) med bilagsnr ${JOURNAL_NR} for klient 1963?`)).toBeVisible();
  await page.getByRole('button', { name: 'Bekreft sletting' }).click();
  await expect(page.getByText('1 post(er) slettet')).toBeVisible();
  await expect(page.getByText('Ingen poster funnet')).toBeVisible();

  ledger = await openLedger(page);
  await expect(ledger.getByRole('row').filter({ hasText: 'Utgående saldo' })).toContainText(amountText('1 250,00'));
  await expect(ledger.getByRole('row').filter({ hasText: String(JOURNAL_NR) })).toHaveCount(0);
});

test('as a plain officer, the delete page refuses', async ({ page }) => {
  test.setTimeout(120_000);
  await signedInAt(page, `${server.url}/settings/corrections/delete-payments?clientId=1963&journalNr=${JOURNAL_NR}`, OFFICERS.saksbehandler);
  await expect(page.getByText('Du har ikke tillatelse til å se denne siden')).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Slett poster' })).toHaveCount(0);
});

test('as Executive, an admin price is edited and saved', async ({ page }) => {
  test.setTimeout(120_000);
  await signedInAt(page, `${server.url}/settings/admin`, OFFICERS.leder);
  await page.getByRole('link', { name: 'Priser på hjemmeside' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Priser på hjemmeside' })).toBeVisible(PAGE_LOAD);
  const price = page.getByRole('textbox', { name: /^Pris for / }).first();
  await expect(price).toBeVisible(PAGE_LOAD);
  const name = await price.getAttribute('aria-label');
  await price.fill('41,75');
  await page.getByRole('button', { name: 'Lagre priser' }).click();
  await expect(page.getByText('Oppdatert priser')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.reload();
  await expect(page.getByRole('textbox', { name: name! })).toHaveValue('41,75', PAGE_LOAD);
});
