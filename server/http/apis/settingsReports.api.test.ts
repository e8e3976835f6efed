import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addReportRecords, REPORT_PERIOD } from '../../../tests/fixtures/reportRecords';
import { signInLikeTheSpa, type SignedInHeaders } from '../../../tests/support/spaSignIn';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';
import { REPORT_TEXTS } from '../../../src/domain/reports/reportTexts';
import { NUL_MESSAGE } from '../openapi/requestValidator';

const A = 1971; // base 1: seen by every demo officer
const B = 3971; // base 3: not one of the plain officer's bases (1 and 2)
let server: TestApp;
const officers = {} as Record<'teknisk' | 'saksbehandler', SignedInHeaders>;

beforeAll(async () => {
  server = await startTestApp({ seed: 'small' });
  await server.db.transaction((tx) => addReportRecords(tx, { base1Client: A, base3Client: B }));
  officers.teknisk = await signInLikeTheSpa(server.app, 'teknisk', 'teknisk-demo');
  officers.saksbehandler = await signInLikeTheSpa(server.app, 'saksbehandler', 'saksbehandler-demo');
}, 120_000);
afterAll(() => server.close());

const get = (officer: keyof typeof officers, url: string) => server.app.inject({ method: 'GET', url: `/api/legacy/${url}`, headers: officers[officer].legacy });
const period = `fromDate=${REPORT_PERIOD.fromDate}&toDate=${REPORT_PERIOD.toDate}`;

interface Counts {
  invoices: number;
  productions: number;
  reminders: number;
  debtCollections: number;
  shipments: Record<string, number>;
}
interface Stats {
  fromDate: string;
  toDate: string;
  total: Counts;
  weeks: { year: number; week: number; fromDate: string; toDate: string; counts: Counts; days: { date: string; counts: Counts }[] }[];
}
const shipments = (values: Partial<Record<string, number>>) => ({ paper: 0, email: 0, efaktura: 0, avtalegiro: 0, ehf: 0, vipps: 0, noSend: 0, other: 0, ...values });

describe('Report/Production/Stats', () => {
  it('counts the productions, reminders and cases of the period per Oslo day, week and in total, over all bases for Technical', async () => {
    const response = await get('teknisk', `Report/Production/Stats?${period}`);
    expect(response.statusCode).toBe(200);
    const stats = response.json() as Stats;
    expect(stats.total).toEqual({
      invoices: 9,
      productions: 10,
      reminders: 4,
      debtCollections: 2,
      shipments: shipments({ paper: 6, email: 1, ehf: 1, efaktura: 3, avtalegiro: 2, noSend: 1 }),
    });
    expect(stats.weeks.map((w) => [w.year, w.week, w.fromDate, w.toDate, w.days.length])).toEqual([
      [2019, 9, '2019-03-01', '2019-03-03', 3],
      [2019, 10, '2019-03-04', '2019-03-10', 7],
      [2019, 11, '2019-03-11', '2019-03-17', 7],
      [2019, 12, '2019-03-18', '2019-03-24', 7],
      [2019, 13, '2019-03-25', '2019-03-31', 7],
    ]);
    const day = (date: string) => stats.weeks.flatMap((w) => w.days).find((d) => d.date === date)!.counts;
    expect(day('2019-03-04')).toMatchObject({ invoices: 6, productions: 7, shipments: shipments({ paper: 3, email: 1, ehf: 1, avtalegiro: 2 }) });
    expect(day('2019-03-05')).toMatchObject({ invoices: 2, productions: 2, shipments: shipments({ efaktura: 2 }) });
    expect(day('2019-03-06')).toMatchObject({ reminders: 4, shipments: shipments({ paper: 2, noSend: 1, efaktura: 1 }) });
    expect(day('2019-03-07')).toMatchObject({ debtCollections: 2 });
    expect(day('2019-03-31')).toMatchObject({ invoices: 1, productions: 1 });
    expect(stats.weeks[1]!.counts).toMatchObject({ invoices: 8, productions: 9, reminders: 4, debtCollections: 2 });
  });

  it("counts only the officer's bases", async () => {
    const stats = (await get('saksbehandler', `Report/Production/Stats?${period}`)).json() as Stats;
    expect(stats.total).toEqual({
      invoices: 7,
      productions: 8,
      reminders: 3,
      debtCollections: 1,
      shipments: shipments({ paper: 6, email: 1, ehf: 1, efaktura: 2, noSend: 1 }),
    });
  });

  it('breaks a day down per base', async () => {
    const teknisk = (await get('teknisk', 'Report/Production/Stats/Bases?date=2019-03-04')).json() as { date: string; bases: { baseNr: number; counts: Counts }[] };
    expect(teknisk.bases.map((b) => [b.baseNr, b.counts.invoices, b.counts.productions])).toEqual([
      [1, 4, 5],
      [2, 0, 0],
      [3, 2, 2],
      [4, 0, 0],
      [5, 0, 0],
    ]);
    const plain = (await get('saksbehandler', 'Report/Production/Stats/Bases?date=2019-03-04')).json() as typeof teknisk;
    expect(plain.bases.map((b) => b.baseNr)).toEqual([1, 2]);
  });

  it('refuses a bad period with its field and reason, never 500', async () => {
    const cases: [string, string, string][] = [
      ['fromDate=2019-03-31&toDate=2019-03-01', 'query.toDate', REPORT_TEXTS.periodInvalid],
      ['fromDate=2018-01-01&toDate=2019-03-01', 'query.toDate', REPORT_TEXTS.periodTooLong],
    ];
    for (const [query, path, message] of cases) {
      const response = await get('teknisk', `Report/Production/Stats?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message, fieldErrors: [{ path, message }] });
    }
    for (const query of ['fromDate=2019-02-30&toDate=2019-03-01', 'toDate=2019-03-01', 'fromDate=x&toDate=y', "fromDate=2019-01-01'&toDate=2019-03-01"]) {
      const response = await get('teknisk', `Report/Production/Stats?${query}`);
      expect(response.statusCode).toBe(400);
      expect((response.json() as { fieldErrors: unknown[] }).fieldErrors.length).toBeGreaterThan(0);
    }
    expect((await get('teknisk', 'Report/Production/Stats/Bases?date=2019-13-01')).statusCode).toBe(400);
  });

  it('takes a whole year', async () => {
    const response = await get('teknisk', 'Report/Production/Stats?fromDate=2019-01-01&toDate=2019-12-31');
    expect(response.statusCode).toBe(200);
    const stats = response.json() as Stats;
    expect(stats.weeks.reduce((n, w) => n + w.days.length, 0)).toBe(365);
    expect(stats.total.invoices).toBe(10);
  });
});

describe('Transmission/Payment/FTP', () => {
  it('lists the files received in the Oslo period, of the bases', async () => {
    const all = (await get('teknisk', `Transmission/Payment/FTP?${period}`)).json() as { clientId: number; fileName: string; numberOfPayments: number; sumAmount: number; receivedTime: string }[];
    const ours = all.filter((row) => row.clientId === A || row.clientId === B);
    expect(ours).toEqual([
      expect.objectContaining({ clientId: B, fileName: `OCR.${B}.20190311.txt`, numberOfPayments: 7, sumAmount: 9900, receivedTime: '2019-03-11T05:00:00Z' }),
      expect.objectContaining({ clientId: A, fileName: `OCR.${A}.20190310.txt`, numberOfPayments: 3, sumAmount: 1500.5, clientName: `Innbetaling ${A} AS` }),
    ]);
    const plain = (await get('saksbehandler', `Transmission/Payment/FTP?${period}`)).json() as { clientId: number }[];
    expect(plain.map((row) => row.clientId)).toContain(A);
    expect(plain.map((row) => row.clientId)).not.toContain(B);
    expect((await get('teknisk', 'Transmission/Payment/FTP?fromDate=2019-04-02&toDate=2019-04-01')).statusCode).toBe(400);
  });
});

describe('Transmission/Avtalegiro', () => {
  it('lists the transmissions of the period and opens one with its invoices and file, within the bases', async () => {
    const list = (await get('teknisk', `Transmission/Avtalegiro?${period}`)).json() as { transmissionId: string; clientId: number; approvedCount: number; rejectedCount: number }[];
    expect(list.filter((t) => t.clientId === A || t.clientId === B).map((t) => t.transmissionId)).toEqual([`AG-RPT-${B}`, `AG-RPT-${A}`]);
    const detail = await get('teknisk', `Transmission/Avtalegiro/AG-RPT-${A}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      clientId: A,
      approvedCount: 1,
      rejectedCount: 1,
      fileContent: `NY000010 AG-RPT-${A}\r\nNY000089`,
      invoices: [
        { customerNumber: 30001, invoiceNumber: 700001, kid: '007000015', errorCode: '0101', errorText: 'Ugyldig avtale' },
        { customerNumber: 30001, invoiceNumber: 700002, kid: '007000025', errorCode: null, errorText: null },
      ],
    });
    const plainList = (await get('saksbehandler', `Transmission/Avtalegiro?${period}`)).json() as { clientId: number }[];
    expect(plainList.map((t) => t.clientId)).not.toContain(B);
    expect((await get('saksbehandler', `Transmission/Avtalegiro/AG-RPT-${B}`)).statusCode).toBe(404);
    expect((await get('teknisk', 'Transmission/Avtalegiro/finnes-ikke')).statusCode).toBe(404);
    const nul = await get('teknisk', 'Transmission/Avtalegiro/AG%00');
    expect(nul.statusCode).toBe(400);
    // The contract's one NUL rule (issue 41) answers before the handler's own check of the id.
    expect(nul.json()).toMatchObject({ fieldErrors: [{ path: 'path.transmissionKey', message: NUL_MESSAGE }] });
  });
});

describe('Report/Customer/List and Report/DocumentSource/List', () => {
  it('lists the customers with each option, within the bases', async () => {
    expect((await get('teknisk', `Report/Customer/List?option=brevgiro&clientId=${A}`)).json()).toEqual([
      { clientId: A, customerNumber: 30001, customerName: `Betaler ${A}` },
    ]);
    expect((await get('teknisk', `Report/Customer/List?option=collect-notice&clientId=${A}`)).json()).toEqual([]);
    expect((await get('teknisk', `Report/Customer/List?option=specify-intr-fee&clientId=${B}`)).json()).toHaveLength(1);
    expect((await get('saksbehandler', `Report/Customer/List?option=collect-notice&clientId=${B}`)).json()).toEqual([]);
    const all = (await get('saksbehandler', 'Report/Customer/List?option=brevgiro')).json() as { clientId: number }[];
    expect(all.length).toBeGreaterThan(0);
    const [bases] = await server.db.query<{ ids: number[] }>('SELECT array_agg(id) AS ids FROM client WHERE officer_id IN (1, 2)');
    expect(all.every((row) => bases!.ids.includes(row.clientId))).toBe(true);
    expect((await get('teknisk', 'Report/Customer/List?option=alle')).statusCode).toBe(400);
  });

  it('lists the import sources, filtered by source, within the bases', async () => {
    const teknisk = (await get('teknisk', 'Report/DocumentSource/List?source=IIZY')).json() as { clientId: number; source: string; isActive: boolean; activatedAt: string }[];
    expect(teknisk.every((row) => row.source === 'IIZY')).toBe(true);
    expect(teknisk.filter((row) => row.clientId === A || row.clientId === B)).toEqual([
      expect.objectContaining({ clientId: A, activatedAt: '2019-01-01', isActive: true }),
      expect.objectContaining({ clientId: B, activatedAt: '2999-01-01', isActive: false }),
    ]);
    const plain = (await get('saksbehandler', 'Report/DocumentSource/List?source=IIZY')).json() as { clientId: number }[];
    expect(plain.map((row) => row.clientId)).not.toContain(B);
    const every = (await get('teknisk', 'Report/DocumentSource/List')).json() as { source: string }[];
    expect(new Set(every.map((row) => row.source)).size).toBeGreaterThan(1);
    expect((await get('teknisk', 'Report/DocumentSource/List?source=DISKETT')).statusCode).toBe(400);
  });
});
