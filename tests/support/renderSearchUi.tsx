/** Renders the search launcher (top bar) and /search/ inside a memory router, with in-memory search and preferences. */
import { render } from '@testing-library/react';
import { Container } from 'inversify';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { createQueryClient } from '../../src/composition/queryClient';
import { TOKENS } from '../../src/composition/tokens';
import { AppProviders } from '../../src/ui/app/AppProviders';
import { SearchLauncher } from '../../src/ui/search/SearchLauncher';
import { SearchPage } from '../../src/ui/search/SearchPage';
import { createToastStore } from '../../src/adapters/notifier/toastStore';
import { fakePreferences } from './fakePreferences';
import { fakeSearch, sampleRegister } from './fakeSearch';

/** Stands in for the pages search results lead to, which are not built yet. */
function Destination() {
  const location = useLocation();
  return <p>Side: {location.pathname}</p>;
}

export function renderSearchUi(initialEntry = '/dashboard', preferences = fakePreferences()) {
  const search = fakeSearch(sampleRegister());
  const container = new Container();
  container.bind(TOKENS.Search).toConstantValue(search);
  container.bind(TOKENS.Preferences).toConstantValue(preferences);
  container.bind(TOKENS.Toasts).toConstantValue(createToastStore());
  container.bind(TOKENS.QueryClient).toConstantValue(createQueryClient());
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <SearchLauncher />
            <Outlet />
          </>
        ),
        children: [
          { path: 'search', element: <SearchPage /> },
          { path: '*', element: <Destination /> },
        ],
      },
    ],
    { initialEntries: [initialEntry] },
  );
  render(
    <AppProviders container={container}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, search, preferences };
}
