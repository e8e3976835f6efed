import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContractResponses } from '../../../tests/support/contractResponses';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';

let server: TestApp;
let contract: Awaited<ReturnType<typeof loadContractResponses>>;
let headers: { legacy: Record<string, string>; service: Record<string, string> };

beforeAll(async () => {
  [server, contract] = await Promise.all([startTestApp({ seed: 'small' }), loadContractResponses()]);
  const legacy = await server.app.inject({ method: 'POST', url: '/api/legacy/login', payload: { user: 'teknisk', password: 'teknisk-demo' } });
  const service = await server.app.inject({ method: 'POST', url: '/api/service/auth/login', payload: { username: 'teknisk', password: 'teknisk-demo' } });
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

/** An org number with valid digits that no seeded register holds. */
async function unregisteredOrgNo(): Promise<string> {
  const [row] = await server.db.query<{ org_no: string }>(
    `SELECT lpad(n::text, 9, '0') AS org_no FROM generate_series(100000000, 100001000) AS n
      WHERE lpad(n::text, 9, '0') NOT IN (SELECT org_no FROM brreg_company UNION ALL SELECT org_no FROM elma_participant)
      LIMIT 1`,
  );
  return row!.org_no;
}

interface CompanyRow {
  org_no: string;
  name: string;
  org_form: string;
  address_line1: string | null;
  post_no: string | null;
  city_name: string | null;
  is_in_company_register: boolean;
  is_in_vat_register: boolean;
  is_under_liquidation: boolean;
  is_under_compulsion: boolean;
  is_bankrupt: boolean;
  bankruptcy_date: string | null;
  liquidation_date: string | null;
}

const asLookup = (c: CompanyRow) => ({
  name: c.name,
  orgNo: c.org_no,
  orgForm: c.org_form,
  address: `${c.address_line1}, ${c.post_no} ${c.city_name}`,
  isInCompanyRegister: c.is_in_company_register,
  isInVatRegister: c.is_in_vat_register,
  isUnderLiquidation: c.is_under_liquidation,
  isUnderCompulsion: c.is_under_compulsion,
  isBankrupt: c.is_bankrupt,
  bankruptcyDate: c.bankruptcy_date,
  liquidationDate: c.liquidation_date,
  // The seed's table answers (no BRREG_URL): no kept answer of the register, so none stale (issue 44).
  fetchedAt: null,
  stale: false,
});

describe('the postal-code lookup', () => {
  it('gives the city of a postal code from the register', async () => {
    const rows = await server.db.query<{ post_no: string; city_name: string }>(
      "SELECT post_no, city_name FROM postal_code WHERE post_no IN ('0150', '5003', '9170') OR post_no = (SELECT max(post_no) FROM postal_code)",
    );
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) {
      expect((await get('legacy', 'lookupCityName', `CommonReg/CityName/${row.post_no}`)).json()).toEqual({ postNo: row.post_no, cityName: row.city_name });
    }
  });

  it('answers 404 for a postal code Posten does not have', async () => {
    const [row] = await server.db.query<{ post_no: string }>(
      `SELECT lpad(n::text, 4, '0') AS post_no FROM generate_series(0, 9999) AS n
        WHERE lpad(n::text, 4, '0') NOT IN (SELECT post_no FROM postal_code) LIMIT 1`,
    );
    const response = await get('legacy', 'lookupCityName', `CommonReg/CityName/${row!.post_no}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, message: `Fant ikke postnummer ${row!.post_no}` });
  });

  it.each(['015', '01500', 'abcd', "0150' OR '1'='1"])('refuses %s with 400 naming the field', async (postNo) => {
    const response = await get('legacy', 'lookupCityName', `CommonReg/CityName/${encodeURIComponent(postNo)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[0].path).toBe('path.postNo');
  });
});

describe('the company-register lookup, on both APIs', () => {
  const calls = [
    ['legacy', 'lookupBrReg', 'CommonReg/BrReg/'],
    ['service', 'lookupOrganization', 'organizations/brreg/'],
  ] as const;

  it.each(calls)('%s %s shows a bankrupt company as bankrupt, and a healthy one as healthy', async (api, operationId, path) => {
    for (const bankrupt of [true, false]) {
      const [company] = await server.db.query<CompanyRow>(
        `SELECT *, to_char(bankruptcy_date, 'YYYY-MM-DD') AS bankruptcy_date, to_char(liquidation_date, 'YYYY-MM-DD') AS liquidation_date
           FROM brreg_company WHERE is_bankrupt = $1 AND address_line1 IS NOT NULL ORDER BY org_no LIMIT 1`,
        [bankrupt],
      );
      const response = await get(api, operationId, `${path}${company!.org_no}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(asLookup(company!));
      expect(response.json().isBankrupt).toBe(bankrupt);
    }
  });

  it.each(calls)("%s %s knows a seeded client's company as bankrupt when the register says so", async (api, operationId, path) => {
    const [client] = await server.db.query<CompanyRow>(
      'SELECT b.* FROM client c JOIN brreg_company b ON b.org_no = c.org_no WHERE b.is_bankrupt ORDER BY c.id LIMIT 1',
    );
    expect((await get(api, operationId, `${path}${client!.org_no}`)).json()).toMatchObject({ orgNo: client!.org_no, isBankrupt: true });
  });

  it.each(calls)('%s %s answers 404 for a number the register does not know', async (api, operationId, path) => {
    const orgNo = await unregisteredOrgNo();
    const response = await get(api, operationId, `${path}${orgNo}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, message: `Fant ikke organisasjonsnummer ${orgNo} i Enhetsregisteret` });
  });

  it.each(calls)('%s %s refuses a number that is not 9 digits with 400 naming the field', async (api, operationId, path) => {
    for (const orgNo of ['12345678', '1234567890', '12345678a', '<script>']) {
      const response = await get(api, operationId, `${path}${encodeURIComponent(orgNo)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors[0].path).toBe('path.orgNo');
    }
  });
});

describe('the invoice-network lookup', () => {
  it('gives a participant of the network', async () => {
    const [row] = await server.db.query<{ org_no: string; name: string; ehf_version2: boolean; ehf_version3: boolean; is_enabled: boolean }>(
      'SELECT * FROM elma_participant ORDER BY org_no LIMIT 1',
    );
    // Without PEPPOL_SML_ZONE the seeded ELMA table answers (issue 44), a participant taking both document types.
    expect((await get('legacy', 'lookupElma', `CommonReg/Elma/${row!.org_no}`)).json()).toEqual({
      found: true,
      company: { orgNo: row!.org_no, name: row!.name, ehfVersion2: row!.ehf_version2, ehfVersion3: row!.ehf_version3, isEnabled: row!.is_enabled },
      acceptsInvoice: true,
      acceptsCreditNote: true,
      source: 'ELMA',
    });
  });

  it('says found false for an organisation outside the network', async () => {
    const response = await get('legacy', 'lookupElma', `CommonReg/Elma/${await unregisteredOrgNo()}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ found: false, company: null, acceptsInvoice: false, acceptsCreditNote: false, source: 'ELMA' });
  });

  it('refuses a number that is not 9 digits with 400 naming the field', async () => {
    const response = await get('legacy', 'lookupElma', 'CommonReg/Elma/12345');
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[0].path).toBe('path.orgNo');
  });
});

describe('without a token', () => {
  it.each(['/api/legacy/CommonReg/CityName/0150', '/api/legacy/CommonReg/BrReg/123456789', '/api/legacy/CommonReg/Elma/123456789', '/api/service/organizations/brreg/123456789'])(
    '%s answers 401',
    async (url) => {
      expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    },
  );
});
