import { expect, test, type Page } from '@playwright/test';
import { isoText } from '../../src/domain/dates/calendarDay';
import { formatNorwegianDate } from '../../src/domain/dates/norwegianDate';
import { osloClock } from '../../src/domain/dates/osloClock';
import { invoiceLegalClock } from '../../server/rules/legalClockRead';
import { startFixtureServer, type FixtureServer } from '../support/fixtureServer';
import { OFFICERS, signedInAt } from './support/session';

/**
 * Issue 42 in Chromium: the missing 2026-07-01 rate added as Technical (the dashboard's notice goes), the legal
 * clock read on an invoice page, and today's reminder run previewed, run, and making what the preview said.
 */

interface Prepared {
  readonly invoicePath: string;
  readonly clock: { stepLabel: string | null; earliest: string | null; reason: string; law: string };
}

// A server of its own: these tests add a rule row and run today's reminders.
let server: FixtureServer<Prepared>;
const today = isoText(osloClock(new Date()));
const MISSING_RATE = /^Forsinkelsesrente fra 01\.07\.2026 mangler/;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startFixtureServer(async (tx) => {
    // Today's run is marked done before the server starts, so its start does not run it: the test runs it.
    await tx.query(
      `INSERT INTO background_job (kind, job_key, payload, status, finished_at) VALUES ('reminders.run', $1, jsonb_build_object('day', $1::text), 'Done', now())
       ON CONFLICT (kind, job_key) DO NOTHING`,
      [today],
    );
    // An unpaid invoice past its due day, of a client on the Technical officer's bases.
    const [invoice] = await tx.query<{ id: number; clientId: number; customerNr: number; jourNr: number }>(
      `SELECT i.id::int, i.client_id AS "clientId", cu.nr AS "customerNr", i.jour_nr::int AS "jourNr"
         FROM invoice i JOIN customer cu ON cu.id = i.customer_id JOIN client c ON c.id = i.client_id
        WHERE i.type = 'INVOICE' AND i.is_active AND NOT i.is_settled AND i.rest_amount_ore > 0 AND i.due_date < $1::date AND c.officer_id = 1
        ORDER BY i.due_date DESC, i.id LIMIT 1`,
      [today],
    );
    const clock = await invoiceLegalClock(tx, [1, 2, 3, 4, 5], invoice!.id, today);
    return {
      invoicePath: `/clients/${invoice!.clientId}/customers/${invoice!.customerNr}/invoices/${invoice!.jourNr}`,
      clock: { stepLabel: clock!.stepLabel, earliest: clock!.earliest, reason: clock!.reason, law: clock!.law },
    };
  });
});
test.afterAll(() => server?.stop());

async function openAsTechnical(page: Page, path: string) {
  await signedInAt(page, `${server.url}${path}`, OFFICERS.teknisk);
}

/** Types a day into MUI X's date field (dd.mm.åååå sections), as an officer does with the keyboard. */
async function typeDate(page: Page, within: ReturnType<Page['getByRole']>, label: string, ddmmyyyy: string) {
  await within.getByRole('group', { name: label }).click();
  await page.keyboard.type(ddmmyyyy);
}

test('the missing 2026-07-01 rate is added as Technical, and the dashboard notice naming it goes', async ({ page }) => {
  await openAsTechnical(page, '/');
  const notice = page.getByRole('alert', { name: 'Satser mangler' });
  await expect(notice.getByText(MISSING_RATE)).toBeVisible({ timeout: 30_000 });
  await notice.getByRole('link', { name: 'Gå til satser og regler' }).click();
  await expect(page).toHaveURL(/\/settings\/legal-rules/);
  await expect(page.getByRole('table', { name: 'Forsinkelsesrente' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Legg til rad' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny rad: Forsinkelsesrente' });
  await typeDate(page, dialog, 'Gyldig fra', '01072026');
  await dialog.getByRole('textbox', { name: 'Verdi', exact: true }).fill('12,00');
  await dialog.getByRole('textbox', { name: 'Kilde', exact: true }).fill('Forsinkelsesrente 2. halvår 2026 (e2e-testverdi)');
  await dialog.getByRole('button', { name: 'Legg til' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page.getByRole('table', { name: 'Forsinkelsesrente' }).getByRole('row').nth(1)).toContainText('01.07.2026');

  await page.goto(`${server.url}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  // The other reads of the dashboard have come; the rate's line is not among the notice's any more.
  await expect(page.getByText(MISSING_RATE)).toHaveCount(0);
});

test('a new VAT rate is added as Technical on the Merverdiavgift tab, ending the current rate of its code the day before', async ({ page }) => {
  await openAsTechnical(page, '/settings/legal-rules');
  await expect(page.getByRole('table', { name: 'Forsinkelsesrente' })).toBeVisible({ timeout: 30_000 });
  // With the keyboard, as the other tabs: the last tab is the VAT rates'.
  await page.getByRole('tab', { name: /Forsinkelsesrente/ }).focus();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?tab=VAT$/);
  const table = page.getByRole('table', { name: 'Merverdiavgift' });
  await expect(table.getByRole('row', { name: /^31 15 % 01\.01\.2012 Inntil videre/ })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Legg til sats' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny mva-sats' });
  await dialog.getByRole('textbox', { name: 'Kode', exact: true }).fill('31');
  await dialog.getByRole('textbox', { name: 'Sats', exact: true }).fill('16');
  await typeDate(page, dialog, 'Gyldig fra', '01012027');
  await expect(dialog.getByText('Satsen for kode 31 (15 %) fra 01.01.2012 får gyldig til 31.12.2026.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Beskrivelse', exact: true }).fill('Utgående mva, middels sats (næringsmidler)');
  await dialog.getByRole('textbox', { name: 'Kilde', exact: true }).fill('Stortingets vedtak om merverdiavgift 2027 (e2e-testverdi)');
  await dialog.getByRole('textbox', { name: 'Lenke til kilden', exact: true }).fill('https://www.skatteetaten.no/satser/merverdiavgift/');
  await dialog.getByRole('button', { name: 'Legg til' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(table.getByRole('row', { name: /^31 16 % 01\.01\.2027 Inntil videre/ })).toBeVisible({ timeout: 30_000 });
  await expect(table.getByRole('row', { name: /^31 15 % 01\.01\.2012 31\.12\.2026/ })).toBeVisible();
});

test("an invoice page reads the claim's legal clock: the next step, its earliest day, why and its paragraph", async ({ page }) => {
  const { invoicePath, clock } = server.prepared;
  await openAsTechnical(page, invoicePath);
  const panel = page.getByRole('region', { name: 'Neste trinn i innkrevingen' });
  await expect(panel.getByText(clock.reason)).toBeVisible({ timeout: 30_000 });
  await expect(panel).toContainText(`Neste trinn${clock.stepLabel ?? 'Ingen'}`);
  if (clock.earliest !== null) await expect(panel).toContainText(`Tidligst${formatNorwegianDate(clock.earliest)}`);
  if (clock.law !== '') await expect(panel).toContainText(`Hjemmel: ${clock.law}`);
});

test("today's run is previewed, then run with 'Kjør nå', and makes the counts the preview showed", async ({ page }) => {
  await openAsTechnical(page, '/reminders');
  await page.getByRole('link', { name: 'Forhåndsvis kjøring' }).click();
  await expect(page).toHaveURL(/\/reminders\/preview$/);
  const day = page.getByRole('region', { name: `Forhåndsvist ${formatNorwegianDate(today)}` });
  const counts = day.getByText(/^\d+ purringe?r?, \d+ stoppet$/);
  await expect(counts).toBeVisible({ timeout: 60_000 });
  const previewed = (await counts.textContent())!;
  const [reminders] = previewed.match(/^\d+/)!;
  expect(Number(reminders)).toBeGreaterThan(0);
  // The clients' table adds up to the same count.
  const totals = day.getByRole('table', { name: `Klienter ${formatNorwegianDate(today)}` }).locator('tfoot tr');
  const [first, second] = await totals.getByRole('cell').allTextContents();
  expect(Number(first) + Number(second)).toBe(Number(reminders));

  // With the keyboard: a client's stopped reminders open with Enter on their summary.
  const stopped = day.locator('summary');
  if ((await stopped.count()) > 0) {
    const name = (await stopped.first().textContent())!.replace(/ \(\d+\)$/, '');
    await stopped.first().focus();
    await page.keyboard.press('Enter');
    await expect(day.getByRole('table', { name: `Stoppede purringer: ${name}` })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Kjør nå' }).focus();
  await page.keyboard.press('Enter');
  const made = page.getByRole('alert', { name: 'Kjøringen laget' });
  await expect(made).toContainText(`Kjøringen laget: ${previewed}`, { timeout: 60_000 });
  await expect(made).toContainText(`Forhåndsvist: ${previewed}`);
  // Run, today has nothing left to preview, and its bundle holds what it made.
  await expect(day.getByText('Kjøringen ville ikke laget eller stoppet noen purringer.')).toBeVisible({ timeout: 30_000 });
  await made.getByRole('link', { name: 'Åpne bunten' }).click();
  await expect(page.getByText(new RegExp(`· ${reminders} purringer ·`))).toBeVisible({ timeout: 30_000 });
});
