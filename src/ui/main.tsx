import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createAppContainer } from '../composition/appContainer';
import { CoreProviders } from './app/CoreProviders';
import { routes } from './app/routes';

const container = createAppContainer();
const router = createBrowserRouter(routes);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <CoreProviders container={container}>
      <RouterProvider router={router} />
    </CoreProviders>
  </StrictMode>,
);
