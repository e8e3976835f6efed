import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_REQUIRED_FOR_EMAIL_SHIPMENT_MESSAGE, ORG_NO_REQUIRED_FOR_EHF_MESSAGE } from '../../../src/domain/customer/customerForm';
import { loadContractResponses } from '../../../tests/support/contractResponses';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';
import { INVOICE_NUMBER_IN_USE_MESSAGE } from '../../../src/domain/customer/customerPageTexts';

let server: TestApp;
let teknisk: string;
let contract: Awaited<ReturnType<typeof loadContractResponses>>;
const published: string[][] = [];

async function serviceLogin(username: string): Promise<string> {
  const login = await server.app.inject({ method: 'POST', url: '/api/service/auth/login', payload: { username, password: `${username}-demo` } });
  return `Bearer ${(login.json() as { token: string }).token}`;
}

beforeAll(async () => {
  server = await startTestApp({ seed: 'small' });
  server.bus.subscribe((endPoints) => published.push([...endPoints]));
  teknisk = await serviceLogin('teknisk');
  contract = await loadContractResponses();
}, 120_000);
afterAll(() => server.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, authorization = teknisk) =>
  server.app.inject({ method, url: `/api/service/${url}`, headers: { authorization }, ...(payload ? { payload } : {}) });

/** The answer's body after checking its status and its shape against the contract (any: each test reads its own fields). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function ok(operationId: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, status = 200): Promise<any> {
  const response = await call(method, url, payload);
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(contract.violations('service', operationId, status, body)).toEqual([]);
  return body;
}

interface CustomerRow {
  id: number;
  client_id: number;
  nr: number;
  officer_id: number;
}

/** The seeded customer with the most invoices, and one of a client in base 3 (outside saksbehandler's bases 1 and 2). */
async function customerWithMostInvoices(where = 'true'): Promise<CustomerRow> {
  const [row] = await server.db.query<CustomerRow>(
    `SELECT cu.id::int, cu.client_id, cu.nr, c.officer_id FROM customer cu JOIN client c ON c.id = cu.client_id
      WHERE ${where} ORDER BY (SELECT count(*) FROM invoice i WHERE i.customer_id = cu.id) DESC, cu.id LIMIT 1`,
  );
  return row!;
}

const ore = (kroner: number) => Math.round(kroner * 100);

describe('customer page reads', () => {
  it('answers the customer by client and number, and its detail with settings, shipments and figures', async () => {
    const customer = await customerWithMostInvoices();
    const byNr = await ok('getCustomerByNr', 'GET', `Client/${customer.client_id}/Customer/${customer.nr}`);
    expect(byNr).toMatchObject({ id: customer.id, nr: customer.nr, clientId: customer.client_id });
    const detail = await ok('getCustomer', 'GET', `Customer/${customer.id}`);
    expect(detail.settings).toEqual(expect.objectContaining({ languageCode: expect.any(String) }));
    const [sums] = await server.db.query<{ debit: number; credit: number }>(
      `SELECT coalesce(sum(rest_amount_ore) FILTER (WHERE rest_amount_ore > 0), 0)::float8 AS debit,
              coalesce(sum(rest_amount_ore) FILTER (WHERE rest_amount_ore < 0), 0)::float8 AS credit FROM ledger_post WHERE customer_id = $1`,
      [customer.id],
    );
    expect(ore(detail.balance.sumOpenDebet)).toBe(sums!.debit);
    expect(ore(detail.balance.sumOpenCredit)).toBe(sums!.credit);
    await ok('getCustomerTemplate', 'GET', `Client/${customer.client_id}/CustomerTemplate`);
    await ok('listCustomerShipments', 'GET', `Customer/${customer.id}/Shipments`);
  });

  it('lists open posts, posts, invoices and notes in the contract shapes', async () => {
    const customer = await customerWithMostInvoices();
    const open = await ok('listCustomerOpenPosts', 'GET', `Customer/${customer.id}/OpenPosts`);
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((p: { restAmount: number }) => p.restAmount !== 0)).toBe(true);
    const all = await ok('listCustomerPosts', 'GET', `Customer/${customer.id}/Posts?filter=all`);
    const credit = await ok('listCustomerPosts', 'GET', `Customer/${customer.id}/Posts?filter=credit`);
    expect(credit.every((p: { restAmount: number }) => p.restAmount < 0)).toBe(true);
    expect(all.length).toBeGreaterThanOrEqual(credit.length);
    const invoices = await ok('listCustomerInvoices', 'GET', `Customer/${customer.id}/Invoices`);
    expect(invoices.every((i: { restAmount: number }) => i.restAmount !== 0)).toBe(true);
    if (invoices.length > 0) {
      const one = await ok('listCustomerInvoices', 'GET', `Customer/${customer.id}/Invoices?invoiceNr=${invoices[0].invoiceNr}`);
      expect(one.map((i: { entryId: number }) => i.entryId)).toEqual([invoices[0].entryId]);
    }
    await ok('listCustomerOpenInvoices', 'GET', `Customer/${customer.id}/OpenInvoices?type=CREDITNOTE`);
    await ok('listCustomerNotes', 'GET', `clients/${customer.client_id}/customers/${customer.nr}/notes`);
  });

  it('answers each page\'s first paint in one read, the same as the separate reads, and not found outside the bases', async () => {
    const customer = await customerWithMostInvoices();
    const page = await ok('getCustomerPage', 'GET', `Client/${customer.client_id}/Customer/${customer.nr}/Page`);
    expect(page.customer).toEqual(await ok('getCustomerByNr', 'GET', `Client/${customer.client_id}/Customer/${customer.nr}`));
    expect(page.detail).toEqual(await ok('getCustomer', 'GET', `Customer/${customer.id}`));
    expect(page.openPosts).toEqual(await ok('listCustomerOpenPosts', 'GET', `Customer/${customer.id}/OpenPosts`));

    const [invoice] = await server.db.query<{ id: number; jour_nr: number }>(
      `SELECT i.id::int, i.jour_nr::int FROM invoice i WHERE i.customer_id = $1 AND i.type = 'INVOICE'
          AND (SELECT count(*) FROM invoice o WHERE o.customer_id = i.customer_id AND o.jour_nr = i.jour_nr AND o.type = 'INVOICE') = 1
        ORDER BY i.id LIMIT 1`,
      [customer.id],
    );
    const invoicePage = await ok('getInvoicePage', 'GET', `Client/${customer.client_id}/Customer/${customer.nr}/Invoice/${invoice!.jour_nr}/Page`);
    expect(invoicePage.customer).toEqual(page.customer);
    expect(invoicePage.invoicesOnNumber).toBe(1);
    expect(invoicePage.invoice).toEqual(await ok('getCustomerInvoice', 'GET', `Customer/${customer.id}/Invoice/${invoice!.jour_nr}`));
    expect(invoicePage.lines).toEqual(await ok('listInvoiceLines', 'GET', `Invoice/${invoice!.id}/Lines`));
    expect(invoicePage.taxSummary).toEqual(await ok('listInvoiceTaxSummary', 'GET', `Invoice/${invoice!.id}/TaxSummary`));
    const [unused] = await server.db.query<{ nr: number }>(`SELECT coalesce(max(jour_nr), 0)::int + 1 AS nr FROM invoice WHERE customer_id = $1`, [customer.id]);
    const none = await ok('getInvoicePage', 'GET', `Client/${customer.client_id}/Customer/${customer.nr}/Invoice/${unused!.nr}/Page`);
    expect(none).toEqual({ customer: page.customer, invoicesOnNumber: 0 });

    const outside = await customerWithMostInvoices('c.officer_id NOT IN (1, 2)');
    const saksbehandler = await serviceLogin('saksbehandler');
    for (const url of [`Client/${outside.client_id}/Customer/${outside.nr}/Page`, `Client/${outside.client_id}/Customer/${outside.nr}/Invoice/1/Page`]) {
      expect((await call('GET', url, undefined, saksbehandler)).statusCode, url).toBe(404);
    }
  });

  it("keeps the ledger's identity: opening balance plus the period's posts is the closing balance, to the øre", async () => {
    const customer = await customerWithMostInvoices();
    for (const [start, end, openOnly] of [
      ['2020-01-01', '2030-12-31', false],
      ['2025-03-01', '2026-10-31', false],
      ['2026-01-01', '2026-06-30', true],
    ] as const) {
      const ledger = await ok('getCustomerLedger', 'GET', `clients/${customer.client_id}/customers/${customer.nr}/ledgers?start=${start}&end=${end}&openOnly=${openOnly}`);
      const posts = ledger.posts.reduce((sum: number, p: { amount: number }) => sum + ore(p.amount), 0);
      expect(ore(ledger.summary.ibAmount) + posts).toBe(ore(ledger.summary.ubAmount));
      expect(ore(ledger.summary.sumDebet) + ore(ledger.summary.sumCredit)).toBe(posts);
    }
    const backwards = await call('GET', `clients/${customer.client_id}/customers/${customer.nr}/ledgers?start=2026-05-01&end=2026-01-31`);
    expect(backwards.statusCode).toBe(400);
  });

  it("answers not found for a customer of a client outside the officer's bases, in reads and changes, and changes nothing", async () => {
    const outside = await customerWithMostInvoices('c.officer_id NOT IN (1, 2)');
    const saksbehandler = await serviceLogin('saksbehandler');
    for (const url of [
      `Client/${outside.client_id}/Customer/${outside.nr}`,
      `Customer/${outside.id}`,
      `Customer/${outside.id}/OpenPosts`,
      `Customer/${outside.id}/Invoices`,
      `clients/${outside.client_id}/customers/${outside.nr}/notes`,
      `Client/${outside.client_id}/CustomerTemplate`,
    ]) {
      expect((await call('GET', url, undefined, saksbehandler)).statusCode, url).toBe(404);
    }
    const settings = { specifyInterestAndFee: true, brevgiro: true, debtCollectionNoticeOnEmail: true, autoSplitRateInvoice: true, languageCode: 'EN' };
    expect((await call('PUT', `Customer/${outside.id}/Settings`, settings, saksbehandler)).statusCode).toBe(404);
    const [after] = await server.db.query<{ language_code: string }>('SELECT language_code FROM customer WHERE id = $1', [outside.id]);
    expect(after!.language_code).not.toBe('EN');
    expect((await call('GET', `Customer/${outside.id}`)).statusCode).toBe(200);
  });
});

describe('customer changes', () => {
  async function input(customerId: number) {
    const customer = await ok('getCustomer', 'GET', `Customer/${customerId}`);
    return {
      nr: customer.nr,
      name: customer.name,
      type: customer.type,
      addressLine1: customer.addressLine1,
      addressLine2: customer.addressLine2,
      countryCode: customer.countryCode,
      postNo: customer.postNo,
      cityName: customer.cityName,
      phoneNr: customer.phoneNr,
      email: customer.email,
      invoiceEmail: customer.invoiceEmail,
      orgNo: customer.orgNo,
      fixedOrgNo: customer.fixedOrgNo,
      shipmentType: customer.shipmentType,
      fixedShipment: customer.fixedShipment,
      creditDays: customer.creditDays,
    };
  }

  it("refuses a customer the form's rules refuse, each reason on its field, and writes nothing", async () => {
    const customer = await customerWithMostInvoices();
    const before = await input(customer.id);
    const response = await call('PUT', `Customer/${customer.id}`, { ...before, shipmentType: 'EMAIL', email: null, orgNo: null, type: 'Business' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual([{ path: 'body.email', message: EMAIL_REQUIRED_FOR_EMAIL_SHIPMENT_MESSAGE }]);
    const ehf = await call('PUT', `Customer/${customer.id}`, { ...before, shipmentType: 'EHF', orgNo: null, countryCode: 'NO' });
    expect(ehf.json().fieldErrors).toEqual([{ path: 'body.orgNo', message: ORG_NO_REQUIRED_FOR_EHF_MESSAGE }]);
    const contractRefusal = await call('PUT', `Customer/${customer.id}`, { ...before, email: 'ikke-en-adresse' });
    expect(contractRefusal.statusCode).toBe(400);
    expect(await input(customer.id)).toEqual(before);
  });

  it('saves a changed e-mail, announces the customer, and refuses a number another customer of the client has', async () => {
    const customer = await customerWithMostInvoices();
    const before = await input(customer.id);
    published.length = 0;
    const saved = await ok('updateCustomer', 'PUT', `Customer/${customer.id}`, { ...before, email: 'ny.adresse@example.no' });
    expect(saved.email).toBe('ny.adresse@example.no');
    expect(published.flat()).toContain(`Customer/${customer.id}`);
    const [other] = await server.db.query<{ nr: number }>('SELECT nr FROM customer WHERE client_id = $1 AND id <> $2 LIMIT 1', [customer.client_id, customer.id]);
    const taken = await call('PUT', `Customer/${customer.id}`, { ...before, nr: other!.nr });
    expect(taken.statusCode).toBe(409);
    expect((await input(customer.id)).nr).toBe(before.nr);
  });

  it('creates a customer, and saves the five settings', async () => {
    const customer = await customerWithMostInvoices();
    const created = await ok('createCustomer', 'POST', `clients/${customer.client_id}/customers`, {
      nr: 987654,
      name: 'Ny Kunde AS',
      type: 'Business',
      countryCode: 'NO',
      postNo: '0150',
      cityName: 'OSLO',
      shipmentType: 'PAPER',
    }, 201);
    expect(created).toMatchObject({ nr: 987654, clientId: customer.client_id, name: 'Ny Kunde AS' });
    const settings = { specifyInterestAndFee: true, brevgiro: false, debtCollectionNoticeOnEmail: true, autoSplitRateInvoice: false, languageCode: 'EN' };
    expect((await call('PUT', `Customer/${created.id}/Settings`, settings)).statusCode).toBe(204);
    expect((await ok('getCustomer', 'GET', `Customer/${created.id}`)).settings).toEqual(settings);
  });

  it('adds a customer note under the officer’s name', async () => {
    const customer = await customerWithMostInvoices();
    const note = await ok('createCustomerNote', 'POST', `clients/${customer.client_id}/customers/${customer.nr}/notes`, { text: 'Ringte om faktura' }, 201);
    expect(note).toMatchObject({ noticeText: 'Ringte om faktura', createdBy: 'Tora Teknisk' });
    const notes = await ok('listCustomerNotes', 'GET', `clients/${customer.client_id}/customers/${customer.nr}/notes`);
    expect(notes[0].id).toBe(note.id);
  });
});

describe('invoice page', () => {
  async function registeredInvoice(): Promise<{ id: number; client_id: number; customer_id: number; jour_nr: number }> {
    const [row] = await server.db.query<{ id: number; client_id: number; customer_id: number; jour_nr: number }>(
      `SELECT i.id::int, i.client_id, i.customer_id::int, i.jour_nr::int FROM invoice i
        WHERE i.type = 'INVOICE' AND EXISTS (SELECT 1 FROM invoice_line l WHERE l.invoice_id = i.id) ORDER BY i.id LIMIT 1`,
    );
    await server.db.query('UPDATE invoice SET registered_in_product = true WHERE id = $1', [row!.id]);
    return row!;
  }

  it('reads the invoice, its lines, VAT summary, events and notes, by id and by journal number', async () => {
    const invoice = await registeredInvoice();
    const view = await ok('getInvoice', 'GET', `Invoice/${invoice.id}`);
    expect(view).toMatchObject({ id: invoice.id, jourNr: invoice.jour_nr, type: 'INVOICE', isRegisteredHere: true });
    expect(await ok('getCustomerInvoice', 'GET', `Customer/${invoice.customer_id}/Invoice/${invoice.jour_nr}`)).toEqual(view);
    const lines = await ok('listInvoiceLines', 'GET', `Invoice/${invoice.id}/Lines`);
    expect(lines.length).toBeGreaterThan(0);
    const vat = await ok('listInvoiceTaxSummary', 'GET', `Invoice/${invoice.id}/TaxSummary`);
    const vatTotal = vat.reduce((sum: number, row: { amountIncTax: number }) => sum + ore(row.amountIncTax), 0);
    expect(vatTotal + ore(view.rounding ?? 0)).toBe(ore(view.amountIncTax));
    const events = await ok('listInvoiceEvents', 'GET', `Invoice/${invoice.id}/Events`);
    expect(events[0].printable).toEqual({ id: invoice.id, type: 'Invoice' });
    await ok('listInvoiceNotes', 'GET', `Invoice/${invoice.id}/Notes`);
    expect((await call('GET', `Customer/${invoice.customer_id}/Creditnote/${invoice.jour_nr}`)).json().message).toBe('Fant ikke bilaget!');
  });

  it('changes the number, refuses a number in use with nothing written, and lets one of two racing changes win', async () => {
    const invoice = await registeredInvoice();
    const [other] = await server.db.query<{ jour_nr: number }>('SELECT jour_nr::int FROM invoice WHERE client_id = $1 AND id <> $2 LIMIT 1', [invoice.client_id, invoice.id]);
    const change = (oldNumber: number, newNumber: number) => ({ clientId: invoice.client_id, invoiceId: invoice.id, oldNumber, newNumber });
    const inUse = await call('PUT', `Invoice/${invoice.id}/Number`, change(invoice.jour_nr, other!.jour_nr));
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe(INVOICE_NUMBER_IN_USE_MESSAGE);
    expect((await ok('getInvoice', 'GET', `Invoice/${invoice.id}`)).jourNr).toBe(invoice.jour_nr);

    const fresh = 880_000_001;
    expect((await call('PUT', `Invoice/${invoice.id}/Number`, change(invoice.jour_nr, fresh))).statusCode).toBe(204);
    expect((await ok('getInvoice', 'GET', `Invoice/${invoice.id}`)).jourNr).toBe(fresh);

    // Two invoices of the client asked at once to take the same free number: exactly one gets it.
    const [second] = await server.db.query<{ id: number; jour_nr: number }>(
      `UPDATE invoice SET registered_in_product = true WHERE id = (SELECT id FROM invoice WHERE client_id = $1 AND id <> $2 ORDER BY id LIMIT 1)
       RETURNING id::int, jour_nr::int`,
      [invoice.client_id, invoice.id],
    );
    const target = 880_000_002;
    const [a, b] = await Promise.all([
      call('PUT', `Invoice/${invoice.id}/Number`, change(fresh, target)),
      call('PUT', `Invoice/${second!.id}/Number`, { clientId: invoice.client_id, invoiceId: second!.id, oldNumber: second!.jour_nr, newNumber: target }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([204, 409]);
    const [holders] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM invoice WHERE client_id = $1 AND jour_nr = $2', [invoice.client_id, target]);
    expect(holders!.n).toBe(1);
  });

  it('refuses a number change of an invoice not registered in the product', async () => {
    const [row] = await server.db.query<{ id: number; client_id: number; jour_nr: number }>(
      'SELECT id::int, client_id, jour_nr::int FROM invoice WHERE NOT registered_in_product ORDER BY id DESC LIMIT 1',
    );
    const response = await call('PUT', `Invoice/${row!.id}/Number`, { clientId: row!.client_id, invoiceId: row!.id, oldNumber: row!.jour_nr, newNumber: 880_000_009 });
    expect(response.statusCode).toBe(409);
  });
});
