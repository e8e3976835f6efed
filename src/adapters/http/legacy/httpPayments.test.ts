import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOpenInvoices, type OpenInvoices } from '../../../../tests/fixtures/openInvoices';
import { startTestApp, type TestApp } from '../../../../tests/support/testApp';
import { recordingNotifier } from '../shared/fakes';
import { httpPayments } from './httpPayments';
import { createLegacyClient } from './legacyClient';

// Against the real server and database: the answers must pass the contract's response validators.
let server: TestApp;
let origin: string;
let open: OpenInvoices;
const notifier = recordingNotifier();

beforeAll(async () => {
  server = await startTestApp({ seed: 'small' });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  open = await addOpenInvoices(server.db, { clientId: 1941, invoices: 3 });
}, 120_000);
afterAll(() => server.close());

async function port() {
  const login = await fetch(`${origin}/api/legacy/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: 'teknisk', password: 'teknisk-demo' }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  return httpPayments(createLegacyClient({ baseUrl: `${origin}/api/legacy`, notifier, tokens: { legacyToken: () => access_token } }));
}

describe('httpPayments against the reference server', () => {
  it('finds invoices by amount in øre, registers a payment that settles one with a credit, and reverses it', async () => {
    const api = await port();
    const found = await api.invoiceCandidates({ clientId: open.clientId, customerId: open.customerId, amount: 132_700 }).fetch();
    expect(found).toHaveLength(3);
    expect(found[0]).toMatchObject({ invoiceNr: 700001, restAmount: 132_700, amountIncTax: 125_000, rest: { invoicePart: 125_000, interestPart: 4_200, feePart: 3_500 } });
    const draft = {
      idempotencyKey: randomUUID(),
      clientId: open.clientId,
      customerId: open.customerId,
      amount: 140_001,
      bankDate: '2026-11-20',
      allocations: [{ entryId: found[0]!.entryId, allocated: found[0]!.rest }],
    };
    const receipt = await api.register(draft);
    expect(receipt).toMatchObject({ credit: 7_301, settledEntryIds: [found[0]!.entryId] });
    expect(await api.register(draft)).toEqual(receipt);
    expect(await api.invoiceCandidates({ clientId: open.clientId, customerId: open.customerId }).fetch()).toHaveLength(2);
    expect(await api.reverse(receipt.paymentId)).toBe(true);
    expect(await api.reverse(receipt.paymentId)).toBe(false);
    expect(await api.invoiceCandidates({ clientId: open.clientId, invoiceNumber: 700001 }).fetch()).toHaveLength(1);
    expect(notifier.notices).toEqual([]);
  });
});
