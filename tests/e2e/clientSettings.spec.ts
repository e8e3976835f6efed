import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { startFixtureServer, type FixtureServer } from '../support/fixtureServer';
import { OFFICERS, signedInAt } from './support/session';

interface Prepared {
  readonly approveReminders: boolean;
}

const CLIENT_ID = 1003;

// A server of its own: these tests change client 1003's settings and import sources (part 2 §2.2 settings, sources).
let server: FixtureServer<Prepared>;

// Generous: the machine running the suite may be busy.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startFixtureServer(async (tx) => {
    await tx.query('INSERT INTO client_settings (client_id) VALUES ($1) ON CONFLICT (client_id) DO NOTHING', [CLIENT_ID]);
    await tx.query('DELETE FROM client_soft_reminder_setup WHERE client_id = $1', [CLIENT_ID]);
    const [row] = await tx.query<{ approve_reminders: boolean }>('SELECT approve_reminders FROM client_settings WHERE client_id = $1', [CLIENT_ID]);
    return { approveReminders: row!.approve_reminders };
  });
});
test.afterAll(() => server?.stop());

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('changes a setting and the soft reminder day of client 1003, and both are kept after a reload', async ({ page }) => {
  await signedInAt(page, `${server.url}/clients/${CLIENT_ID}?tab=settings`, OFFICERS.teknisk);
  const purring = page.getByRole('region', { name: 'Purring' });
  const approve = purring.getByRole('switch', { name: 'Godkjenn purringer' });
  // The page's chunk and first reads on a cold server on a busy machine.
  await expect(approve).toBeVisible({ timeout: 30_000 });
  if (server.prepared.approveReminders) await expect(approve).toBeChecked();
  else await expect(approve).not.toBeChecked();
  await expect(page.getByRole('region', { name: 'Inkasso' }).getByText('Dette kan kun endres i DOS').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await approve.click();
  await page.getByRole('button', { name: 'Lagre innstillinger' }).click();
  await expect(page.getByText('Innstillinger ble oppdatert')).toBeVisible();

  const soft = page.getByRole('region', { name: 'Betalingspåminnelser' });
  await soft.getByRole('switch', { name: 'Send betalingspåminnelse' }).click();
  await soft.getByRole('combobox', { name: 'Dager etter forfall' }).click();
  await page.getByRole('option', { name: '10' }).click();
  await soft.getByRole('button', { name: 'Lagre betalingspåminnelse' }).click();
  await expect(soft.getByText('Innstillinger ble oppdatert')).toBeVisible();

  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Purring' }).getByRole('switch', { name: 'Godkjenn purringer' });
  await expect(reloaded).toBeVisible({ timeout: 30_000 });
  if (server.prepared.approveReminders) await expect(reloaded).not.toBeChecked();
  else await expect(reloaded).toBeChecked();
  const softAfter = page.getByRole('region', { name: 'Betalingspåminnelser' });
  await expect(softAfter.getByRole('switch', { name: 'Send betalingspåminnelse' })).toBeChecked({ timeout: 30_000 });
  await expect(softAfter.getByRole('combobox', { name: 'Dager etter forfall' })).toHaveText('10');
});

test('adds an SFTP source (the username required), edits it and deletes it', async ({ page }) => {
  await signedInAt(page, `${server.url}/clients/${CLIENT_ID}?tab=sources`, OFFICERS.teknisk);
  const tab = page.getByRole('tab', { name: /^Importkilder \(\d+\)$/ });
  await expect(tab).toBeVisible({ timeout: 30_000 });
  const before = Number(/\((\d+)\)/.exec((await tab.textContent()) ?? '')![1]);

  await page.getByRole('button', { name: 'Ny importkilde' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny importkilde' });
  await dialog.getByRole('combobox', { name: 'Kilde' }).click();
  await page.getByRole('option', { name: 'SFTP' }).click();
  // The formats come from the server's list (GET sources/ftp/formats).
  await dialog.getByRole('combobox', { name: 'Filformat' }).click();
  await page.getByRole('option', { name: 'XML' }).click();
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog.getByText('Brukernavn mangler')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Brukernavn' }).fill('e2e-sftp');
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: 'e2e-sftp' });
  await expect(row).toContainText('XML');
  await expect(row).toContainText('Aktiv');
  await expect(page.getByRole('tab', { name: `Importkilder (${before + 1})` })).toBeVisible();

  await row.getByRole('button', { name: /^Endre SFTP fra/ }).click();
  const edit = page.getByRole('dialog', { name: 'Rediger importkilde' });
  await edit.getByRole('textbox', { name: 'Kommentar' }).fill('Endret i e2e');
  await edit.getByRole('button', { name: 'Lagre' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Endret i e2e');

  await row.getByRole('button', { name: /^Slett SFTP fra/ }).click();
  await page.getByRole('alert').filter({ hasText: 'Slette importkilden' }).getByRole('button', { name: 'Slett' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'e2e-sftp' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: `Importkilder (${before})` })).toBeVisible();
});
