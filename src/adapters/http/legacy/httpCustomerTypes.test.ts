import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUnconfirmedCustomers, type UnconfirmedCustomers } from '../../../../tests/fixtures/unconfirmedCustomers';
import { startTestApp, type TestApp } from '../../../../tests/support/testApp';
import { recordingNotifier } from '../shared/fakes';
import { httpCustomerTypes } from './httpCustomerTypes';
import { createLegacyClient } from './legacyClient';

// Against the real server and database: the answers must pass the contract's response validators.
let server: TestApp;
let origin: string;
let waiting: UnconfirmedCustomers;
const notifier = recordingNotifier();

beforeAll(async () => {
  server = await startTestApp({ seed: 'small' });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  waiting = await addUnconfirmedCustomers(server.db, { clientId: 1911, customers: 30 });
}, 120_000);
afterAll(() => server.close());

async function port() {
  const login = await fetch(`${origin}/api/legacy/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: 'teknisk', password: 'teknisk-demo' }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  return httpCustomerTypes(createLegacyClient({ baseUrl: `${origin}/api/legacy`, notifier, tokens: { legacyToken: () => access_token } }));
}

describe('httpCustomerTypes against the reference server', () => {
  it('reads the clients and a page of customers, and confirms by ids and all but some', async () => {
    const api = await port();
    expect(await api.unconfirmedClients().fetch()).toContainEqual({ clientId: 1911, clientName: 'Bekreftelse 1911 AS', customerCount: 30 });
    const page = (await api.unconfirmedCustomers(1911, 1, 25).fetch())!;
    expect(page).toMatchObject({ clientId: 1911, clientName: 'Bekreftelse 1911 AS', totalCount: 30 });
    expect(page.customers).toHaveLength(5);
    expect(page.customers[0]).toEqual({
      customerId: waiting.customerIds[25],
      customerNr: 20026,
      name: 'Kunde 00026',
      address: 'Storgata 26, 0150 OSLO',
      orgNo: null,
      email: null,
      type: 'Retail',
    });
    expect(await api.confirm({ customers: waiting.customerIds.slice(0, 3) }, 'Business')).toBe(3);
    expect(await api.confirm({ allOfClient: 1911, except: [waiting.customerIds[29]!] }, 'keep')).toBe(26);
    expect((await api.unconfirmedCustomers(1911, 0, 50).fetch())!.totalCount).toBe(1);
    expect(notifier.notices).toEqual([]);
  });

  it('reads an unknown client as null', async () => {
    expect(await (await port()).unconfirmedCustomers(1998, 0, 50).fetch()).toBeNull();
  });
});
