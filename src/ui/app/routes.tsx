import { Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../login/LoginPage';
import { RouteErrorPage } from '../errors/RouteErrorPage';
import { RequireSession } from '../session/RequireSession';
import { PageLoading } from './PageLoading';

/**
 * The route table of part 1 §2 and part 2 §2.1, as far as it is built. Only the login page is in the
 * first download; the signed-in shell and each page area load when first visited.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      { path: 'login', element: <LoginPage /> },
      {
        element: <RequireSession />,
        children: [
          {
            lazy: async () => ({ Component: (await import('../shell/AppShell')).AppShell }),
            children: [
              { path: 'dashboard', lazy: async () => ({ Component: (await import('../dashboard/DashboardPage')).DashboardPage }) },
              // The machine studio loads ELK only with its first diagram, in a chunk of its own.
              { path: 'machines', lazy: async () => ({ Component: (await import('../machines/studioPages')).MachinesPage }) },
              {
                path: 'machines/:machineId',
                lazy: async () => ({ Component: (await import('../machines/studioPages')).MachineStudioPage }),
              },
              { path: '*', lazy: async () => ({ Component: (await import('../errors/NotFoundPage')).NotFoundPage }) },
            ],
          },
        ],
      },
    ],
  },
];
