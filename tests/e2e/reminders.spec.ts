import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addPendingReminderBundle, type PendingReminderBundle } from '../fixtures/pendingReminderBundle';
import { startFixtureServer, type FixtureServer } from '../support/fixtureServer';
import { startSmtpCapture, type SmtpCapture } from '../support/smtpCapture';
import { OFFICERS, signedInAt } from './support/session';

// A server of its own: the reminders these tests decide are added to its database only. Its mail goes to an
// SMTP server in this process.
let server: FixtureServer<PendingReminderBundle>;
let smtp: SmtpCapture;

/** The first client's second reminder goes by e-mail to this customer address once approved. */
const CUSTOMER_EMAIL = 'kunde.purring@example.no';
const CLIENT_EMAIL = 'klient.purreliste@example.no';

const mailsTo = (address: string) => smtp.received.filter((mail) => JSON.stringify(mail.to ?? '').includes(address));

// The axe scan and the login take long on a loaded machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startSmtpCapture();
  server = await startFixtureServer(
    async (tx) => {
      const bundle = await addPendingReminderBundle(tx, { clients: 2, perClient: 2, unconfirmedFirst: true });
      await tx.query("UPDATE reminder SET shipment_type = 'EMAIL', customer_email = $2 WHERE id = $1", [bundle.ids[2], CUSTOMER_EMAIL]);
      return bundle;
    },
    { env: { SMTP_URL: smtp.url } },
  );
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

async function openAsOfficer(page: Page, path: string) {
  await signedInAt(page, `${server.url}${path}`, OFFICERS.teknisk);
  // The first page of a fresh server can take longer than the default 5 s on a loaded machine.
  await expect(page).toHaveURL(`${server.url}${path}`, { timeout: 30_000 });
}

test("confirm a customer's type from a reminder and tick it; the page passes axe", async ({ page }) => {
  const { bundleId, ids, firstCustomerName } = server.prepared;
  await openAsOfficer(page, '/reminders');
  await page.getByRole('table', { name: 'Purrebunter til godkjenning' }).getByRole('link', { name: String(bundleId), exact: true }).click();
  await expect(page).toHaveURL(`${server.url}/reminders/bundle/${bundleId}`);
  await expect(page.getByRole('heading', { name: `Purrebunt ${bundleId}` })).toBeVisible();

  const first = page.getByRole('checkbox', { name: `Velg purring ${ids[0]} til ${firstCustomerName}` });
  await first.click();
  await expect(page.getByRole('alertdialog')).toContainText('Kan ikke krysses av');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(first).not.toBeChecked();

  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await page.getByRole('button', { name: `Endre purring ${ids[0]}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Endre purring' });
  await dialog.getByRole('combobox', { name: 'Kundetype' }).click();
  await page.getByRole('option', { name: 'Bedrift' }).click();
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('img', { name: /, ikke bekreftet$/ })).toHaveCount(0);
  await first.check();
  await expect(first).toBeChecked();
  await expect(page.getByText(`1 av ${ids.length} valgt`)).toBeVisible();
});

test("the mail 'Purreliste' reaches the client with the list as a PDF", async ({ page }) => {
  const { bundleId, clients } = server.prepared;
  await openAsOfficer(page, `/reminders/bundle/${bundleId}`);
  await page.getByRole('button', { name: `Send purreliste til ${clients[0]!.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Send purreliste til ${clients[0]!.name}` });
  await expect(dialog.getByRole('textbox', { name: 'Emne' })).toHaveValue('Purreliste');
  await dialog.getByRole('textbox', { name: 'Til' }).fill(CLIENT_EMAIL);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => mailsTo(CLIENT_EMAIL).length, { timeout: 60_000 }).toBe(1);
  const [mail] = mailsTo(CLIENT_EMAIL);
  expect(mail!.subject).toBe('Purreliste');
  expect(mail!.text).toContain('godkjenn purringene før de sendes ut');
  expect(mail!.attachments.map((a) => a.content.subarray(0, 5).toString())).toEqual(['%PDF-']);
});

test('approve part of a bundle, reject the rest, land on /reminders and find it in the archive', async ({ page }) => {
  const { bundleId, clients } = server.prepared;
  await openAsOfficer(page, `/reminders/bundle/${bundleId}`);
  const approve = page.getByRole('button', { name: 'Godkjenn' });
  await expect(approve).toBeDisabled();
  await page.getByRole('checkbox', { name: `Velg alle for ${clients[0]!.name}` }).check();
  await expect(page.getByRole('checkbox', { name: 'Velg alle purringer' })).toHaveAttribute('data-indeterminate', 'true');
  await approve.click();
  await expect(page.getByText('0 av 2 valgt')).toBeVisible();

  await page.getByRole('checkbox', { name: 'Velg alle purringer' }).check();
  await expect(page.getByText('2 av 2 valgt')).toBeVisible();
  await page.getByRole('button', { name: 'Avvis' }).click();
  await expect(page).toHaveURL(/\/reminders$/);
  await expect(page.getByRole('link', { name: String(bundleId), exact: true })).toHaveCount(0);

  // The approved e-mail reminder is produced and sent by the server's background work, its PDF attached.
  await expect.poll(() => mailsTo(CUSTOMER_EMAIL).length, { timeout: 60_000 }).toBe(1);
  const [reminderMail] = mailsTo(CUSTOMER_EMAIL);
  expect(reminderMail!.subject).toMatch(/faktura \d+ fra /);
  expect(reminderMail!.attachments.map((a) => [a.filename, a.content.subarray(0, 5).toString()])).toEqual([[expect.stringMatching(/^Purring-\d+\.pdf$/), '%PDF-']]);

  await page.goto(`${server.url}/reminders/archive/${bundleId}`);
  await expect(page.getByText('godkjent 2 · avvist 2')).toBeVisible({ timeout: 30_000 });
  // The archive shows what the dispatch did: the e-mail reminder was sent today.
  await expect(page.getByRole('cell', { name: /^Sendt \d{2}\.\d{2}\.\d{4}$/ }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Godkjent', exact: true })).toHaveCount(2);
  await expect(page.getByRole('cell', { name: 'Avvist', exact: true })).toHaveCount(2);
  const archiveScan = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(archiveScan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Last ned purring/ }).first().click();
  expect((await download).suggestedFilename()).toMatch(/^Purring-\d+\.pdf$/);
});
