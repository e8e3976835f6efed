import { expect as baseExpect, test, type Page } from '@playwright/test';
import { startFixtureServer, type FixtureServer } from '../support/fixtureServer';
import { type Officer, OFFICERS, signedInAt } from './support/session';

// Each change refreshes every read of the page; on a busy two-core machine that takes seconds.
const expect = baseExpect.configure({ timeout: 20_000 });

// A server of its own: the rules these tests add and delete change its database only.
let server: FixtureServer<{ clientId: number; clientName: string; pendingId: string; pendingName: string }>;

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startFixtureServer(async (tx) => {
    const [client] = await tx.query<{ id: number; name: string }>('SELECT id, name FROM client WHERE officer_id = 1 AND is_active ORDER BY id LIMIT 1');
    await tx.query('DELETE FROM reminder_rule WHERE client_id = $1', [client!.id]);
    const [pending] = await tx.query<{ id: string; company_name: string }>('SELECT id, company_name FROM pending_client_registration ORDER BY id LIMIT 1');
    return { clientId: client!.id, clientName: client!.name, pendingId: pending!.id, pendingName: pending!.company_name };
  });
});
test.afterAll(() => server?.stop());

async function openAs(page: Page, path: string, officer: Officer = OFFICERS.teknisk) {
  await signedInAt(page, `${server.url}${path}`, officer);
  await expect(page).toHaveURL(`${server.url}${path}`);
}

test('Innstillinger in the top bar opens the settings index; the admin box shows by role', async ({ page }) => {
  await openAs(page, '/dashboard');
  await page.getByRole('link', { name: 'Innstillinger' }).first().click();
  await expect(page.getByRole('heading', { name: 'Innstillinger', level: 1 })).toBeVisible();
  for (const group of ['Klienter', 'Systemkonfigurasjon', 'Rapporter', 'Spesialrutiner', 'Admin']) {
    await expect(page.getByRole('heading', { name: group, level: 2 })).toBeVisible();
  }
  const admin = page.getByRole('region', { name: 'Admin' });
  await expect(admin.getByRole('link')).toHaveText(['Slett enkeltposter', 'Aktiv branch', 'AWS', 'Priser på hjemmeside']);
});

test('an officer without a role sees no admin box', async ({ page }) => {
  await openAs(page, '/settings', OFFICERS.saksbehandler);
  await expect(page.getByRole('heading', { name: 'Klienter', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin' })).toHaveCount(0);
});

/** Types a day into MUI X's date field (dd.mm.åååå sections). */
async function typeDate(page: Page, label: string, ddmmyyyy: string) {
  await page.getByRole('group', { name: label }).click();
  await page.keyboard.type(ddmmyyyy);
}

test('adds and deletes a rule of each type', async ({ page }) => {
  // Sixteen changes, each refreshing every read of the page: minutes on a busy two-core machine.
  test.setTimeout(300_000);
  const { clientId, clientName } = server.prepared;
  await openAs(page, `/settings/reminder-rules?clientId=${clientId}`);
  await expect(page.getByRole('combobox', { name: 'Klient' })).toHaveValue(`${clientId} ${clientName}`);

  const fill: Record<string, (dialog: ReturnType<Page['getByRole']>) => Promise<string>> = {
    'Beløpsgrense': async (dialog) => {
      await dialog.getByRole('textbox', { name: 'Beløp' }).fill('250');
      return '250,00';
    },
    'Utelat fakturabeløp': async (dialog) => {
      await dialog.getByRole('textbox', { name: 'Beløp' }).fill('99,50');
      return '99,50';
    },
    'Utelat fakturadato': async () => {
      await typeDate(page, 'Til dato', '31012026');
      return '31.01.2026';
    },
    'Hopp over utenlandske adresser': async () => '',
    'Utelat fakturanummer': async (dialog) => {
      await dialog.getByRole('textbox', { name: 'Fra fakturanr.' }).fill('1000');
      await dialog.getByRole('textbox', { name: 'Til fakturanr.' }).fill('1999');
      return '1999';
    },
    'Utelat valuta': async (dialog) => {
      await dialog.getByRole('textbox', { name: 'Valuta' }).fill('sek');
      return 'SEK';
    },
    'Utelat kunde': async (dialog) => {
      await dialog.getByRole('textbox', { name: 'Navn' }).fill('Kari Nordmann');
      return 'Kari Nordmann';
    },
    'Kunder med nok saldo': async () => '',
  };

  for (const [label, fillIn] of Object.entries(fill)) {
    await page.getByRole('tab', { name: new RegExp(`^${label}`) }).click();
    await expect(page.getByRole('tab', { name: `${label} 0 regler` })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Legg til regel' }).click();
    const dialog = page.getByRole('dialog');
    const shown = await fillIn(dialog);
    await dialog.getByRole('button', { name: 'Legg til' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('tab', { name: `${label} 1 regler` })).toBeVisible();
    const table = page.getByRole('table', { name: label });
    await expect(table.getByRole('row')).toHaveCount(2);
    if (shown) await expect(table.getByText(shown)).toBeVisible();

    await table.getByRole('button', { name: /^Slett regel/ }).click();
    await expect(page.getByRole('tab', { name: `${label} 0 regler` })).toBeVisible();
    await expect(page.getByText('Ingen regler')).toBeVisible();
  }
});

test('edits a printer', async ({ page }) => {
  await openAs(page, '/settings/printers');
  await page.getByRole('button', { name: 'Endre skriver for base 3' }).click();
  const dialog = page.getByRole('dialog', { name: 'Skriver for base 3' });
  await dialog.getByRole('combobox', { name: 'Skrivernavn' }).click();
  await page.getByRole('option', { name: 'nkpri1' }).click();
  await dialog.getByRole('textbox', { name: 'Format' }).fill('A4 blank');
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Endre skriver for base 3' }) });
  await expect(row.getByRole('cell')).toHaveText(['3', 'nkpri1', 'A4 blank', 'Ingen (last ned)', 'Endre']);
});

test('a PDF recipient under a listed domain gets the alert; another one is added', async ({ page }) => {
  await openAs(page, '/settings/collectors');
  await expect(page.getByText('bilagsmottak.example.no')).toBeVisible();
  await page.getByRole('tab', { name: 'Mottakere' }).click();
  const email = page.getByRole('textbox', { name: 'E-post' });
  await email.fill('kari@bilagsmottak.example.no');
  await page.getByRole('button', { name: 'Legg til mottaker' }).click();
  await expect(page.getByText('Dette domenet er allerede lagt til i listen over mottaker domener')).toBeVisible();
  await email.fill('pdf@e2e-firma.example.no');
  await page.getByRole('button', { name: 'Legg til mottaker' }).click();
  await expect(page.getByRole('list', { name: 'Mottakere' }).getByText('pdf@e2e-firma.example.no')).toBeVisible();
});

test("approves a pending registration through the wizard to the new client's page, writes a note and adds and deletes a person there", async ({ page }) => {
  const { pendingId, pendingName } = server.prepared;
  await openAs(page, `/settings/pending-clients/${encodeURIComponent(pendingId)}`);
  await page.getByRole('button', { name: 'Godkjenn' }).click();
  await expect(page.getByRole('textbox', { name: 'Firmanavn' })).toHaveValue(pendingName);
  await page.getByRole('combobox', { name: 'Base' }).click();
  const option = page.getByRole('option', { name: /^Base 1 – neste klientnr\. \d+$/ });
  const number = (await option.textContent())!.replace(/^.* /, '');
  await option.click();
  // A registration may come without them; the wizard needs both before 'Neste'.
  await page.getByRole('textbox', { name: 'Postnr.' }).fill('0155');
  await page.getByRole('textbox', { name: 'Kontonummer' }).fill('1234 56 78903');
  for (const step of ['Innstillinger', 'Tjeneste', 'Priser', 'Abonnement']) {
    await page.getByRole('button', { name: 'Neste' }).click();
    await expect(page.getByRole('group', { name: step })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Opprett' }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/${number}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${number} ${pendingName}` })).toBeVisible();
  await expect(page.getByText('Ingen merknader')).toBeVisible();
  await page.getByRole('button', { name: 'Ny merknad' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny merknad' });
  await dialog.getByRole('textbox', { name: 'Tittel' }).fill('Oppstartsmøte');
  await dialog.getByRole('textbox', { name: 'Tekst' }).fill('Gikk gjennom <script>alert(1)</script>oppsettet');
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  const notes = page.getByRole('table', { name: 'Merknader' });
  await expect(notes.getByRole('row', { name: /Oppstartsmøte/ })).toContainText('Gikk gjennom oppsettet');
  await expect(notes.getByRole('row', { name: /Oppstartsmøte/ })).toContainText('Diverse');
  await expect(page.getByRole('tab', { name: 'Merknader (1)' })).toBeVisible();
  expect(await page.locator('table script').count()).toBe(0);
  await page.getByRole('tab', { name: 'Kontaktpersoner (0)' }).click();
  await page.getByRole('button', { name: 'Ny kontaktperson' }).click();
  const person = page.getByRole('dialog', { name: 'Ny kontaktperson' });
  await person.getByRole('textbox', { name: 'Fornavn' }).fill('Ola');
  await person.getByRole('combobox', { name: 'Rolle' }).fill('Økonomiansvarlig');
  await person.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByRole('table', { name: 'Kontaktpersoner' })).toContainText('Økonomiansvarlig');
  await page.getByRole('button', { name: 'Slett Ola' }).click();
  await page.getByRole('alert').filter({ hasText: 'Slette kontaktpersonen Ola?' }).getByRole('button', { name: 'Slett' }).click();
  await expect(page.getByText('Ingen kontaktpersoner')).toBeVisible();
  await page.goto(`${server.url}/settings/pending-clients`);
  await expect(page.getByRole('heading', { name: 'Klienter til godkjenning' })).toBeVisible();
  await expect(page.getByRole('link', { name: pendingName })).toHaveCount(0);
});

test('finds a collection agency by name and changes its e-mail setup', async ({ page }) => {
  await openAs(page, '/settings/collection-agencies');
  await page.getByRole('searchbox', { name: 'Søk på navn' }).fill('SERGEL');
  const table = page.getByRole('table', { name: 'Inkassoselskap' });
  await expect(table.getByRole('link')).toHaveText(['Sergel Norge AS']);
  await table.getByRole('link', { name: 'Sergel Norge AS' }).click();
  await expect(page.getByRole('tab', { name: 'Inkassoselskap' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Oppsett' }).click();
  await page.getByRole('button', { name: 'Endre e-postoppsett' }).click();
  const dialog = page.getByRole('dialog', { name: 'E-postoppsett for Sergel Norge AS' });
  await dialog.getByRole('textbox', { name: 'E-postadresse for oversendelse' }).fill('e2e-saker@sergel.example.no');
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('e2e-saker@sergel.example.no')).toBeVisible();
});
