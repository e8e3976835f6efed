import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUnconfirmedCustomers, type UnconfirmedCustomers } from '../../../tests/fixtures/unconfirmedCustomers';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';

let server: TestApp;
let teknisk: Record<string, string>;
let base2: Record<string, string>;
const published: string[][] = [];

async function legacyLogin(user: string, password: string, bases?: number[]) {
  const login = await server.app.inject({ method: 'POST', url: '/api/legacy/login', payload: { user, password } });
  const headers = { 'x-session-token': (login.json() as { access_token: string }).access_token };
  if (!bases) return headers;
  const selected = await server.app.inject({ method: 'POST', url: '/api/legacy/Officer/select', payload: { bases }, headers });
  return { 'x-session-token': (selected.json() as { access_token: string }).access_token };
}

beforeAll(async () => {
  server = await startTestApp({ seed: 'small' });
  server.bus.subscribe((endPoints) => published.push([...endPoints]));
  teknisk = await legacyLogin('teknisk', 'teknisk-demo');
  base2 = await legacyLogin('saksbehandler', 'saksbehandler-demo', [2]);
}, 120_000);
afterAll(() => server.close());

const get = (url: string, headers = teknisk) => server.app.inject({ method: 'GET', url: `/api/legacy/${url}`, headers });
const put = (url: string, payload: object, headers = teknisk) => server.app.inject({ method: 'PUT', url: `/api/legacy/${url}`, payload, headers });

async function customers(ids: readonly number[]) {
  return server.db.query<{ id: number; type: string; confirmed: boolean }>(
    'SELECT id::int AS id, type, is_type_confirmed AS confirmed FROM customer WHERE id = ANY($1::bigint[]) ORDER BY id',
    [ids],
  );
}
const unconfirmedOf = async (clientId: number) =>
  (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM customer WHERE client_id = $1 AND NOT is_type_confirmed', [clientId]))[0]!.n;

describe('CustomerType reads', () => {
  let waiting: UnconfirmedCustomers;
  beforeAll(async () => {
    waiting = await addUnconfirmedCustomers(server.db, { clientId: 1901, customers: 60 });
  });

  it('lists the clients with unconfirmed customers and their counts', async () => {
    const response = await get('CustomerType');
    expect(response.statusCode).toBe(200);
    const clients = response.json() as { clientId: number; clientName: string; numberOfCustomers: number }[];
    expect(clients).toContainEqual({ clientId: 1901, clientName: 'Bekreftelse 1901 AS', numberOfCustomers: 60 });
    const total = (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM customer WHERE NOT is_type_confirmed'))[0]!.n;
    expect(clients.reduce((sum, client) => sum + client.numberOfCustomers, 0)).toBe(total);
  });

  it('pages the customers by number, 50 by default, with the total', async () => {
    const first = (await get('CustomerType/Client/1901')).json() as { totalCount: number; size: number; customers: { customerId: number; customerNr: number }[] };
    expect(first).toMatchObject({ clientId: 1901, clientName: 'Bekreftelse 1901 AS', page: 0, size: 50, totalCount: 60 });
    expect(first.customers.map((c) => c.customerId)).toEqual(waiting.customerIds.slice(0, 50));
    expect(first.customers[0]).toMatchObject({ customerNr: 20001, name: 'Kunde 00001', type: 'Retail', addressLine1: 'Storgata 1', postNo: '0150' });
    const second = (await get('CustomerType/Client/1901?page=1&size=50')).json() as { customers: { customerId: number }[] };
    expect(second.customers.map((c) => c.customerId)).toEqual(waiting.customerIds.slice(50));
    expect(((await get('CustomerType/Client/1901?size=200')).json() as { customers: unknown[] }).customers).toHaveLength(60);
  });

  it('refuses page sizes other than 25, 50, 100 and 200, and answers 404 for unknown clients and those outside the bases', async () => {
    const badSize = await get('CustomerType/Client/1901?size=75');
    expect(badSize.statusCode).toBe(400);
    expect(badSize.json()).toMatchObject({ status: 400 });
    expect((await get('CustomerType/Client/abc')).statusCode).toBe(400);
    expect((await get('CustomerType/Client/1999')).statusCode).toBe(404);
    expect((await get('CustomerType/Client/1901', base2)).statusCode).toBe(404);
    expect(((await get('CustomerType', base2)).json() as { clientId: number }[]).map((c) => Math.floor(c.clientId / 1000))).not.toContain(1);
  });
});

describe('confirming customer types', () => {
  it('confirms ticked customers once as Business, announcing the badge and the lists; a repeat changes nothing', async () => {
    const { customerIds } = await addUnconfirmedCustomers(server.db, { clientId: 1902, customers: 60 });
    const ticked = customerIds.slice(0, 55);
    published.length = 0;
    const first = await put('CustomerType/Confirm', { customers: ticked, customerType: 'Business' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ numberOfConfirmed: 55 });
    expect(published).toEqual([['pending/unconfirmed-customers', 'CustomerType']]);
    expect((await customers(ticked)).every((c) => c.type === 'Business' && c.confirmed)).toBe(true);
    expect(await unconfirmedOf(1902)).toBe(5);
    const again = await put('CustomerType/Confirm', { customers: ticked, customerType: 'Retail' });
    expect(again.json()).toEqual({ numberOfConfirmed: 0 });
    expect(published).toHaveLength(1);
    expect((await customers(ticked)).every((c) => c.type === 'Business')).toBe(true);
  });

  it('keeps the registered types when the treatment is keep', async () => {
    const { customerIds } = await addUnconfirmedCustomers(server.db, { clientId: 1903, customers: 6 });
    const before = await customers(customerIds);
    expect((await put('CustomerType/Confirm', { customers: customerIds, customerType: 'keep' })).json()).toEqual({ numberOfConfirmed: 6 });
    const after = await customers(customerIds);
    expect(after.map((c) => c.type)).toEqual(before.map((c) => c.type));
    expect(after.every((c) => c.confirmed)).toBe(true);
  });

  it('confirms all matching customers of a client except the unticked ones', async () => {
    const { customerIds } = await addUnconfirmedCustomers(server.db, { clientId: 1904, customers: 300 });
    const response = await put('CustomerType/Confirm', { allOfClient: 1904, except: customerIds.slice(0, 2), customerType: 'Retail' });
    expect(response.json()).toEqual({ numberOfConfirmed: 298 });
    expect((await customers(customerIds.slice(0, 3))).map((c) => c.confirmed)).toEqual([false, false, true]);
  });

  it('refuses customers and clients outside the bases as not found, with nothing written', async () => {
    const { customerIds } = await addUnconfirmedCustomers(server.db, { clientId: 1905, customers: 3 });
    const mine = await addUnconfirmedCustomers(server.db, { clientId: 2905, customers: 2 });
    const mixed = await put('CustomerType/Confirm', { customers: [...mine.customerIds, customerIds[0]], customerType: 'Business' }, base2);
    expect(mixed.statusCode).toBe(404);
    expect(await unconfirmedOf(2905)).toBe(2);
    expect((await put('CustomerType/Confirm', { allOfClient: 1905, customerType: 'Business' }, base2)).statusCode).toBe(404);
    expect((await put(`CustomerType/Confirm/${customerIds[0]}`, { update: { customerType: 'Business' } }, base2)).statusCode).toBe(404);
    expect(await unconfirmedOf(1905)).toBe(3);
    expect((await put('CustomerType/Confirm', { customers: mine.customerIds, customerType: 'Business' }, base2)).json()).toEqual({ numberOfConfirmed: 2 });
  });

  it('refuses bad requests with 400 naming the field, with nothing written', async () => {
    const { customerIds } = await addUnconfirmedCustomers(server.db, { clientId: 1906, customers: 2 });
    const bad = [
      { customers: customerIds },
      { customers: customerIds, customerType: 'Privat' },
      { customerType: 'Business' },
      { customers: customerIds, allOfClient: 1906, customerType: 'Business' },
      { customers: customerIds, except: [1], customerType: 'Business' },
      { customers: [], customerType: 'Business' },
      { customers: ['x'], customerType: 'Business' },
    ];
    for (const payload of bad) {
      const response = await put('CustomerType/Confirm', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect((response.json() as { message: string }).message.length).toBeGreaterThan(0);
    }
    expect(await unconfirmedOf(1906)).toBe(2);
  });

  it('confirms each customer once when officers confirm overlapping selections at once', async () => {
    const { customerIds } = await addUnconfirmedCustomers(server.db, { clientId: 1907, customers: 100 });
    const requests = Array.from({ length: 20 }, (_, n) => {
      const slice = customerIds.slice((n * 5) % 80, ((n * 5) % 80) + 20);
      return put('CustomerType/Confirm', n % 4 === 0 ? { allOfClient: 1907, customerType: 'Business' } : { customers: slice, customerType: 'Business' });
    });
    const answers = await Promise.all(requests);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.reduce((sum, a) => sum + (a.json() as { numberOfConfirmed: number }).numberOfConfirmed, 0)).toBe(100);
    expect(await unconfirmedOf(1907)).toBe(0);
  });

  it('confirms one customer with a type; setting the same type again announces nothing', async () => {
    const { customerIds } = await addUnconfirmedCustomers(server.db, { clientId: 1908, customers: 1 });
    published.length = 0;
    const response = await put(`CustomerType/Confirm/${customerIds[0]}`, { update: { customerType: 'Business' } });
    expect(response.statusCode).toBe(204);
    expect(await customers(customerIds)).toEqual([{ id: customerIds[0], type: 'Business', confirmed: true }]);
    await put(`CustomerType/Confirm/${customerIds[0]}`, { update: { customerType: 'Business' } });
    expect(published).toEqual([['pending/unconfirmed-customers', 'CustomerType']]);
    expect((await put(`CustomerType/Confirm/${customerIds[0]}`, { update: { customerType: 'keep' } })).statusCode).toBe(400);
  });
});
