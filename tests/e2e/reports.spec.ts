import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Queryable } from '../../server/db/database';
import { startFixtureServer, type FixtureServer } from '../support/fixtureServer';
import { startSmtpCapture, type SmtpCapture } from '../support/smtpCapture';
import { OFFICERS, signedInAt } from './support/session';

/** A pending report bundle of its own: one e-mail recipient (number 9) of the client of base 1 with most invoices. */
async function addReportBundle(tx: Queryable): Promise<{ clientName: string; email: string }> {
  const [client] = await tx.query<{ id: number; name: string; report_date: string }>(
    `SELECT c.id, c.name, to_char(max(i.jour_date), 'YYYY-MM-DD') AS report_date FROM client c JOIN invoice i ON i.client_id = c.id
      WHERE c.officer_id = 1 GROUP BY c.id, c.name ORDER BY count(*) DESC LIMIT 1`,
  );
  const [bundle] = await tx.query<{ id: number }>(
    `INSERT INTO report_bundle (officer_id, created_ts, client_id, report_date) VALUES (1, now(), $1, $2) RETURNING id::int`,
    [client!.id, client!.report_date],
  );
  await tx.query(`INSERT INTO report (bundle_id, report_type, file_type) VALUES ($1, 'SALD', 'PDF'), ($1, 'STAT', 'PDF')`, [bundle!.id]);
  const email = 'regnskap@e2e-rapport.example';
  await tx.query(
    `INSERT INTO report_recipient (bundle_id, recipient_number, email, document_list, document_shipment) VALUES ($1, 9, $2, 'SALD STAT', 'EMAIL')`,
    [bundle!.id, email],
  );
  return { clientName: client!.name, email };
}

let smtp: SmtpCapture;
let server: FixtureServer<{ clientName: string; email: string }>;

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startSmtpCapture();
  server = await startFixtureServer(addReportBundle, { env: { SMTP_URL: smtp.url } });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

test('send out reports to an e-mail recipient and see them arrive; the page passes axe', async ({ page }) => {
  const { clientName, email } = server.prepared;
  await signedInAt(page, `${server.url}/reports`, OFFICERS.teknisk);
  await expect(page.getByRole('heading', { name: 'Rapport-utsendelse' })).toBeVisible({ timeout: 30_000 });
  // One recipient reads in the singular (issue 43 item 7).
  await page.getByText(new RegExp(`${clientName} · \\d+ mottakere?`)).click();
  await expect(page.getByRole('checkbox', { name: `Velg mottaker 9 for ${clientName}` })).toBeVisible();
  // As the other pages are scanned: WCAG 2.1 A and AA, serious and critical findings.
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await page.getByRole('checkbox', { name: `Velg mottaker 9 for ${clientName}` }).check();
  await page.getByRole('button', { name: 'Send ut' }).click();
  await expect(page.getByRole('checkbox', { name: `Velg mottaker 9 for ${clientName}` })).toHaveCount(0, { timeout: 30_000 });

  await expect.poll(() => smtp.received.filter((mail) => mail.to && JSON.stringify(mail.to).includes(email)).length, { timeout: 60_000 }).toBe(1);
  const mail = smtp.received.find((m) => JSON.stringify(m.to).includes(email))!;
  expect(mail.subject).toContain(clientName);
  const names = mail.attachments.map((a) => a.filename ?? '');
  expect(names.some((n) => n.startsWith('SALD_'))).toBe(true);
  expect(names.some((n) => n.startsWith('STAT_'))).toBe(true);
  expect(mail.attachments.every((a) => a.content.subarray(0, 5).toString() === '%PDF-')).toBe(true);
});
