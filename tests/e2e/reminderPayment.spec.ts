import { expect, test } from '@playwright/test';
import { decideReminders } from '../../server/reminders/reminderDecisions';
import { runReminders } from '../../server/reminders/reminderRun';
import { TEST_SEED_TODAY } from '../../server/db/seed/profiles';
import { formatAmount } from '../../src/domain/money/formatAmount';
import { camt054File } from '../fixtures/camt054';
import { addOpenInvoices } from '../fixtures/openInvoices';
import { startFixtureServer, type FixtureServer } from '../support/fixtureServer';
import { OFFICERS, signedInAt } from './support/session';

// Issue 40: a customer pays exactly what a reminder asks for, by a camt.054 file, and the invoice is settled to
// 0,00 with the reminder's fee and interest in Historikk and no credit left over. A server of its own: client 1966
// (base 1), customer 30001, invoice 700001 of 1 250,00 due 2026-09-01 with KID 0000700001, reminded by the run of
// the seed's day and approved, so the server's dispatch sends and books it when it starts.
let server: FixtureServer<{ sum: number; fee: number; interest: number }>;
const PAGE_LOAD = { timeout: 30_000 };
const INVOICE_PAGE = '/clients/1966/customers/30001/invoices/700001';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startFixtureServer(async (tx) => {
    const open = await addOpenInvoices(tx, { clientId: 1966, invoices: 1 });
    await tx.query(
      `UPDATE invoice SET jour_date = '2026-08-18', due_date = '2026-09-01', kid = '0000700001', rest_amount_ore = invoice_part_ore,
              interest_part_ore = 0, fee_part_ore = 0, proc_level = 1 WHERE client_id = 1966`,
    );
    await tx.query(`INSERT INTO client_settings (client_id, reminder_days, reminder2) VALUES (1966, 14, false)`);
    await tx.query(`UPDATE customer SET email = 'betaler@example.no', shipment_type = 'EMAIL', is_type_confirmed = true WHERE id = $1`, [open.customerId]);
    const run = await runReminders(tx, TEST_SEED_TODAY, [1966]);
    const [reminder] = await tx.query<{ id: number; sum: number; fee: number; interest: number }>(
      `SELECT id::int, sum_ore::float8 AS sum, fee_ore::float8 AS fee, interest_ore::float8 AS interest FROM reminder WHERE client_id = 1966`,
    );
    await decideReminders(tx, { bundleId: run.bundleId!, ids: [reminder!.id], decision: 'approve', officerId: 1, bases: [1] });
    return { sum: reminder!.sum, fee: reminder!.fee, interest: reminder!.interest };
  });
});
test.afterAll(() => server?.stop());

test("a camt.054 payment of exactly the reminder's amount settles the invoice: rest 0,00, fee and interest in Historikk, no credit", async ({ page }) => {
  test.setTimeout(120_000);
  const { sum, fee, interest } = server.prepared;
  expect(fee).toBe(3_500);
  expect(interest).toBeGreaterThan(0);

  // The dispatch booked the reminder: it shows in Historikk with what it added, and the rest is what it asks for.
  // The dispatch is background work of the starting server: the page is read again until it has run.
  await signedInAt(page, `${server.url}${INVOICE_PAGE}?tab=events`, OFFICERS.teknisk);
  const history = page.getByRole('table', { name: 'Historikk' });
  const reminded = history.getByRole('row').filter({ hasText: 'Purring sendt' });
  await expect(async () => {
    await page.reload();
    await expect(reminded).toContainText(formatAmount(fee + interest), { timeout: 5_000 });
  }).toPass(PAGE_LOAD);
  // Its saldo is what the reminder asks for.
  await expect(reminded).toContainText(formatAmount(sum));

  await page.goto(`${server.url}/settings/special/evidensia`);
  await page.getByTestId('evidensia-files').setInputFiles({
    name: 'purring-betalt.xml',
    mimeType: 'text/xml',
    buffer: Buffer.from(camt054File([{ reference: 'E2E-PURRING-1', amount: sum, kid: '0000700001' }])),
  });
  await page.getByRole('button', { name: 'Last opp' }).click();
  await expect(page.getByRole('region', { name: 'purring-betalt.xml' }).getByText(/1 registrert, 0 ikke registrert/)).toBeVisible(PAGE_LOAD);

  await page.goto(`${server.url}${INVOICE_PAGE}`);
  await expect(page.getByText(/Restbeløp:\s0,00/)).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('Status: Betalt')).toBeVisible();
  await page.getByRole('tab', { name: 'Historikk' }).click();
  const rows = page.getByRole('table', { name: 'Historikk' }).getByRole('row');
  await expect(rows.filter({ hasText: 'Purring sendt' })).toContainText(formatAmount(fee + interest));
  await expect(rows.filter({ hasText: 'Innbetaling' })).toContainText(formatAmount(-sum));
  await expect(rows.last()).toContainText('0,00');

  // Nothing left open on the customer: no credit ('Innbetaling, tilgode').
  await page.goto(`${server.url}/clients/1966/customers/30001`);
  await expect(page.getByText('Ingen åpne poster')).toBeVisible(PAGE_LOAD);
});
