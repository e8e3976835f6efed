import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOpenInvoices, type OpenInvoices } from '../../../../tests/fixtures/openInvoices';
import { signedInLegacyClient, startListeningTestApp } from '../../../../tests/support/legacyAdapterServer';
import type { TestApp } from '../../../../tests/support/testApp';
import { recordingNotifier } from '../shared/fakes';
import { httpPayments } from './httpPayments';

// Against the real server and database: the answers must pass the contract's response validators.
let server: TestApp;
let origin: string;
let open: OpenInvoices;
const notifier = recordingNotifier();

beforeAll(async () => {
  ({ server, origin } = await startListeningTestApp());
  open = await addOpenInvoices(server.db, { clientId: 1941, invoices: 3 });
}, 120_000);
afterAll(() => server.close());

async function port() {
  return httpPayments(await signedInLegacyClient(origin, notifier));
}

describe('httpPayments against the reference server', () => {
  it('finds invoices by amount in øre, registers a payment that settles one with a credit, and reverses it', async () => {
    const api = await port();
    const found = await api.invoiceCandidates({ clientId: open.clientId, customerId: open.customerId, amount: 132_700 }).fetch();
    expect(found).toHaveLength(3);
    expect(found[0]).toMatchObject({ customerId: open.customerId, invoiceNr: 700001, restAmount: 132_700, amountIncTax: 125_000, rest: { invoicePart: 125_000, interestPart: 4_200, feePart: 3_500 } });
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
