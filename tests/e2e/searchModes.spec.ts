import { expect, type Page } from '@playwright/test';
import { NO_INVOICE_TEXT_MESSAGE } from '../../src/domain/customer/customerPageTexts';
import { legacyReader } from './support/legacyReader';
import { signedInAt, OFFICERS, test } from './support/session';

/**
 * Issue 15, defect 2: each invoice search mode on /search/ finds the invoice of a value the product shows
 * elsewhere (the debt-collection transmissions of the legacy API, the invoice page), typed as the officer
 * reads it. The amount mode has its own test in search.spec.ts. The searches run as the officer who read
 * the values, so the invoices are within the bases the search is limited to.
 */

interface ShownItem {
  readonly invoiceNumber: number;
  readonly caseNumber?: string | null;
  readonly reference?: string | null;
  readonly tag?: string | null;
}
interface Transmission {
  readonly clients: readonly { readonly clientId: number; readonly invoices?: readonly ShownItem[]; readonly payments?: readonly ShownItem[] }[];
}
interface Bundle {
  readonly agencies: readonly { readonly transmissionId: string }[];
}

/**
 * Every item the transmissions of one kind (Cases or Payments) show, with its client: those pending a
 * decision, and with `history` also those of bundles decided before (approved cases carry their numbers).
 */
async function shownItems(read: Awaited<ReturnType<typeof legacyReader>>, kind: 'Cases' | 'Payments', { history = false } = {}) {
  const bundleIds = (await read<{ bundleId: number }[]>(`DebtCollection/${kind}/Pending`)).map((b) => b.bundleId);
  if (history) bundleIds.push(...(await read<{ bundleId: number }[]>(`DebtCollection/${kind}?fromDate=2000-01-01`)).map((b) => b.bundleId));
  const items: { clientId: number; item: ShownItem }[] = [];
  for (const bundleId of new Set(bundleIds)) {
    for (const { transmissionId } of (await read<Bundle>(`DebtCollection/${kind}/${bundleId}`)).agencies) {
      const shown = await read<Transmission>(`DebtCollection/${kind}/${bundleId}/Transmissions/${transmissionId}`);
      for (const client of shown.clients) for (const item of client.invoices ?? client.payments ?? []) items.push({ clientId: client.clientId, item });
    }
  }
  return items;
}

/** A whole page load, the SPA's code and the search's answer, on a busy 2-core machine. */
const PAGE_LOAD = { timeout: 20_000 };

const invoiceRows = (page: Page) => page.getByRole('table', { name: 'Fakturaer' }).getByRole('row');

/** The row of the client's invoice among the results, by its Klient and Fakturanr. cells. */
function rowOf(page: Page, clientId: number, invoiceNumber: number) {
  return invoiceRows(page)
    .filter({ has: page.getByRole('cell', { name: new RegExp(`^${clientId}( |$)`) }) })
    .filter({ has: page.getByRole('cell', { name: new RegExp(`^${invoiceNumber}( \\(kreditnota\\))?$`) }) });
}

test('/search finds by KID the invoice of an OCR payment on a pending payment transmission, and by a word of its text', async ({ page, request }) => {
  // Two page loads a payment, until one pays an invoice with a text.
  test.setTimeout(120_000);
  const read = await legacyReader(request);
  const ocrPayments = (await shownItems(read, 'Payments')).filter(({ item }) => item.tag === 'OCR' && item.reference);
  expect(ocrPayments.length, 'the demo data has an OCR payment on a pending transmission').toBeGreaterThan(0);

  // Each payment's invoice is found by its KID; the first whose invoice has a text is then found by a word of it
  // (the demo data draws invoices without a text too).
  let searchedByText = false;
  await signedInAt(page, '/search', OFFICERS.teknisk);
  for (const { clientId, item } of ocrPayments) {
    await page.goto(`/search?tab=invoice&mode=kid&q=${encodeURIComponent(item.reference!)}`);
    await expect(page.getByRole('radio', { name: 'KID' })).toBeChecked(PAGE_LOAD);
    const found = rowOf(page, clientId, item.invoiceNumber);
    await expect(found).toHaveCount(1, PAGE_LOAD);

    // The invoice page shows the text; a word from its middle, in capitals, finds the invoice within its client.
    await found.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/clients/${clientId}/customers/\\d+/invoices/${item.invoiceNumber}$`));
    const text = (await page.getByText(/^Restbeløp:/).locator('xpath=following-sibling::*[1]').textContent())?.trim() ?? '';
    if (text === NO_INVOICE_TEXT_MESSAGE) continue;
    const words = text.split(/\s+/).filter((word) => word.length >= 3);
    expect(words.length, `a text with a word of 3 letters or more: "${text}"`).toBeGreaterThan(0);
    const word = words[Math.floor(words.length / 2)]!.toUpperCase();

    await page.goto(`/search?tab=invoice&mode=text&q=${encodeURIComponent(word)}&client=${clientId}`);
    await expect(page.getByRole('radio', { name: 'Fakturatekst' })).toBeChecked(PAGE_LOAD);
    await expect(rowOf(page, clientId, item.invoiceNumber)).toHaveCount(1, PAGE_LOAD);
    searchedByText = true;
    break;
  }
  expect(searchedByText, 'an OCR payment of the demo data pays an invoice with a text').toBe(true);
});

test('/search finds by case number the invoice of a case shown with its number on a case transmission', async ({ page, request }) => {
  const read = await legacyReader(request);
  const numbered = (await shownItems(read, 'Cases', { history: true })).find(({ item }) => item.caseNumber);
  expect(numbered, 'the demo data has a numbered case on a case transmission').toBeDefined();
  const { clientId, item } = numbered!;

  await signedInAt(page, `/search?tab=invoice&mode=caseNumber&q=${item.caseNumber}`, OFFICERS.teknisk);
  await expect(page.getByRole('radio', { name: 'Saksnummer' })).toBeChecked();
  await expect(rowOf(page, clientId, item.invoiceNumber)).toHaveCount(1);
});
