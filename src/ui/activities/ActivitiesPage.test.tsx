import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ActivitiesPort, InactiveClient } from '../../application/ports/activities.port';
import { createQueryClient } from '../../composition/queryClient';
import { TOKENS } from '../../composition/tokens';
import { AppProviders } from '../app/AppProviders';
import { createToastStore } from '../../adapters/notifier/toastStore';
import { ActivitiesPage } from './ActivitiesPage';

function renderPage(clients: readonly InactiveClient[]) {
  const port: ActivitiesPort = { inactiveClients: () => ({ api: 'service', path: 'activities/inactive-clients', fetch: async () => clients }) };
  const container = new Container();
  container.bind(TOKENS.Toasts).toConstantValue(createToastStore());
  container.bind(TOKENS.QueryClient).toConstantValue(createQueryClient());
  container.bind(TOKENS.Activities).toConstantValue(port);
  const router = createMemoryRouter(
    [
      { path: '/activities', element: <ActivitiesPage /> },
      { path: '/clients/:clientId', element: <p>Klientsiden</p> },
    ],
    { initialEntries: ['/activities'] },
  );
  render(
    <AppProviders container={container}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

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
});
