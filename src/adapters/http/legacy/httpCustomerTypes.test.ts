import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUnconfirmedCustomers, type UnconfirmedCustomers } from '../../../../tests/fixtures/unconfirmedCustomers';
import { signedInLegacyClient, startListeningTestApp } from '../../../../tests/support/legacyAdapterServer';
import type { TestApp } from '../../../../tests/support/testApp';
import { recordingNotifier } from '../shared/fakes';
import { httpCustomerTypes } from './httpCustomerTypes';

// Against the real server and database: the answers must pass the contract's response validators.
let server: TestApp;
let origin: string;
let waiting: UnconfirmedCustomers;
const notifier = recordingNotifier();

beforeAll(async () => {
  ({ server, origin } = await startListeningTestApp());
  waiting = await addUnconfirmedCustomers(server.db, { clientId: 1911, customers: 30 });
}, 120_000);
afterAll(() => server.close());

async function port() {
  return httpCustomerTypes(await signedInLegacyClient(origin, notifier));
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
