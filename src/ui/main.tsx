import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createAppContainer } from '../composition/appContainer';
import { configureLocale } from '../composition/locale';
import { AppProviders } from './app/AppProviders';
import { routes } from './app/routes';

configureLocale();
const container = createAppContainer();
const router = createBrowserRouter(routes);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <AppProviders container={container}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
