import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FILE_DOCTYPE_REFUSED,
  FILE_DUPLICATE,
  FILE_NOT_CAMT054,
  FILE_NOT_XML,
  PAYMENT_DUPLICATE,
  PAYMENT_DUPLICATE_IN_FILE,
  UNMATCHED_ALREADY_PAID,
  UNMATCHED_KID_UNKNOWN,
  UNMATCHED_NOT_CREDIT,
  UNMATCHED_NUMBER_UNKNOWN,
} from '../../../src/domain/evidensia/evidensiaTexts';
import { BANK_DATE_IN_FUTURE_MESSAGE } from '../../../src/domain/payment/paymentAllocation';
import { camt054File, ENTITY_BOMB, EXTERNAL_ENTITY, type CamtTestPayment } from '../../../tests/fixtures/camt054';
import { addOpenInvoices, type OpenInvoices } from '../../../tests/fixtures/openInvoices';
import { loadContractResponses } from '../../../tests/support/contractResponses';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';

// Part 2 §2.8 Evidensia, §7.5 POST EvidensiaUpload/Payment: camt.054 files settle invoices, on PGlite and PostgreSQL.
let server: TestApp;
let session: Record<string, string>;
let contract: Awaited<ReturnType<typeof loadContractResponses>>;
const published: string[][] = [];

beforeAll(async () => {
  server = await startTestApp({ seed: 'small' });
  server.bus.subscribe((endPoints) => published.push([...endPoints]));
  const login = await server.app.inject({ method: 'POST', url: '/api/legacy/login', payload: { user: 'saksbehandler', password: 'saksbehandler-demo' } });
  session = { 'x-session-token': (login.json() as { access_token: string }).access_token };
  contract = await loadContractResponses();
}, 120_000);
afterAll(() => server.close());

interface PaymentAnswer { bankReference: string | null; status: string; reason: string | null; invoiceId: number | null; amount: number }
interface FileAnswer { originalName: string; status: string; reason: string | null; numberOfRegistered: number; numberOfUnmatched: number; numberOfDuplicates: number; registeredAmount: number; payments: PaymentAnswer[] }

function upload(files: readonly { name: string; content: string | Buffer }[], headers = session) {
  const boundary = 'norlink-evidensia';
  const parts = files.map(({ name, content }) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: text/xml\r\n\r\n`),
      typeof content === 'string' ? Buffer.from(content, 'utf8') : content,
      Buffer.from('\r\n'),
    ]),
  );
  return server.app.inject({
    method: 'POST',
    url: '/api/legacy/EvidensiaUpload/Payment',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
  });
}

async function read(files: readonly { name: string; content: string | Buffer }[]): Promise<FileAnswer[]> {
  const response = await upload(files);
  expect(response.statusCode, response.body).toBe(200);
  expect(contract.violations('legacy', 'uploadEvidensiaPayments', 200, response.json())).toEqual([]);
  return (response.json() as { files: FileAnswer[] }).files;
}

/**
 * Open invoices of a client of its own, 1 327,00 kr open each, numbered 7CC001, 7CC002, … (CC the client id's last
 * two digits, so no other client of the file has the number) with KID 0000 + the number.
 */
async function openWithKids(clientId: number, invoices: number): Promise<OpenInvoices> {
  const open = await addOpenInvoices(server.db, { clientId, invoices });
  await server.db.query(`UPDATE invoice SET jour_nr = jour_nr + $2::int, kid = '0000' || (jour_nr + $2::int) WHERE client_id = $1`, [clientId, (clientId % 100) * 1000]);
  return open;
}

async function invoice(id: number) {
  const [row] = await server.db.query<{ rest: number; status: string }>('SELECT rest_amount_ore::int AS rest, status_code AS status FROM invoice WHERE id = $1', [id]);
  return row!;
}

/** Everything an upload may write, counted: nothing of it may change when a file is refused or read twice. */
async function footprint() {
  const [row] = await server.db.query<object>(
    `SELECT (SELECT count(*)::int FROM payment) AS payments, (SELECT count(*)::int FROM post) AS posts,
            (SELECT count(*)::int FROM evidensia_upload) AS uploads, (SELECT count(*)::int FROM evidensia_payment) AS read,
            (SELECT count(*)::int FROM stored_file) AS files, (SELECT sum(rest_amount_ore)::bigint::text FROM invoice) AS open`,
  );
  return row!;
}

const kidPayment = (reference: string, kid: string, amount = 132_700): CamtTestPayment => ({ reference, amount, kid });

describe('reading camt.054 files', () => {
  it('settles invoices by KID, else by invoice number and amount, and says why the rest are not registered', async () => {
    const open = await openWithKids(1941, 4);
    const [first, second, third, fourth] = open.invoiceIds as [number, number, number, number];
    published.length = 0;
    const [file] = await read([{
      name: 'innbetalinger-1.xml',
      content: camt054File([
        kidPayment('S1-1', '0000741001'),
        // Partly paid: the fee and interest first, as the payment registration suggests.
        kidPayment('S1-2', '0000741002', 10_000),
        { reference: 'S1-3', amount: 132_700, text: 'Faktura 741003' },
        kidPayment('S1-4', '9999999999'),
        { reference: 'S1-5', amount: 100_000, text: 'Faktura 741004 (feil beløp)' },
        { reference: 'S1-6', amount: 5000, kid: '0000741004', debit: true },
        kidPayment('S1-1', '0000741001'),
        kidPayment('S1-7', '0000741001'),
        { reference: 'S1-8', amount: 132_700, kid: '0000741004', bookingDate: '2099-01-01' },
      ]),
    }]);
    expect(file).toMatchObject({ originalName: 'innbetalinger-1.xml', status: 'READ', reason: null, numberOfRegistered: 3, numberOfUnmatched: 5, numberOfDuplicates: 1, registeredAmount: 2754 });
    expect(file!.payments.map((p) => [p.bankReference, p.status, p.reason, p.invoiceId])).toEqual([
      ['S1-1', 'REGISTERED', null, first],
      ['S1-2', 'REGISTERED', null, second],
      ['S1-3', 'REGISTERED', null, third],
      ['S1-4', 'UNMATCHED', UNMATCHED_KID_UNKNOWN, null],
      ['S1-5', 'UNMATCHED', UNMATCHED_NUMBER_UNKNOWN, null],
      ['S1-6', 'UNMATCHED', UNMATCHED_NOT_CREDIT, null],
      ['S1-1', 'DUPLICATE', PAYMENT_DUPLICATE_IN_FILE, null],
      ['S1-7', 'UNMATCHED', UNMATCHED_ALREADY_PAID, first],
      ['S1-8', 'UNMATCHED', BANK_DATE_IN_FUTURE_MESSAGE, fourth],
    ]);
    expect(await invoice(first)).toEqual({ rest: 0, status: 'P' });
    expect(await invoice(second)).toEqual({ rest: 122_700, status: 'NP' });
    expect(await invoice(third)).toEqual({ rest: 0, status: 'P' });
    expect(await invoice(fourth)).toEqual({ rest: 132_700, status: 'NP' });
    // The payments are the payment registration's: a ledger post each, the KID named in its text, and tagged OCR when
    // matched by the KID (the reports by tag count them as KID payments, issue 40), DIR when matched without one.
    const posts = await server.db.query<{ text: string; amount: number; tag: string; code: string }>(
      `SELECT p.text, p.amount_ore::int AS amount, p.tag, y.payment_code AS code FROM post p JOIN payment y ON y.id = p.payment_id
        WHERE p.customer_id = $1 ORDER BY p.id`, [open.customerId]);
    expect(posts).toEqual([
      { text: 'Innbetaling med KID', amount: -132_700, tag: 'OCR', code: 'OCR' },
      { text: 'Innbetaling med KID', amount: -10_000, tag: 'OCR', code: 'OCR' },
      { text: 'Innbetaling, Evidensia', amount: -132_700, tag: 'DIR', code: 'DIR' },
    ]);
    expect(published).toEqual([['EvidensiaUpload', `clients/${open.clientId}`, 'Payment/Register']]);
  });

  it('registers nothing when the same file is read again', async () => {
    const open = await openWithKids(1942, 2);
    const content = camt054File([kidPayment('S2-1', '0000742001'), kidPayment('S2-2', '0000742002')]);
    const [once] = await read([{ name: 'a.xml', content }]);
    expect(once).toMatchObject({ status: 'READ', numberOfRegistered: 2 });
    const before = await footprint();
    published.length = 0;
    const [twice] = await read([{ name: 'a-igjen.xml', content }]);
    expect(twice).toMatchObject({ status: 'DUPLICATE', reason: FILE_DUPLICATE, numberOfRegistered: 0, payments: [] });
    expect(await footprint()).toEqual(before);
    expect(published).toEqual([]);
    expect(await invoice(open.invoiceIds[0]!)).toEqual({ rest: 0, status: 'P' });
  });

  it('calls a payment read in another file a duplicate, and registers a payment unmatched before once it matches', async () => {
    const open = await openWithKids(1943, 2);
    const [first] = await read([{ name: 'b1.xml', content: camt054File([kidPayment('S3-1', '0000743001'), { reference: 'S3-2', amount: 132_700, text: 'Faktura 799999' }]) }]);
    expect(first!.payments.map((p) => p.status)).toEqual(['REGISTERED', 'UNMATCHED']);
    // Another file (other content) carrying S3-1 again, and S3-2 now with the right invoice number.
    const [second] = await read([{ name: 'b2.xml', content: camt054File([kidPayment('S3-1', '0000743001'), { reference: 'S3-2', amount: 132_700, text: 'Faktura 743002' }], { messageId: 'MSG-2' }) }]);
    expect(second!.payments.map((p) => [p.bankReference, p.status, p.reason])).toEqual([['S3-1', 'DUPLICATE', PAYMENT_DUPLICATE], ['S3-2', 'REGISTERED', null]]);
    expect(await invoice(open.invoiceIds[1]!)).toEqual({ rest: 0, status: 'P' });
    const [{ n }] = (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payment WHERE customer_id = $1', [open.customerId])) as [{ n: number }];
    expect(n).toBe(2);
  });

  it('matches only invoices of the officer’s bases', async () => {
    const outside = await openWithKids(5944, 1);
    const [file] = await read([{ name: 'c.xml', content: camt054File([kidPayment('S4-1', '0000744001')], { messageId: 'MSG-4' }) }]);
    expect(file!.payments[0]).toMatchObject({ status: 'UNMATCHED', reason: UNMATCHED_KID_UNKNOWN, invoiceId: null });
    expect(await invoice(outside.invoiceIds[0]!)).toEqual({ rest: 132_700, status: 'NP' });
  });
});

describe('refusing files', () => {
  it('refuses an entity bomb and an external entity with their reason, changing nothing', async () => {
    const before = await footprint();
    const files = await read([{ name: 'bombe.xml', content: ENTITY_BOMB }, { name: 'xxe.xml', content: EXTERNAL_ENTITY }]);
    expect(files.map((f) => [f.originalName, f.status, f.reason])).toEqual([['bombe.xml', 'REFUSED', FILE_DOCTYPE_REFUSED], ['xxe.xml', 'REFUSED', FILE_DOCTYPE_REFUSED]]);
    expect(JSON.stringify(files)).not.toContain('root:');
    expect(await footprint()).toEqual(before);
  });

  it('refuses what is not XML, not camt.054 or malformed, and reads the good file beside them', async () => {
    const open = await openWithKids(1945, 1);
    const before = await footprint();
    const response = await upload([
      { name: 'faktura.pdf', content: Buffer.from('%PDF-1.4 not xml') },
      { name: 'kontoutskrift.xml', content: '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt/></Document>' },
      { name: 'avkortet.xml', content: camt054File([kidPayment('S5-0', '0000745001')]).slice(0, -40) },
      { name: 'god.xml', content: camt054File([{ ...kidPayment('S5-1', '0000745001'), text: 'x' }], { messageId: 'MSG-5' }) },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as { files: FileAnswer[]; numberOfReadFiles: number; numberOfFailedUploads: number };
    expect(answer).toMatchObject({ numberOfReadFiles: 1, numberOfFailedUploads: 3 });
    expect(answer.files.map((f) => [f.status, f.reason?.slice(0, 24) ?? null])).toEqual([
      ['REFUSED', FILE_NOT_XML.slice(0, 24)],
      ['REFUSED', FILE_NOT_CAMT054.slice(0, 24)],
      ['REFUSED', 'Filen er ikke gyldig XML'],
      ['READ', null],
    ]);
    expect(await invoice(open.invoiceIds[0]!)).toEqual({ rest: 0, status: 'P' });
    const after = (await footprint()) as { uploads: number; payments: number };
    expect(after.uploads).toBe((before as { uploads: number }).uploads + 1);
    expect(after.payments).toBe((before as { payments: number }).payments + 1);
  });

  it('refuses an upload with a file over the size limit (413) and changes nothing', async () => {
    const before = await footprint();
    const big = Buffer.concat([Buffer.from(camt054File([kidPayment('S6-1', '0000700001')]).replace('</Document>', '<!--')), Buffer.alloc(32 * 1024 * 1024 + 10, 0x20), Buffer.from('--></Document>')]);
    const response = await upload([{ name: 'stor.xml', content: big }]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: 'Filen er for stor' });
    expect(await footprint()).toEqual(before);
  });

  it('answers bad requests with 400 or 401, never 500', async () => {
    expect((await upload([{ name: 'a.xml', content: ENTITY_BOMB }], {})).statusCode).toBe(401);
    const noFiles = await server.app.inject({
      method: 'POST', url: '/api/legacy/EvidensiaUpload/Payment',
      headers: { ...session, 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--\r\n',
    });
    expect(noFiles.statusCode).toBe(400);
    const wrongField = await server.app.inject({
      method: 'POST', url: '/api/legacy/EvidensiaUpload/Payment',
      headers: { ...session, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.xml"\r\n\r\n<a/>\r\n--x--\r\n',
    });
    expect(wrongField.statusCode).toBe(400);
    const json = await server.app.inject({ method: 'POST', url: '/api/legacy/EvidensiaUpload/Payment', headers: session, payload: { files: [] } });
    expect([400, 415]).toContain(json.statusCode);
  });
});
