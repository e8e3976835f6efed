import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL_LIST_PAGE_SIZE } from '../../../src/domain/search/searchRequestRules';
import { contractResponseCheck } from '../../../tests/support/contractResponses';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';
import type { Queryable } from '../../db/database';
import { clientCustomerPageJson } from '../../search/clientCustomerList';

let server: TestApp;
let authorization: string;
let conforms: (body: unknown) => string;

beforeAll(async () => {
  server = await startTestApp({ seed: 'small' });
  const login = await server.app.inject({ method: 'POST', url: '/api/service/auth/login', payload: { username: 'teknisk', password: 'teknisk-demo' } });
  authorization = `Bearer ${(login.json() as { token: string }).token}`;
  conforms = await contractResponseCheck('service', 'listClientCustomers');
});
afterAll(() => server.close());

interface CustomerPage {
  page: number;
  size: number;
  totalCount: number;
  items: { id: number; nr: number; name: string; countryName: string | null }[];
}

async function largestClient(): Promise<{ id: number; n: number }> {
  const [row] = await server.db.query<{ id: number; n: number }>(
    'SELECT client_id AS id, count(*)::int AS n FROM customer GROUP BY client_id ORDER BY 2 DESC, 1 LIMIT 1',
  );
  return row!;
}

async function customerNumbers(clientId: number, offset: number, limit: number): Promise<number[]> {
  const rows = await server.db.query<{ nr: number }>('SELECT nr FROM customer WHERE client_id = $1 ORDER BY nr OFFSET $2 LIMIT $3', [clientId, offset, limit]);
  return rows.map((r) => r.nr);
}

const get = (url: string) => server.app.inject({ method: 'GET', url: `/api/service${url}`, headers: { authorization } });

describe("a client's customer list", () => {
  it('streams the full list (page 0, size 999999) as one valid CustomerPage with every customer in number order', async () => {
    const client = await largestClient();
    const response = await get(`/clients/${client.id}/customers?page=0&size=${FULL_LIST_PAGE_SIZE}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const page = JSON.parse(response.body) as CustomerPage;
    expect(conforms(page)).toBe('');
    expect(page).toMatchObject({ page: 0, size: FULL_LIST_PAGE_SIZE, totalCount: client.n });
    expect(page.items.map((c) => c.nr)).toEqual(await customerNumbers(client.id, 0, client.n));
    expect(new Set(page.items.map((c) => c.id)).size).toBe(client.n);
    expect(page.items.some((c) => c.countryName === 'Norge')).toBe(true);
  });

  it('in the list view (view=list) answers the same customers with only id, nr, name, type, email and phoneNr, still a valid CustomerPage, kept current by the trigger', async () => {
    const client = await largestClient();
    const [changed] = await server.db.query<{ nr: number }>(
      `UPDATE customer SET email = 'ny.adresse@example.no', phone_nr = '99887766' WHERE client_id = $1 AND nr = (SELECT min(nr) FROM customer WHERE client_id = $1) RETURNING nr`,
      [client.id],
    );
    const full = JSON.parse((await get(`/clients/${client.id}/customers?page=0&size=${FULL_LIST_PAGE_SIZE}`)).body) as CustomerPage;
    const response = await get(`/clients/${client.id}/customers?page=0&size=${FULL_LIST_PAGE_SIZE}&view=list`);
    expect(response.statusCode).toBe(200);
    const list = JSON.parse(response.body) as CustomerPage;
    expect(conforms(list)).toBe('');
    expect(list).toMatchObject({ page: 0, size: FULL_LIST_PAGE_SIZE, totalCount: client.n });
    const shown = ['id', 'nr', 'name', 'type', 'email', 'phoneNr'] as const;
    expect(list.items).toEqual(full.items.map((item) => Object.fromEntries(shown.map((field) => [field, (item as Record<string, unknown>)[field] ?? null]))));
    expect(list.items[0]).toMatchObject({ nr: changed!.nr, email: 'ny.adresse@example.no', phoneNr: '99887766' });
    expect(response.body.length).toBeLessThan(JSON.stringify(full).length / 2);
    expect((await get(`/clients/${client.id}/customers?view=compact`)).statusCode).toBe(400);
  });

  it('gives any other page of the list', async () => {
    const client = await largestClient();
    const page = (await get(`/clients/${client.id}/customers?page=3&size=7`)).json() as CustomerPage;
    expect(conforms(page)).toBe('');
    expect(page).toMatchObject({ page: 3, size: 7, totalCount: client.n });
    expect(page.items.map((c) => c.nr)).toEqual(await customerNumbers(client.id, 21, 7));
    const beyond = (await get(`/clients/${client.id}/customers?page=100000&size=20`)).json() as CustomerPage;
    expect(beyond).toEqual({ page: 100000, size: 20, totalCount: client.n, items: [] });
  });

  it('reads in batches that continue where the last one ended, over the whole list and within a page', async () => {
    const client = await largestClient();
    const join = async (page: number, size: number, batch: number) => {
      const parts: string[] = [];
      for await (const part of clientCustomerPageJson(server.db, client.id, page, size, 'summary', batch)) parts.push(part);
      return { batches: parts.length, nrs: (JSON.parse(`[${parts.join(',')}]`) as { nr: number }[]).map((c) => c.nr) };
    };
    const whole = await join(0, FULL_LIST_PAGE_SIZE, 7);
    expect(whole.nrs).toEqual(await customerNumbers(client.id, 0, client.n));
    expect(whole.batches).toBe(Math.ceil(client.n / 7));
    expect((await join(2, 30, 7)).nrs).toEqual(await customerNumbers(client.id, 60, 30));
  });

  it('reads at most one batch ahead of what has been sent', async () => {
    const client = await largestClient();
    let reads = 0;
    const counting: Queryable = {
      query<Row extends object>(sql: string, params?: readonly unknown[]) {
        reads++;
        return server.db.query<Row>(sql, params);
      },
      exec: (sql) => server.db.exec(sql),
    };
    const batches = clientCustomerPageJson(counting, client.id, 0, FULL_LIST_PAGE_SIZE, 'summary', 7);
    await batches.next();
    await batches.next();
    expect(reads).toBe(3);
    await batches.return(undefined);
    expect(reads).toBe(3);
  });

  it('answers an empty list for a client without customers and 404 for a client that does not exist', async () => {
    await server.db.query(
      `INSERT INTO client (id, name, org_no, officer_id, contract_date, created_at) VALUES (5999, 'Ny Klient AS', '123456785', 5, '2026-11-01', now())`,
    );
    expect((await get('/clients/5999/customers')).json()).toEqual({ page: 0, size: 20, totalCount: 0, items: [] });
    const missing = await get('/clients/999999/customers');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 404, message: 'Fant ikke klient 999999' });
  });

  it('shows each customer as last written, whatever wrote it, and a renamed country in every summary', async () => {
    await server.db.query(
      `INSERT INTO client (id, name, org_no, officer_id, contract_date, created_at) VALUES (5998, 'Skriv AS', '123456785', 5, '2026-11-01', now())`,
    );
    await server.db.query(
      `INSERT INTO customer (client_id, nr, name, type, post_no, city_name, country_code, credit_days, created_at)
       VALUES (5998, 1, 'Kari "K" Nordmann', 'Retail', '0150', 'OSLO', 'SE', 14, now()), (5998, 2, 'Ola AS', 'Business', NULL, NULL, 'NO', NULL, now())`,
    );
    await server.db.query(`UPDATE customer SET name = 'Kari Nordmann', email = 'kari@example.no' WHERE client_id = 5998 AND nr = 1`);
    const [sweden] = await server.db.query<{ name: string }>(`SELECT name FROM country WHERE code = 'SE'`);
    await server.db.query(`UPDATE country SET name = 'Kongeriket Sverige' WHERE code = 'SE'`);
    try {
      const page = (await get(`/clients/5998/customers?page=0&size=${FULL_LIST_PAGE_SIZE}`)).json() as CustomerPage;
      expect(conforms(page)).toBe('');
      expect(page.items).toEqual([
        expect.objectContaining({ nr: 1, name: 'Kari Nordmann', email: 'kari@example.no', countryName: 'Kongeriket Sverige', postNo: '0150', creditDays: 14 }),
        expect.objectContaining({ nr: 2, name: 'Ola AS', countryName: 'Norge', postNo: null, creditDays: null, shipmentType: 'PAPER' }),
      ]);
    } finally {
      await server.db.query(`UPDATE country SET name = $1 WHERE code = 'SE'`, [sweden!.name]);
    }
  });
});
