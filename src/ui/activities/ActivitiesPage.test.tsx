import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ActivitiesPort, InactiveClient, Insolvency } from '../../application/ports/activities.port';
import { createQueryClient } from '../../composition/queryClient';
import { TOKENS } from '../../composition/tokens';
import { AppProviders } from '../app/AppProviders';
import { createToastStore } from '../../adapters/notifier/toastStore';
import { ActivitiesPage } from './ActivitiesPage';

function renderPage(clients: readonly InactiveClient[], queue: Insolvency[] = [], initial = '/activities') {
  const seen: string[] = [];
  const port: ActivitiesPort = {
    inactiveClients: () => ({ api: 'service', path: 'activities/inactive-clients', fetch: async () => clients }),
    insolvencies: () => ({ api: 'service', path: 'activities/insolvencies', fetch: async () => queue.map((row) => ({ ...row, seen: row.seen || seen.includes(row.orgNo) })) }),
    markInsolvencySeen: async (orgNo) => void seen.push(orgNo),
  };
  const container = new Container();
  container.bind(TOKENS.Toasts).toConstantValue(createToastStore());
  container.bind(TOKENS.QueryClient).toConstantValue(createQueryClient());
  container.bind(TOKENS.Activities).toConstantValue(port);
  const router = createMemoryRouter(
    [
      { path: '/activities', element: <ActivitiesPage /> },
      { path: '/clients/:clientId', element: <p>Klientsiden</p> },
      { path: '/clients/:clientId/customers/:customerNr', element: <p>Kundesiden</p> },
    ],
    { initialEntries: [initial] },
  );
  render(
    <AppProviders container={container}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return Object.assign(router, { seen });
}

const BANKRUPT: Insolvency = {
  orgNo: '910000062',
  name: 'KONKURS BYGG AS',
  kind: 'BANKRUPT',
  since: '2026-11-20',
  recordedAt: '2026-11-21T05:00:00Z',
  remindersStopped: 2,
  seen: false,
  endorsements: ['Bostyrer: Advokat Hansen'],
  parties: [{ role: 'customer', clientId: 12, clientName: 'Fjord Bygg AS', customerNr: 40 }],
};

describe('/activities/', () => {
  it("lists the clients that have left under 'Sluttet', with their dates, each linking to its client page", async () => {
    const user = userEvent.setup();
    const router = renderPage([
      { clientId: 3971, clientName: 'Fjord Bygg AS', orgNo: '939710001', terminationDate: '2026-09-15', endOfServiceDate: '2026-12-31' },
      { clientId: 1971, clientName: 'Furulund Rør AS', orgNo: null, terminationDate: null, endOfServiceDate: null },
    ]);
    expect(screen.getByRole('tab', { name: 'Sluttet', selected: true })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Klienter som har sluttet' });
    const first = within(table).getAllByRole('row')[1]!;
    expect(first.textContent).toBe('3971Fjord Bygg AS93971000115.09.202631.12.2026');
    await user.click(within(table).getByRole('link', { name: 'Furulund Rør AS' }));
    expect(router.state.location.pathname).toBe('/clients/1971');
  });

  it("says 'Ingen resultater' when no client has left", async () => {
    renderPage([]);
    expect(await screen.findByText('Ingen resultater')).toBeTruthy();
  });

  it("shows the register's bankrupt organisations under 'Konkurs og avvikling' with the estate and the customer, and marks one seen", async () => {
    const user = userEvent.setup();
    const router = renderPage([], [BANKRUPT]);
    await user.click(screen.getByRole('tab', { name: 'Konkurs og avvikling' }));
    expect(router.state.location.search).toBe('?tab=insolvencies');
    const table = await screen.findByRole('table', { name: 'Konkurs og avvikling' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toBe('910000062KONKURS BYGG ASKonkurs20.11.2026Bostyrer: Advokat HansenKunde 40 hos Fjord Bygg AS2Merk som sett');
    await user.click(within(row).getByRole('button', { name: 'Merk KONKURS BYGG AS som sett' }));
    expect(router.seen).toEqual(['910000062']);
    expect(await within(table).findByText('Sett')).toBeTruthy();
    await user.click(within(table).getByRole('link', { name: 'Kunde 40 hos Fjord Bygg AS' }));
    expect(router.state.location.pathname).toBe('/clients/12/customers/40');
  });
});
