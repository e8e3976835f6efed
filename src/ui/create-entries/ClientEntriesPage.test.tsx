import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bind, readOf, renderPage } from '../../../tests/support/pageHarness';
import { signedInSession } from '../../../tests/support/signedInSession';
import type { ApprovalAnswer, ListedRegEntry, MultiUploadOutcome, RegEntryListPort } from '../../application/ports/regEntryList.port';
import type { SearchPort } from '../../application/ports/search.port';
import { TOKENS } from '../../composition/tokens';
import { CANNOT_BE_TICKED_MESSAGE } from '../../domain/selection/selectionModel';
import { ClientEntriesPage } from './ClientEntriesPage';

const entry = (id: number, changes: Partial<ListedRegEntry> = {}): ListedRegEntry => ({
  id,
  entryType: 'INVOICE',
  customerNr: 20000 + id,
  customerName: `Kunde ${id}`,
  jourNr: 7000 + id,
  jourDate: '2026-11-20',
  dueDate: '2026-12-04',
  amountIncTax: 1_250_00,
  isFeeEnabled: false,
  hasInvoiceCopy: false,
  ...changes,
});

/** Client 1003 with two ready invoices, a credit note and an entry still without its number. */
function fakePort(options: { feeEnabled?: boolean; approval?: ApprovalAnswer; upload?: () => Promise<MultiUploadOutcome> } = {}) {
  let entries = [entry(1), entry(2, { amountIncTax: 99_95 }), entry(3, { entryType: 'CREDITNOTE', amountIncTax: -250_00 }), entry(4, { jourNr: null, jourDate: null, amountIncTax: 0 })];
  const calls: { approve: [number[], boolean][]; remove: number[][] } = { approve: [], remove: [] };
  const port: RegEntryListPort = {
    pendingBatches: () => readOf('service', 'reg-entry/pending', () => []),
    clientEntries: (clientId) => readOf('service', `clients/${clientId}/reg-entry/pending`, () => (clientId === 1003 ? entries : null)),
    invoiceFeeEnabled: (clientId) => readOf('legacy', `Client/${clientId}/InvoiceFee`, () => options.feeEnabled ?? false),
    async approve(_clientId, ids, legacy) {
      calls.approve.push([[...ids], legacy]);
      entries = entries.filter((row) => !ids.includes(row.id));
      return options.approval ?? { approved: ids.length };
    },
    async remove(_clientId, ids) {
      calls.remove.push([...ids]);
      entries = entries.filter((row) => !ids.includes(row.id));
      return ids.length;
    },
    upload: options.upload ?? (async () => ({ results: [], numberOfUploadedFiles: 0, numberOfFailedUploads: 0 })),
  };
  return { port, calls };
}

const search = {
  client: (clientId: number) => readOf('service', `clients/${clientId}`, () => (clientId === 1003 ? { id: 1003, name: 'Furulund Rør AS', isActive: true, orgNo: null } : null)),
} as unknown as SearchPort;

async function render(port: RegEntryListPort, initialEntry = '/create-entries/1003', userId = 1) {
  return renderPage(<ClientEntriesPage />, {
    path: '/create-entries/:clientId',
    initialEntry,
    bindings: [bind(TOKENS.Session, await signedInSession([], userId)), bind(TOKENS.RegEntryList, port), bind(TOKENS.Search, search)],
  });
}

const table = () => screen.getByRole('table', { name: 'Registrerte poster' });
const toastTexts = (toasts: { getSnapshot(): readonly { message: string }[] }) => toasts.getSnapshot().map((toast) => toast.message);

describe('/create-entries/{clientId} (Registrer faktura)', () => {
  it('lists the entries with links to their forms and the sums, and produces the ready ones after confirming', async () => {
    const user = userEvent.setup();
    const { port, calls } = fakePort();
    const { toasts } = await render(port);
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(5));
    screen.getByText('1003 Furulund Rør AS');
    expect(within(table()).getByRole('link', { name: '7001' }).getAttribute('href')).toBe('/create-entries/1003/entry/1');
    expect(within(table()).getByRole('link', { name: 'Ny' }).getAttribute('href')).toBe('/create-entries/1003/entry/4');
    expect(screen.getByTestId('sum-invoices').textContent).toBe('1\u00a0349,95');
    expect(screen.getByTestId('sum-creditnotes').textContent).toBe('\u2212250,00');
    expect(within(table()).queryByText('Gebyr')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Velg post uten bilagsnr. (Kunde 4)' }));
    screen.getByText(CANNOT_BE_TICKED_MESSAGE);
    expect((screen.getByRole('checkbox', { name: 'Velg post uten bilagsnr. (Kunde 4)' }) as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'Velg alle poster' }));
    await user.click(screen.getByRole('checkbox', { name: 'Velg post 7002' }));
    await user.click(screen.getByRole('button', { name: 'Produser valgte' }));
    const dialog = screen.getByRole('dialog', { name: 'Produser valgte' });
    within(dialog).getByText('Produsere 2 valgte post(er)?');
    await user.click(within(dialog).getByRole('button', { name: 'Produser' }));
    await waitFor(() => expect(toastTexts(toasts)).toContain('2 post(er) godkjent for produksjon.'));
    expect(calls.approve).toEqual([[[1, 3], false]]);
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(3));
    expect(screen.getByTestId('sum-invoices').textContent).toBe('99,95');
  });

  it('approves through the legacy call for officer 15, and says so when the answer is unexpected', async () => {
    const user = userEvent.setup();
    const { port, calls } = fakePort({ approval: { unexpected: { ok: true } } });
    const { toasts } = await render(port, '/create-entries/1003', 15);
    await user.click(await screen.findByRole('checkbox', { name: 'Velg post 7001' }));
    await user.click(screen.getByRole('button', { name: 'Produser valgte' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Produser' }));
    await waitFor(() => expect(toastTexts(toasts)).toContain('Godkjent, men fikk en uventet respons.'));
    expect(calls.approve).toEqual([[[1], true]]);
  });

  it('deletes the selected after confirming, and cancelling changes nothing', async () => {
    const user = userEvent.setup();
    const { port, calls } = fakePort();
    const { toasts } = await render(port);
    await user.click(await screen.findByRole('checkbox', { name: 'Velg post 7003' }));
    await user.click(screen.getByRole('button', { name: 'Slett valgte' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Slett valgte' })).getByRole('button', { name: 'Avbryt' }));
    expect(calls.remove).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Slett valgte' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Slett valgte' })).getByRole('button', { name: 'Slett' }));
    await waitFor(() => expect(toastTexts(toasts)).toContain('1 post(er) slettet.'));
    expect(calls.remove).toEqual([[3]]);
  });

  it('shows the fee column only when the client fee is enabled, and Insert opens a new entry', async () => {
    const user = userEvent.setup();
    const { location } = await render(fakePort({ feeEnabled: true }).port);
    await waitFor(() => within(table()).getByText('Gebyr'));
    await user.keyboard('{Insert}');
    expect(location().pathname).toBe('/create-entries/1003/entry');
  });

  it("says 'Klient ikke funnet!' for a client that is not there", async () => {
    await render(fakePort().port, '/create-entries/999');
    await screen.findByText('Klient ikke funnet!');
  });

  it('uploads several files and tells how many went up and why each refused one did not', async () => {
    const user = userEvent.setup();
    const upload = async (): Promise<MultiUploadOutcome> => ({
      results: [
        { originalName: 'a.pdf', success: true, reason: null },
        { originalName: 'b.pdf', success: false, reason: 'Filen er ikke en PDF' },
      ],
      numberOfUploadedFiles: 1,
      numberOfFailedUploads: 1,
    });
    const { toasts } = await render(fakePort({ upload }).port);
    await screen.findByRole('table', { name: 'Registrerte poster' });
    const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Last opp filer', { selector: 'input' }), [pdf('a.pdf'), pdf('b.pdf')]);
    await waitFor(() => expect(toastTexts(toasts)).toEqual(['1 fil(er) lastet opp.', 'b.pdf: Filen er ikke en PDF']));
  });
});
