import { readFileSync } from 'node:fs';
import { validateXML } from 'xmllint-wasm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoText } from '../../../src/domain/dates/calendarDay';
import { osloClock } from '../../../src/domain/dates/osloClock';
import { OCR_FILE_READ_BEFORE } from '../../../src/domain/nets/ocrGiroUploadTexts';
import { REASON_KID_NEAR } from '../../../src/domain/payment/unmatchedCandidates';
import {
  ALLOCATION_INVOICE_UNKNOWN,
  ALLOCATION_OVER_AMOUNT,
  RETURN_ACCOUNT_INVALID,
  RETURN_ACCOUNT_MISSING,
  RETURN_DATE_PAST,
  RETURN_TEXT_MISSING,
  UNMATCHED_ALREADY_RESOLVED,
} from '../../../src/domain/payment/unmatchedPayments';
import { IPP_URL_CREDENTIALS, IPP_URL_INVALID } from '../../../src/domain/settings/printers';
import { addOpenInvoices, type OpenInvoices } from '../../../tests/fixtures/openInvoices';
import { ocrGiroFile, type OcrTestPayment } from '../../../tests/fixtures/ocrGiroFiles';
import { loadContractResponses } from '../../../tests/support/contractResponses';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';
import { TEST_SEED_TODAY } from '../../db/seed/profiles';

// Issue 45 over HTTP, on PGlite and PostgreSQL: OCR giro uploaded by hand, the workbench of payments that match nothing
// (list, ranked candidates, allocation, return as pain.001) and the printers' IPP addresses; roles, bases, bad input by
// field, idempotency.
let server: TestApp;
let contract: Awaited<ReturnType<typeof loadContractResponses>>;
const sessions: Record<'teknisk' | 'leder' | 'saksbehandler', Record<string, string>> = { teknisk: {}, leder: {}, saksbehandler: {} };
const PASSWORDS = { teknisk: 'teknisk-demo', leder: 'leder-demo', saksbehandler: 'saksbehandler-demo' } as const;
type Officer = keyof typeof PASSWORDS;

/** Client 1952 (base 1, which the plain officer has) and client 3952 (base 3, which they have not), with accounts. */
const OURS = { clientId: 1952, account: '15032467803' };
const OTHER_BASE = { clientId: 3952, account: '30001234567' };
let ours: OpenInvoices;
let secondCustomer: { customerId: number; invoiceId: number };
let otherBase: OpenInvoices;
const schema = readFileSync(new URL('../../../tests/fixtures/iso20022/norlink-pain.001.001.03-subset.xsd', import.meta.url), 'utf8');

beforeAll(async () => {
  server = await startTestApp({ seed: 'small' });
  contract = await loadContractResponses();
  for (const user of Object.keys(PASSWORDS) as Officer[]) {
    const login = await server.app.inject({ method: 'POST', url: '/api/legacy/login', payload: { user, password: PASSWORDS[user] } });
    sessions[user] = { 'x-session-token': (login.json() as { access_token: string }).access_token };
  }
  ours = await addOpenInvoices(server.db, { clientId: OURS.clientId, invoices: 8 });
  otherBase = await addOpenInvoices(server.db, { clientId: OTHER_BASE.clientId, invoices: 1 });
  for (const { clientId, account } of [OURS, OTHER_BASE]) {
    await server.db.query(`UPDATE invoice SET kid = '00' || client_id || lpad(jour_nr::text, 9, '0') WHERE client_id = $1`, [clientId]);
    await server.db.query("INSERT INTO client_bank_account (client_id, account_type, account_number, bic) VALUES ($1, 'Primary', $2, 'DNBANOKK')", [clientId, account]);
  }
  // A second customer of the same client with one open invoice, to split a payment over two customers.
  const [customer] = await server.db.query<{ id: number }>(
    `INSERT INTO customer (client_id, nr, name, type, created_at) VALUES ($1, 30002, 'Annen Betaler', 'Retail', now()) RETURNING id::int AS id`, [OURS.clientId]);
  const [invoice] = await server.db.query<{ id: number }>(
    `INSERT INTO invoice (client_id, customer_id, type, jour_nr, jour_date, due_date, amount_inc_tax_ore, amount_ex_tax_ore, tax_amount_ore,
                          shipment_type, rest_amount_ore, invoice_part_ore, interest_part_ore, fee_part_ore, status_text, status_code, proc_level, kid)
     VALUES ($1, $2, 'INVOICE', 709001, date '2026-08-01', date '2026-08-15', 50000, 40000, 10000, 'PAPER', 50000, 50000, 0, 0, 'Ubetalt', 'NP', 4, '0019520709001')
     RETURNING id::int AS id`, [OURS.clientId, customer!.id]);
  secondCustomer = { customerId: customer!.id, invoiceId: invoice!.id };
}, 240_000);
afterAll(() => server?.close());

const kidOf = async (invoiceId: number) => (await server.db.query<{ kid: string }>('SELECT kid FROM invoice WHERE id = $1', [invoiceId]))[0]!.kid;
const invoiceState = async (id: number) =>
  (await server.db.query<{ rest: number; status: string }>('SELECT rest_amount_ore::float8 AS rest, status_code AS status FROM invoice WHERE id = $1', [id]))[0]!;
const paymentCount = async () => (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payment'))[0]!.n;

function call(officer: Officer | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return server.app.inject({ method, url: `/api/legacy/${url}`, headers: officer ? sessions[officer] : {}, ...(payload ? { payload } : {}) });
}

function upload(officer: Officer, files: readonly { name: string; content: Buffer | string }[]) {
  const boundary = 'norlink-ocr-giro';
  const parts = files.map(({ name, content }) => Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n`),
    typeof content === 'string' ? Buffer.from(content, 'latin1') : content,
    Buffer.from('\r\n'),
  ]));
  return server.app.inject({
    method: 'POST', url: '/api/legacy/OcrGiroUpload/Payment',
    headers: { ...sessions[officer], 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
  });
}

interface FileAnswer { originalName: string; status: string; reason: string | null; numberOfPayments: number; numberOfRegistered: number; numberOfUnmatched: number; numberOfDuplicates: number; registeredAmount: number }

async function uploadRead(officer: Officer, name: string, content: Buffer): Promise<FileAnswer> {
  const response = await upload(officer, [{ name, content }]);
  expect(response.statusCode, response.body).toBe(200);
  expect(contract.violations('legacy', 'uploadOcrGiroFiles', 200, response.json())).toEqual([]);
  return (response.json() as { files: FileAnswer[] }).files[0]!;
}

const ocr = (account: string, payments: OcrTestPayment[], number: number) => ocrGiroFile({ account, payments, day: TEST_SEED_TODAY, number });

/** Everything a read may write, counted: nothing of it may change when a file is refused or read twice. */
async function footprint() {
  const [row] = await server.db.query<object>(
    `SELECT (SELECT count(*)::int FROM payment) AS payments, (SELECT count(*)::int FROM post) AS posts, (SELECT count(*)::int FROM ocr_payment) AS ocr,
            (SELECT count(*)::int FROM unmatched_payment) AS unmatched, (SELECT sum(rest_amount_ore)::bigint::text FROM invoice) AS open`);
  return row!;
}

async function ftpReport(officer: Officer) {
  // Files are listed by when they were received: today by the clock.
  const today = isoText(osloClock(new Date()));
  const response = await call(officer, 'GET', `Transmission/Payment/FTP?fromDate=${today}&toDate=${today}`);
  expect(response.statusCode).toBe(200);
  expect(contract.violations('legacy', 'listFtpPaymentTransmissions', 200, response.json())).toEqual([]);
  return response.json() as { fileName: string; clientId: number | null; status: string; transport: string | null; numberRegistered: number | null; numberUnmatched: number | null; errorText: string | null; numberOfPayments: number }[];
}

describe('OCR giro files uploaded by hand', { timeout: 120_000 }, () => {
  it('registers KID payments in the officer’s name, sends what matches nothing to the workbench, and the ftp-payments report shows the file', async () => {
    const [first] = ours.invoiceIds;
    const file = ocr(OURS.account, [{ kid: await kidOf(first!), amount: 132_700, serial: 1 }, { kid: '0019529999999', amount: 4_321, serial: 2 }], 1);
    const answer = await uploadRead('saksbehandler', 'OCR.1952.1.txt', file);
    expect(answer).toEqual({
      originalName: 'OCR.1952.1.txt', status: 'READ', reason: null, numberOfPayments: 2, numberOfRegistered: 1, numberOfUnmatched: 1,
      numberOfDuplicates: 0, numberOfMandates: 0, registeredAmount: 1327,
    });
    expect(await invoiceState(first!)).toEqual({ rest: 0, status: 'P' });
    const [payment] = await server.db.query<{ registered_by: number; payment_code: string }>(
      'SELECT p.registered_by, p.payment_code FROM payment p JOIN payment_allocation a ON a.payment_id = p.id WHERE a.invoice_id = $1', [first]);
    expect(payment).toEqual({ registered_by: 3, payment_code: 'OCR' });
    const [row] = (await ftpReport('saksbehandler')).filter((r) => r.fileName === 'OCR.1952.1.txt');
    expect(row).toMatchObject({ clientId: OURS.clientId, status: 'PROCESSED', transport: 'UPLOAD', numberOfPayments: 2, numberRegistered: 1, numberUnmatched: 1, errorText: null });
    const list = (await call('saksbehandler', 'GET', 'Payment/Unmatched')).json() as { kid: string; source: string; clientId: number; amount: number }[];
    expect(list.filter((p) => p.kid === '0019529999999')).toEqual([expect.objectContaining({ source: 'OCR', clientId: OURS.clientId, amount: 43.21 })]);
  });

  it('registers a file once and a transaction once: the same file again, or its transaction in another file, adds nothing', async () => {
    const [, second, third] = ours.invoiceIds;
    const payment = { kid: await kidOf(second!), amount: 132_700, serial: 11 };
    expect((await uploadRead('saksbehandler', 'OCR.a.txt', ocr(OURS.account, [payment], 11))).numberOfRegistered).toBe(1);
    const before = await footprint();
    expect(await uploadRead('saksbehandler', 'OCR.a-igjen.txt', ocr(OURS.account, [payment], 11))).toMatchObject({ status: 'DUPLICATE', reason: OCR_FILE_READ_BEFORE, numberOfRegistered: 0 });
    expect(await footprint()).toEqual(before);
    // Another file (another transmission number) resends the transaction with a new one.
    const resent = await uploadRead('saksbehandler', 'OCR.b.txt', ocr(OURS.account, [payment, { kid: await kidOf(third!), amount: 132_700, serial: 12 }], 12));
    expect(resent).toMatchObject({ status: 'READ', numberOfPayments: 2, numberOfRegistered: 1, numberOfDuplicates: 1, numberOfUnmatched: 0 });
    expect(await invoiceState(second!)).toEqual({ rest: 0, status: 'P' });
  });

  it('refuses a corrupt file and one into an account outside the officer’s bases whole, with the reason, registering nothing', async () => {
    const [, , , fourth] = ours.invoiceIds;
    const good = ocr(OURS.account, [{ kid: await kidOf(fourth!), amount: 132_700, serial: 21 }], 21).toString('latin1');
    const corrupt = good.replace(/\r\n(NY0910\d\d)/, (_, head: string) => `\r\n${head.slice(0, 7)}`);
    const before = await footprint();
    const refused = await uploadRead('saksbehandler', 'OCR.korrupt.txt', Buffer.from(corrupt, 'latin1'));
    expect(refused).toMatchObject({ status: 'REFUSED', reason: 'Linje 3 har 79 tegn, ikke 80', numberOfRegistered: 0 });
    expect((await uploadRead('saksbehandler', 'ikke-nets.txt', Buffer.from('Hei, dette er ingen OCR-fil\r\n'))).status).toBe('REFUSED');

    const [otherInvoice] = otherBase.invoiceIds;
    const foreign = ocr(OTHER_BASE.account, [{ kid: await kidOf(otherInvoice!), amount: 132_700, serial: 22 }], 22);
    expect(await uploadRead('saksbehandler', 'OCR.3952.txt', foreign)).toMatchObject({ status: 'REFUSED', reason: `Oppdragskonto ${OTHER_BASE.account} tilhører ingen klient` });
    expect(await footprint()).toEqual(before);
    const report = await ftpReport('saksbehandler');
    expect(report.find((r) => r.fileName === 'OCR.korrupt.txt')).toMatchObject({ status: 'FAILED', errorText: 'Linje 3 har 79 tegn, ikke 80', numberRegistered: 0 });
    expect(report.find((r) => r.fileName === 'OCR.3952.txt')).toMatchObject({ clientId: null, status: 'FAILED' });

    // The same file read by an officer of base 3 is read: what refused it was who read it, not the file.
    expect(await uploadRead('teknisk', 'OCR.3952.txt', foreign)).toMatchObject({ status: 'READ', numberOfRegistered: 1 });
    expect(await invoiceState(otherInvoice!)).toEqual({ rest: 0, status: 'P' });
  });

  it('needs a login', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/legacy/OcrGiroUpload/Payment', headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--\r\n' });
    expect(response.statusCode).toBe(401);
  });
});

/** An unmatched payment of our own, as a bank file leaves it. */
async function unmatched(clientId: number | null, amount: number, kid: string | null, freeText: string | null = null): Promise<number> {
  const [row] = await server.db.query<{ id: number }>(
    `INSERT INTO unmatched_payment (source, source_reference, client_id, amount_ore, bank_date, kid, payer_name, free_text, reason)
     VALUES ('MANUAL', gen_random_uuid()::text, $1, $2, $3, $4, 'Betaler Nordmann', $5, 'Ingen åpen faktura har denne KID-en') RETURNING id::int AS id`,
    [clientId, amount, TEST_SEED_TODAY, kid, freeText]);
  return row!.id;
}

const key = () => crypto.randomUUID();
/** A return is paid out today or later by the server's clock, not the seed's day. */
const clockToday = () => isoText(osloClock(new Date()));
const allocation = (entryId: number, invoicePart: number, interestPart = 0, feePart = 0) => ({
  entryId, allocatedInvoicePart: invoicePart, allocatedInterestPart: interestPart, allocatedFeePart: feePart,
});

describe('the workbench of payments that match nothing', { timeout: 120_000 }, () => {
  it('lists and opens payments of the officer’s bases and those of no client; another base’s is not found', async () => {
    const mine = await unmatched(OURS.clientId, 10_000, null);
    const nobodys = await unmatched(null, 20_000, null);
    const theirs = await unmatched(OTHER_BASE.clientId, 30_000, null);
    const response = await call('saksbehandler', 'GET', 'Payment/Unmatched?maxItems=1000');
    expect(response.statusCode).toBe(200);
    expect(contract.violations('legacy', 'listUnmatchedPayments', 200, response.json())).toEqual([]);
    const ids = (response.json() as { id: number }[]).map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([mine, nobodys]));
    expect(ids).not.toContain(theirs);
    expect((await call('saksbehandler', 'GET', `Payment/Unmatched/${theirs}`)).statusCode).toBe(404);
    expect((await call('teknisk', 'GET', `Payment/Unmatched/${theirs}`)).statusCode).toBe(200);
    expect((await call('saksbehandler', 'GET', 'Payment/Unmatched?status=ALL')).statusCode).toBe(400);
    expect((await call(null, 'GET', 'Payment/Unmatched')).statusCode).toBe(401);
  });

  it('ranks the invoice whose KID has one digit wrong first, and allocating settles it once: the same request again changes nothing', async () => {
    const invoiceId = ours.invoiceIds[4]!;
    const kid = await kidOf(invoiceId);
    const typo = `${kid.slice(0, -2)}${(Number(kid.at(-2)) + 1) % 10}${kid.at(-1)}`;
    const id = await unmatched(OURS.clientId, 132_700, typo);
    const detail = await call('saksbehandler', 'GET', `Payment/Unmatched/${id}`);
    expect(contract.violations('legacy', 'getUnmatchedPayment', 200, detail.json())).toEqual([]);
    const [best] = (detail.json() as { candidates: { invoiceId: number; reasons: string[]; invoicePart: number; interestPart: number; feePart: number }[] }).candidates;
    expect(best).toMatchObject({ invoiceId, invoicePart: 1250, interestPart: 42, feePart: 35 });
    expect(best!.reasons).toContain(REASON_KID_NEAR);

    const body = { idempotencyKey: key(), allocations: [allocation(invoiceId, 1250, 42, 35)] };
    const first = await call('saksbehandler', 'POST', `Payment/Unmatched/${id}/Allocation`, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(contract.violations('legacy', 'allocateUnmatchedPayment', 200, first.json())).toEqual([]);
    expect(first.json()).toMatchObject({ creditAmount: 0, settledEntryIds: [invoiceId], repeated: false });
    expect(await invoiceState(invoiceId)).toEqual({ rest: 0, status: 'P' });
    const count = await paymentCount();

    const again = await call('saksbehandler', 'POST', `Payment/Unmatched/${id}/Allocation`, body);
    expect(again.json()).toEqual({ ...(first.json() as object), repeated: true });
    const other = await call('saksbehandler', 'POST', `Payment/Unmatched/${id}/Allocation`, { ...body, idempotencyKey: key() });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ message: UNMATCHED_ALREADY_RESOLVED });
    expect(await paymentCount()).toBe(count);
  });

  it('splits one payment over two customers’ invoices, the rest kept as credit: the whole amount is booked', async () => {
    const invoiceId = ours.invoiceIds[5]!;
    const id = await unmatched(OURS.clientId, 132_700 + 50_000 + 1_000, null, `Faktura 700006 og 709001`);
    const answer = await call('saksbehandler', 'POST', `Payment/Unmatched/${id}/Allocation`, {
      idempotencyKey: key(), allocations: [allocation(invoiceId, 1250, 42, 35), allocation(secondCustomer.invoiceId, 500)],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { paymentIds, creditAmount } = answer.json() as { paymentIds: number[]; creditAmount: number };
    expect(paymentIds).toHaveLength(2);
    expect(creditAmount).toBe(10);
    const [booked] = await server.db.query<{ amount: number; credit: number; customers: number }>(
      'SELECT sum(amount_ore)::float8 AS amount, sum(credit_ore)::float8 AS credit, count(DISTINCT customer_id)::int AS customers FROM payment WHERE id = ANY($1::bigint[])', [paymentIds]);
    expect(booked).toEqual({ amount: 183_700, credit: 1_000, customers: 2 });
    expect(await invoiceState(secondCustomer.invoiceId)).toEqual({ rest: 0, status: 'P' });
  });

  it('refuses bad allocations with the field at fault and writes nothing', async () => {
    const invoiceId = ours.invoiceIds[6]!;
    const id = await unmatched(OURS.clientId, 100_000, null);
    const before = await footprint();
    const refused = async (allocations: object[], path: string, message?: string) => {
      const response = await call('saksbehandler', 'POST', `Payment/Unmatched/${id}/Allocation`, { idempotencyKey: key(), allocations });
      expect(response.statusCode, response.body).toBe(400);
      const fieldErrors = (response.json() as { fieldErrors: { path: string; message: string }[] }).fieldErrors;
      expect(fieldErrors.map((e) => e.path)).toContain(path);
      if (message) expect(fieldErrors.find((e) => e.path === path)?.message).toBe(message);
    };
    await refused([allocation(invoiceId, 1001)], 'body.allocations', ALLOCATION_OVER_AMOUNT);
    await refused([allocation(invoiceId, 10), allocation(otherBase.invoiceIds[0]!, 10)], 'body.allocations.1.entryId', ALLOCATION_INVOICE_UNKNOWN);
    await refused([allocation(invoiceId, 10), allocation(secondCustomer.invoiceId, 10)], 'body.allocations.1.allocatedInvoicePart');
    await refused([allocation(invoiceId, 10, 0, 0.001)], 'body.allocations.0.allocatedFeePart');
    const noKey = await call('saksbehandler', 'POST', `Payment/Unmatched/${id}/Allocation`, { allocations: [allocation(invoiceId, 10)] });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json()).toMatchObject({ fieldErrors: [expect.objectContaining({ path: 'body.idempotencyKey' })] });
    expect(await footprint()).toEqual(before);
    const [row] = await server.db.query<{ status: string }>('SELECT status FROM unmatched_payment WHERE id = $1', [id]);
    expect(row).toEqual({ status: 'OPEN' });
  });

  it('resolves a payment once when officers allocate it at the same time', async () => {
    const invoiceId = ours.invoiceIds[7]!;
    const id = await unmatched(OURS.clientId, 5_000, null);
    const count = await paymentCount();
    const answers = await Promise.all(Array.from({ length: 8 }, () =>
      call('saksbehandler', 'POST', `Payment/Unmatched/${id}/Allocation`, { idempotencyKey: key(), allocations: [allocation(invoiceId, 50)] })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await paymentCount()).toBe(count + 1);
    expect(await invoiceState(invoiceId)).toEqual({ rest: 132_700 - 5_000, status: 'NP' });
  });

  it('returns a payment as a pain.001 file that validates against the schema: Technical and Executive officers only, bad fields named', async () => {
    const id = await unmatched(OURS.clientId, 43_210, '0019520000000');
    const body = { idempotencyKey: key(), creditorName: 'Betaler Nordmann', creditorAccount: '12345678903', text: 'Innbetalingen traff ingen faktura', executionDate: clockToday() };
    expect((await call('saksbehandler', 'POST', `Payment/Unmatched/${id}/Return`, body)).statusCode).toBe(403);
    const bad = await call('leder', 'POST', `Payment/Unmatched/${id}/Return`, { ...body, creditorAccount: '12345678904', text: '«»', executionDate: '2000-01-01' });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { fieldErrors: unknown[] }).fieldErrors).toEqual([
      { path: 'body.creditorAccount', message: RETURN_ACCOUNT_INVALID },
      { path: 'body.text', message: RETURN_TEXT_MISSING },
      { path: 'body.executionDate', message: RETURN_DATE_PAST },
    ]);

    const returned = await call('leder', 'POST', `Payment/Unmatched/${id}/Return`, body);
    expect(returned.statusCode, returned.body).toBe(200);
    expect(contract.violations('legacy', 'returnUnmatchedPayment', 200, returned.json())).toEqual([]);
    const { fileName } = returned.json() as { fileName: string };
    expect(returned.json()).toMatchObject({ amount: 432.1, repeated: false });
    expect((await call('leder', 'POST', `Payment/Unmatched/${id}/Return`, body)).json()).toEqual({ fileName, amount: 432.1, repeated: true });
    expect((await call('leder', 'POST', `Payment/Unmatched/${id}/Allocation`, { idempotencyKey: key(), allocations: [allocation(ours.invoiceIds[7]!, 1)] })).statusCode).toBe(409);

    // Anyone of the bases downloads the file; it is the credit transfer of the whole amount, valid by the schema.
    const file = await call('saksbehandler', 'GET', `Payment/Unmatched/${id}/Return/File`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^application\/xml/);
    expect(file.headers['content-disposition']).toContain(encodeURIComponent(fileName));
    const result = await validateXML({ xml: [{ fileName: 'retur.xml', contents: file.body }], schema: [{ fileName: 'norlink-pain.001.001.03-subset.xsd', contents: schema }] });
    expect(result.errors).toEqual([]);
    expect(file.body).toContain('<InstdAmt Ccy="NOK">432.10</InstdAmt>');
    expect(file.body).toContain(`<Id>${OURS.account}</Id>`);
    expect(file.body).toContain('<Id>12345678903</Id>');

    const resolved = (await call('saksbehandler', 'GET', 'Payment/Unmatched?status=RESOLVED')).json() as { id: number; status: string; resolvedBy: string; returnFileName: string }[];
    expect(resolved.find((p) => p.id === id)).toMatchObject({ status: 'RETURNED', resolvedBy: 'Leif Leder', returnFileName: fileName });
    expect((await call('saksbehandler', 'GET', `Payment/Unmatched/${await unmatched(OURS.clientId, 1, null)}/Return/File`)).statusCode).toBe(404);
  });

  it('a payment of no known client cannot be returned from any account', async () => {
    const id = await unmatched(null, 1_000, null);
    const response = await call('teknisk', 'POST', `Payment/Unmatched/${id}/Return`, {
      idempotencyKey: key(), creditorName: 'Betaler', creditorAccount: '12345678903', text: 'Tilbake', executionDate: clockToday(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: RETURN_ACCOUNT_MISSING });
  });
});

describe('printers’ IPP addresses (Skriver oppsett)', () => {
  it('are set by Technical officers only, checked, shown with the printers and cleared with null', async () => {
    const printers = (await call('saksbehandler', 'GET', 'CommonReg/Printers')).json() as { id: number; ippUrl: string | null }[];
    const printer = printers[0]!;
    const url = `CommonReg/Printer/${printer.id}/Ipp`;
    expect((await call('saksbehandler', 'PUT', url, { ippUrl: 'ipp://skriver.local/ipp/print' })).statusCode).toBe(403);
    for (const [ippUrl, message] of [['ftp://skriver.local', IPP_URL_INVALID], ['ipp://bruker:hemmelig@skriver.local/ipp', IPP_URL_CREDENTIALS]] as const) {
      const bad = await call('teknisk', 'PUT', url, { ippUrl });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ fieldErrors: [{ path: 'body.ippUrl', message }] });
    }
    const set = await call('teknisk', 'PUT', url, { ippUrl: ' ipp://skriver.local:631/ipp/print ' });
    expect(set.statusCode).toBe(200);
    expect(contract.violations('legacy', 'updatePrinterIpp', 200, set.json())).toEqual([]);
    expect(set.json()).toMatchObject({ id: printer.id, ippUrl: 'ipp://skriver.local:631/ipp/print' });
    const listed = await call('saksbehandler', 'GET', 'CommonReg/Printers');
    expect(contract.violations('legacy', 'listPrinters', 200, listed.json())).toEqual([]);
    expect((listed.json() as { id: number; ippUrl: string | null }[]).find((p) => p.id === printer.id)?.ippUrl).toBe('ipp://skriver.local:631/ipp/print');
    expect((await call('teknisk', 'PUT', url, { ippUrl: null })).json()).toMatchObject({ ippUrl: null });
    expect((await call('teknisk', 'PUT', 'CommonReg/Printer/999999/Ipp', { ippUrl: null })).statusCode).toBe(404);
  });
});
