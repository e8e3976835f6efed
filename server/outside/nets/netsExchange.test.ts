import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../src/domain/dates/isoDate';
import { latin1Text, NETS_UNIT_ID } from '../../../src/domain/nets/fixedWidth';
import { readNetsTransmission, writeNetsTransmission, type ClaimAssignment, type NetsTransmission, type OcrTransaction } from '../../../src/domain/nets/netsFile';
import { startSftpServer, type TestSftpServer } from '../../../tests/support/sftpServer';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';
import { TEST_SEED_TODAY } from '../../db/seed/profiles';
import { CLAIM_NO_MANDATE } from '../../../src/domain/nets/avtaleGiro';
import { rejectionList, transmissionReceiptList } from '../../../tests/support/outside/netsReceiptLists';
import type { Database } from '../../db/database';
import { readAvtalegiroTransmission } from '../../reports/reportLists';
import { auditPage } from '../../audit/auditReads';
import { SYSTEM_ACTORS } from '../../audit/systemActors';
import { exchangeWithNets, NETS_EXCHANGE_JOB, RECEIPT_WAIT_MINUTES, runAsNetsExchange, UPLOAD_GRACE_MINUTES, UPLOAD_UNCERTAIN, type NetsConfig } from './netsExchange';
import { NETS_REJECTED_CODE, receiptUnknownTransmission } from './netsReceipts';

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

  it('a payment the scheduled exchange registers is the Nets exchange\'s, by name, in the payment and the audit trail', async () => {
    const invoice = await openInvoiceWithKid();
    sftp.put('outbound/OCR.system.txt', ocrFile(invoice.account, [{ kid: invoice.kid, amount: invoice.rest, serial: 21 }]));
    await runAsNetsExchange(() => exchangeWithNets(test.db, config, today));
    const [payment] = await test.db.query<{ registered_by: number | null; registered_by_system: string | null }>(
      `SELECT p.registered_by, p.registered_by_system FROM payment p JOIN payment_allocation a ON a.payment_id = p.id WHERE a.invoice_id = $1`, [invoice.id]);
    expect(payment).toEqual({ registered_by: null, registered_by_system: SYSTEM_ACTORS.netsExchange });
    const trail = await auditPage(test.db, { subject: 'invoice', id: invoice.id, bases: [1, 2, 3, 4, 5], page: 1, size: 5 });
    const registration = trail!.items.find((event) => event.operation === NETS_EXCHANGE_JOB);
    expect(registration).toMatchObject({ officerName: SYSTEM_ACTORS.netsExchange, api: 'jobs', movedOre: expect.any(Number) });
    expect(registration!.movedOre).not.toBe(0);
    const [row] = await test.db.query<{ officer_id: number | null; system_actor: string }>(
      'SELECT officer_id, system_actor FROM audit_event WHERE invoice_ids @> ARRAY[$1::bigint] AND operation = $2', [invoice.id, NETS_EXCHANGE_JOB]);
    expect(row).toEqual({ officer_id: null, system_actor: SYSTEM_ACTORS.netsExchange });
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

  /** A customer given an AvtaleGiro mandate now (the small seed has few), with an invoice of theirs waiting to be claimed. */
  async function claimWaitingWithNewMandate() {
    const [row] = await test.db.query<{ customer_id: number }>(
      `SELECT cu.id::float8 AS customer_id
         FROM production_entry e JOIN invoice i ON i.id = e.invoice_id JOIN customer cu ON cu.id = i.customer_id
        WHERE i.type = 'INVOICE' AND i.kid ~ '^[0-9]+$' AND i.rest_amount_ore > 0
          AND NOT EXISTS (SELECT 1 FROM customer_shipment s WHERE s.customer_id = cu.id AND s.shipment_type = 'AVTALEGIRO')
          AND NOT EXISTS (SELECT 1 FROM network_outbox o WHERE o.source_kind = 'production' AND o.source_id = e.id)
          AND EXISTS (SELECT 1 FROM client_bank_account b WHERE b.client_id = i.client_id)
        ORDER BY e.id LIMIT 1`);
    await test.db.query(
      `INSERT INTO customer_shipment (customer_id, shipment_type, label, value, address_value, is_enabled, is_rejected, created_date, created_by)
       VALUES ($1, 'AVTALEGIRO', 'AvtaleGiro', 'AVTALEGIRO', '-', true, false, now(), 'Nets')`, [row!.customer_id]);
    return claimWaiting(row!.customer_id);
  }
  const numberOf = (file: ReturnType<typeof readNetsTransmission>) => (file.ok ? file.value.start.number : '');
  /** Nets takes every claim file from its inbound directory (as it does once it has read them). */
  function takeFromInbox() {
    mkdirSync(path.join(sftp.root, 'taken'), { recursive: true });
    for (const name of readdirSync(path.join(sftp.root, 'inbound')).filter((f) => f.startsWith('AVTALEGIRO_'))) {
      renameSync(path.join(sftp.root, 'inbound', name), path.join(sftp.root, 'taken', name));
    }
  }
  /** The avtalegiro report's view of the client's newest transmission (server/reports/reportLists.ts). */
  async function reportOf(clientId: number) {
    const [row] = await test.db.query<{ transmission_id: string }>(
      'SELECT transmission_id FROM avtalegiro_transmission WHERE client_id = $1 ORDER BY id DESC LIMIT 1', [clientId]);
    return readAvtalegiroTransmission(test.db, row!.transmission_id, [1, 2, 3, 4, 5]);
  }

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

    // Nets takes the file from its inbound directory and puts its receipt (L226) out for us: acknowledged.
    takeFromInbox();
    sftp.put('outbound/L226.0001.csv', transmissionReceiptList([{ dataSender: UNIT, transmissionNumber: numberOf(file!), status: 'Godkjent' }]));
    expect((await exchangeWithNets(test.db, config, today)).fetched).toEqual([{ name: 'L226.0001.csv', outcome: 'READ' }]);
    const acknowledged = await reportOf(first.client_id);
    expect(acknowledged).toMatchObject({ isSent: true, isAcknowledged: true, status: 'ACKNOWLEDGED', errorCode: null });

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
  it('a claim Nets rejects for want of a mandate (L00202 "FBO FINNES IKKE") shows on its invoice; the AvtaleGiro address becomes Avvist and the next invoice is not claimed', async () => {
    const waiting = await claimWaiting();
    await exchangeWithNets(test.db, config, today);
    const file = claimsSent().at(-1)!;
    takeFromInbox();
    sftp.put('outbound/L00202.0001.csv', rejectionList([{ dataSender: UNIT, transmissionNumber: numberOf(file), assignmentNumber: numberOf(file),
      transactionNumber: 1, kid: waiting.kid, amountOre: 100, message: 'FBO FINNES IKKE' }]));
    expect((await exchangeWithNets(test.db, config, today)).fetched).toEqual([{ name: 'L00202.0001.csv', outcome: 'READ' }]);

    const report = await reportOf(waiting.client_id);
    expect(report).toMatchObject({ isSent: true, rejectedCount: 1, approvedCount: 0, errorCode: NETS_REJECTED_CODE, errorText: 'Nets avviste 1 betalingskrav' });
    expect(report!.invoices).toEqual([expect.objectContaining({ kid: waiting.kid, errorCode: NETS_REJECTED_CODE, errorText: 'FBO FINNES IKKE' })]);
    const [shipment] = await test.db.query<{ is_rejected: boolean; modified_by: string }>(
      "SELECT is_rejected, modified_by FROM customer_shipment WHERE customer_id = $1 AND shipment_type = 'AVTALEGIRO'", [waiting.customer_id]);
    expect(shipment).toEqual({ is_rejected: true, modified_by: 'Nets' });

    // The same list again changes nothing; the customer's next invoice is listed, not claimed.
    sftp.put('outbound/L00202.0001-igjen.csv', rejectionList([{ dataSender: UNIT, transmissionNumber: numberOf(file), assignmentNumber: numberOf(file),
      transactionNumber: 1, kid: waiting.kid, amountOre: 100, message: 'FBO FINNES IKKE' }]));
    expect((await exchangeWithNets(test.db, config, today)).fetched).toEqual([{ name: 'L00202.0001-igjen.csv', outcome: 'DUPLICATE' }]);
    // The customer's next AvtaleGiro document waits in the outbox (the same production entry queued again will do).
    await test.db.query(
      `INSERT INTO network_outbox (network, source_kind, source_id, receiver, document_name, content_type, content)
       VALUES ('AVTALEGIRO', 'production', $1, 'x', 'faktura.pdf', 'application/pdf', '\\x25504446')`, [waiting.entry_id]);
    const round = await exchangeWithNets(test.db, config, today);
    expect(round.sent).toBe(0);
    const [next] = await test.db.query<{ error_text: string }>(
      `SELECT i.error_text FROM avtalegiro_transmission_invoice i JOIN avtalegiro_transmission t ON t.id = i.transmission_id
        WHERE t.client_id = $1 ORDER BY i.id DESC LIMIT 1`, [waiting.client_id]);
    expect(next).toEqual({ error_text: CLAIM_NO_MANDATE });
  });

  it('a transmission Nets rejects whole (L226 Avvist) fails with all its claims; a list naming a transmission we never sent is refused whole', async () => {
    const waiting = await claimWaiting();
    await exchangeWithNets(test.db, config, today);
    const file = claimsSent().at(-1)!;
    takeFromInbox();
    sftp.put('outbound/L226.0002.csv', transmissionReceiptList([
      { dataSender: UNIT, transmissionNumber: numberOf(file), status: 'Avvist', message: 'Ugyldig dataavsender' },
    ]));
    sftp.put('outbound/L226.0003.csv', transmissionReceiptList([{ dataSender: UNIT, transmissionNumber: '9999999', status: 'Godkjent' }]));
    expect((await exchangeWithNets(test.db, config, today)).fetched).toEqual([
      { name: 'L226.0002.csv', outcome: 'READ' }, { name: 'L226.0003.csv', outcome: 'REFUSED' },
    ]);
    const report = await reportOf(waiting.client_id);
    expect(report).toMatchObject({ status: 'FAILED', isAcknowledged: true, errorCode: NETS_REJECTED_CODE, errorText: 'Ugyldig dataavsender', approvedCount: 0, rejectedCount: 1 });
    expect(report!.invoices.map((i) => [i.errorCode, i.errorText])).toEqual([[NETS_REJECTED_CODE, 'Ugyldig dataavsender']]);
    const [refused] = await test.db.query<{ status: string; outcome: string }>("SELECT status, outcome FROM outside_exchange WHERE file_name = 'L226.0003.csv'");
    expect(refused).toEqual({ status: 'REFUSED', outcome: receiptUnknownTransmission('9999999') });
  });

  describe('a server stopped between the upload and marking the claim file sent never sends it twice', () => {
    /** The database of a server that dies right after the upload: the transaction marking the file sent never commits. */
    function dying(): Database {
      return new Proxy(test.db, {
        get(target, property, receiver) {
          if (property === 'transaction') {
            return <T>(work: (tx: Parameters<Parameters<Database['transaction']>[0]>[0]) => Promise<T>) => target.transaction((tx) => work({
              query: (sql: string, params?: readonly unknown[]) => {
                if (/SET is_sent = true/.test(sql)) throw new Error('killed between the upload and marking it sent');
                return tx.query(sql, params);
              },
            } as typeof tx));
          }
          const value = Reflect.get(target, property, receiver) as unknown;
          return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
        },
      });
    }
    const uploadsOf = (name: string) => sftp.renames.filter((r) => r.to === `/inbound/${name}`).length;
    const exchangeOf = async (clientId: number) => (await test.db.query<{ file_name: string; status: string; outcome: string | null; is_sent: boolean }>(
      `SELECT e.file_name, e.status, e.outcome, t.is_sent FROM avtalegiro_transmission t JOIN outside_exchange e ON e.id = t.exchange_id
        WHERE t.client_id = $1 ORDER BY t.id DESC LIMIT 1`, [clientId]))[0]!;

    it('the file still in Nets\' inbox: marked sent on restart, not uploaded again', async () => {
      const waiting = await claimWaitingWithNewMandate();
      await expect(exchangeWithNets(dying(), config, today)).rejects.toThrow('killed');
      const stopped = await exchangeOf(waiting.client_id);
      expect(stopped).toMatchObject({ status: 'PENDING', is_sent: false });
      expect(uploadsOf(stopped.file_name)).toBe(1);
      expect(await exchangeWithNets(test.db, config, today)).toMatchObject({ sent: 0, settled: 1, waiting: 0 });
      expect(uploadsOf(stopped.file_name)).toBe(1);
      expect(await exchangeOf(waiting.client_id)).toMatchObject({ status: 'DONE', is_sent: true, outcome: expect.stringContaining('funnet i Nets sin innboks') });
      takeFromInbox();
    });

    it('Nets took the file and its receipt came: marked sent and acknowledged, not uploaded again', async () => {
      const waiting = await claimWaitingWithNewMandate();
      await expect(exchangeWithNets(dying(), config, today)).rejects.toThrow('killed');
      const file = claimsSent().at(-1)!;
      const stopped = await exchangeOf(waiting.client_id);
      takeFromInbox();
      sftp.put('outbound/L226.etter-stopp.csv', transmissionReceiptList([{ dataSender: UNIT, transmissionNumber: numberOf(file), status: 'Godkjent' }]));
      expect(await exchangeWithNets(test.db, config, today)).toMatchObject({ sent: 0, settled: 1, fetched: [{ name: 'L226.etter-stopp.csv', outcome: 'READ' }] });
      expect(uploadsOf(stopped.file_name)).toBe(1);
      expect(await exchangeOf(waiting.client_id)).toMatchObject({ status: 'DONE', is_sent: true });
      expect(await reportOf(waiting.client_id)).toMatchObject({ isSent: true, isAcknowledged: true, status: 'ACKNOWLEDGED' });
    });

    it('Nets took the file and no receipt came: it waits, then fails for an officer to check; never uploaded again', async () => {
      const waiting = await claimWaitingWithNewMandate();
      await expect(exchangeWithNets(dying(), config, today)).rejects.toThrow('killed');
      const stopped = await exchangeOf(waiting.client_id);
      takeFromInbox();
      expect(await exchangeWithNets(test.db, config, today)).toMatchObject({ sent: 0, settled: 0, waiting: 1 });
      await test.db.query(`UPDATE outside_exchange SET upload_started_at = now() - make_interval(mins => $2) WHERE file_name = $1`,
        [stopped.file_name, RECEIPT_WAIT_MINUTES + 1]);
      expect(await exchangeWithNets(test.db, config, today)).toMatchObject({ sent: 0, settled: 0, waiting: 0 });
      expect(await exchangeOf(waiting.client_id)).toMatchObject({ status: 'FAILED', outcome: UPLOAD_UNCERTAIN, is_sent: false });
      expect(uploadsOf(stopped.file_name)).toBe(1);
    });

    it('stopped before the rename (only the temporary file there): Nets cannot have it, so it is uploaded again, once', async () => {
      const waiting = await claimWaitingWithNewMandate();
      await expect(exchangeWithNets(dying(), config, today)).rejects.toThrow('killed');
      const stopped = await exchangeOf(waiting.client_id);
      renameSync(path.join(sftp.root, 'inbound', stopped.file_name), path.join(sftp.root, 'inbound', `.${stopped.file_name}.part`));
      // Right after, the temporary file may be an upload still under way in another instance: it waits.
      expect(await exchangeWithNets(test.db, config, today)).toMatchObject({ sent: 0, settled: 0, waiting: 1 });
      expect(uploadsOf(stopped.file_name)).toBe(1);
      await test.db.query(`UPDATE outside_exchange SET upload_started_at = now() - make_interval(mins => $2) WHERE file_name = $1`,
        [stopped.file_name, UPLOAD_GRACE_MINUTES + 1]);
      expect(await exchangeWithNets(test.db, config, today)).toMatchObject({ sent: 1, settled: 0 });
      expect(uploadsOf(stopped.file_name)).toBe(2);
      expect(existsSync(path.join(sftp.root, 'inbound', stopped.file_name))).toBe(true);
      expect(await exchangeOf(waiting.client_id)).toMatchObject({ status: 'DONE', is_sent: true });
      expect(await exchangeWithNets(test.db, config, today)).toMatchObject({ sent: 0, settled: 0, waiting: 0 });
      takeFromInbox();
    });
  });
});
