import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContractResponses } from '../../../tests/support/contractResponses';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';

let server: TestApp;
let contract: Awaited<ReturnType<typeof loadContractResponses>>;
let headers: { legacy: Record<string, string>; service: Record<string, string> };

beforeAll(async () => {
  [server, contract] = await Promise.all([startTestApp({ seed: 'small' }), loadContractResponses()]);
  const legacy = await server.app.inject({ method: 'POST', url: '/api/legacy/login', payload: { user: 'saksbehandler', password: 'saksbehandler-demo' } });
  const service = await server.app.inject({ method: 'POST', url: '/api/service/auth/login', payload: { username: 'saksbehandler', password: 'saksbehandler-demo' } });
  headers = {
    legacy: { 'x-session-token': (legacy.json() as { access_token: string }).access_token },
    service: { authorization: `Bearer ${(service.json() as { token: string }).token}` },
  };
});
afterAll(() => server.close());

async function get(api: 'legacy' | 'service', operationId: string, url: string) {
  const response = await server.app.inject({ method: 'GET', url: `/api/${api}/${url}`, headers: headers[api] });
  if (response.statusCode === 200) expect(contract.violations(api, operationId, 200, response.json())).toEqual([]);
  return response;
}

const kroner = (ore: string | null) => (ore === null ? null : Number(ore) / 100);

describe('the shared lists on the service API', () => {
  it('gives the countries, main ones first in their order, the others in Norwegian alphabetical order', async () => {
    const response = await get('service', 'listCountries', 'countries');
    const main = await server.db.query<{ name: string; code: string }>('SELECT name, code FROM country WHERE is_main ORDER BY sort_order');
    const other = await server.db.query<{ name: string; code: string }>('SELECT name, code FROM country WHERE NOT is_main');
    expect(response.json()).toEqual({ main, other: other.sort((a, b) => a.name.localeCompare(b.name, 'nb')) });
    const names = (response.json() as { other: { name: string }[] }).other.map((c) => c.name);
    expect(names.at(-1)).toBe('Østerrike');
  });

  it('gives the shipment choices', async () => {
    const rows = await server.db.query('SELECT value, label FROM shipment_option ORDER BY sort_order');
    expect((await get('service', 'listShipments', 'shipments')).json()).toEqual(rows);
  });

  it('gives the collection agencies with their formats', async () => {
    const rows = await server.db.query<Record<string, unknown>>(
      'SELECT id, name, invoice_format, payment_format, shipment_type, email_address FROM collection_agency ORDER BY name',
    );
    expect((await get('service', 'listCollectionAgencies', 'collection-agencies')).json()).toEqual(
      rows.map((r) => ({
        id: r.id,
        name: r.name,
        invoiceFormat: r.invoice_format,
        paymentFormat: r.payment_format,
        shipmentType: r.shipment_type,
        emailAddress: r.email_address,
      })),
    );
  });

  it('gives the EU fee intervals in kroner, the last without an upper limit', async () => {
    const rows = await server.db.query<{ interval_no: number; limit_ore: string | null; fee_ore: string }>(
      'SELECT interval_no, limit_amount_ore::text AS limit_ore, fee_ore::text FROM eu_fee_interval ORDER BY interval_no',
    );
    const answer = (await get('service', 'listEuFees', 'common/eu-fees')).json() as { limitAmount: number | null }[];
    expect(answer).toEqual(rows.map((r) => ({ intervalNo: r.interval_no, limitAmount: kroner(r.limit_ore), fee: kroner(r.fee_ore) })));
    expect(answer.at(-1)!.limitAmount).toBeNull();
  });
});

describe('the CommonReg lists on the legacy API', () => {
  it('gives the printers per base', async () => {
    const rows = await server.db.query('SELECT id, base_nr AS "baseNr", printer_name AS "printerName", form_type AS "formType", ipp_url AS "ippUrl" FROM printer ORDER BY base_nr');
    expect((await get('legacy', 'listPrinters', 'CommonReg/Printers')).json()).toEqual(rows);
  });

  it.each(['2019-06-01', '2020-06-01', '2026-11-22'])('gives the tax rates valid on %s, never code 6', async (date) => {
    const rows = await server.db.query<{ tax_code: number; tax_percent: string; description: string; valid_from: string; valid_to: string | null }>(
      `SELECT tax_code, tax_percent::text, description, valid_from::text, valid_to::text FROM tax_rate
        WHERE valid_from <= $1 AND (valid_to IS NULL OR $1 < valid_to) AND tax_code <> 6 ORDER BY tax_code`,
      [date],
    );
    const answer = (await get('legacy', 'listTaxRates', `CommonReg/TaxRates?date=${date}`)).json() as { taxCode: number }[];
    expect(answer).toEqual(
      rows.map((r) => ({ taxCode: r.tax_code, taxPercent: Number(r.tax_percent), description: r.description, fromDate: r.valid_from, toDate: r.valid_to })),
    );
    expect(answer.length).toBeGreaterThan(0);
    const [{ withCode6 }] = (await server.db.query<{ withCode6: number }>(
      'SELECT count(*)::int AS "withCode6" FROM tax_rate WHERE tax_code = 6 AND valid_from <= $1',
      [date],
    )) as [{ withCode6: number }];
    expect(withCode6).toBeGreaterThan(0);
  });

  it("gives today's tax rates when no date is asked for", async () => {
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo' }).format(new Date());
    const [withDate, withoutDate] = await Promise.all([
      get('legacy', 'listTaxRates', `CommonReg/TaxRates?date=${today}`),
      get('legacy', 'listTaxRates', 'CommonReg/TaxRates'),
    ]);
    expect(withoutDate.json()).toEqual(withDate.json());
  });

  it.each(['2021-02-30', 'i dag', '22.11.2026'])('refuses the tax-rate date %s with 400 naming the field', async (date) => {
    const response = await get('legacy', 'listTaxRates', `CommonReg/TaxRates?date=${encodeURIComponent(date)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[0].path).toBe('query.date');
  });

  it('gives the PDF recipients and domains', async () => {
    const recipients = await server.db.query('SELECT id, email FROM collector_recipient ORDER BY lower(email)');
    const domains = await server.db.query('SELECT id, domain FROM collector_domain ORDER BY lower(domain)');
    expect((await get('legacy', 'listCollectors', 'CommonReg/Collectors')).json()).toEqual({ recipients, domains });
  });

  it('gives one collection agency with its setup, and the spec message for an unknown one', async () => {
    const [agency] = await server.db.query<Record<string, unknown>>('SELECT * FROM collection_agency WHERE shipment_type = $1 ORDER BY id LIMIT 1', ['EMAIL']);
    expect((await get('legacy', 'getCollectionAgency', `CommonReg/CollectionAgency/${agency!.id}`)).json()).toEqual({
      id: agency!.id,
      name: agency!.name,
      addressLine1: agency!.address_line1,
      addressLine2: agency!.address_line2,
      postNo: agency!.post_no,
      cityName: agency!.city_name,
      phoneNo: agency!.phone_no,
      email: agency!.email,
      setup: {
        invoiceFormat: agency!.invoice_format,
        paymentFormat: agency!.payment_format,
        shipmentType: agency!.shipment_type,
        emailAddress: agency!.email_address,
        ftpServerId: agency!.ftp_server_id,
      },
    });
    const [{ unused }] = (await server.db.query<{ unused: number }>('SELECT max(id) + 1 AS unused FROM collection_agency')) as [{ unused: number }];
    const missing = await get('legacy', 'getCollectionAgency', `CommonReg/CollectionAgency/${unused}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 404, message: 'Fant ikke inkassoselskapet' });
  });

  it.each(['0', 'ti', '2147483648', '1.5'])('refuses the agency id %s with 400 naming the field', async (id) => {
    const response = await get('legacy', 'getCollectionAgency', `CommonReg/CollectionAgency/${id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[0].path).toBe('path.id');
  });
});

describe('without a token', () => {
  it.each([
    '/api/service/countries',
    '/api/service/shipments',
    '/api/service/collection-agencies',
    '/api/service/common/eu-fees',
    '/api/legacy/CommonReg/Printers',
    '/api/legacy/CommonReg/TaxRates',
    '/api/legacy/CommonReg/Collectors',
    '/api/legacy/CommonReg/CollectionAgency/10',
  ])('%s answers 401', async (url) => {
    expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
