import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PendingClient, PendingClientsPort } from '../../application/ports/pendingClients.port';
import { TOKENS } from '../../composition/tokens';
import { PENDING_CLIENT_NOT_FOUND } from '../../domain/settings/pendingClients';
import { bind, readOf, renderPage } from '../../../tests/support/pageHarness';
import { PendingClientPage, PendingClientsPage } from './PendingClientsPages';

const REGISTRATION: PendingClient = {
  id: 'reg-7f3a', regTime: '2026-11-20T10:00:00Z', companyName: 'Havbris Regnskap AS', orgNo: '912345678', contactPerson: 'Ola Hav',
  email: 'ola@havbris.no', phoneNo: '91 23 45 67', bankAccount: '1234 56 78903', product: 'PROD', addressLine1: 'Kaigata 1',
  postNo: '5003', cityName: 'BERGEN', countryName: 'Norge',
};

function fakePending(rows: PendingClient[]): PendingClientsPort & { rows: PendingClient[] } {
  return {
    rows,
    pendingClients: () => readOf('legacy', 'Onboarding/ClientReg', () => [...rows]),
    pendingClient: (id) => readOf('legacy', `Onboarding/ClientReg/${id}`, () => rows.find((row) => row.id === id) ?? null),
    reject: async (id) => {
      rows.splice(rows.findIndex((row) => row.id === id), 1);
    },
  };
}

describe('/settings/pending-clients/', () => {
  it('lists the registrations with a link to each', async () => {
    renderPage(<PendingClientsPage />, { path: '/settings/pending-clients', bindings: [bind(TOKENS.PendingClients, fakePending([REGISTRATION]))] });
    const link = await screen.findByRole('link', { name: 'Havbris Regnskap AS' });
    expect(link.getAttribute('href')).toBe('/settings/pending-clients/reg-7f3a');
    const row = link.closest('tr')!;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Havbris Regnskap AS', '912345678', 'Ola Hav', 'ola@havbris.no', '91 23 45 67']);
  });

  it('approving opens the wizard with the registration', async () => {
    const { location } = renderPage(<PendingClientPage />, {
      path: '/settings/pending-clients/:id',
      initialEntry: '/settings/pending-clients/reg-7f3a',
      bindings: [bind(TOKENS.PendingClients, fakePending([REGISTRATION]))],
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Godkjenn' }));
    await waitFor(() => expect(`${location().pathname}${location().search}`).toBe('/settings/create-client?pendingId=reg-7f3a'));
  });

  it('rejecting deletes the registration after confirmation', async () => {
    const pending = fakePending([{ ...REGISTRATION }]);
    const { location } = renderPage(<PendingClientPage />, {
      path: '/settings/pending-clients/:id',
      initialEntry: '/settings/pending-clients/reg-7f3a',
      bindings: [bind(TOKENS.PendingClients, pending)],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Avvis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avvis registrering' });
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(pending.rows).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Avvis' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Avvis og slett' }));
    await waitFor(() => expect(location().pathname).toBe('/settings/pending-clients'));
    expect(pending.rows).toEqual([]);
  });

  it('says so when the registration is not there', async () => {
    renderPage(<PendingClientPage />, {
      path: '/settings/pending-clients/:id',
      initialEntry: '/settings/pending-clients/borte',
      bindings: [bind(TOKENS.PendingClients, fakePending([]))],
    });
    expect(await screen.findByText(PENDING_CLIENT_NOT_FOUND)).toBeTruthy();
  });
});
