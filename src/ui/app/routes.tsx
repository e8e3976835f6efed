import { Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../login/LoginPage';
import { NotFoundPage } from '../errors/NotFoundPage';
import { RouteErrorPage } from '../errors/RouteErrorPage';

/**
 * The route table of part 1 §2. Until the session exists (issue 6) there is no logged-in profile,
 * so every address leads to the login page, keeping where the officer wanted to go.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <Navigate to="/login?path=%2Fdashboard" replace /> },
      { path: 'login', element: <LoginPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
