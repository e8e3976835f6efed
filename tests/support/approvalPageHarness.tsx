import { render } from '@testing-library/react';
import { Container } from 'inversify';
import { afterAll, beforeAll } from 'vitest';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createLiveMachines } from '../../src/application/machines/liveMachines';
import type { DebtCollectionPort } from '../../src/application/ports/debtCollection.port';
import { bundleDecisionWith } from '../../src/composition/debtCollection';
import { createQueryClient } from '../../src/composition/queryClient';
import { TOKENS } from '../../src/composition/tokens';
import { AppProviders } from '../../src/ui/app/AppProviders';
import { createToastStore } from '../../src/adapters/notifier/toastStore';

/**
 * A pending transmission page at `initialEntry`, its bundle approval the real machine over a fake
 * debt-collection port, followed by the tab's live machines; '/debt-collection' is where the page
 * leaves for. `beside` renders next to the page in the same tab, as another part of the screen would.
 */
export function renderApprovalPage(page: ReactElement, { path, initialEntry, port, beside }: { path: string; initialEntry: string; port: DebtCollectionPort; beside?: ReactNode }) {
  const queryClient = createQueryClient();
  const container = new Container();
  const toasts = createToastStore();
  container.bind(TOKENS.Toasts).toConstantValue(toasts);
  container.bind(TOKENS.QueryClient).toConstantValue(queryClient);
  container.bind(TOKENS.LiveMachines).toConstantValue(createLiveMachines());
  container.bind(TOKENS.DebtCollection).toConstantValue(port);
  container.bind(TOKENS.BundleDecision).toConstantValue(bundleDecisionWith(port, () => void queryClient.invalidateQueries(), toasts));
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '/debt-collection', element: <p>Inkasso-oversikten</p> },
    ],
    { initialEntries: [initialEntry] },
  );
  render(
    <AppProviders container={container}>
      <RouterProvider router={router} />
      {beside}
    </AppProviders>,
  );
  return { router };
}

/** jsdom lays nothing out; the pages' virtual tables need their scroll areas to have a size to render rows. */
export function givesElementsASize(pixels = 800): void {
  const sizes = ['clientHeight', 'clientWidth'] as const;
  beforeAll(() => {
    for (const size of sizes) Object.defineProperty(HTMLElement.prototype, size, { configurable: true, get: () => pixels });
  });
  afterAll(() => {
    for (const size of sizes) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[size];
  });
}
