import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../src/domain/dates/isoDate';
import { latin1Text, NETS_UNIT_ID } from '../../../src/domain/nets/fixedWidth';
import { readNetsTransmission, writeNetsTransmission, type ClaimAssignment, type NetsTransmission, type OcrTransaction } from '../../../src/domain/nets/netsFile';
import { startSftpServer, type TestSftpServer } from '../../../tests/support/sftpServer';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';
import { TEST_SEED_TODAY } from '../../db/seed/profiles';
import { CLAIM_NO_MANDATE } from '../../../src/domain/nets/avtaleGiro';
import { exchangeWithNets, type NetsConfig } from './netsExchange';

const UNIT = '12345678';
const today = () => TEST_SEED_TODAY;
let test: TestApp;
let sftp: TestSftpServer;
let config: NetsConfig;

beforeAll(async () => {
  [test, sftp] = await Promise.all([startTestApp({ seed: 'small' }), startSftpServer()]);
  for (const dir of ['outbound/archive', 'inbound']) mkdirSync(path.join(sftp.root, dir), { recursive: true });
  config = {
    endpoint: { host: '127.0.0.1', port: sftp.port, username: sftp.username, password: sftp.password, hostKeySha256: sftp.hostKeySha256, timeoutMs: 10_000 },
    unitId: UNIT, fromNets: '/outbound', archive: '/outbound/archive', toNets: '/inbound',
  };
}, 240_000);
afterAll(async () => {
  await test?.close();
  await sftp?.close();
});

let fileNumber = 0;
/** An OCR giro file as Nets sends it, paying into `account`. */
function ocrFile(account: string, payments: readonly { kid: string | null; amount: number; serial: number }[]): string {
  fileNumber += 1;
  const transactions: OcrTransaction[] = payments.map((p, i) => ({
    type: 10, number: i + 1, netsDate: TEST_SEED_TODAY, centreId: '13', dayCode: '22', partialSettlement: '1', serialNumber: String(p.serial).padStart(5, '0'),
    amount: p.amount, kid: p.kid, formNumber: '9636827194', archiveReference: String(100000 + p.serial).padStart(9, '0'), reserved: '0000000',
    bankDate: TEST_SEED_TODAY, debitAccount: '12345678903', freeText: null,
  }));
  const transmission: NetsTransmission = {
    start: { sender: NETS_UNIT_ID, number: String(fileNumber).padStart(7, '0'), recipient: UNIT },
    assignments: [{ kind: 'ocr', agreementId: '001008566', number: String(fileNumber).padStart(7, '0'), account, netsDate: TEST_SEED_TODAY, transactions }],
    date: TEST_SEED_TODAY,
  };
  return writeNetsTransmission(transmission);
}

async function openInvoiceWithKid() {
  const [row] = await test.db.query<{ id: number; client_id: number; kid: string; rest: number; account: string; customer_id: number }>(
    `SELECT i.id::int AS id, i.client_id, i.kid, i.rest_amount_ore::float8 AS rest, b.account_number AS account, i.customer_id::float8 AS customer_id
       FROM invoice i JOIN client_bank_account b ON b.client_id = i.client_id AND b.account_type = 'Primary'
      WHERE i.type = 'INVOICE' AND i.kid ~ '^[0-9]+$' AND i.rest_amount_ore > 0 AND i.interest_part_ore = 0 AND i.fee_part_ore = 0
        AND (SELECT count(*) FROM invoice j WHERE j.kid = i.kid) = 1
        AND NOT EXISTS (SELECT 1 FROM ocr_payment o WHERE o.invoice_id = i.id)
      ORDER BY i.id LIMIT 1`);
  return row!;
}

const paymentsOf = (invoiceId: number) =>
  test.db.query<{ id: number; payment_code: string }>(
    'SELECT p.id::int AS id, p.payment_code FROM payment p JOIN payment_allocation a ON a.payment_id = p.id WHERE a.invoice_id = $1', [invoiceId]);

describe('OCR giro payments fetched from Nets by SFTP', { timeout: 120_000 }, () => {
  it('registers a KID payment once however often its file comes, keeps what matches nothing for the workbench, archives the file', async () => {
    const invoice = await openInvoiceWithKid();
    const text = ocrFile(invoice.account, [{ kid: invoice.kid, amount: invoice.rest, serial: 1 }, { kid: '99999999999999', amount: 12_345, serial: 2 }]);
    sftp.put('outbound/OCR.0001.txt', text);
    const first = await exchangeWithNets(test.db, config, today);
    expect(first.fetched).toEqual([{ name: 'OCR.0001.txt', outcome: 'READ' }]);
    expect(existsSync(path.join(sftp.root, 'outbound/OCR.0001.txt'))).toBe(false);
    expect(existsSync(path.join(sftp.root, 'outbound/archive/OCR.0001.txt'))).toBe(true);

    const payments = await paymentsOf(invoice.id);
    expect(payments).toEqual([{ id: expect.any(Number), payment_code: 'OCR' }]);
    const [settled] = await test.db.query<{ rest: number; status_code: string }>('SELECT rest_amount_ore::float8 AS rest, status_code FROM invoice WHERE id = $1', [invoice.id]);
    expect(settled).toEqual({ rest: 0, status_code: 'P' });
    const unmatched = await test.db.query<{ amount_ore: number; kid: string; status: string }>(
      "SELECT amount_ore::float8 AS amount_ore, kid, status FROM unmatched_payment WHERE source = 'OCR' AND kid = '99999999999999'");
    expect(unmatched).toEqual([{ amount_ore: 12345, kid: '99999999999999', status: 'OPEN' }]);
    const [report] = await test.db.query<{ file_format: string; number_of_payments: number; number_registered: number; number_unmatched: number }>(
      "SELECT file_format, number_of_payments, number_registered, number_unmatched FROM ftp_payment_transmission WHERE file_name = 'OCR.0001.txt'");
    expect(report).toEqual({ file_format: 'OCR', number_of_payments: 2, number_registered: 1, number_unmatched: 1 });

    // The same file again, and the same payment inside another file: nothing more is registered.
    sftp.put('outbound/OCR.0001-again.txt', text);
    sftp.put('outbound/OCR.0002.txt', ocrFile(invoice.account, [{ kid: invoice.kid, amount: invoice.rest, serial: 1 }]));
    const second = await exchangeWithNets(test.db, config, today);
    expect(second.fetched).toEqual([{ name: 'OCR.0001-again.txt', outcome: 'DUPLICATE' }, { name: 'OCR.0002.txt', outcome: 'READ' }]);
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
    const [{ n }] = (await test.db.query<{ n: number }>("SELECT count(*)::int AS n FROM unmatched_payment WHERE kid = '99999999999999'")) as [{ n: number }];
    expect(n).toBe(1);
    expect(readdirSync(path.join(sftp.root, 'outbound')).filter((f) => f !== 'archive')).toEqual([]);
  });

  it('refuses a corrupt file and a file into an account of no client whole, with the reason, registering nothing', async () => {
    const invoice = await openInvoiceWithKid();
    const good = ocrFile(invoice.account, [{ kid: invoice.kid, amount: invoice.rest, serial: 7 }]);
    const corrupt = good.replace(/(NY090088\d{16})(\d{17})/, (_, head: string, sum: string) => `${head}${String(Number(sum) + 1).padStart(17, '0')}`);
    sftp.put('outbound/OCR.corrupt.txt', corrupt);
    sftp.put('outbound/OCR.foreign.txt', ocrFile('99990000002', [{ kid: invoice.kid, amount: invoice.rest, serial: 8 }]));
    const result = await exchangeWithNets(test.db, config, today);
    expect(result.fetched.map((f) => f.outcome)).toEqual(['REFUSED', 'REFUSED']);
    const refusals = await test.db.query<{ file_name: string; outcome: string }>(
      "SELECT file_name, outcome FROM outside_exchange WHERE status = 'REFUSED' ORDER BY file_name");
    expect(refusals).toEqual([
      { file_name: 'OCR.corrupt.txt', outcome: expect.stringMatching(/^Linje \d+: sluttrecord for oppdrag oppgir sum beløp/) },
      { file_name: 'OCR.foreign.txt', outcome: 'Oppdragskonto 99990000002 tilhører ingen klient' },
    ]);
    expect(await paymentsOf(invoice.id)).toEqual([]);
  });
});

describe('AvtaleGiro claims and mandates', { timeout: 120_000 }, () => {
  /** An AVTALEGIRO invoice of a customer with an active mandate, put in the AvtaleGiro outbox as dispatch does. */
  async function claimWaiting(customerId?: number) {
    const [row] = await test.db.query<{ entry_id: number; invoice_id: number; customer_id: number; kid: string; client_id: number; nr: number }>(
      `SELECT e.id::int AS entry_id, i.id::int AS invoice_id, cu.id::float8 AS customer_id, i.kid, i.client_id, cu.nr
         FROM production_entry e JOIN invoice i ON i.id = e.invoice_id JOIN customer cu ON cu.id = i.customer_id
        WHERE i.type = 'INVOICE' AND i.kid ~ '^[0-9]+$' AND i.rest_amount_ore > 0 AND ($1::bigint IS NULL OR cu.id = $1)
          AND EXISTS (SELECT 1 FROM customer_shipment s WHERE s.customer_id = cu.id AND s.shipment_type = 'AVTALEGIRO' AND s.is_enabled AND NOT s.is_rejected)
          AND NOT EXISTS (SELECT 1 FROM network_outbox o WHERE o.source_kind = 'production' AND o.source_id = e.id)
          AND EXISTS (SELECT 1 FROM client_bank_account b WHERE b.client_id = i.client_id)
        ORDER BY (SELECT count(*) FROM invoice j WHERE j.customer_id = cu.id AND j.kid ~ '^[0-9]+$' AND j.rest_amount_ore > 0) DESC, e.id LIMIT 1`,
      [customerId ?? null]);
    await test.db.query('UPDATE invoice SET due_date = $2 WHERE id = $1', [row!.invoice_id, addDays(TEST_SEED_TODAY, 14)]);
    await test.db.query(
      `INSERT INTO network_outbox (network, source_kind, source_id, receiver, document_name, content_type, content)
       VALUES ('AVTALEGIRO', 'production', $1, 'x', 'faktura.pdf', 'application/pdf', '\\x25504446')`, [row!.entry_id]);
    return row!;
  }

  const claimsSent = () =>
    readdirSync(path.join(sftp.root, 'inbound')).filter((f) => f.startsWith('AVTALEGIRO_')).sort()
      .map((f) => readNetsTransmission(readFileSync(path.join(sftp.root, 'inbound', f), 'latin1')));

  it('sends a claim file by SFTP, acknowledged once Nets has taken it; a mandate cancellation stops the next claim', async () => {
    const first = await claimWaiting();
    const result = await exchangeWithNets(test.db, config, today);
    expect(result).toMatchObject({ claimFiles: 1, sent: 1 });
    const [file] = claimsSent();
    expect(file?.ok).toBe(true);
    const claims = file!.ok ? (file!.value.assignments[0] as ClaimAssignment).claims : [];
    expect(claims.map((c) => c.kid)).toEqual([first.kid]);
    const [transmission] = await test.db.query<{ is_sent: boolean; is_acknowledged: boolean; status: string; file_content: string }>(
      'SELECT is_sent, is_acknowledged, status, file_content FROM avtalegiro_transmission WHERE client_id = $1 ORDER BY id DESC LIMIT 1', [first.client_id]);
    expect(transmission).toMatchObject({ is_sent: true, is_acknowledged: false, status: 'SENT' });
    expect(transmission!.file_content).toContain(first.kid);

    // Nets takes the file from its inbound directory: the next round sees it acknowledged.
    const [name] = readdirSync(path.join(sftp.root, 'inbound')).filter((f) => f.startsWith('AVTALEGIRO_'));
    mkdirSync(path.join(sftp.root, 'taken'), { recursive: true });
    (await import('node:fs')).renameSync(path.join(sftp.root, 'inbound', name!), path.join(sftp.root, 'taken', name!));
    expect((await exchangeWithNets(test.db, config, today)).acknowledged).toBe(1);

    // The payer cancels the mandate: Nets' mandate file says so, the shipment address becomes Ikke aktiv.
    const [account] = await test.db.query<{ account_number: string }>("SELECT account_number FROM client_bank_account WHERE client_id = $1 ORDER BY account_type <> 'Primary' LIMIT 1", [first.client_id]);
    sftp.put('outbound/FBO.txt', writeNetsTransmission({
      start: { sender: NETS_UNIT_ID, number: '0000077', recipient: UNIT },
      assignments: [{ kind: 'mandates', number: '0000001', account: account!.account_number, mandates: [{ fboNumber: 1, registration: 'DELETED', kid: first.kid, notice: false }] }],
      date: null,
    }));
    await exchangeWithNets(test.db, config, today);
    const [shipment] = await test.db.query<{ is_enabled: boolean; modified_by: string }>(
      "SELECT is_enabled, modified_by FROM customer_shipment WHERE customer_id = $1 AND shipment_type = 'AVTALEGIRO'", [first.customer_id]);
    expect(shipment).toEqual({ is_enabled: false, modified_by: 'Nets' });

    // The customer's next AvtaleGiro invoice is not claimed: the transmission lists it with the reason.
    await test.db.query("UPDATE customer_shipment SET is_enabled = true WHERE customer_id = $1 AND shipment_type = 'AVTALEGIRO'", [first.customer_id]);
    const next = await claimWaiting(first.customer_id);
    await test.db.query("UPDATE customer_shipment SET is_enabled = false WHERE customer_id = $1 AND shipment_type = 'AVTALEGIRO'", [first.customer_id]);
    const before = readdirSync(path.join(sftp.root, 'inbound')).length;
    expect((await exchangeWithNets(test.db, config, today)).sent).toBe(0);
    expect(readdirSync(path.join(sftp.root, 'inbound')).length).toBe(before);
    const [refused] = await test.db.query<{ error_code: string; error_text: string }>(
      'SELECT error_code, error_text FROM avtalegiro_transmission_invoice WHERE invoice_id = $1', [next.invoice_id]);
    expect(refused).toEqual({ error_code: 'AVVIST', error_text: CLAIM_NO_MANDATE });
  });

  it('a settled claim in an OCR file (transaction type 15) registers the payment and confirms the claim', async () => {
    const waiting = await claimWaiting();
    await exchangeWithNets(test.db, config, today);
    const [invoice] = await test.db.query<{ rest: number; account: string }>(
      `SELECT i.rest_amount_ore::float8 AS rest, (SELECT account_number FROM client_bank_account b WHERE b.client_id = i.client_id ORDER BY account_type <> 'Primary' LIMIT 1) AS account
         FROM invoice i WHERE i.id = $1`, [waiting.invoice_id]);
    const text = ocrFile(invoice!.account, [{ kid: waiting.kid, amount: invoice!.rest, serial: 41 }]).replace(/^NY0910(3[01])/gm, 'NY0915$1');
    sftp.put('outbound/OCR.avtalegiro.txt', text);
    await exchangeWithNets(test.db, config, today);
    const [claim] = await test.db.query<{ is_confirmed: boolean }>('SELECT is_confirmed FROM avtalegiro_transmission_invoice WHERE invoice_id = $1', [waiting.invoice_id]);
    expect(claim).toEqual({ is_confirmed: true });
    expect(await paymentsOf(waiting.invoice_id)).toEqual([{ id: expect.any(Number), payment_code: 'OCR' }]);
    expect(latin1Text(new Uint8Array())).toBe('');
  });
});
