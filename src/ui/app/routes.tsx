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
              // The machine studio brings ELK with it: loaded only when an officer opens it.
              { path: 'machines', lazy: async () => ({ Component: (await import('../machines/MachinesPage')).MachinesPage }) },
              {
                path: 'machines/:machineId',
                lazy: async () => ({ Component: (await import('../machines/MachineStudioPage')).MachineStudioPage }),
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];
