import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { BackendHealth } from '../../application/ports/backendHealth.port';
import { TOKENS } from '../../composition/tokens';
import { AppProviders } from '../app/AppProviders';
import { LoginPage } from './LoginPage';

function renderWithHealth(health: BackendHealth) {
  const container = new Container();
  const checks: BackendHealth[] = [];
  container.bind(TOKENS.BackendHealth).toConstantValue({
    check: async () => {
      checks.push(health);
      return health;
    },
  });
  render(
    <AppProviders container={container}>
      <MemoryRouter initialEntries={['/login']}>
        <LoginPage />
      </MemoryRouter>
    </AppProviders>,
  );
  return { checks };
}

describe('LoginPage', () => {
  it('asks for username and password in Norwegian before anything is sent', async () => {
    renderWithHealth({ reachable: true, database: 'pglite' });
    await userEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
    expect(await screen.findByText('Brukernavn er påkrevd')).toBeTruthy();
    expect(screen.getByText('Passord er påkrevd')).toBeTruthy();
  });

  it('warns before login when the back-end does not answer', async () => {
    renderWithHealth({ reachable: false });
    expect(await screen.findByText('Tjeneren svarer ikke. Prøv igjen om litt.')).toBeTruthy();
  });

  it('shows no warning when the back-end answers', async () => {
    const { checks } = renderWithHealth({ reachable: true, database: 'postgres' });
    await waitFor(() => expect(checks.length).toBeGreaterThan(0));
    await act(async () => undefined); // let the answer reach the screen
    expect(screen.getByRole('heading', { name: 'Logg inn i NorLink' })).toBeTruthy();
    expect(screen.queryByText(/Tjeneren svarer ikke/)).toBeNull();
  });
});
