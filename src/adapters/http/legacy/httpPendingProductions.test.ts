import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/testApp';
import { SHIPMENT_TYPES } from '../../../domain/shipment/shipmentType';
import { fakeTokens, recordingNotifier } from '../shared/fakes';
import { json, startTestServer } from '../shared/testServer';
import { createLegacyClient } from './legacyClient';
import { httpPendingProductions } from './httpPendingProductions';

let server: TestApp;
let baseUrl: string;

beforeAll(async () => {
  server = await startTestApp({ seed: 'small' });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api/legacy`;
}, 120_000);
afterAll(() => server.close());

const client = (url: string, token: string, notifier = recordingNotifier()) =>
  createLegacyClient({ baseUrl: url, notifier, tokens: { ...fakeTokens(async () => false), legacyToken: () => token } });

describe('pending productions per client', () => {
  it('reads the batches from the real server with every shipment type and the amounts in øre', async () => {
    const login = await server.sessions.login('teknisk', 'teknisk-demo', 'legacy');
    if (login?.audience !== 'legacy') throw new Error('no login');
    const read = httpPendingProductions(client(baseUrl, login.accessToken)).batches();
    expect(read).toMatchObject({ api: 'legacy', path: 'Production/BatchList' });
    const batches = await read.fetch();
    expect(batches.length).toBeGreaterThan(0);
    for (const batch of batches) {
      expect(Object.keys(batch.shipments)).toEqual([...SHIPMENT_TYPES]);
      expect(SHIPMENT_TYPES.reduce((sum, type) => sum + batch.shipments[type].count, 0)).toBe(batch.count);
      expect(batch.entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(batch.sum);
      expect(batch.entries.every((entry) => Number.isInteger(entry.amount) && entry.shipmentLabel.length > 0)).toBe(true);
    }
    const [row] = await server.db.query<{ amount_ore: string }>('SELECT amount_ore::text FROM production_entry WHERE id = $1', [batches[0]!.entries[0]!.entryId]);
    expect(batches[0]!.entries[0]!.amount).toBe(Number(row!.amount_ore));
  });

  it('maps what an implementation leaves out: zero for a missing shipment type, the type for a missing label', async () => {
    const stub = await startTestServer();
    stub.route('GET /api/legacy/Production/BatchList', (_req, res) =>
      json(res, 200, [
        {
          clientId: 1001,
          clientName: 'Fjord Rør AS',
          shipments: [{ shipmentType: 'EHF', numberOfProductions: 1, sumAmount: 1.005 }],
          numberOfProductions: 1,
          sumAmount: 1.005,
          entries: [{ entryId: 7, clientId: 1001, customerNr: 12, customerName: 'Kari', jourNr: 5001, amount: 1.005, shipmentType: 'EHF', type: 'INVOICE' }],
        },
      ]),
    );
    try {
      const [batch] = await httpPendingProductions(client(`${stub.origin}/api/legacy`, 't')).batches().fetch();
      expect(batch!.shipments.PAPER).toEqual({ count: 0, sum: 0 });
      expect(batch!.shipments.EHF).toEqual({ count: 1, sum: 101 });
      expect(batch!.entries[0]).toEqual({
        entryId: 7,
        clientId: 1001,
        clientName: '',
        batchId: null,
        type: 'INVOICE',
        customerId: null,
        customerNr: 12,
        customerName: 'Kari',
        customerEmail: null,
        customerOrgNo: null,
        jourNr: 5001,
        jourDate: null,
        dueDate: null,
        amount: 101,
        shipmentType: 'EHF',
        shipmentLabel: 'EHF',
        yourRef: null,
        statusText: null,
        numberOfPreviousProds: 0,
      });
    } finally {
      await stub.close();
    }
  });
});
