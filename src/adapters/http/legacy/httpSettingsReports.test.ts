import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addReportRecords, REPORT_PERIOD } from '../../../../tests/fixtures/reportRecords';
import { signedInLegacyClient, startListeningTestApp } from '../../../../tests/support/legacyAdapterServer';
import type { TestApp } from '../../../../tests/support/testApp';
import { recordingNotifier } from '../shared/fakes';
import { httpSettingsReports } from './httpSettingsReports';

// Against the real server and database: the answers must pass the contract's response validators.
let server: TestApp;
let origin: string;
const notifier = recordingNotifier();
const A = 1972;
const B = 3972;

beforeAll(async () => {
  ({ server, origin } = await startListeningTestApp());
  await server.db.transaction((tx) => addReportRecords(tx, { base1Client: A, base3Client: B }));
}, 120_000);
afterAll(() => server.close());

describe('httpSettingsReports against the reference server', () => {
  it('reads every report, maps kroner to øre, and answers null for an unknown transmission', async () => {
    const api = httpSettingsReports(await signedInLegacyClient(origin, notifier));
    const period = { from: REPORT_PERIOD.fromDate, to: REPORT_PERIOD.toDate };
    const stats = await api.productionStats(period).fetch();
    expect(stats.total).toMatchObject({ invoices: 9, productions: 10, reminders: 4, debtCollections: 2 });
    expect(stats.weeks[0]).toMatchObject({ year: 2019, week: 9, fromDate: '2019-03-01' });
    expect((await api.productionStatsByBase('2019-03-04').fetch()).bases.find((b) => b.baseNr === 3)!.counts.shipments.avtalegiro).toBe(2);
    const files = await api.ftpPayments(period).fetch();
    expect(files.find((file) => file.clientId === A)).toMatchObject({ sum: 150050, numberOfPayments: 3 });
    expect((await api.documentSources('IIZY').fetch()).filter((row) => row.clientId === A)).toEqual([
      { clientId: A, clientName: `Innbetaling ${A} AS`, source: 'IIZY', activatedAt: '2019-01-01', isActive: true },
    ]);
    expect((await api.customers('brevgiro').fetch()).filter((row) => row.clientId === A)).toEqual([{ clientId: A, customerNumber: 30001, customerName: `Betaler ${A}` }]);
    const transmissions = await api.avtalegiroTransmissions(period).fetch();
    expect(transmissions.map((t) => t.transmissionId)).toEqual(expect.arrayContaining([`AG-RPT-${A}`, `AG-RPT-${B}`]));
    const detail = (await api.avtalegiroTransmission(`AG-RPT-${B}`).fetch())!;
    expect(detail).toMatchObject({ clientId: B, shipmentNumber: '101', approvedCount: 2, rejectedCount: 1 });
    expect(detail.invoices).toHaveLength(3);
    expect(await api.avtalegiroTransmission('finnes-ikke').fetch()).toBeNull();
    expect(notifier.notices).toEqual([]);
  });
});
