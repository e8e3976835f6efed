import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bind, readOf, renderPage } from '../../../tests/support/pageHarness';
import type { ReportBundle, ReportRecipient, ReportsPort } from '../../application/ports/reports.port';
import { TOKENS } from '../../composition/tokens';
import { ReportsPage } from './ReportsPage';

const recipient = (recipientId: number, recipientNumber: number, documentShipment: ReportRecipient['documentShipment'], email: string | null): ReportRecipient => ({
  recipientId,
  recipientNumber,
  email,
  documentList: 'OCR JOUR SALD',
  documentShipment,
  fileList: null,
  fileShipment: null,
  address: documentShipment === 'PAPER' ? { name: 'Regnskap AS', addrLine1: 'Storgata 1', addrLine2: null, postNo: '0155', cityName: 'Oslo' } : null,
});

const bundle = (bundleId: number, clientId: number, clientName: string, recipients: ReportRecipient[]): ReportBundle => ({
  bundleId,
  clientId,
  clientName,
  reportDate: '2026-11-25',
  createdTS: null,
  reports: [
    { reportType: 'OCR', reportId: bundleId * 10 + 1, fileType: 'CSV' },
    { reportType: 'SALD', reportId: bundleId * 10 + 2, fileType: 'PDF' },
  ],
  recipients,
});

/** A fake server holding pending recipients, deciding and editing them as the real one does. */
function fakeReports(bundles: ReportBundle[], { failEdit = false } = {}) {
  let held = bundles;
  const calls: string[] = [];
  const decided = (ids: readonly number[]) => {
    const pending = new Set(held.flatMap((b) => b.recipients.map((r) => r.recipientId)));
    const count = ids.filter((id) => pending.has(id)).length;
    held = held.map((b) => ({ ...b, recipients: b.recipients.filter((r) => !ids.includes(r.recipientId)) })).filter((b) => b.recipients.length > 0);
    return count;
  };
  const port: ReportsPort = {
    pendingBundles: () => readOf('legacy', 'Report/Transmission/pending', () => held),
    approve: async (ids) => {
      calls.push(`approve ${ids.join(',')}`);
      return decided(ids);
    },
    reject: async (ids) => {
      calls.push(`reject ${ids.join(',')}`);
      decided(ids);
    },
    updateRecipientEmail: async (id, email) => {
      if (failEdit) throw new Error('500');
      calls.push(`email ${id} ${email}`);
    },
    downloadReport: async (id) => ({ fileName: `rapport-${id}.pdf`, content: new Blob(['%PDF-']) }),
  };
  return { port, calls };
}

function renderReports(port: ReportsPort) {
  const saved: string[] = [];
  const { toasts } = renderPage(<ReportsPage />, {
    path: '/reports',
    bindings: [bind(TOKENS.Reports, port), bind(TOKENS.FileSaver, { saveBlob: (name: string) => void saved.push(name), saveText: () => undefined })],
  });
  return { saved, toasts: () => toasts.getSnapshot().map((toast) => toast.message) };
}

const BUNDLES = [
  bundle(7, 1003, 'Furulund Rør AS', [recipient(71, 1, 'EMAIL', 'post@furulund.no'), recipient(72, 2, 'PAPER', null)]),
  bundle(8, 2004, 'Fjord Bygg AS', [recipient(81, 1, 'FTP', null)]),
];

describe('/reports (Rapport-utsendelse)', () => {
  it('says so when no reports are waiting', async () => {
    renderReports(fakeReports([]).port);
    expect(await screen.findByText('Ingen rapporter kjørt')).toBeTruthy();
  });

  it('groups recipients by client with their documents and shipments, and downloads a report', async () => {
    const { saved } = renderReports(fakeReports(BUNDLES).port);
    expect(await screen.findByRole('heading', { name: 'Rapport-utsendelse' })).toBeTruthy();
    expect(screen.getByText(/1003 Furulund Rør AS · 2 mottakere/)).toBeTruthy();
    expect(screen.getByText(/2004 Fjord Bygg AS · 1 mottaker$/)).toBeTruthy();
    await userEvent.click(screen.getByText(/1003 Furulund Rør AS/));
    const table = await screen.findByRole('table', { name: 'Mottakere for rapporter 7' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('post@furulund.no');
    expect(rows[0]!.textContent).toContain('Innbetalinger med KID, Fakturajournal, Saldoliste');
    expect(rows[0]!.textContent).toContain('E-post');
    expect(rows[1]!.textContent).toContain('Regnskap AS, Storgata 1, 0155 Oslo');
    expect(rows[1]!.textContent).toContain('Post');
    await userEvent.click(await screen.findByRole('button', { name: 'Saldoliste' }));
    await waitFor(() => expect(saved).toEqual(['rapport-72.pdf']));
  });

  it('sends out and rejects the ticked recipients, saying what went; the list then has what is left', async () => {
    const fake = fakeReports(BUNDLES);
    const { toasts } = renderReports(fake.port);
    const sendOut = await screen.findByRole('button', { name: 'Send ut' });
    expect(sendOut.hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Velg alle mottakere for Furulund Rør AS' }));
    await userEvent.click(sendOut);
    await waitFor(() => expect(fake.calls).toEqual(['approve 71,72']));
    await waitFor(() => expect(screen.queryByText(/Furulund Rør AS/)).toBeNull());
    expect(toasts()).toEqual(['Rapporter sendt ut til 2 mottakere']);
    await userEvent.click(screen.getByText(/2004 Fjord Bygg AS/));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Velg mottaker 1 for Fjord Bygg AS' }));
    await userEvent.click(screen.getByRole('button', { name: 'Avvis' }));
    await waitFor(() => expect(fake.calls).toEqual(['approve 71,72', 'reject 81']));
    expect(await screen.findByText('Ingen rapporter kjørt')).toBeTruthy();
    expect(toasts()).toEqual(['Rapporter sendt ut til 2 mottakere', '1 mottaker avvist']);
  });

  it("answers 0 approved with 'Ingen rapporter ble godkjent'", async () => {
    const fake = fakeReports(BUNDLES);
    const port: ReportsPort = { ...fake.port, approve: async () => 0 };
    renderReports(port);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Velg alle mottakere for Fjord Bygg AS' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send ut' }));
    expect(await screen.findByText('Ingen rapporter ble godkjent')).toBeTruthy();
  });

  it("edits the e-mail of an e-mail recipient only, and shows 'En feil oppstod' when it fails", async () => {
    const fake = fakeReports(BUNDLES);
    renderReports(fake.port);
    await userEvent.click(await screen.findByText(/1003 Furulund Rør AS/));
    await userEvent.click(await screen.findByRole('button', { name: 'Endre mottaker 2 for Furulund Rør AS' }));
    let dialog = await screen.findByRole('dialog', { name: 'Endre mottaker' });
    expect(within(dialog).queryByLabelText('E-post')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Endre mottaker 1 for Furulund Rør AS' }));
    dialog = await screen.findByRole('dialog', { name: 'Endre mottaker' });
    const field = within(dialog).getByLabelText('E-post');
    await userEvent.clear(field);
    await userEvent.type(field, 'feil');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    expect(within(dialog).getByText('Ugyldig e-postadresse')).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, 'ny@furulund.no');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(fake.calls).toEqual(['email 71 ny@furulund.no']));

    const failing = fakeReports(BUNDLES, { failEdit: true });
    document.body.innerHTML = '';
    renderReports(failing.port);
    await userEvent.click(await screen.findByText(/1003 Furulund Rør AS/));
    await userEvent.click(await screen.findByRole('button', { name: 'Endre mottaker 1 for Furulund Rør AS' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('En feil oppstod')).toBeTruthy();
  });
});
