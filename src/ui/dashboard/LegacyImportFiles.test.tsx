import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bind, readOf, renderPage } from '../../../tests/support/pageHarness';
import type { LegacyImportFile, LegacyImportFilesPort } from '../../application/ports/legacyImportFiles.port';
import { TOKENS } from '../../composition/tokens';
import { DosImportHistoryPage } from '../production/DosImportHistoryPage';
import { LegacyImportFiles } from './LegacyImportFiles';

const file = (id: number, fileName: string, category: LegacyImportFile['category'], extra: Partial<LegacyImportFile> = {}): LegacyImportFile => ({
  id,
  fileName,
  clientId: 1001,
  clientName: 'Fjord Rør AS',
  subject: `Emne ${id}`,
  description: null,
  category,
  numberOfEntries: 12,
  sumAmount: 12345678,
  createdTime: '2026-11-21T04:00:00Z',
  downloadedTime: null,
  isLocked: false,
  ...extra,
});

/** The files of the legacy API in memory: a download archives a file, a lock flags it. */
function fakeImportFiles(files: LegacyImportFile[], { failDownloads = false } = {}) {
  const held = new Map(files.map((f) => [f.id, f]));
  const port: LegacyImportFilesPort & { locks: number[]; periods: unknown[] } = {
    locks: [],
    periods: [],
    pending: (category) =>
      readOf('legacy', 'Production/DosImport/Pending', () => [...held.values()].filter((f) => f.category === category && f.downloadedTime === null), { category }),
    history: (period) => (port.periods.push(period), readOf('legacy', 'Production/DosImport/History', () => [...held.values()].filter((f) => f.downloadedTime !== null), period)),
    download: async (id) => {
      if (failDownloads) throw new Error('500');
      held.set(id, { ...held.get(id)!, downloadedTime: '2026-11-22T08:00:00Z' });
      return `innhold ${id}`;
    },
    preview: async (id) => `H${id}\r\nT000000`,
    lock: async (id) => {
      port.locks.push(id);
      held.set(id, { ...held.get(id)!, isLocked: true });
    },
    unlock: async (id) => void held.set(id, { ...held.get(id)!, isLocked: false }),
  };
  return port;
}

function renderFiles(port: LegacyImportFilesPort, initialEntry = '/dashboard') {
  const saved: { fileName: string; text: string }[] = [];
  const view = renderPage(<LegacyImportFiles />, {
    path: '/dashboard',
    initialEntry,
    bindings: [bind(TOKENS.LegacyImportFiles, port), bind(TOKENS.FileSaver, { saveText: (fileName: string, text: string) => void saved.push({ fileName, text }), saveBlob: () => undefined })],
  });
  return { ...view, saved };
}

const FILES = [file(1, 'FAKT1001_20261121_1.txt', 'Invoice'), file(2, 'DIV1001_20261121_2.txt', 'Other'), file(3, 'FAKT1002_20261121_1.txt', 'Invoice', { isLocked: true })];

describe('the legacy import files on the dashboard', () => {
  it('lists the invoice files by default, with client, amount and date', async () => {
    renderFiles(fakeImportFiles(FILES));
    const table = await screen.findByRole('table', { name: 'Fakturafiler' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['FAKT1001_20261121_1.txt', 'FAKT1002_20261121_1.txt']);
    expect(rows[0]!.textContent).toContain('1001 Fjord Rør AS');
    expect(rows[0]!.textContent).toContain('123\u00A0456,78');
    expect(rows[0]!.textContent).toContain('21.11.2026');
    expect(screen.getByRole('link', { name: 'Fakturafiler', current: 'page' })).toBeTruthy();
  });

  it('shows the other files for dosTab=other, and a tab click sets dosTab', async () => {
    const { location } = renderFiles(fakeImportFiles(FILES), '/dashboard?dosTab=other');
    expect(await screen.findByText('DIV1001_20261121_2.txt')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Andre filer', current: 'page' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Fakturafiler' }));
    expect(location().search).toBe('?dosTab=invoices');
    expect(await screen.findByText('FAKT1001_20261121_1.txt')).toBeTruthy();
  });

  it("says 'Ingen filer' when nothing waits", async () => {
    renderFiles(fakeImportFiles([file(2, 'DIV.txt', 'Other')]));
    expect(await screen.findByText('Ingen filer')).toBeTruthy();
  });

  it('downloads a file under its name, after which it leaves the list', async () => {
    const { saved } = renderFiles(fakeImportFiles(FILES));
    await userEvent.click(await screen.findByRole('button', { name: 'Last ned FAKT1001_20261121_1.txt' }));
    await waitFor(() => expect(saved).toEqual([{ fileName: 'FAKT1001_20261121_1.txt', text: 'innhold 1' }]));
    await waitFor(() => expect(screen.queryByText('FAKT1001_20261121_1.txt')).toBeNull());
  });

  it("says 'En feil oppstod ved nedlasting av fil' when a download fails", async () => {
    renderFiles(fakeImportFiles(FILES, { failDownloads: true }));
    await userEvent.click(await screen.findByRole('button', { name: 'Last ned FAKT1001_20261121_1.txt' }));
    expect((await screen.findByRole('alert')).textContent).toContain('En feil oppstod ved nedlasting av fil');
  });

  it('previews a file in a dialog without downloading it', async () => {
    const { saved } = renderFiles(fakeImportFiles(FILES));
    await userEvent.click(await screen.findByRole('button', { name: 'Vis FAKT1001_20261121_1.txt' }));
    const dialog = await screen.findByRole('dialog', { name: 'FAKT1001_20261121_1.txt' });
    expect(dialog.textContent).toContain('H1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lukk' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved).toEqual([]);
  });

  it('locks a file, which then cannot be downloaded until it is unlocked', async () => {
    const port = fakeImportFiles(FILES);
    renderFiles(port);
    const locked = await screen.findByRole('button', { name: 'Last ned FAKT1002_20261121_1.txt' });
    expect((locked as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Lås FAKT1001_20261121_1.txt' }));
    expect(port.locks).toEqual([1]);
    expect(await screen.findByRole('button', { name: 'Lås opp FAKT1001_20261121_1.txt' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Last ned FAKT1001_20261121_1.txt' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Lås opp FAKT1001_20261121_1.txt' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Last ned FAKT1001_20261121_1.txt' }) as HTMLButtonElement).disabled).toBe(false));
  });
});

describe('/history/dos-import', () => {
  const ARCHIVED = [
    file(4, 'FAKT1001_20261101_1.txt', 'Invoice', { downloadedTime: '2026-11-02T08:00:00Z' }),
    file(5, 'DIV2002_20261102_1.txt', 'Other', { clientId: 2002, clientName: 'Havbruk AS', downloadedTime: '2026-11-03T08:00:00Z' }),
    file(6, 'FAKT1003_20261121_1.txt', 'Invoice'),
  ];
  const renderHistory = (port: LegacyImportFilesPort, initialEntry: string) =>
    renderPage(<DosImportHistoryPage />, {
      path: '/history/dos-import',
      initialEntry,
      bindings: [bind(TOKENS.LegacyImportFiles, port), bind(TOKENS.FileSaver, { saveText: () => undefined, saveBlob: () => undefined })],
    });

  it('lists the archived files of the period in the address, with their download date', async () => {
    const port = fakeImportFiles(ARCHIVED);
    renderHistory(port, '/history/dos-import?filter=custom&fromDate=2026-11-01&toDate=2026-11-30');
    const table = await screen.findByRole('table', { name: 'Arkiverte importfiler' });
    const names = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(names).toEqual(['FAKT1001_20261101_1.txt', 'DIV2002_20261102_1.txt']);
    expect(port.periods).toContainEqual({ fromDate: '2026-11-01', toDate: '2026-11-30' });
    expect(table.textContent).toContain('02.11.2026');
  });

  it('narrows the list by the text filter (client name, file name)', async () => {
    renderHistory(fakeImportFiles(ARCHIVED), '/history/dos-import?filter=custom&fromDate=2026-11-01&toDate=2026-11-30');
    await screen.findByRole('table', { name: 'Arkiverte importfiler' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Filter' }), 'havbruk');
    await waitFor(() => expect(screen.queryByText('FAKT1001_20261101_1.txt')).toBeNull());
    expect(screen.getByText('DIV2002_20261102_1.txt')).toBeTruthy();
  });

  it('locks and unlocks an archived file', async () => {
    const port = fakeImportFiles(ARCHIVED);
    renderHistory(port, '/history/dos-import?filter=custom&fromDate=2026-11-01&toDate=2026-11-30');
    await userEvent.click(await screen.findByRole('button', { name: 'Lås DIV2002_20261102_1.txt' }));
    expect(port.locks).toEqual([5]);
    expect(await screen.findByRole('button', { name: 'Lås opp DIV2002_20261102_1.txt' })).toBeTruthy();
  });
});
