import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createAppContainer, loadSignedInServices, startRestoringSession, whenSignedIn } from '../composition/appContainer';
import { CoreProviders } from './app/CoreProviders';
import { createRoutes } from './app/routes';
import { applyBrandProperties } from './theme/brand';
import './theme/base.css';

applyBrandProperties(document.documentElement);
const container = createAppContainer();
startRestoringSession(container);
const router = createBrowserRouter(
  createRoutes({ loadShellServices: () => loadSignedInServices(container), whenSignedIn: (start) => whenSignedIn(container, start) }),
);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <CoreProviders container={container}>
      <RouterProvider router={router} />
    </CoreProviders>
  </StrictMode>,
);
