import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { AGENCY_NOT_FOUND_MESSAGE } from '../../../src/domain/collection/collectionAgency';
import { AGENCY_EMAIL_MISSING, AGENCY_SETUP_FIXED, AGENCY_SETUP_LOCKED } from '../../../src/domain/settings/collectionAgencies';
import { EMAIL_INVALID_MESSAGE } from '../../../src/domain/identifiers/email';
import { contractResponseCheck } from '../../../tests/support/contractResponses';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';

// Part 2 §2.8 Inkassoselskap, §5 "Agency: e-mail required", §7.4 PUT CommonReg/CollectionAgency/{id}.
let server: TestApp;
let headers: Record<string, string>;
const published: string[][] = [];
const check: Record<string, (body: unknown) => string> = {};

beforeAll(async () => {
  server = await startTestApp({ seed: 'small' });
  server.bus.subscribe((endPoints) => published.push([...endPoints]));
  // Siri works in bases 1 and 2 only.
  const login = await server.app.inject({ method: 'POST', url: '/api/legacy/login', payload: { user: 'saksbehandler', password: 'saksbehandler-demo' } });
  headers = { 'x-session-token': (login.json() as { access_token: string }).access_token };
  for (const operationId of ['updateCollectionAgency', 'listCollectionAgencyClients']) check[operationId] = await contractResponseCheck('legacy', operationId);
}, 120_000);
afterAll(() => server.close());

const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  server.app.inject({ method, url: `/api/legacy/${url}`, headers, ...(payload ? { payload } : {}) });
const agencyRow = (id: number) => server.db.query<Record<string, unknown>>('SELECT * FROM collection_agency WHERE id = $1', [id]).then((rows) => rows[0]);

interface Agency {
  id: number;
  name: string;
  email: string;
  setup: { shipmentType: string; emailAddress: string | null; invoiceFormat: string; paymentFormat: string; ftpServerId: number | null };
}
const read = async (id: number) => (await call('GET', `CommonReg/CollectionAgency/${id}`)).json() as Agency;

describe('PUT CommonReg/CollectionAgency/{id}', () => {
  it("changes an e-mail-shipping agency's addresses and tells the list and the detail", async () => {
    const agency = await read(30);
    published.length = 0;
    const response = await call('PUT', 'CommonReg/CollectionAgency/30', {
      agency: { ...agency, email: ' ny@sergel.example.no ', setup: { ...agency.setup, emailAddress: 'nye-saker@sergel.example.no' } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(check.updateCollectionAgency!(response.json())).toBe('');
    expect(response.json()).toMatchObject({ id: 30, email: 'ny@sergel.example.no', setup: { shipmentType: 'EMAIL', emailAddress: 'nye-saker@sergel.example.no' } });
    expect(await agencyRow(30)).toMatchObject({ email: 'ny@sergel.example.no', email_address: 'nye-saker@sergel.example.no', name: agency.name });
    expect(published).toEqual([['collection-agencies', 'CommonReg/CollectionAgency/30']]);
  });

  it.each([
    ['a missing agency e-mail', { email: '  ' }, {}, 'body.agency.email', AGENCY_EMAIL_MISSING],
    ['an invalid agency e-mail', { email: 'ikke-en-adresse' }, {}, 'body.agency.email', EMAIL_INVALID_MESSAGE],
    ['an empty setup address of an e-mail agency', {}, { emailAddress: '' }, 'body.agency.setup.emailAddress', AGENCY_EMAIL_MISSING],
    ['a changed shipment type', {}, { shipmentType: 'SFTP', emailAddress: null }, 'body.agency.setup', AGENCY_SETUP_FIXED],
    ['a changed format', {}, { invoiceFormat: 'Predator' }, 'body.agency.setup', AGENCY_SETUP_FIXED],
  ])('refuses %s with the field and its reason, changing nothing', async (_name, agencyChange, setupChange, path, message) => {
    const agency = await read(40);
    const before = await agencyRow(40);
    const response = await call('PUT', 'CommonReg/CollectionAgency/40', { agency: { ...agency, ...agencyChange, setup: { ...agency.setup, ...setupChange } } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, fieldErrors: [{ path, message }] });
    expect(await agencyRow(40)).toEqual(before);
  });

  it('never changes the e-mail setup of agency 50, nor gives an SFTP agency an e-mail address', async () => {
    for (const id of [50, 10]) {
      const agency = await read(id);
      const before = await agencyRow(id);
      const response = await call('PUT', `CommonReg/CollectionAgency/${id}`, { agency: { ...agency, setup: { ...agency.setup, emailAddress: 'annen@example.no' } } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fieldErrors: [{ path: 'body.agency.setup.emailAddress', message: AGENCY_SETUP_LOCKED }] });
      expect(await agencyRow(id)).toEqual(before);
    }
  });

  it("still takes agency 50's own address when its setup stays", async () => {
    const agency = await read(50);
    const response = await call('PUT', 'CommonReg/CollectionAgency/50', { agency: { ...agency, email: 'kontakt@conecto.example.no' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(await agencyRow(50)).toMatchObject({ email: 'kontakt@conecto.example.no', email_address: agency.setup.emailAddress });
  });

  it("answers 'Fant ikke inkassoselskapet' for an unknown agency, and 400 for a body naming another agency", async () => {
    const agency = await read(30);
    const missing = await call('PUT', 'CommonReg/CollectionAgency/99', { agency: { ...agency, id: 99 } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: AGENCY_NOT_FOUND_MESSAGE });
    const other = await call('PUT', 'CommonReg/CollectionAgency/40', { agency });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ fieldErrors: [{ path: 'body.agency.id' }] });
  });
});

describe('GET CommonReg/CollectionAgency/{id}/Clients', () => {
  it("lists the agency's clients in the officer's bases only", async () => {
    const [busiest] = await server.db.query<{ agency_id: number }>(
      'SELECT agency_id FROM client_settings WHERE agency_id IS NOT NULL GROUP BY agency_id ORDER BY count(*) DESC, agency_id LIMIT 1',
    );
    const id = busiest!.agency_id;
    const expected = await server.db.query<{ id: number; name: string; customer_nr_at_agency: string | null; officer_id: number }>(
      `SELECT c.id, c.name, s.customer_nr_at_agency, c.officer_id FROM client_settings s JOIN client c ON c.id = s.client_id
        WHERE s.agency_id = $1 ORDER BY c.id`,
      [id],
    );
    const inBases = expected.filter((client) => [1, 2].includes(client.officer_id));
    expect(inBases.length).toBeGreaterThan(0);
    expect(inBases.length).toBeLessThan(expected.length);
    const response = await call('GET', `CommonReg/CollectionAgency/${id}/Clients`);
    expect(response.statusCode, response.body).toBe(200);
    expect(check.listCollectionAgencyClients!(response.json())).toBe('');
    expect(response.json()).toEqual(inBases.map((client) => ({ clientId: client.id, clientName: client.name, customerNumber: client.customer_nr_at_agency })));
  });

  it("answers 'Fant ikke inkassoselskapet' for an unknown agency", async () => {
    const response = await call('GET', 'CommonReg/CollectionAgency/99/Clients');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: AGENCY_NOT_FOUND_MESSAGE });
  });
});
