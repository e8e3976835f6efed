import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { givesElementsASize } from '../../../tests/support/approvalPageHarness';
import { createToastStore } from '../../adapters/notifier/toastStore';
import { createLiveMachines } from '../../application/machines/liveMachines';
import type { PendingReminderBundle, Reminder, RemindersPort } from '../../application/ports/reminders.port';
import { reminderDecisionWith } from '../../composition/debtCollection';
import { createQueryClient } from '../../composition/queryClient';
import { TOKENS } from '../../composition/tokens';
import { AppProviders } from '../app/AppProviders';
import { ReminderBundlePage } from './ReminderBundlePage';

const reminder = (id: number, clientId: number, customerName: string, isCustomerTypeConfirmed = true): Reminder => ({
  id,
  clientId,
  customerId: id,
  customerNo: 10_000 + id,
  customerName,
  invoiceNo: 900_000 + id,
  invoiceAmount: 100_000,
  invoiceRestAmount: 100_000,
  invoiceDate: '2026-10-01',
  invoiceDueDate: '2026-10-15',
  reminderCode: 'P1',
  reminderType: 'REMINDER1',
  reminderDueDate: '2026-12-04',
  feeAmount: 3_500,
  interestAmount: 100,
  sumAmount: 103_600,
  currencyCode: 'NOK',
  languageCode: 'NO',
  kid: null,
  ourRef: null,
  yourRef: null,
  notes: null,
  numberOfNotes: 0,
  ruleNotes: [],
  customerEmail: null,
  customerType: 'Retail',
  isCustomerTypeConfirmed,
  isEuFee: false,
  shipmentType: 'PAPER',
  shipmentCode: null,
  shipmentStatus: null,
  sentDate: null,
  status: 'Pending',
  printId: null,
  printCreated: null,
});

const client = (clientId: number, clientName: string) => ({
  clientId,
  clientName,
  clientEmail: 'post@klient.no',
  approveReminders: true,
  numberOfReminders: 2,
  sumInvoiceAmount: 200_000,
  sumInterestAmount: 200,
  sumFeeAmount: 7_000,
});

const LAST_KNOWN = 'Forsinkelsesrente for perioden fra 01.07.2026 var ikke lagt inn; siste kjente verdi 12,00 % er brukt.';

/** An in-memory bundle whose reminders the fake server decides and changes as the real one does. */
function fakeServer(overrides: Partial<PendingReminderBundle>) {
  let bundle: PendingReminderBundle = {
    bundleId: 412,
    officerId: 1,
    runDate: '2026-11-20',
    createdDate: null,
    numberOfReminders: 4,
    sumInvoiceAmount: 400_000,
    sumInterestAmount: 400,
    sumFeeAmount: 14_000,
    reminders: [reminder(1, 1003, 'Ola Nordmann'), reminder(2, 1003, 'Kari Nordmann', false), { ...reminder(3, 2004, 'Per Hansen'), ruleNotes: [LAST_KNOWN] }, reminder(4, 2004, 'Lise Berg')],
    notValidCount: 1,
    stopped: [{ clientId: 1003, customerNo: 10_099, customerName: 'Stoppet Kunde', invoiceNo: 900_099, reminderCode: 'P1', reminderType: 'REMINDER1', reason: 'Beløpsgrense' }],
    clients: [client(1003, 'Furulund Rør AS'), client(2004, 'Fjord Bygg AS')],
    shipments: { paper: 4, email: 0, efaktura: 0 },
    ...overrides,
  };
  const decisions: { decision: string; ids: readonly number[] }[] = [];
  const port = {
    pendingBundle: (bundleId: number) => ({
      api: 'legacy' as const,
      path: `DebtCollection/Reminders/pending/${bundleId}`,
      fetch: async () => (bundleId === bundle.bundleId ? bundle : null),
    }),
    decide: async (decision, _bundleId, ids) => {
      decisions.push({ decision, ids });
      const status = decision === 'approve' ? 'Sent' : 'Rejected';
      bundle = { ...bundle, reminders: bundle.reminders.map((r) => (ids.includes(r.id) ? { ...r, status } : r)) };
      return { pendingCount: bundle.reminders.filter((r) => r.status === 'Pending').length };
    },
    change: async (id, change) => {
      bundle = {
        ...bundle,
        reminders: bundle.reminders.map((r) =>
          r.id === id ? { ...r, ...(change.customerType ? { customerType: change.customerType, isCustomerTypeConfirmed: true } : {}), ...(change.shipmentType ? { shipmentType: change.shipmentType } : {}) } : r,
        ),
      };
      return bundle.reminders.find((r) => r.id === id)!;
    },
  } as Partial<RemindersPort> as RemindersPort;
  return { port, decisions };
}

function renderPage(overrides: Partial<PendingReminderBundle> = {}) {
  const { port, decisions } = fakeServer(overrides);
  const queryClient = createQueryClient();
  const container = new Container();
  const toasts = createToastStore();
  container.bind(TOKENS.Toasts).toConstantValue(toasts);
  container.bind(TOKENS.QueryClient).toConstantValue(queryClient);
  container.bind(TOKENS.LiveMachines).toConstantValue(createLiveMachines());
  container.bind(TOKENS.Reminders).toConstantValue(port);
  container.bind(TOKENS.ReminderDecision).toConstantValue(reminderDecisionWith(port, () => void queryClient.invalidateQueries(), toasts));
  const router = createMemoryRouter(
    [
      { path: '/reminders/bundle/:bundleId', element: <ReminderBundlePage /> },
      { path: '/reminders', element: <p>Purreoversikten</p> },
    ],
    { initialEntries: ['/reminders/bundle/412'] },
  );
  render(
    <AppProviders container={container}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { decisions, router };
}

givesElementsASize();

describe('the pending reminder bundle', () => {
  it('shows clients, reminders, the not-valid count, stopped reminders and shipment counts', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Purrebunt 412' })).toBeTruthy();
    expect(screen.getByText(/ikke gyldige 1/)).toBeTruthy();
    expect(screen.getByText(/Post 4, E-post 0, eFaktura 0/)).toBeTruthy();
    expect(screen.getByText('10001 Ola Nordmann')).toBeTruthy();
    const stopped = screen.getByRole('table', { name: 'Stoppede purringer' });
    expect(within(stopped).getByText('Beløpsgrense')).toBeTruthy();
    // The step in Norwegian with its DOS code, not 'P1 REMINDER1' (issue 43).
    expect(within(stopped).getByText('Purring (P1)')).toBeTruthy();
    expect(screen.queryByText(/REMINDER1/)).toBeNull();
    // An unconfirmed type is marked by a warning sign that names it.
    expect(screen.getByRole('img', { name: 'Privat, ikke bekreftet' })).toBeTruthy();
  });

  it("writes counts as nb-NO does: '6 034 purringer' with a no-break space, '1 purring' in the singular (issue 43)", async () => {
    renderPage({
      numberOfReminders: 6034,
      shipments: { paper: 5012, email: 1022, efaktura: 0 },
      clients: [{ ...client(1003, 'Furulund Rør AS'), numberOfReminders: 1 }, client(2004, 'Fjord Bygg AS')],
    });
    expect(await screen.findByRole('heading', { name: 'Purrebunt 412' })).toBeTruthy();
    // Testing Library's matcher folds the no-break space into a space, so the text is read as it is.
    const summary = screen.getByText(/purringer · beløp/).textContent ?? '';
    expect(summary).toContain('6\u00a0034 purringer');
    expect(summary).toContain('Post 5\u00a0012, E-post 1\u00a0022, eFaktura 0');
    expect(screen.getByText(/Furulund Rør AS/).closest('div')?.textContent).toMatch(/— 1 purring, beløp/);
    expect(document.body.textContent).not.toMatch(/6034|1 purringer/);
  });

  it("marks a reminder computed with a missing rule's last known value, and writes the notes out on its record", async () => {
    const user = userEvent.setup();
    renderPage();
    const mark = await screen.findByRole('note', { name: `Beregnet med siste kjente verdi: ${LAST_KNOWN}` });
    expect(mark.textContent).toContain('Siste kjente verdi');
    // Only the reminder that was computed so carries the mark.
    expect(screen.getAllByRole('note')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Endre purring 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Endre purring' });
    expect(within(within(dialog).getByRole('note', { name: 'Beregnet med siste kjente verdi' })).getByText(LAST_KNOWN)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await user.click(await screen.findByRole('button', { name: 'Endre purring 1' }));
    expect(within(await screen.findByRole('dialog', { name: 'Endre purring' })).queryByRole('note')).toBeNull();
  });

  it("says 'Kan ikke krysses av' for a reminder of an unconfirmed customer; confirming the type lets it be ticked", async () => {
    const user = userEvent.setup();
    renderPage();
    const row = await screen.findByRole('checkbox', { name: 'Velg purring 2 til Kari Nordmann' });
    await user.click(row);
    expect(await screen.findByText('Kan ikke krysses av')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Tick-all skips it until the type is confirmed.
    await user.click(screen.getByRole('checkbox', { name: 'Velg alle purringer' }));
    expect((screen.getByRole('checkbox', { name: 'Velg purring 2 til Kari Nordmann' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('3 av 4 valgt')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Velg alle purringer' }));
    await user.click(screen.getByRole('button', { name: 'Endre purring 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Endre purring' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Kundetype' }));
    await user.click(await screen.findByRole('option', { name: 'Privat' }));
    await user.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Privat, ikke bekreftet' })).toBeNull());
    await user.click(screen.getByRole('checkbox', { name: 'Velg purring 2 til Kari Nordmann' }));
    expect((screen.getByRole('checkbox', { name: 'Velg purring 2 til Kari Nordmann' }) as HTMLInputElement).checked).toBe(true);
  });

  it('approves one client, rejects the rest, and leaves for /reminders by the server’s count', async () => {
    const user = userEvent.setup();
    const { decisions, router } = renderPage();
    await user.click(await screen.findByRole('checkbox', { name: 'Velg alle for Fjord Bygg AS' }));
    await user.click(screen.getByRole('button', { name: 'Godkjenn' }));
    await waitFor(() => expect(decisions).toEqual([{ decision: 'approve', ids: [3, 4] }]));
    await waitFor(() => expect(screen.getByText('0 av 2 valgt')).toBeTruthy());
    await user.click(screen.getByRole('checkbox', { name: 'Velg purring 1 til Ola Nordmann' }));
    await user.click(screen.getByRole('button', { name: 'Avvis' }));
    await waitFor(() => expect(decisions).toHaveLength(2));
    expect(decisions[1]).toEqual({ decision: 'reject', ids: [1] });
    expect(router.state.location.pathname).toBe('/reminders/bundle/412');
  });
});
