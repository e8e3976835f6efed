import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { bind, readOf, renderPage } from '../../../../tests/support/pageHarness';
import { givesElementsASize } from '../../../../tests/support/approvalPageHarness';
import { signedInSession } from '../../../../tests/support/signedInSession';
import type { FileSaverPort } from '../../../application/ports/fileSaver.port';
import type { SettingsReportsPort } from '../../../application/ports/settingsReports.port';
import { TOKENS } from '../../../composition/tokens';
import { emptyCounts, productionStatsOf, type ProductionCounts } from '../../../domain/reports/productionStats';
import { AvtalegiroReportPage } from './AvtalegiroReportPage';
import { CustomersReportPage } from './CustomersReportPage';
import { DocumentSourcesReportPage } from './DocumentSourcesReportPage';
import { FtpPaymentsReportPage } from './FtpPaymentsReportPage';
import { ProductionStatsPage } from './ProductionStatsPage';

givesElementsASize();

const counts = (invoices: number, paper: number): ProductionCounts => ({ ...emptyCounts(), invoices, productions: invoices, shipments: { ...emptyCounts().shipments, paper } });

interface Asked {
  reads: string[];
}

function fakeReports(asked: Asked): SettingsReportsPort {
  const note = (what: string) => asked.reads.push(what);
  return {
    productionStats: (range) =>
      readOf('legacy', 'Report/Production/Stats', () => {
        note(`stats ${range.from}..${range.to}`);
        return productionStatsOf(range.from, range.to, new Map([['2026-11-03', counts(4, 3)], ['2026-11-10', counts(2, 2)]]));
      }, { ...range }),
    productionStatsByBase: (date) =>
      readOf('legacy', 'Report/Production/Stats/Bases', () => {
        note(`bases ${date}`);
        return { date, bases: [{ baseNr: 1, counts: counts(3, 3) }, { baseNr: 2, counts: counts(1, 0) }] };
      }, { date }),
    ftpPayments: (range) =>
      readOf('legacy', 'Transmission/Payment/FTP', () => {
        note(`ftp ${range.from}..${range.to}`);
        return Array.from({ length: 150 }, (_, i) => ({
          id: i + 1,
          fileName: `OCR.${i + 1}.txt`,
          clientId: 1001,
          clientName: '=Farlig; AS',
          receivedTime: '2026-11-10T05:00:00Z',
          numberOfPayments: 3,
          sum: 123_456_78,
        }));
      }, { ...range }),
    documentSources: (source) =>
      readOf('legacy', 'Report/DocumentSource/List', () => {
        note(`sources ${source ?? 'alle'}`);
        return [{ clientId: 1001, clientName: 'Kilde AS', source: source ?? 'FTP', activatedAt: '2026-01-01', isActive: true }];
      }, { source }),
    customers: (option) =>
      readOf('legacy', 'Report/Customer/List', () => {
        note(`customers ${option}`);
        return [{ clientId: 1001, customerNumber: option === 'brevgiro' ? 30001 : 30002, customerName: `Kunde ${option}` }];
      }, { option }),
    avtalegiroTransmissions: (range) =>
      readOf('legacy', 'Transmission/Avtalegiro', () => [
        {
          clientId: 1001, clientName: 'Giro AS', transmissionId: 'AG1', senderId: '1', shipmentNumber: '101', fileName: 'AG1.txt', status: 'SENT',
          regTime: '2026-11-10T05:00:00Z', sentTime: null, ackReceivedTime: null, confirmedTime: null, approvedCount: 1, rejectedCount: 1, errorCode: null, errorText: null,
        },
      ], { ...range }),
    avtalegiroTransmission: (id) =>
      readOf('legacy', `Transmission/Avtalegiro/${id}`, () => ({
        clientId: 1001, clientName: 'Giro AS', transmissionId: id, senderId: '1', shipmentNumber: '101', fileName: 'AG1.txt', status: 'SENT',
        regTime: '2026-11-10T05:00:00Z', sentTime: null, ackReceivedTime: null, confirmedTime: null, approvedCount: 1, rejectedCount: 1, errorCode: null, errorText: null,
        fileContent: 'NY000010\r\nNY000089',
        invoices: [
          { customerNumber: 30001, invoiceNumber: 700001, kid: '7000015', errorCode: '0101', errorText: 'Ugyldig avtale' },
          { customerNumber: 30001, invoiceNumber: 700002, kid: null, errorCode: null, errorText: null },
        ],
      })),
  };
}

async function render(page: ReactElement, path: string, initialEntry: string, asked: Asked, saved: { name: string; blob: Blob }[] = []) {
  const fileSaver: FileSaverPort = { saveText: () => undefined, saveBlob: (name, blob) => saved.push({ name, blob }) };
  return renderPage(page, {
    path,
    initialEntry,
    bindings: [bind(TOKENS.Session, await signedInSession([])), bind(TOKENS.SettingsReports, fakeReports(asked)), bind(TOKENS.FileSaver, fileSaver)],
  });
}

describe('production stats (part 2 §2.9)', () => {
  it('reads the period of the address, shows weeks, then days, and opens the per-base breakdown of a day', async () => {
    const asked: Asked = { reads: [] };
    const { location } = await render(<ProductionStatsPage />, '/settings/reports/production-stats', '/settings/reports/production-stats?fromDate=2026-11-02&toDate=2026-11-15', asked);
    const weekly = await screen.findByRole('table', { name: 'produksjonsstatistikk per uke' });
    expect(asked.reads).toContain('stats 2026-11-02..2026-11-15');
    const rows = within(weekly).getAllByRole('row');
    expect(rows.map((row) => within(row).queryAllByRole('cell')[0]?.textContent)).toEqual([undefined, 'Uke 45 2026', 'Uke 46 2026', 'Totalt']);
    expect(within(rows[3]!).getAllByRole('cell')[1]!.textContent).toBe('6');

    await userEvent.click(screen.getByRole('button', { name: 'Per dag' }));
    expect(location().search).toContain('view=day');
    const daily = await screen.findByRole('table', { name: 'produksjonsstatistikk per dag' });
    expect(within(daily).getAllByRole('row')).toHaveLength(1 + 14 + 1);
    await userEvent.click(screen.getByRole('button', { name: 'Vis per base for 03.11.2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Per base 03.11.2026' });
    const baseRows = within(dialog).getAllByRole('row').slice(1);
    expect(baseRows.map((row) => within(row).getAllByRole('cell').slice(0, 2).map((cell) => cell.textContent))).toEqual([
      ['Base 1', '3'],
      ['Base 2', '1'],
    ]);
    expect(asked.reads).toContain('bases 2026-11-03');
  });

  it('downloads the rows shown and the total as CSV', async () => {
    const saved: { name: string; blob: Blob }[] = [];
    await render(<ProductionStatsPage />, '/settings/reports/production-stats', '/settings/reports/production-stats?fromDate=2026-11-02&toDate=2026-11-15&view=day', { reads: [] }, saved);
    await screen.findByRole('table', { name: 'produksjonsstatistikk per dag' });
    await userEvent.click(screen.getByRole('button', { name: 'Last ned CSV' }));
    expect(saved[0]!.name).toBe('produksjonsstatistikk_dag_2026-11-02_2026-11-15.csv');
    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).split('\r\n');
    expect(lines[0]).toBe('\uFEFFDag;Fakturaer;Produksjoner;Purringer;Inkasso;Papir;E-post;eFaktura;AvtaleGiro;EHF;Vipps;Ikke send;Annet');
    expect(lines[2]).toBe('03.11.2026;4;4;0;0;3;0;0;0;0;0;0;0');
    expect(lines[15]).toBe('Totalt;6;6;0;0;5;0;0;0;0;0;0;0');
  });

  it('falls back to this month when the address holds no usable period', async () => {
    const asked: Asked = { reads: [] };
    await render(<ProductionStatsPage />, '/settings/reports/production-stats', '/settings/reports/production-stats?fromDate=2026-11-30&toDate=2026-11-01', asked);
    await screen.findByRole('table');
    expect(asked.reads[0]).toMatch(/^stats \d{4}-\d{2}-01\.\.\d{4}-\d{2}-\d{2}$/);
  });
});

describe('the list reports', () => {
  it('ftp-payments: CSV of every row (not only those in view), amounts in nb-NO, formulas neutralised', async () => {
    const saved: { name: string; blob: Blob }[] = [];
    await render(<FtpPaymentsReportPage />, '/settings/reports/ftp-payments', '/settings/reports/ftp-payments?fromDate=2026-11-01&toDate=2026-11-30', { reads: [] }, saved);
    await screen.findByRole('table', { name: 'FTP-innbetalinger' });
    await userEvent.click(screen.getByRole('button', { name: 'Last ned CSV' }));
    const lines = (await saved[0]!.blob.text()).split('\r\n').filter(Boolean);
    expect(saved[0]!.name).toBe('ftp-innbetalinger_2026-11-01_2026-11-30.csv');
    expect(lines).toHaveLength(151);
    expect(lines[1]).toBe(`10.11.2026 06:00;1001;"'=Farlig; AS";OCR.1.txt;3;123\u00a0456,78`);
  });

  it('customers: brevgiro by default, another tab in the address', async () => {
    const asked: Asked = { reads: [] };
    const { location } = await render(<CustomersReportPage />, '/settings/reports/customers', '/settings/reports/customers', asked);
    expect(await screen.findByText('Kunde brevgiro')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Brevgiro' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('tab', { name: 'Spesifiser renter og gebyr' }));
    expect(await screen.findByText('Kunde specify-intr-fee')).toBeTruthy();
    expect(location().search).toBe('?tab=specify-intr-fee');
  });

  it('document-sources: the source search param filters', async () => {
    const asked: Asked = { reads: [] };
    await render(<DocumentSourcesReportPage />, '/settings/reports/document-sources', '/settings/reports/document-sources?source=IIZY', asked);
    expect(await screen.findByText('Kilde AS')).toBeTruthy();
    expect(asked.reads).toEqual(['sources IIZY']);
  });

  it('avtalegiro: the file content and the invoices’ status in dialogs', async () => {
    await render(<AvtalegiroReportPage />, '/settings/reports/avtalegiro', '/settings/reports/avtalegiro?fromDate=2026-11-01&toDate=2026-11-30', { reads: [] });
    await userEvent.click(await screen.findByRole('button', { name: 'Fakturastatus for AG1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fakturastatus: AG1' });
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(3));
    expect(within(dialog).getByText('Ugyldig avtale')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lukk' }));
    await userEvent.click(screen.getByRole('button', { name: 'Filinnhold for AG1' }));
    expect((await screen.findByLabelText('Filinnhold')).textContent).toBe('NY000010\r\nNY000089');
  });
});
