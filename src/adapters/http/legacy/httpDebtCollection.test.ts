import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPendingTransmission, type PendingTransmission } from '../../../../tests/fixtures/pendingTransmission';
import { signedInLegacyClient, startListeningTestApp } from '../../../../tests/support/legacyAdapterServer';
import type { TestApp } from '../../../../tests/support/testApp';
import { recordingNotifier } from '../shared/fakes';
import { httpDebtCollection } from './httpDebtCollection';

// Against the real server and database: the answers must pass the contract's response validators.
let server: TestApp;
let origin: string;
let payments: PendingTransmission;
let cases: PendingTransmission;
const notifier = recordingNotifier();

beforeAll(async () => {
  ({ server, origin } = await startListeningTestApp());
  payments = await addPendingTransmission(server.db, { kind: 'PAYMENT', clients: 2, itemsPerClient: 2 });
  cases = await addPendingTransmission(server.db, { kind: 'CASE', clients: 2, itemsPerClient: 1, clientsWithAgencyNumbers: 1, firstClientNumber: 510 });
}, 120_000);
afterAll(() => server.close());

async function port() {
  return httpDebtCollection(await signedInLegacyClient(origin, notifier));
}

describe('httpDebtCollection against the reference server', () => {
  it('reads pending bundles, a bundle and a transmission, amounts in øre', async () => {
    const api = await port();
    const pending = await api.pendingBundles('payments').fetch();
    const bundle = pending.find((b) => b.bundleId === payments.bundleId)!;
    expect(bundle).toMatchObject({ itemCount: 4, agencyCount: 1, readyCount: 4, sumAmount: 200_006 });
    expect(await api.bundle('payments', payments.bundleId).fetch()).toMatchObject({ agencies: [{ transmissionId: payments.transmissionId, itemCount: 4 }] });
    const transmission = (await api.paymentTransmission(payments.bundleId, payments.transmissionId).fetch())!;
    expect(transmission.agency).toEqual({ id: 30, name: 'Sergel Norge AS', fileFormat: 'PDF' });
    expect(transmission.clients[0]!.payments[0]).toMatchObject({ amount: 50_001, status: 'Ready', tag: 'DIR' });
    const caseTransmission = (await api.caseTransmission(cases.bundleId, cases.transmissionId).fetch())!;
    expect(caseTransmission.clients[0]).toMatchObject({ agencyCustomerNumbers: [{ number: '015101', name: 'Hovedavtale' }] });
    expect(caseTransmission.clients[0]!.invoices[0]).toMatchObject({ restAmount: 142_701, agencyCustomerNumber: null, caseNumber: null });
    const history = await api.bundles('cases', { from: '2026-01-01', to: '2026-12-31' }).fetch();
    expect(history.length).toBeGreaterThan(0);
    expect(notifier.notices).toEqual([]);
  });

  it('answers null for an unknown bundle or transmission, without a toast', async () => {
    const api = await port();
    expect(await api.bundle('cases', 999_999).fetch()).toBeNull();
    expect(await api.paymentTransmission(payments.bundleId, 'INN-ukjent').fetch()).toBeNull();
    expect(notifier.notices).toEqual([]);
  });

  it('approves and rejects, answering the pending count; sets the agency number; downloads a file by its name', async () => {
    const api = await port();
    const [first, second] = payments.itemIds[0]!;
    expect(await api.decide('payments', 'approve', payments.bundleId, [first!])).toEqual({ pendingCount: 3, decidedCount: 1 });
    expect(await api.decide('payments', 'reject', payments.bundleId, [second!, ...payments.itemIds[1]!])).toEqual({ pendingCount: 0, decidedCount: 1 + payments.itemIds[1]!.length });
    await api.setAgencyCustomerNumber(cases.itemIds[0]![0]!, '015101');
    expect(await api.decide('cases', 'approve', cases.bundleId, cases.itemIds.flat())).toEqual({ pendingCount: 0, decidedCount: cases.itemIds.flat().length });
    const [file] = await server.db.query<{ id: number; file_name: string }>('SELECT id::int AS id, file_name FROM dc_transmission_file ORDER BY id LIMIT 1');
    const downloaded = await api.downloadFile(file!.id);
    expect(downloaded.fileName).toBe(file!.file_name);
    expect(downloaded.content.size).toBeGreaterThan(0);
    expect(notifier.notices).toEqual([]);
  });

  it('a refused change fails with the server message', async () => {
    const api = await port();
    await expect(api.setAgencyCustomerNumber(cases.itemIds[1]![0]!, 'x')).rejects.toMatchObject({ status: 409 });
    expect(notifier.notices.at(-1)).toMatchObject({ message: 'Kommunikasjonsfeil med API', detail: '409: Saken er allerede behandlet' });
  });
});
