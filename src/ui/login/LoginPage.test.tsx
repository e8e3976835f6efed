import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ONE_TAB } from '../../../tests/support/tabSignals';
import type { BackendHealth } from '../../application/ports/backendHealth.port';
import type { SessionApiPort } from '../../application/ports/sessionApi.port';
import { createQueryClient } from '../../composition/queryClient';
import { createSessionActor } from '../../composition/session';
import { TOKENS } from '../../composition/tokens';
import { AppProviders } from '../app/AppProviders';
import { createToastStore } from '../../adapters/notifier/toastStore';
import { LoginPage } from './LoginPage';

const profile = { userId: 1, name: 'Tora Teknisk', email: 't@norlink.example', roles: [], bases: [1] };
const acceptingApi: SessionApiPort = {
  loginLegacy: async ({ password }) =>
    password === 'riktig'
      ? { ok: true, token: 'l', profile, activeBases: [1], expiresAt: new Date(Date.now() + 3_600_000).toISOString() }
      : { ok: false, reason: 'rejected' },
  loginData: async () => ({ ok: true, accessToken: 'd' }),
  loginService: async () => ({ ok: false, reason: 'unavailable' }),
  exchange: async () => ({ ok: false, reason: 'rejected' }),
  selectBases: async () => ({ ok: false, reason: 'rejected' }),
  logout: async () => ({ ok: true }),
};

function renderLogin(health: BackendHealth, initialEntry = '/login') {
  const container = new Container();
  const checks: BackendHealth[] = [];
  container.bind(TOKENS.BackendHealth).toConstantValue({
    check: async () => {
      checks.push(health);
      return health;
    },
  });
  container.bind(TOKENS.Toasts).toConstantValue(createToastStore());
  container.bind(TOKENS.QueryClient).toConstantValue(createQueryClient());
  container.bind(TOKENS.Session).toConstantValue(createSessionActor(acceptingApi, ONE_TAB, () => undefined));
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/clients/:id', element: <p>Klientsiden</p> },
      { path: '/dashboard', element: <p>Dashbordet</p> },
    ],
    { initialEntries: [initialEntry] },
  );
  render(
    <AppProviders container={container}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { checks };
}

describe('LoginPage', () => {
  it('asks for username and password in Norwegian before anything is sent', async () => {
    renderLogin({ reachable: true, database: 'pglite' });
    await userEvent.click(await screen.findByRole('button', { name: 'Logg inn' }));
    expect(await screen.findByText('Brukernavn er påkrevd')).toBeTruthy();
    expect(screen.getByText('Passord er påkrevd')).toBeTruthy();
  });

  it('warns before login when the back-end does not answer', async () => {
    renderLogin({ reachable: false });
    expect(await screen.findByText('Tjeneren svarer ikke. Prøv igjen om litt.')).toBeTruthy();
  });

  it('shows no warning when the back-end answers', async () => {
    const { checks } = renderLogin({ reachable: true, database: 'postgres' });
    await waitFor(() => expect(checks.length).toBeGreaterThan(0));
    await act(async () => undefined); // let the answer reach the screen
    expect(screen.getByRole('heading', { name: 'Logg inn i NorLink' })).toBeTruthy();
    expect(screen.queryByText(/Tjeneren svarer ikke/)).toBeNull();
  });

  it("says 'Innlogging feilet' and 'Kunne ikke logge inn' for a wrong password", async () => {
    renderLogin({ reachable: true, database: 'pglite' });
    await userEvent.type(await screen.findByLabelText('Brukernavn'), 'teknisk');
    await userEvent.type(screen.getByLabelText('Passord'), 'feil');
    await userEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Innlogging feilet');
    expect(alert.textContent).toContain('Kunne ikke logge inn');
  });

  it('asks before going on without the service API, then returns to the address the officer came for', async () => {
    renderLogin({ reachable: true, database: 'pglite' }, '/login?path=%2Fclients%2F12');
    await userEvent.type(await screen.findByLabelText('Brukernavn'), 'teknisk');
    await userEvent.type(screen.getByLabelText('Passord'), 'riktig');
    await userEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
    expect(await screen.findByText(/service-API-et feilet/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Fortsett' }));
    expect(await screen.findByText('Klientsiden')).toBeTruthy();
  });
});
