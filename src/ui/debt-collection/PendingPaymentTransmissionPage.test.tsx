import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { givesElementsASize, renderApprovalPage } from '../../../tests/support/approvalPageHarness';
import type { DebtCollectionPort, PaymentTransmission } from '../../application/ports/debtCollection.port';
import { MachinesPage, MachineStudioPage } from '../machines/studioPages';
import { LiveMachinesLauncher } from '../shell/LiveMachinesLauncher';
import { PendingPaymentTransmissionPage } from './PendingPaymentTransmissionPage';

const sums = { readyCount: 0, approvedCount: 0, rejectedCount: 0, sumAmount: 0, sumInterest: 0, sumFee: 0 };
const payment = (id: number, status: 'Ready' | 'Sent', customerName: string) => ({
  id,
  regDate: '2026-11-19',
  amount: 123_450,
  tag: 'OCR',
  reference: null,
  status,
  customerNumber: 10_000 + id,
  customerName,
  invoiceNumber: 900_000 + id,
  interestPart: 0,
  feePart: 0,
  agencyCustomerNumber: '010031',
});

/** An in-memory transmission whose payments the fake server decides as the real one does. */
function fakeServer() {
  let transmission: PaymentTransmission = {
    transmissionId: 'INN-2026-11-19-30',
    bundleId: 208,
    date: '2026-11-19',
    officerName: 'Tora Teknisk',
    agency: { id: 30, name: 'Sergel Norge AS', fileFormat: 'PDF' },
    log: [],
    files: [],
    clients: [
      { ...sums, clientId: 1003, clientName: 'Furulund Rør AS', payments: [payment(1, 'Ready', 'Ola Nordmann'), payment(2, 'Ready', 'Kari Nordmann')] },
      { ...sums, clientId: 2004, clientName: 'Fjord Bygg AS', payments: [payment(3, 'Sent', 'Per Hansen')] },
    ],
  };
  const decisions: { decision: string; ids: readonly number[] }[] = [];
  const port = {
    paymentTransmission: (bundleId: number, transmissionId: string) => ({
      api: 'legacy' as const,
      path: `DebtCollection/Payments/${bundleId}/Transmissions/${transmissionId}`,
      fetch: async () => (transmissionId === transmission.transmissionId ? transmission : null),
    }),
    decide: async (_kind, decision, _bundleId, ids) => {
      decisions.push({ decision, ids });
      const status = decision === 'approve' ? 'Approved' : 'Rejected';
      transmission = {
        ...transmission,
        clients: transmission.clients.map((c) => ({ ...c, payments: c.payments.map((p) => (ids.includes(p.id) ? { ...p, status } : p)) })),
      };
      const pendingCount = transmission.clients.flatMap((c) => c.payments).filter((p) => p.status === 'Ready').length;
      return { pendingCount };
    },
  } as Partial<DebtCollectionPort> as DebtCollectionPort;
  return { port, decisions };
}

function renderPage(path: string, beside?: ReactNode) {
  const { port, decisions } = fakeServer();
  const { router } = renderApprovalPage(<PendingPaymentTransmissionPage />, { path: '/debt-collection/payments/pending/:bundleId/transmissions/:transmissionId', initialEntry: path, port, beside });
  return { decisions, router };
}

givesElementsASize();

describe('the pending payment transmission', () => {
  it('shows clients and payments, ticks per client, approves, and leaves for /debt-collection once all is handled', async () => {
    const { decisions, router } = renderPage('/debt-collection/payments/pending/208/transmissions/INN-2026-11-19-30');
    expect(await screen.findByRole('heading', { name: 'Forhåndsvisning av innbetalinger' })).toBeTruthy();
    expect(screen.getByText('Sergel Norge AS')).toBeTruthy();
    expect(screen.getByText('10001 Ola Nordmann')).toBeTruthy();
    // Testing Library folds the amount's no-break space into a plain one.
    expect(screen.getAllByText('1 234,50')).toHaveLength(3);
    const approve = screen.getByRole('button', { name: 'Godkjenn' }) as HTMLButtonElement;
    expect(approve.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Avvis' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Velg innbetaling 1 fra Ola Nordmann' }));
    expect(screen.getByText('1 av 2 valgt')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Velg alle for Furulund Rør AS' }).getAttribute('aria-checked')).toBe('mixed');
    await userEvent.click(approve);
    await waitFor(() => expect(decisions).toEqual([{ decision: 'approve', ids: [1] }]));
    expect(await screen.findByText('0 av 1 valgt')).toBeTruthy();
    expect((await screen.findByRole('status')).textContent).toBe('1 godkjent');
    expect(screen.getByText('Godkjent')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/debt-collection/payments/pending/208/transmissions/INN-2026-11-19-30');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Velg alle for Furulund Rør AS' }));
    await userEvent.click(screen.getByRole('button', { name: 'Avvis' }));
    expect(await screen.findByText('Inkasso-oversikten')).toBeTruthy();
    expect(decisions[1]).toEqual({ decision: 'reject', ids: [2] });
    await waitFor(() => expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toContain('1 avvist'));
  });

  it('shows a payment that is not Ready as not tickable, and every status in Norwegian', async () => {
    renderPage('/debt-collection/payments/pending/208/transmissions/INN-2026-11-19-30');
    expect((await screen.findByRole('checkbox', { name: 'Velg innbetaling 3 fra Per Hansen' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Velg alle for Fjord Bygg AS' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Sendt')).toBeTruthy();
    expect(screen.getAllByText('Venter')).toHaveLength(2);
    expect(screen.queryByText(/^(Ready|Approved|Rejected|Sent)$/)).toBeNull();
  });

  it("shows in the machine studio's live list while the officer works, the diagram following each tick", async () => {
    const studio = createMemoryRouter(
      [
        { path: '/machines', element: <MachinesPage /> },
        { path: '/machines/:machineId', element: <MachineStudioPage /> },
      ],
      { initialEntries: ['/machines'] },
    );
    const { router } = renderPage('/debt-collection/payments/pending/208/transmissions/INN-2026-11-19-30', <RouterProvider router={studio} />);
    const running = await screen.findByRole('link', { name: 'Godkjenning av bunt: selecting.nothingTicked' });
    // Awaited in act(), so React retries the diagram once ELK has laid it out.
    await act(async () => fireEvent.click(running));
    expect(studio.state.location.search).toBe('?modus=live');
    const diagram = await screen.findByRole('group', { name: 'Tilstandsdiagram: Godkjenning av bunt' }, { timeout: 10_000 });
    const stateBox = (id: string) => diagram.querySelector(`[data-state-id="${id}"]`)!;
    expect(screen.getByLabelText('Nåværende tilstand').textContent).toBe('selecting.nothingTicked');
    expect(stateBox('bundleApproval.selecting.nothingTicked').getAttribute('data-active')).toBe('true');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Velg innbetaling 1 fra Ola Nordmann' }));
    await waitFor(() => expect(screen.getByLabelText('Nåværende tilstand').textContent).toBe('selecting.somethingTicked'));
    expect(stateBox('bundleApproval.selecting.somethingTicked').getAttribute('data-active')).toBe('true');
    expect(stateBox('bundleApproval.selecting.nothingTicked').getAttribute('data-active')).toBeNull();

    // Leaving the page stops its machine, and the studio says nothing of that kind runs any more.
    await router.navigate('/debt-collection');
    expect(await screen.findByText(/Ingen maskin av typen «Godkjenning av bunt» kjører i denne fanen nå/)).toBeTruthy();
  }, 30_000);

  it("the side menu's live drawer lists the approval over the page and follows a tick; Tab reaches its button, Escape closes it", async () => {
    renderPage('/debt-collection/payments/pending/208/transmissions/INN-2026-11-19-30', <LiveMachinesLauncher />);
    await screen.findByRole('checkbox', { name: 'Velg innbetaling 1 fra Ola Nordmann' });
    const button = screen.getByRole('button', { name: 'Live-maskiner' });
    // The button comes last in the tab order here, so Shift+Tab from the document reaches it.
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(button);
    await userEvent.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');

    const running = await screen.findByRole('button', { name: /Godkjenning av bunt/ }, { timeout: 10_000 });
    expect(running.getAttribute('aria-pressed')).toBe('true');
    expect(running.textContent).toContain('selecting.nothingTicked');
    const diagram = await screen.findByRole('group', { name: 'Tilstandsdiagram: Godkjenning av bunt' }, { timeout: 10_000 });
    const stateBox = (id: string) => diagram.querySelector(`[data-state-id="${id}"]`)!;
    expect(stateBox('bundleApproval.selecting.nothingTicked').getAttribute('data-active')).toBe('true');

    // The officer works on the page underneath; the drawer follows.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Velg innbetaling 1 fra Ola Nordmann' }));
    await waitFor(() => expect(screen.getByLabelText('Nåværende tilstand').textContent).toBe('selecting.somethingTicked'));
    expect(stateBox('bundleApproval.selecting.somethingTicked').getAttribute('data-active')).toBe('true');
    expect(stateBox('bundleApproval.selecting.nothingTicked').getAttribute('data-active')).toBeNull();
    expect(screen.getByText('1 av 2 valgt')).toBeTruthy();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Maskiner i denne fanen' })).toBeNull());
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  }, 30_000);

  it("says 'Oversendelsen ble ikke funnet' for an unknown transmission", async () => {
    renderPage('/debt-collection/payments/pending/208/transmissions/INN-ukjent');
    expect(await screen.findByText('Oversendelsen ble ikke funnet')).toBeTruthy();
  });
});
