import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { EHF_REJECTED_PREFIX } from '../../src/domain/production/networkDelivery';
import { readSbdh } from '../../server/outside/peppol/sbdh';
import { addPendingProductions } from '../fixtures/pendingProductions';
import { startFixtureServer, type FixtureServer } from '../support/fixtureServer';
import { invoiceResponseSbdh } from '../support/outside/accessPointStub';
import { enhet, startLocalRegister, type LocalRegister } from '../support/outside/enhetsregisteretServer';
import { OFFICERS, signedInAt } from './support/session';

/**
 * Issue 44 in Chromium, against a server of its own configured with the outside parties of the tests: BRREG_URL a
 * local Enhetsregisteret (documented format, its change feed) and AP_OUTBOX_DIR a drop directory this spec plays
 * the access point in (it reads the SBDH documents dropped there and writes receipts and Invoice Responses back).
 */
interface Prepared {
  readonly bankrupt: { readonly orgNo: string; readonly name: string; readonly clientId: number; readonly customerNr: number };
  readonly formClientId: number;
  readonly ehf: { readonly clientId: number; readonly entryId: number; readonly jourNr: number };
}

let register: LocalRegister;
let dropDir: string;
let server: FixtureServer<Prepared>;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  register = await startLocalRegister();
  dropDir = fs.mkdtempSync(path.join(os.tmpdir(), 'norlink-e2e-ap-'));
  server = await startFixtureServer<Prepared>(
    async (tx) => {
      const [customer] = await tx.query<{ org_no: string; name: string; client_id: number; nr: number }>(
        `SELECT cu.org_no, cu.name, cu.client_id, cu.nr::int AS nr FROM customer cu JOIN client c ON c.id = cu.client_id
          WHERE c.is_active AND c.officer_id = 1 AND cu.org_no IS NOT NULL ORDER BY cu.id LIMIT 1`,
      );
      // The register makes it bankrupt and says so in its change feed, before the server starts: the daily watch
      // queued at start reads it.
      register.entries.set(customer!.org_no, {
        kind: 'enhet',
        enhet: enhet(customer!.org_no, customer!.name.toUpperCase(), {
          konkurs: true,
          konkursdato: '2026-11-20',
          paategninger: [{ infotype: 'KONK', tekst: 'Bostyrer: advokat Nina Bo', innfoertDato: '2026-11-20' }],
        }),
      });
      register.publish(customer!.org_no, 'Endring');
      const [formClient] = await tx.query<{ id: number }>('SELECT id FROM client WHERE is_active AND officer_id = 1 ORDER BY id LIMIT 1');
      // An EHF invoice to a receiver the (seeded) ELMA table knows, due ahead, from a client with an org number.
      const [entry] = await addPendingProductions(tx, {
        count: 1,
        shipment: 'EHF',
        where: `c.org_no IS NOT NULL AND cu.org_no IS NOT NULL AND cu.org_no <> '${customer!.org_no}' AND EXISTS (SELECT 1 FROM invoice_line l WHERE l.invoice_id = i.id)
                AND EXISTS (SELECT 1 FROM elma_participant p WHERE p.org_no = cu.org_no AND p.is_enabled AND p.ehf_version3)`,
      });
      const [{ jour_nr: jourNr }] = (await tx.query<{ jour_nr: number }>('SELECT jour_nr::int AS jour_nr FROM production_entry WHERE id = $1', [entry!.entryId])) as [
        { jour_nr: number },
      ];
      return {
        bankrupt: { orgNo: customer!.org_no, name: customer!.name, clientId: customer!.client_id, customerNr: customer!.nr },
        formClientId: formClient!.id,
        ehf: { ...entry!, jourNr },
      };
    },
    { env: { BRREG_URL: register.url, AP_OUTBOX_DIR: dropDir } },
  );
});

test.afterAll(async () => {
  await server?.stop();
  await register?.close();
  if (dropDir) fs.rmSync(dropDir, { recursive: true, force: true });
});

async function open(page: Page, route: string) {
  await signedInAt(page, `${server.url}${route}`, OFFICERS.teknisk);
  await expect(page).toHaveURL(`${server.url}${route}`, { timeout: 30_000 });
}

test('the customer form looks the org number up in the register; the register down keeps the form usable', async ({ page }) => {
  register.entries.set('923609016', { kind: 'enhet', enhet: enhet('923609016', 'EQUINOR ASA') });
  await open(page, `/clients/${server.prepared.formClientId}?tab=customers`);
  await page.getByRole('button', { name: 'Ny kunde' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny kunde' });
  await dialog.getByRole('combobox', { name: 'Kundetype' }).click();
  await page.getByRole('option', { name: 'Bedrift' }).click();
  const orgNo = dialog.getByRole('textbox', { name: 'Org. nr.' });
  await orgNo.fill('923609016');
  await expect(dialog.getByText(/^EQUINOR ASA – /)).toBeVisible({ timeout: 15_000 });
  expect(register.asked.some((asked) => asked.endsWith('/enheter/923609016'))).toBe(true);

  // Down: the form says so, and stays usable.
  register.mode = 'down';
  try {
    await orgNo.fill('914778271');
    await expect(dialog.getByText(/Enhetsregisteret svarer ikke nå/)).toBeVisible({ timeout: 15_000 });
    await dialog.getByRole('textbox', { name: 'Navn' }).fill('Uten oppslag AS');
    await expect(dialog.getByRole('button', { name: 'Lagre' })).toBeEnabled();
  } finally {
    register.mode = 'up';
  }
});

test("a customer the register's change feed reports bankrupt is in the officer's queue with the estate", async ({ page }) => {
  const { bankrupt } = server.prepared;
  await open(page, '/activities?tab=insolvencies');
  const table = page.getByRole('table', { name: 'Konkurs og avvikling' });
  const row = table.getByRole('row').filter({ hasText: bankrupt.orgNo });
  await expect(row).toContainText('Konkurs', { timeout: 30_000 });
  await expect(row).toContainText('Bostyrer: advokat Nina Bo');
  await expect(row.getByRole('link', { name: `Kunde ${bankrupt.customerNr} hos`, exact: false })).toBeVisible();
  await row.getByRole('button', { name: /som sett$/ }).click();
  await expect(row).toContainText('Sett', { timeout: 15_000 });
});

/** The SBDH documents the server has dropped for the access point, by name. */
const dropped = () => fs.readdirSync(dropDir).filter((name) => name.endsWith('.xml') && !name.startsWith('.'));

async function waitForDrop(known: readonly string[]): Promise<string> {
  let found: string | undefined;
  await expect.poll(() => (found = dropped().find((name) => !known.includes(name))), { timeout: 60_000 }).toBeDefined();
  return found!;
}

test('an EHF the receiver rejects lands in /failed/ with the reason, and is resent through the access point', async ({ page, request }) => {
  const { ehf } = server.prepared;
  const login = await request.post(`${server.url}/api/legacy/login`, { data: { user: OFFICERS.teknisk.username, password: OFFICERS.teknisk.password } });
  const headers = { 'x-session-token': ((await login.json()) as { access_token: string }).access_token };
  const approved = await request.post(`${server.url}/api/legacy/Production/Approve`, { headers, data: { entries: [{ clientId: ehf.clientId, entryId: ehf.entryId }] } });
  expect(approved.status()).toBe(204);

  // The document is dropped in its envelope; the access point delivers it, and the buyer rejects it (Invoice Response RE).
  const first = await waitForDrop([]);
  const xml = fs.readFileSync(path.join(dropDir, first), 'utf8');
  const { envelope } = readSbdh(xml);
  expect(envelope.instanceId).toBe(first.replace(/\.xml$/, ''));
  const invoiceId = /<cbc:ID>([^<]+)<\/cbc:ID>/.exec(xml.slice(xml.indexOf('</StandardBusinessDocumentHeader>')))![1]!;
  const buyer = envelope.receiver.replace(/^0192:/, '');
  const seller = envelope.sender.replace(/^0192:/, '');
  fs.mkdirSync(path.join(dropDir, 'receipts'), { recursive: true });
  fs.writeFileSync(path.join(dropDir, 'receipts', `${envelope.instanceId}.json`), JSON.stringify({ status: 'DELIVERED', transmissionId: 'e2e-1' }));
  const reason = 'Ukjent bestillingsreferanse';
  fs.mkdirSync(path.join(dropDir, 'inbox'), { recursive: true });
  fs.writeFileSync(
    path.join(dropDir, 'inbox', 'response-e2e.xml'),
    invoiceResponseSbdh({ code: 'RE', invoiceId, buyer, seller, reason, instanceId: '7d5c2f10-0e2e-4e2e-8e2e-000000000044' }),
  );

  await open(page, '/failed');
  const row = page.getByRole('row').filter({ hasText: `${EHF_REJECTED_PREFIX}: ${reason}` });
  await expect(row).toContainText(String(ehf.jourNr), { timeout: 60_000 });
  await page.getByRole('button', { name: `Send på nytt, bilag ${ehf.jourNr}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Send på nytt' });
  await expect(dialog.getByRole('combobox', { name: 'Forsendelse' })).toHaveText('EHF');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  // Sent again: a new envelope for the access point, and the entry leaves /failed/.
  const second = await waitForDrop([first]);
  expect(readSbdh(fs.readFileSync(path.join(dropDir, second), 'utf8')).envelope.receiver).toBe(envelope.receiver);
  await expect(page.getByRole('button', { name: `Send på nytt, bilag ${ehf.jourNr}` })).toHaveCount(0, { timeout: 30_000 });
});
