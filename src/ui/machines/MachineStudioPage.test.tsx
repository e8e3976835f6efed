import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createLiveMachines, type LiveMachines } from '../../application/machines/liveMachines';
import type { Credentials, Outcome, Profile, SessionGrant } from '../../application/ports/sessionApi.port';
import { sessionMachine } from '../../application/session/sessionMachine';
import { createQueryClient } from '../../composition/queryClient';
import { TOKENS } from '../../composition/tokens';
import { CoreProviders } from '../app/CoreProviders';
import { createToastStore } from '../../adapters/notifier/toastStore';
import { MachinesPage, MachineStudioPage } from './studioPages';

type LegacyLogin = Outcome<{ token: string; profile: Profile; activeBases: readonly number[]; expiresAt: string }>;

/** Rendered inside an awaited act(), so React retries the diagram once ELK has laid it out. */
async function renderStudio(path: string, live: LiveMachines = createLiveMachines()) {
  const container = new Container();
  container.bind(TOKENS.LiveMachines).toConstantValue(live);
  container.bind(TOKENS.QueryClient).toConstantValue(createQueryClient());
  container.bind(TOKENS.Toasts).toConstantValue(createToastStore());
  const router = createMemoryRouter(
    [
      { path: '/machines', element: <MachinesPage /> },
      { path: '/machines/:machineId', element: <MachineStudioPage /> },
    ],
    { initialEntries: [path] },
  );
  await act(async () => {
    render(
      <CoreProviders container={container}>
        <RouterProvider router={router} />
      </CoreProviders>,
    );
  });
}

const diagram = () => screen.findByRole('group', { name: 'Tilstandsdiagram: Økt' }, { timeout: 10_000 });
const stateBox = (id: string) => document.querySelector(`[data-state-id="${id}"]`)!;
const current = () => screen.getByLabelText('Nåværende tilstand').textContent;

describe('the machine studio', () => {
  it('lists every machine with its purpose and what it holds, and the machines running in this tab', async () => {
    const live = createLiveMachines();
    const session = createActor(sessionMachine, { inspect: live.inspect }).start();
    await renderStudio('/machines', live);
    expect(screen.getByRole('heading', { name: 'Tilstandsmaskiner', level: 1 })).toBeTruthy();
    const card = screen.getByRole('link', { name: /^Økt Innlogging mot de tre API-ene/ });
    expect(card.getAttribute('href')).toBe('/machines/session');
    expect(within(card).getByText('session · 17 tilstander · 46 overganger')).toBeTruthy();
    expect(await screen.findByRole('link', { name: /^Økt: (restoring|loggedOut)$/ })).toBeTruthy();
    session.stop();
    expect(await screen.findByText('Ingen maskiner kjører nå.')).toBeTruthy();
  });

  it('simulates: each answer and event moves the highlight, Tilbake steps back, Nullstill starts over', async () => {
    await renderStudio('/machines/session?modus=simulering');
    await diagram();
    expect(stateBox('session.restoring').getAttribute('data-active')).toBe('true');
    expect(current()).toBe('restoring');

    await userEvent.click(screen.getByRole('button', { name: /^exchange: ingen økt/ }));
    expect(current()).toBe('loggedOut');
    expect(stateBox('session.loggedOut').getAttribute('data-active')).toBe('true');
    expect(stateBox('session.restoring').getAttribute('data-active')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /^LOGIN: teknisk/ }));
    expect(current()).toBe('authenticating.legacy');
    const choices = within(screen.getByRole('list', { name: 'Hendelser' })).getAllByRole('button');
    expect(choices.map((choice) => choice.textContent)).toEqual([
      'loginLegacy: godtattThe legacy API accepted the officer, and said which bases are in force.',
      'loginLegacy: feil brukernavn eller passordWrong username or password: "Innlogging feilet".',
      'loginLegacy: feiletThe legacy API failed: the alert about NorLink Java API, and the login stops.',
      'loginLegacy: svarer ikkeThe legacy API could not be reached.',
    ]);
    expect(document.querySelector('[data-transition-id="session.loggedOut/LOGIN/0"]')!.getAttribute('data-taken')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Tilbake' }));
    expect(current()).toBe('loggedOut');
    await userEvent.click(screen.getByRole('button', { name: 'Nullstill' }));
    expect(current()).toBe('restoring');
    expect(within(screen.getByRole('list', { name: 'Steg' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Start → restoring']);
  }, 30_000);

  it('tells what a picked state is for, and where its transitions lead', async () => {
    await renderStudio('/machines/session');
    await diagram();
    await userEvent.click(screen.getByRole('button', { name: 'expired' }));
    const panel = screen.getByRole('region', { name: 'Valgt tilstand' });
    expect(within(panel).getByText('The session no longer holds: a login dialog opens over the page, which stays as it was.')).toBeTruthy();
    expect(within(panel).getByText('LOGIN → authenticating')).toBeTruthy();
    expect(within(panel).getByText('LOGOUT → loggingOut')).toBeTruthy();
  }, 30_000);

  it('tells what a picked transition does, under which guard', async () => {
    await renderStudio('/machines/session');
    await diagram();
    await userEvent.click(screen.getByRole('button', { name: 'RENEW [isRenewable]' }));
    const panel = screen.getByRole('region', { name: 'Valgt overgang' });
    expect(within(panel).getByText('A data API call answered 401: renew the tokens once.')).toBeTruthy();
    expect(within(panel).getByText('loggedIn.active', { exact: false })).toBeTruthy();
    expect(within(panel).getByText('isRenewable', { exact: false })).toBeTruthy();
  }, 30_000);

  it('follows a running session live, as it moves', async () => {
    const live = createLiveMachines();
    // The legacy API never answers, so the login stays where the studio can see it.
    const waiting = sessionMachine.provide({
      actors: {
        exchange: fromPromise<Outcome<SessionGrant>>(async () => ({ ok: false, reason: 'rejected' })),
        loginLegacy: fromPromise<LegacyLogin, Credentials>(() => new Promise(() => undefined)),
      },
    });
    const session = createActor(waiting, { inspect: live.inspect }).start();
    await renderStudio('/machines/session?modus=live', live);
    await diagram();
    await waitFor(() => expect(current()).toBe('loggedOut'));
    expect(stateBox('session.loggedOut').getAttribute('data-active')).toBe('true');
    session.send({ type: 'LOGIN', credentials: { username: 'teknisk', password: 'x' } });
    await waitFor(() => expect(current()).toBe('authenticating.legacy'));
    expect(stateBox('session.authenticating.legacy').getAttribute('data-active')).toBe('true');
    expect(stateBox('session.loggedOut').getAttribute('data-active')).toBeNull();
    session.stop();
    expect(await screen.findByText(/Ingen maskin av typen «Økt» kjører i denne fanen nå/)).toBeTruthy();
  }, 30_000);

  it('says so when no machine has the id in the address', async () => {
    await renderStudio('/machines/finnes-ikke');
    expect(screen.getByText(/Det finnes ingen tilstandsmaskin som heter «finnes-ikke»/)).toBeTruthy();
  });
});
