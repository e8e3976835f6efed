import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createLiveMachines } from '../../application/machines/liveMachines';
import type { CustomerTypesPort, UnconfirmedCustomer } from '../../application/ports/customerTypes.port';
import { customerTypeConfirmWith } from '../../composition/customerTypes';
import { createQueryClient } from '../../composition/queryClient';
import { TOKENS } from '../../composition/tokens';
import type { ConfirmTarget } from '../../domain/customer/customerTypeConfirmation';
import { AppProviders } from '../app/AppProviders';
import { createToastStore } from '../../adapters/notifier/toastStore';
import { ConfirmCustomersPage, UnconfirmedClientsPage } from './pages';

const customer = (n: number): UnconfirmedCustomer => ({
  customerId: 5000 + n,
  customerNr: 20000 + n,
  name: `Kunde ${n}`,
  address: `Storgata ${n}, 0150 OSLO`,
  orgNo: null,
  email: null,
  type: n % 3 === 0 ? 'Business' : 'Retail',
});

/** An in-memory client 1003 with 60 customers waiting; confirms as the real server does, or fails when told to. */
function fakeServer({ fails = false } = {}) {
  let waiting = Array.from({ length: 60 }, (_, n) => customer(n + 1));
  const calls: { target: ConfirmTarget; treatment: string }[] = [];
  const port: CustomerTypesPort = {
    unconfirmedClients: () => ({ api: 'legacy', path: 'CustomerType', fetch: async () => [{ clientId: 1003, clientName: 'Furulund Rør AS', customerCount: waiting.length }] }),
    unconfirmedCustomers: (clientId, page, size) => ({
      api: 'legacy',
      path: `CustomerType/Client/${clientId}`,
      params: { page, size },
      fetch: async () =>
        clientId === 1003 ? { clientId, clientName: 'Furulund Rør AS', totalCount: waiting.length, customers: waiting.slice(page * size, (page + 1) * size) } : null,
    }),
    confirm: async (target, treatment) => {
      calls.push({ target, treatment });
      if (fails) throw new Error('500');
      const before = waiting.length;
      waiting = 'customers' in target ? waiting.filter((c) => !target.customers.includes(c.customerId)) : waiting.filter((c) => target.except.includes(c.customerId));
      return before - waiting.length;
    },
  };
  return { port, calls };
}

/** The area's routes as the app registers them. */
const pages: RouteObject[] = [
  { path: '/confirm-customer', element: <UnconfirmedClientsPage /> },
  { path: '/confirm-customer/:clientId', element: <ConfirmCustomersPage /> },
];

function renderPage(port: CustomerTypesPort, initialEntry: string) {
  const queryClient = createQueryClient();
  const toasts = createToastStore();
  const container = new Container();
  container.bind(TOKENS.Toasts).toConstantValue(toasts);
  container.bind(TOKENS.QueryClient).toConstantValue(queryClient);
  container.bind(TOKENS.LiveMachines).toConstantValue(createLiveMachines());
  container.bind(TOKENS.CustomerTypes).toConstantValue(port);
  container.bind(TOKENS.CustomerTypeConfirm).toConstantValue(customerTypeConfirmWith(port, () => void queryClient.invalidateQueries()));
  const router = createMemoryRouter(pages, { initialEntries: [initialEntry] });
  render(
    <AppProviders container={container}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, toasts };
}

const table = () => screen.getByRole('table', { name: 'Kunder som venter på bekreftelse' });
const rows = () => within(table()).getAllByRole('row').slice(1);

describe('/confirm-customer/{clientId}', () => {
  it('confirms 60 customers as Bedrift across two pages, asking for the treatment first', async () => {
    const user = userEvent.setup();
    const { port, calls } = fakeServer();
    const { router } = renderPage(port, '/confirm-customer/1003');
    await waitFor(() => expect(rows()).toHaveLength(50));
    expect(screen.getByText('Furulund Rør AS (1003) – 60 kunder venter')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Velg alle på siden' }));
    expect(screen.getByText('Alle 50 på denne siden er valgt.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Gå til neste side' }));
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(router.state.location.search).toBe('?page=2&size=50');
    await user.click(screen.getByRole('checkbox', { name: 'Velg alle på siden' }));
    expect(screen.getByRole('status').textContent).toBe('60 valgt');
    await user.click(screen.getByRole('button', { name: 'Bekreft' }));
    expect(screen.getByText('Velg hvordan du vil behandle disse først')).toBeTruthy();
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('radio', { name: 'Bedrift' }));
    await user.click(screen.getByRole('button', { name: 'Bekreft' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('60 kunder bekreftet'));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.treatment).toBe('Business');
    expect(calls[0]!.target).toEqual({ customers: Array.from({ length: 60 }, (_, n) => 5001 + n) });
    await waitFor(() => expect(screen.getByText('Ingen resultater')).toBeTruthy());
    await waitFor(() => expect(router.state.location.search).toBe('?page=1&size=50'));
  });

  it('selects all that wait, leaves one out, and sends that to the server', async () => {
    const user = userEvent.setup();
    const { port, calls } = fakeServer();
    renderPage(port, '/confirm-customer/1003?size=25');
    await waitFor(() => expect(rows()).toHaveLength(25));
    await user.click(screen.getByRole('checkbox', { name: 'Velg alle på siden' }));
    await user.click(screen.getByRole('button', { name: 'Velg alle 60 som venter' }));
    expect(screen.getByText('Alle 60 kunder som venter er valgt.')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Velg kunde 20002 Kunde 2' }));
    expect(screen.getByText('59 av 60 kunder som venter er valgt.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Behold registrert type' }));
    await user.click(screen.getByRole('button', { name: 'Bekreft' }));
    await waitFor(() => expect(calls).toEqual([{ target: { allOfClient: 1003, except: [5002] }, treatment: 'keep' }]));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('shows "Kunne ikke bekrefte" as a toast when the confirmation fails, keeping the ticks', async () => {
    const user = userEvent.setup();
    const { port } = fakeServer({ fails: true });
    const { toasts } = renderPage(port, '/confirm-customer/1003');
    await waitFor(() => expect(rows()).toHaveLength(50));
    await user.click(screen.getByRole('checkbox', { name: 'Velg kunde 20001 Kunde 1' }));
    await user.click(screen.getByRole('radio', { name: 'Privat' }));
    await user.click(screen.getByRole('button', { name: 'Bekreft' }));
    await waitFor(() => expect(toasts.getSnapshot().map((t) => t.message)).toEqual(['Kunne ikke bekrefte']));
    expect((screen.getByRole('checkbox', { name: 'Velg kunde 20001 Kunde 1' }) as HTMLInputElement).checked).toBe(true);
  });

  it('says the client is not found when the server knows no such client in the bases', async () => {
    renderPage(fakeServer().port, '/confirm-customer/9999');
    expect(await screen.findByText('Klient ikke funnet')).toBeTruthy();
  });

  it('is not found for a client id that is not a number', async () => {
    renderPage(fakeServer().port, '/confirm-customer/abc');
    expect(await screen.findByText('404 - Side ikke funnet')).toBeTruthy();
  });
});

describe('/confirm-customer/', () => {
  it('lists the clients with customers waiting, linking to each', async () => {
    const user = userEvent.setup();
    const { router } = renderPage(fakeServer().port, '/confirm-customer');
    await user.click(await screen.findByRole('link', { name: 'Furulund Rør AS' }));
    expect(router.state.location.pathname).toBe('/confirm-customer/1003');
  });
});
