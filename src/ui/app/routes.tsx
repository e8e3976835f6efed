import { Navigate, type RouteObject } from 'react-router';
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
              // Each page loads when first opened, so the login route stays small (part 1 §9 bench limits).
              { path: 'dashboard', lazy: () => import('../dashboard/DashboardPage').then((m) => ({ Component: m.DashboardPage })) },
              { path: 'changelog', lazy: () => import('../changelog/ChangelogPage').then((m) => ({ Component: m.ChangelogPage })) },
              { path: 'support', lazy: () => import('../support/SupportPage').then((m) => ({ Component: m.SupportPage })) },
              { path: 'widgets', lazy: () => import('../widgets/WidgetsPage').then((m) => ({ Component: m.WidgetsPage })) },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];
