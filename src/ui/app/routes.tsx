import { Navigate, type RouteObject } from 'react-router';
import { DashboardPage } from '../dashboard/DashboardPage';
import { LoginPage } from '../login/LoginPage';
import { NotFoundPage } from '../errors/NotFoundPage';
import { RouteErrorPage } from '../errors/RouteErrorPage';
import { RequireSession } from '../session/RequireSession';
import { AppShell } from '../shell/AppShell';

/** The route table of part 1 §2 and part 2 §2.1, as far as it is built. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      { path: 'login', element: <LoginPage /> },
      {
        element: <RequireSession />,
        children: [
          {
            element: <AppShell />,
            children: [
              { path: 'dashboard', element: <DashboardPage /> },
              { path: 'search', lazy: () => import('../search/SearchPage').then(({ SearchPage }) => ({ Component: SearchPage })) },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];
