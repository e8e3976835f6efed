import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientLookupByBankAccount, clientLookupByTerm, customerQuery, invoiceQuery, type SearchReadiness } from '../../../domain/search/searchRules';
import { recordingNotifier } from '../shared/fakes';
import { json, startTestServer, type TestServer } from '../shared/testServer';
import { httpSearch } from './httpSearch';
import { createServiceClient } from './serviceClient';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

function search(notifier = recordingNotifier()) {
  const client = createServiceClient({ baseUrl: `${server.origin}/api/service`, notifier, tokens: { serviceToken: () => 'service-token' } });
  return { notifier, search: httpSearch(client) };
}

function ready<Q>(readiness: SearchReadiness<Q>): Q {
  if (!readiness.ok) throw new Error(readiness.error);
  return readiness.value;
}

/** The JSON body of the last request the server saw. */
const lastBody = (): unknown => JSON.parse(server.requests.at(-1)?.body ?? 'null');

const hansen = {
  id: 501,
  nr: 10042,
  clientId: 1001,
  clientName: 'Fjordkraft Regnskap AS',
  name: 'Kari Hansen',
  addressLine1: 'Storgata 1',
  addressLine2: null,
  postNo: '0155',
  cityName: 'OSLO',
  email: 'kari@hansen.no',
  orgNo: null,
  isClientActive: true,
};

describe('httpSearch: clients', () => {
  it('sends a numeric term as the id prefix, a name as text, and marks inactive clients', async () => {
    const terms: (string | null)[] = [];
    server.route('GET /api/service/clients', (req, res) => {
      terms.push(req.query.get('term'));
      json(res, 200, [
        { id: 1001, name: 'Fjordkraft Regnskap AS', isActive: true, orgNo: '923609016', officerId: 1 },
        { id: 1002, name: 'Nordlys Bygg AS', isActive: false },
      ]);
    });
    const { search: port } = search();
    const read = port.clients(ready(clientLookupByTerm('100')), 20);
    expect(read).toMatchObject({ api: 'service', path: 'clients', params: { term: '100', maxItems: 20 } });
    expect(await read.fetch()).toEqual([
      { id: 1001, name: 'Fjordkraft Regnskap AS', isActive: true, orgNo: '923609016' },
      { id: 1002, name: 'Nordlys Bygg AS', isActive: false, orgNo: null },
    ]);
    await port.clients(ready(clientLookupByTerm('Nord')), 20).fetch();
    expect(terms).toEqual(['100', 'Nord']);
    expect(server.requests[0]?.headers.authorization).toBe('Bearer service-token');
  });

  it('looks clients up by the digits of a bank account', async () => {
    const seen: URLSearchParams[] = [];
    server.route('GET /api/service/clients', (req, res) => {
      seen.push(req.query);
      json(res, 200, []);
    });
    await search().search.clients(ready(clientLookupByBankAccount('1503 27')), 20).fetch();
    expect(Object.fromEntries(seen[0] ?? [])).toEqual({ bankAccount: '150327', maxItems: '20' });
  });

  it('reads one client back by its id, or null when no client has it', async () => {
    server.route('GET /api/service/clients', (_req, res) =>
      json(res, 200, [
        { id: 10010, name: 'Annen AS', isActive: true },
        { id: 1001, name: 'Fjordkraft Regnskap AS', isActive: true },
      ]),
    );
    const { search: port } = search();
    expect(await port.client(1001).fetch()).toEqual({ id: 1001, name: 'Fjordkraft Regnskap AS', isActive: true, orgNo: null });
    expect(await port.client(1009).fetch()).toBeNull();
  });
});

describe('httpSearch: customers', () => {
  it('searches by text or address, with the client only when one is chosen', async () => {
    const bodies: unknown[] = [];
    server.route('POST /api/service/Customer/Search', (req, res) => {
      bodies.push(JSON.parse(req.body));
      json(res, 200, [hansen]);
    });
    const { search: port } = search();
    const read = port.customers(ready(customerQuery('text', 'Hansen', null)), 10);
    expect(read).toMatchObject({ api: 'service', path: 'Customer/Search' });
    expect(await read.fetch()).toEqual([
      {
        id: 501,
        nr: 10042,
        clientId: 1001,
        clientName: 'Fjordkraft Regnskap AS',
        name: 'Kari Hansen',
        addressLine1: 'Storgata 1',
        addressLine2: null,
        postNo: '0155',
        cityName: 'OSLO',
        email: 'kari@hansen.no',
        orgNo: null,
      },
    ]);
    await port.customers(ready(customerQuery('address', 'Storgata', 1001)), 100).fetch();
    expect(bodies).toEqual([
      { term: 'Hansen', searchIn: 'text', maxItems: 10 },
      { term: 'Storgata', searchIn: 'address', maxItems: 100, clientId: 1001 },
    ]);
  });

  it('searches by the whole e-mail address and by bank account within a client', async () => {
    server.route('POST /api/service/Customer/SearchContact', (_req, res) => json(res, 200, [hansen]));
    server.route('POST /api/service/Customer/WithBankAccount', (_req, res) => json(res, 200, []));
    const { search: port } = search();
    const byEmail = port.customers(ready(customerQuery('email', 'kari@hansen.no', null)), 100);
    expect(byEmail.path).toBe('Customer/SearchContact');
    expect((await byEmail.fetch()).map((c) => c.name)).toEqual(['Kari Hansen']);
    expect(lastBody()).toEqual({ email: 'kari@hansen.no', maxItems: 100 });

    const byAccount = port.customers(ready(customerQuery('bankAccount', '1503.27.12345', 1001)), 100);
    expect(byAccount.path).toBe('Customer/WithBankAccount');
    expect(await byAccount.fetch()).toEqual([]);
    expect(lastBody()).toEqual({ accountNumber: '15032712345', clientId: 1001, maxItems: 100 });
  });

  it('fails, and says so, when an answer breaks the contract', async () => {
    server.route('POST /api/service/Customer/Search', (_req, res) => json(res, 200, [{ ...hansen, nr: 'ti' }]));
    const { search: port, notifier } = search();
    await expect(port.customers(ready(customerQuery('text', 'Hansen', null)), 10).fetch()).rejects.toThrow();
    expect(notifier.notices[0]?.message).toMatch(/^Uventet svar fra API: .*nr/);
  });
});

describe('httpSearch: invoices', () => {
  const invoice = {
    clientId: 1001,
    clientName: 'Fjordkraft Regnskap AS',
    customerId: 501,
    customerNr: 10042,
    customerName: 'Kari Hansen',
    addressLine1: 'Storgata 1',
    postNo: '0155',
    cityName: 'OSLO',
    email: null,
    orgNo: null,
    type: 'INVOICE',
    jourNo: 70001,
    jourDate: '2026-01-15',
    dueDate: '2026-01-29',
    amount: 1234.5,
    shipment: 'EMAIL',
    yourRef: 'PO-7',
  };

  it('searches by invoice number across clients and maps the amount to øre', async () => {
    server.route('POST /api/service/Invoice/search', (_req, res) => json(res, 200, [invoice]));
    const read = search().search.invoices(ready(invoiceQuery('std', '70001', null)), 10);
    expect(read).toMatchObject({ api: 'service', path: 'Invoice/search', params: { type: 'std', term: '70001', maxItems: 10 } });
    expect(await read.fetch()).toEqual([
      {
        clientId: 1001,
        clientName: 'Fjordkraft Regnskap AS',
        customerNr: 10042,
        customerName: 'Kari Hansen',
        addressLine1: 'Storgata 1',
        postNo: '0155',
        cityName: 'OSLO',
        email: null,
        orgNo: null,
        type: 'INVOICE',
        jourNo: 70001,
        jourDate: '2026-01-15',
        dueDate: '2026-01-29',
        amount: 123450,
        shipment: 'EMAIL',
        yourRef: 'PO-7',
      },
    ]);
    expect(lastBody()).toEqual({ type: 'std', term: '70001', maxItems: 10 });
  });

  it('sends an amount as kroner with two decimals, within the chosen client', async () => {
    server.route('POST /api/service/Invoice/search', (_req, res) => json(res, 200, []));
    await search().search.invoices(ready(invoiceQuery('amount', '1 234,5', 1001)), 100).fetch();
    expect(lastBody()).toEqual({ type: 'amount', term: '1234.50', clientId: 1001, maxItems: 100 });
    await search().search.invoices(ready(invoiceQuery('text', 'Konsulent', 1001)), 100).fetch();
    expect(lastBody()).toEqual({ type: 'text', term: 'Konsulent', clientId: 1001, maxItems: 100 });
  });
});

describe('httpSearch: a failed search (part 1 §8)', () => {
  /** What the reference server answers when it fails (server/http/errorHandler.ts). */
  const serverFailure = { status: 500, message: 'Intern feil på tjeneren' };

  it('is reported as a failed load, "<status>: <server message>" with the URL, for every search sent as POST', async () => {
    for (const path of ['Customer/Search', 'Customer/SearchContact', 'Customer/WithBankAccount', 'Invoice/search']) {
      server.route(`POST /api/service/${path}`, (_req, res) => json(res, 500, serverFailure));
    }
    const { search: port, notifier } = search();
    const reads = [
      port.customers(ready(customerQuery('text', 'Hansen', null)), 10),
      port.customers(ready(customerQuery('email', 'kari@hansen.no', null)), 100),
      port.customers(ready(customerQuery('bankAccount', '1503.27.12345', 1001)), 100),
      port.invoices(ready(invoiceQuery('std', '70001', null)), 10),
    ];
    for (const read of reads) await expect(read.fetch()).rejects.toMatchObject({ name: 'ApiFailure', status: 500 });
    expect(notifier.notices).toEqual(
      reads.map((read) => ({ severity: 'error', message: '500: Intern feil på tjeneren', detail: `${server.origin}/api/service/${read.path}` })),
    );
  });

  it('that gets no answer at all fails without the change-failure toast, as any read does', async () => {
    server.route('POST /api/service/Invoice/search', (_req, res) => void res.socket?.destroy());
    const { search: port, notifier } = search();
    await expect(port.invoices(ready(invoiceQuery('std', '70001', null)), 10).fetch()).rejects.toBeDefined();
    expect(notifier.notices).toEqual([]);
  });
});
