import { render } from '@testing-library/react';
import { Container } from 'inversify';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ChangelogPort } from '../../src/application/ports/changelog.port';
import type { ServerRead } from '../../src/application/ports/serverRead.port';
import type { ChangelogEntry } from '../../src/domain/changelog/changelog';
import { createQueryClient } from '../../src/composition/queryClient';
import { TOKENS, type Token } from '../../src/composition/tokens';
import { AppProviders } from '../../src/ui/app/AppProviders';
import { signedOutSession } from './signedInSession';
import { createToastStore } from '../../src/adapters/notifier/toastStore';

/** A read that answers from a function, so a test can change what the "server" holds between reads. */
export function readOf<T>(api: ServerRead<T>['api'], path: string, answer: () => T | Promise<T>, params?: Record<string, unknown>): ServerRead<T> {
  return { api, path, ...(params ? { params } : {}), fetch: async () => answer() };
}

export function fakeChangelog(entries: () => readonly ChangelogEntry[]): ChangelogPort {
  return { entries: () => readOf('data', 'changelog', entries) };
}

export interface Binding<T> {
  readonly token: Token<T>;
  readonly value: T;
}

export const bind = <T,>(token: Token<T>, value: T): Binding<T> => ({ token, value });

/**
 * Renders one page inside the app's providers, with a container holding the toasts, a fresh query
 * cache and the given fakes, at `initialEntry`; the router tells where links and tabs took it.
 */
export function renderPage(page: ReactElement, { path, initialEntry = path, bindings }: { path: string; initialEntry?: string; bindings: readonly Binding<unknown>[] }) {
  const container = new Container();
  const toasts = createToastStore();
  container.bind(TOKENS.Toasts).toConstantValue(toasts);
  const queryClient = createQueryClient();
  container.bind(TOKENS.QueryClient).toConstantValue(queryClient);
  for (const { token, value } of bindings) container.bind(token).toConstantValue(value);
  // Pages ask the session what the officer may use; a test that does not say is a signed-out one.
  if (!container.isBound(TOKENS.Session)) container.bind(TOKENS.Session).toConstantValue(signedOutSession());
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <p>En annen side</p> },
    ],
    { initialEntries: [initialEntry] },
  );
  render(
    <AppProviders container={container}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  // The query client too, for tests that refresh what the page has read (as a websocket hint would).
  return { toasts, location: () => router.state.location, queryClient };
}
