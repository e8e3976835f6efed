import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_NOT_VAT_BOUND_MESSAGE, YOUR_REF_REQUIRED_FOR_EHF_MESSAGE } from '../../../src/domain/entry/ehf';
import { INVOICE_FEE_NOT_ENABLED_MESSAGE, TAX_ROW_AMOUNTS_MISMATCH_MESSAGE } from '../../../src/domain/entry/entrySave';
import { CREDIT_NOTE_EFAKTURA_MESSAGE } from '../../../src/domain/entry/entryType';
import { DELIVERY_PERIOD_BACKWARDS_MESSAGE, INVOICE_DATE_REQUIRED_MESSAGE } from '../../../src/domain/entry/entryValidation';
import { UNKNOWN_TAX_CODE_MESSAGE } from '../../../src/domain/vat/amountChange';
import { loadContractResponses } from '../../../tests/support/contractResponses';
import { signInLikeTheSpa } from '../../../tests/support/spaSignIn';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';
import { FILE_NOT_PDF_MESSAGE } from '../../../src/domain/files/pdfFile';

let server: TestApp;
let contract: Awaited<ReturnType<typeof loadContractResponses>>;
let headers: Record<string, string>;
/** A VAT-bound client of base 1 with a customer, the same client's invoice number taken, and a client not VAT-bound. */
let owner: { clientId: number; customerId: number };
let notVatBound: { clientId: number; customerId: number };
let takenJourNr: number;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const call = (method: 'GET' | 'DELETE' | 'POST' | 'PUT', url: string, payload?: object) =>
  server.app.inject({ method, url: `/api/service${url}`, headers, ...(payload ? { payload } : {}) });

/** A multipart body of files, as the browser's FormData sends it. */
function multipart(field: string, files: readonly { name: string; bytes: Buffer }[]) {
  const boundary = '----norlinkTestBoundary';
  const parts = files.flatMap((file) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`),
    file.bytes,
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (url: string, field: string, files: readonly { name: string; bytes: Buffer }[]) =>
  server.app.inject({ method: 'POST', url: `/api/service${url}`, ...multipart(field, files) });

const storedFiles = async () => (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM stored_file'))[0]!.n;
const stored = async (id: number) =>
  (await server.db.query('SELECT e.*, (SELECT json_agg(t ORDER BY t.row_no) FROM reg_entry_tax t WHERE t.reg_entry_id = e.id) AS rows FROM reg_entry e WHERE e.id = $1', [id]))[0];

let nextJourNr = 9_300_000;
/** A complete invoice of 1 250,00 kr: 1 000,00 at 25 % and nothing else. */
const invoice = (customerId: number, changes: object = {}) => ({
  entryType: 'INVOICE',
  customerId,
  jourNr: nextJourNr++,
  jourDate: new Date().toISOString().slice(0, 10),
  dueDate: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
  amountIncTax: 1250,
  rounding: 0,
  taxSummary: [{ taxCode: 3, amountExTax: 1000, amountIncTax: 1250 }],
  ...changes,
});

async function createdEntry(who = owner, entryType = 'INVOICE') {
  const response = await call('POST', `/clients/${who.clientId}/customers/${who.customerId}/reg-entry`, { entryType, customerId: who.customerId });
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: number }).id;
}

beforeAll(async () => {
  [server, contract] = await Promise.all([startTestApp({ seed: 'small' }), loadContractResponses()]);
  headers = (await signInLikeTheSpa(server.app, 'saksbehandler', 'saksbehandler-demo')).service;
  const clients = await server.db.query<{ client_id: number; customer_id: number }>(
    `SELECT DISTINCT ON (c.id) c.id AS client_id, cu.id::int AS customer_id FROM client c JOIN customer cu ON cu.client_id = c.id
      WHERE c.officer_id = 1 AND EXISTS (SELECT 1 FROM invoice i WHERE i.client_id = c.id)
        AND (SELECT count(*) FROM customer other WHERE other.client_id = c.id) > 1
      ORDER BY c.id, cu.id LIMIT 2`,
  );
  [owner, notVatBound] = clients.map((row) => ({ clientId: row.client_id, customerId: row.customer_id })) as [typeof owner, typeof owner];
  await server.db.query('UPDATE client SET vat_bound = true WHERE id = $1', [owner.clientId]);
  await server.db.query('UPDATE client SET vat_bound = false WHERE id = $1', [notVatBound.clientId]);
  await server.db.query("UPDATE customer SET shipment_type = 'PAPER' WHERE id = $1", [owner.customerId]);
  await server.db.query('DELETE FROM client_invoice_fee WHERE client_id = $1', [owner.clientId]);
  const [taken] = await server.db.query<{ jour_nr: number }>('SELECT max(jour_nr)::int AS jour_nr FROM invoice WHERE client_id = $1', [owner.clientId]);
  takenJourNr = taken!.jour_nr;
  expect(takenJourNr).toBeGreaterThan(0);
  // Building the small seed's image takes over a minute on the shared 2-core machine at load 20.
}, 240_000);
afterAll(() => server.close());

describe('registered entries: create on customer pick and save (part 2 §7.2)', () => {
  it('creates an empty entry, saves it with two VAT rows to the øre, and a credit note negative whatever its sign', async () => {
    const id = await createdEntry();
    const created = await call('GET', `/reg-entry/${id}`);
    expect(contract.violations('service', 'getRegEntry', 200, created.json())).toEqual([]);
    expect(created.json()).toMatchObject({ id, entryType: 'INVOICE', customerId: owner.customerId, jourNr: null, amountIncTax: 0, taxSummary: [] });

    const body = invoice(owner.customerId, {
      amountIncTax: 1361.11,
      rounding: 0.01,
      taxSummary: [{ taxCode: 3, amountExTax: 1000, amountIncTax: 1250 }, { taxCode: 31, amountExTax: 96.61, amountIncTax: 111.1 }],
      yourRef: ' Ola ',
    });
    const saved = await call('PUT', `/clients/${owner.clientId}/customers/${owner.customerId}/reg-entry/${id}`, body);
    expect(saved.statusCode).toBe(200);
    expect(contract.violations('service', 'updateRegEntry', 200, saved.json())).toEqual([]);
    expect(saved.json()).toMatchObject({ jourNr: body.jourNr, amountIncTax: 1361.11, amountExTax: 1096.61, taxAmount: 264.49, rounding: 0.01, yourRef: 'Ola' });
    expect(saved.json().validationStatus).toMatchObject({ validJournalNumber: true });
    const [row] = await server.db.query(
      `SELECT amount_inc_tax_ore::int AS inc, amount_ex_tax_ore::int AS ex, tax_amount_ore::int AS tax, rounding_ore::int AS rounding,
              (SELECT json_agg(json_build_array(t.amount_ex_tax_ore, t.amount_inc_tax_ore) ORDER BY t.row_no) FROM reg_entry_tax t WHERE t.reg_entry_id = e.id) AS rows
         FROM reg_entry e WHERE id = $1`,
      [id],
    );
    expect(row).toEqual({ inc: 136_111, ex: 109_661, tax: 26_449, rounding: 1, rows: [[100_000, 125_000], [9_661, 11_110]] });

    const credit = await createdEntry(owner, 'CREDITNOTE');
    const creditSaved = await call('PUT', `/clients/${owner.clientId}/customers/${owner.customerId}/reg-entry/${credit}`, invoice(owner.customerId, { entryType: 'CREDITNOTE', refInvoiceNr: body.jourNr, dueDate: null }));
    expect(creditSaved.statusCode).toBe(200);
    expect(creditSaved.json()).toMatchObject({ entryType: 'CREDITNOTE', amountIncTax: -1250, refInvoiceNr: body.jourNr, dueDate: null });
    expect(creditSaved.json().taxSummary).toMatchObject([{ taxCode: 3, amountExTax: -1000, amountIncTax: -1250, taxAmount: -250 }]);
  });

  it('keeps the delivery date or period registered (bokføringsforskriften § 5-1-1 nr. 4); empty means the invoice date', async () => {
    const id = await createdEntry();
    const url = `/clients/${owner.clientId}/customers/${owner.customerId}/reg-entry/${id}`;
    const period = await call('PUT', url, invoice(owner.customerId, { deliveryDate: '2026-11-01', deliveryEndDate: '2026-11-30' }));
    expect(period.statusCode).toBe(200);
    expect(contract.violations('service', 'updateRegEntry', 200, period.json())).toEqual([]);
    expect(period.json()).toMatchObject({ deliveryDate: '2026-11-01', deliveryEndDate: '2026-11-30' });
    expect((await call('GET', `/reg-entry/${id}`)).json()).toMatchObject({ deliveryDate: '2026-11-01', deliveryEndDate: '2026-11-30' });
    const cleared = await call('PUT', url, invoice(owner.customerId));
    expect(cleared.json()).toMatchObject({ deliveryDate: null, deliveryEndDate: null });
    expect(await stored(id)).toMatchObject({ delivery_date: null, delivery_end_date: null });
  });

  it('refuses every rule of the form with its message, and leaves the entry as it was', async () => {
    const id = await createdEntry();
    const ehfCustomer = (await server.db.query<{ id: number }>("SELECT id::int FROM customer WHERE client_id = $1 AND id <> $2 ORDER BY id LIMIT 1", [owner.clientId, owner.customerId]))[0]!.id;
    await server.db.query("UPDATE customer SET shipment_type = 'EHF' WHERE id = $1", [ehfCustomer]);
    const before = await stored(id);
    const cases: [object, string, number?][] = [
      [{ dueDate: '2000-01-01' }, 'Forfallsdato kan ikke være før fakturadato'],
      [{ jourDate: null }, INVOICE_DATE_REQUIRED_MESSAGE],
      [{ rounding: 1, amountIncTax: 1251 }, 'Øreavrunding kan ikke være mer enn 1 krone'],
      [{ amountIncTax: 1250.5 }, 'MVA sum stemmer ikke med beløp'],
      [{ jourNr: takenJourNr }, 'Nummeret er allerede i bruk'],
      [{ shipment: 'EFAKTURA', entryType: 'CREDITNOTE', dueDate: null }, CREDIT_NOTE_EFAKTURA_MESSAGE],
      [{ taxSummary: [{ taxCode: 6, amountExTax: 1250, amountIncTax: 1250 }] }, UNKNOWN_TAX_CODE_MESSAGE],
      [{ taxSummary: [{ taxCode: 3, amountExTax: 1000, amountIncTax: 1249 }], amountIncTax: 1249 }, TAX_ROW_AMOUNTS_MISMATCH_MESSAGE],
      [{ isFeeEnabled: true }, INVOICE_FEE_NOT_ENABLED_MESSAGE],
      // VAT typed including 25 % on 0,02 kr: base 0,02 was its old reading; base × rate rounded once is 0,01.
      [{ taxSummary: [{ taxCode: 3, amountExTax: 0.02, amountIncTax: 0.02 }], amountIncTax: 0.02 }, TAX_ROW_AMOUNTS_MISMATCH_MESSAGE],
      [{ deliveryDate: '2026-11-10', deliveryEndDate: '2026-11-09' }, DELIVERY_PERIOD_BACKWARDS_MESSAGE],
    ];
    for (const [changes, message] of cases) {
      const response = await call('PUT', `/clients/${owner.clientId}/customers/${owner.customerId}/reg-entry/${id}`, invoice(owner.customerId, changes));
      expect([response.statusCode, response.json().message], JSON.stringify(changes)).toEqual([400, message]);
      expect(response.json().fieldErrors[0].message).toBe(message);
    }
    const ehf = await call('PUT', `/clients/${owner.clientId}/customers/${ehfCustomer}/reg-entry/${id}`, invoice(ehfCustomer));
    expect([ehf.statusCode, ehf.json().message]).toEqual([400, YOUR_REF_REQUIRED_FOR_EHF_MESSAGE]);
    expect(await stored(id)).toEqual(before);

    const other = await createdEntry(notVatBound);
    const vat = await call('PUT', `/clients/${notVatBound.clientId}/customers/${notVatBound.customerId}/reg-entry/${other}`, invoice(notVatBound.customerId));
    expect([vat.statusCode, vat.json().message]).toEqual([400, CLIENT_NOT_VAT_BOUND_MESSAGE]);
    const zero = await call('PUT', `/clients/${notVatBound.clientId}/customers/${notVatBound.customerId}/reg-entry/${other}`,
      invoice(notVatBound.customerId, { taxSummary: [{ taxCode: 4, amountExTax: 1250, amountIncTax: 1250 }] }));
    expect(zero.statusCode).toBe(200);
  });

  it('refuses a duplicate journal number on creation too, and a client outside the bases as not found', async () => {
    const response = await call('POST', `/clients/${owner.clientId}/customers/${owner.customerId}/reg-entry`, { entryType: 'INVOICE', customerId: owner.customerId, jourNr: takenJourNr });
    expect([response.statusCode, response.json().message]).toEqual([400, 'Nummeret er allerede i bruk']);
    const [outside] = await server.db.query<{ client_id: number; customer_id: number }>(
      'SELECT c.id AS client_id, cu.id::int AS customer_id FROM client c JOIN customer cu ON cu.client_id = c.id WHERE c.officer_id = 3 LIMIT 1',
    );
    const refused = await call('POST', `/clients/${outside!.client_id}/customers/${outside!.customer_id}/reg-entry`, { entryType: 'INVOICE', customerId: outside!.customer_id });
    expect([refused.statusCode, refused.json().message]).toEqual([404, 'Klient ikke funnet']);
  });
});

describe('registered entries: the journal-number check on blur', () => {
  const validate = (id: number, jourNr: number) =>
    call('POST', `/clients/${owner.clientId}/reg-entry/validate-journal-number`, {
      clientId: owner.clientId, customerId: owner.customerId, entryId: id, entry: { id, entryType: 'INVOICE', customerId: owner.customerId, jourNr },
    });

  it('answers a free number valid, a taken one and one DOS cannot carry with their texts, and writes nothing', async () => {
    const id = await createdEntry();
    const free = await validate(id, 9_399_999);
    expect(free.statusCode).toBe(200);
    expect(contract.violations('service', 'validateJournalNumber', 200, free.json())).toEqual([]);
    expect(free.json()).toMatchObject({ id, jourNr: 9_399_999, validationStatus: { validJournalNumber: true, numberOfErrors: 0, errorText: [] } });
    expect((await validate(id, takenJourNr)).json().validationStatus).toEqual({ validJournalNumber: false, numberOfErrors: 1, errorText: ['Nummeret er allerede i bruk'] });
    expect((await validate(id, 2_147_483_648)).json().validationStatus).toEqual({ validJournalNumber: true, numberOfErrors: 1, errorText: ['Denne verdien støttes ikke i DOS'] });
    expect((await validate(id, 2_147_483_647)).json().validationStatus.validJournalNumber).toBe(true);
    expect(((await stored(id)) as { jour_nr: unknown }).jour_nr).toBeNull();
  });
});

describe('registered entries: Faktura kopi, Vedlegg and multi-upload', () => {
  it('keeps a PDF, refuses a non-PDF by its bytes and an oversized file with nothing stored, and removes it again', async () => {
    const id = await createdEntry();
    const files = await storedFiles();
    const notPdf = await upload(`/clients/${owner.clientId}/reg-entry/${id}/invoice-copy`, 'file', [{ name: 'faktura.pdf', bytes: Buffer.from('not a pdf at all') }]);
    expect([notPdf.statusCode, notPdf.json().message]).toEqual([415, FILE_NOT_PDF_MESSAGE]);
    const oversized = await upload(`/clients/${owner.clientId}/reg-entry/${id}/attachment`, 'file', [{ name: 'stor.pdf', bytes: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]) }]);
    expect(oversized.statusCode).toBe(413);
    expect(await storedFiles()).toBe(files);

    const copy = await upload(`/clients/${owner.clientId}/reg-entry/${id}/invoice-copy`, 'file', [{ name: 'faktura 1.pdf', bytes: PDF }]);
    expect(copy.statusCode).toBe(201);
    expect(contract.violations('service', 'uploadInvoiceCopy', 201, copy.json())).toEqual([]);
    expect(copy.json()).toMatchObject({ fileName: 'faktura 1.pdf', length: PDF.length });
    const attachment = await upload(`/clients/${owner.clientId}/reg-entry/${id}/attachment`, 'file', [{ name: 'vedlegg.pdf', bytes: PDF }]);
    expect(attachment.statusCode).toBe(201);
    expect((await call('GET', `/reg-entry/${id}`)).json()).toMatchObject({ invoiceCopy: { fileName: 'faktura 1.pdf' }, attachment: { fileName: 'vedlegg.pdf' } });
    expect(await storedFiles()).toBe(files + 2);

    expect((await call('DELETE', `/clients/${owner.clientId}/reg-entry/${id}/invoice-copy`)).statusCode).toBe(204);
    expect((await call('GET', `/reg-entry/${id}`)).json()).toMatchObject({ invoiceCopy: null, attachment: { fileName: 'vedlegg.pdf' } });
    expect(await storedFiles()).toBe(files + 1);
  });

  it('answers a multi-upload per file and keeps only the PDFs', async () => {
    const files = await storedFiles();
    const response = await upload(`/clients/${owner.clientId}/reg-entry/multi-upload`, 'files', [
      { name: 'a.pdf', bytes: PDF },
      { name: 'b.pdf', bytes: Buffer.from('GIF89a') },
      { name: 'c.pdf', bytes: PDF },
    ]);
    expect(response.statusCode).toBe(200);
    expect(contract.violations('service', 'uploadRegEntryFiles', 200, response.json())).toEqual([]);
    expect(response.json()).toEqual({
      results: [
        { originalName: 'a.pdf', success: true, reason: null },
        { originalName: 'b.pdf', success: false, reason: FILE_NOT_PDF_MESSAGE },
        { originalName: 'c.pdf', success: true, reason: null },
      ],
      numberOfUploadedFiles: 2,
      numberOfFailedUploads: 1,
    });
    expect(await storedFiles()).toBe(files + 2);

    // Each uploaded PDF becomes the Faktura kopi of the client's next new entry, in upload order; then none is left.
    const first = await createdEntry();
    const second = await createdEntry();
    const third = await createdEntry();
    expect((await call('GET', `/reg-entry/${first}`)).json()).toMatchObject({ invoiceCopy: { fileName: 'a.pdf', length: PDF.length } });
    expect((await call('GET', `/reg-entry/${second}`)).json()).toMatchObject({ invoiceCopy: { fileName: 'c.pdf' } });
    expect((await call('GET', `/reg-entry/${third}`)).json()).toMatchObject({ invoiceCopy: null });
    expect(await server.db.query('SELECT 1 FROM reg_entry_upload WHERE client_id = $1', [owner.clientId])).toEqual([]);
    expect(await storedFiles()).toBe(files + 2);
  });
});

describe('client 2084 and the shipment choices', () => {
  it('client 2084 always uses the VAT summary: its total is the rows plus rounding whatever was sent; any other client is refused', async () => {
    await server.db.query(
      `INSERT INTO client (id, name, org_no, officer_id, contract_date, created_at) VALUES (2084, 'Summert 2084 AS', '900002084', 1, date '2020-01-01', now())
       ON CONFLICT (id) DO UPDATE SET officer_id = 1, vat_bound = true`,
    );
    await server.db.query('UPDATE client SET vat_bound = true WHERE id = 2084');
    const [customer] = await server.db.query<{ id: number }>(
      "INSERT INTO customer (client_id, nr, name, type, created_at, shipment_type) VALUES (2084, 920840, 'Kunde 2084', 'Business', now(), 'PAPER') RETURNING id::int",
    );
    const summary = { clientId: 2084, customerId: customer!.id };
    const id = await createdEntry(summary);
    const body = invoice(summary.customerId, { amountIncTax: 999, rounding: 0.01 });
    const saved = await call('PUT', `/clients/2084/customers/${summary.customerId}/reg-entry/${id}`, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ amountIncTax: 1250.01, amountExTax: 1000, taxAmount: 250, rounding: 0.01 });
    expect(Number(((await stored(id)) as { amount_inc_tax_ore: unknown }).amount_inc_tax_ore)).toBe(125_001);

    const other = await createdEntry();
    const refused = await call('PUT', `/clients/${owner.clientId}/customers/${owner.customerId}/reg-entry/${other}`, invoice(owner.customerId, { amountIncTax: 999, rounding: 0.01 }));
    expect([refused.statusCode, refused.json().message]).toEqual([400, 'MVA sum stemmer ikke med beløp']);
  });

  it("lists a client's shipment choices by customer type, eFaktura only while the client has it on for private customers", async () => {
    const shipments = (type?: string) => call('GET', `/clients/${owner.clientId}/shipments${type ? `?customerType=${type}` : ''}`);
    await server.db.query('UPDATE client_settings SET efaktura_priv = true WHERE client_id = $1', [owner.clientId]);
    const business = await shipments('Business');
    expect(business.statusCode).toBe(200);
    expect(contract.violations('service', 'listClientShipments', 200, business.json())).toEqual([]);
    expect(business.json()).toEqual([{ value: 'PAPER', label: 'Post' }, { value: 'EMAIL', label: 'E-post' }, { value: 'EHF', label: 'EHF' }]);
    expect((await shipments('Retail')).json().map((choice: { value: string }) => choice.value)).toEqual(['PAPER', 'EMAIL', 'AVTALEGIRO', 'EFAKTURA']);
    await server.db.query('UPDATE client_settings SET efaktura_priv = false WHERE client_id = $1', [owner.clientId]);
    expect((await shipments()).json().map((choice: { value: string }) => choice.value)).toEqual(['PAPER', 'EMAIL', 'AVTALEGIRO', 'EHF']);
    expect((await shipments('Nobody')).statusCode).toBe(400);
    const [outside] = await server.db.query<{ id: number }>('SELECT id FROM client WHERE officer_id = 3 LIMIT 1');
    expect((await call('GET', `/clients/${outside!.id}/shipments`)).statusCode).toBe(404);
  });
});
