import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { givesElementsASize, renderApprovalPage } from '../../../tests/support/approvalPageHarness';
import type { CaseClient, CaseTransmission, CollectionCase, DebtCollectionPort } from '../../application/ports/debtCollection.port';
import { PendingCaseTransmissionPage } from './PendingCaseTransmissionPage';

const TRANSMISSION_PATH = '/debt-collection/cases/pending/207/transmissions/SAK-2026-11-19-30';
const sums = { readyCount: 0, approvedCount: 0, rejectedCount: 0, sumAmount: 0, sumInterest: 0, sumFee: 0 };
const collectionCase = (id: number, customerName: string, agencyCustomerNumber: string | null): CollectionCase => ({
  id,
  customerNumber: 10_000 + id,
  customerName,
  invoiceNumber: 900_000 + id,
  invoiceAmount: 250_000,
  restAmount: 250_000,
  interestPart: 0,
  feePart: 0,
  status: 'Ready',
  agencyCustomerNumber,
  caseNumber: null,
});

/** Counts a client's cases by status, as the server's read does. */
function withCounts(client: CaseClient): CaseClient {
  const count = (status: CollectionCase['status']) => client.invoices.filter((c) => c.status === status).length;
  return { ...client, readyCount: count('Ready'), approvedCount: count('Approved'), rejectedCount: count('Rejected') };
}

/**
 * An in-memory case transmission decided as the real server does. Furulund Rør AS has a customer
 * number at the agency, so its case 1, which has none chosen yet, cannot be ticked.
 */
function fakeServer(firstCase: CollectionCase) {
  let clients: CaseClient[] = [
    {
      ...sums,
      clientId: 1003,
      clientName: 'Furulund Rør AS',
      agencyCustomerNumbers: [{ number: '010031', name: 'Furulund Rør' }],
      invoices: [firstCase, collectionCase(2, 'Kari Nordmann', '010031')],
    },
    { ...sums, clientId: 2004, clientName: 'Fjord Bygg AS', agencyCustomerNumbers: [], invoices: [collectionCase(3, 'Per Hansen', null)] },
  ].map(withCounts);
  const transmission = (): CaseTransmission => ({
    transmissionId: 'SAK-2026-11-19-30',
    bundleId: 207,
    date: '2026-11-19',
    officerName: 'Tora Teknisk',
    agency: { id: 30, name: 'Sergel Norge AS', fileFormat: 'PDF' },
    log: [],
    files: [],
    clients,
  });
  const changeCases = (change: (c: CollectionCase) => CollectionCase) => {
    clients = clients.map((client) => withCounts({ ...client, invoices: client.invoices.map(change) }));
  };
  const decisions: { decision: string; ids: readonly number[] }[] = [];
  const port = {
    caseTransmission: (bundleId: number, transmissionId: string) => ({
      api: 'legacy' as const,
      path: `DebtCollection/Cases/${bundleId}/Transmissions/${transmissionId}`,
      fetch: async () => transmission(),
    }),
    decide: async (_kind, decision, _bundleId, ids) => {
      decisions.push({ decision, ids });
      const status = decision === 'approve' ? 'Approved' : 'Rejected';
      changeCases((c) => (ids.includes(c.id) ? { ...c, status } : c));
      return { pendingCount: clients.reduce((sum, client) => sum + client.readyCount, 0) };
    },
    setAgencyCustomerNumber: async (caseId, agencyCustomerNumber) => changeCases((c) => (c.id === caseId ? { ...c, agencyCustomerNumber } : c)),
  } as Partial<DebtCollectionPort> as DebtCollectionPort;
  return { port, decisions };
}

function renderPage(firstCase: CollectionCase) {
  const { port, decisions } = fakeServer(firstCase);
  const { router } = renderApprovalPage(<PendingCaseTransmissionPage />, { path: '/debt-collection/cases/pending/:bundleId/transmissions/:transmissionId', initialEntry: TRANSMISSION_PATH, port });
  return { decisions, router };
}

givesElementsASize();

describe('the pending case transmission', () => {
  it('ticking every case and approving handles the transmission and leaves for /debt-collection', async () => {
    const { decisions, router } = renderPage(collectionCase(1, 'Ola Nordmann', '010031'));
    expect(await screen.findByText('0 av 3 valgt')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Velg alle saker' }));
    expect(screen.getByText('3 av 3 valgt')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Godkjenn' }));
    expect(await screen.findByText('Inkasso-oversikten')).toBeTruthy();
    expect(router.state.location.search).toBe('?tab1=cases');
    expect(decisions).toEqual([{ decision: 'approve', ids: [1, 2, 3] }]);
  });

  it('a case waiting for its agency number keeps the officer on the page until it is chosen, ticked and approved', async () => {
    const { decisions, router } = renderPage(collectionCase(1, 'Ola Nordmann', null));
    expect(await screen.findByText('0 av 3 valgt')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Velg sak 1 for Ola Nordmann' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Kan ikke krysses av');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    // Everything that can be ticked is approved; the waiting case is still ready, so the page stays.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Velg alle saker' }));
    expect(screen.getByText('2 av 3 valgt')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Godkjenn' }));
    expect(await screen.findByText('0 av 1 valgt')).toBeTruthy();
    expect(router.state.location.pathname).toBe(TRANSMISSION_PATH);
    // The officer is told what the decision did; a decided case shows as not tickable, and its
    // Saksnr. stays empty (no case number yet) instead of showing a status.
    expect((await screen.findByRole('status')).textContent).toBe('2 godkjent');
    expect((screen.getByRole('checkbox', { name: 'Velg sak 2 for Kari Nordmann' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByText(/^(Ready|Approved|Rejected|Sent)$/)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Velg Inkassoselskap' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rediger sak' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Kundenummer hos inkassoselskap/ }));
    await userEvent.click(await screen.findByRole('option', { name: '010031 Furulund Rør' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rediger sak' })).toBeNull());

    // The refreshed transmission shows the chosen number on case 1 as well as on case 2.
    await waitFor(() => expect(screen.getAllByText('010031')).toHaveLength(2));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Velg sak 1 for Ola Nordmann' }));
    expect(screen.getByText('1 av 1 valgt')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Godkjenn' }));
    expect(await screen.findByText('Inkasso-oversikten')).toBeTruthy();
    expect(decisions).toEqual([
      { decision: 'approve', ids: [2, 3] },
      { decision: 'approve', ids: [1] },
    ]);
  });
});
