import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { addDays, toIsoDate } from '../../src/domain/dates/isoDate';
import { formatNorwegianDate } from '../../src/domain/dates/norwegianDate';
import { startFixtureServer, type FixtureServer } from '../support/fixtureServer';
import { OFFICERS, signedInAt } from './support/session';

// Part 2 §4 client termination on the org tab: terminate a client with a PDF, see the banner and the log,
// download the PDF, then revoke the termination. A server of its own: the test changes the client.
let server: FixtureServer<{ clientId: number }>;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startFixtureServer(async (tx) => {
    // Client 1003 when it is active, not terminated and not bankrupt; else the first such client.
    const [row] = await tx.query<{ clientId: number }>(
      `SELECT c.id AS "clientId" FROM client c LEFT JOIN brreg_company b ON b.org_no = c.org_no
        WHERE c.is_active AND c.termination_date IS NULL AND NOT coalesce(b.is_bankrupt, false)
        ORDER BY c.id <> 1003, c.id LIMIT 1`,
    );
    return row!;
  });
});
test.afterAll(() => server?.stop());

/** Types a day into a date picker (MUI X's sections: dd.mm.åååå), as an officer does with the keyboard. */
async function typeDate(page: Page, field: Locator, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-');
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(`${day}${month}${year}`);
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

test('terminate a client with a PDF, see the banner and the log, then revoke the termination', async ({ page }) => {
  const { clientId } = server.prepared;
  const today = toIsoDate(new Date());
  const endOfService = addDays(today, 30);
  await signedInAt(page, `${server.url}/clients/${clientId}?tab=org`, OFFICERS.teknisk);
  const card = page.getByRole('region', { name: 'Oppsigelse' });
  // The first client page after a fresh server's login loads its chunk and three reads: give it time.
  await expect(card.getByText('Klienten er ikke sagt opp.')).toBeVisible({ timeout: 30_000 });

  await card.getByRole('button', { name: 'Avslutt klientforhold' }).click();
  const form = page.getByRole('dialog', { name: 'Ny oppsigelse' });
  // Without the PDF nothing is sent; the form says what is missing.
  await typeDate(page, form.getByRole('group', { name: 'Oppsigelsesdato' }), today);
  await typeDate(page, form.getByRole('group', { name: 'Sluttdato' }), endOfService);
  await form.getByRole('button', { name: 'Lagre' }).click();
  await expect(form.getByText('Oppsigelsen må legges ved som PDF')).toBeVisible();
  // A file that is not a PDF by its bytes is refused before sending, whatever its name.
  await form.locator('#termination-pdf').setInputFiles({ name: 'bilde.pdf', mimeType: 'application/pdf', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
  await form.getByRole('button', { name: 'Lagre' }).click();
  await expect(form.getByText('Filen er ikke en PDF')).toBeVisible();

  await form.getByLabel('Årsak').fill('Klienten har sagt opp avtalen');
  await form.locator('#termination-pdf').setInputFiles({ name: 'oppsigelse-e2e.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByRole('button', { name: 'Lagre' }).click();
  await expect(form).toBeHidden();

  await expect(page.getByText(`Oppsagt ${formatNorwegianDate(today)}, tjenesten avsluttes ${formatNorwegianDate(endOfService)}`)).toBeVisible();
  const log = card.getByRole('table', { name: 'Oppsigelseslogg' });
  const terminated = log.getByRole('row').filter({ hasText: 'Oppsigelse registrert' });
  await expect(terminated).toContainText('Klienten har sagt opp avtalen');
  // The org tab with the termination card and the log: no serious accessibility faults.
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  const download = page.waitForEvent('download');
  await terminated.getByRole('button', { name: 'Last ned oppsigelse-e2e.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('oppsigelse-e2e.pdf');

  await card.getByRole('button', { name: 'Opphev oppsigelse' }).click();
  const revoke = page.getByRole('dialog', { name: 'Opphev oppsigelse' });
  await revoke.getByLabel('Kommentar (valgfri)').fill('Klienten ombestemte seg');
  await revoke.getByRole('button', { name: 'Bekreft' }).click();
  await expect(revoke).toBeHidden();
  await expect(card.getByRole('button', { name: 'Avslutt klientforhold' })).toBeVisible();
  await expect(log.getByRole('row').filter({ hasText: 'Oppsigelse opphevet' })).toContainText('Klienten ombestemte seg');
  await expect(page.getByText(/^Oppsagt /)).toBeHidden();
});
