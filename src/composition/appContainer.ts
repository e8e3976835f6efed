import { appConfigFromEnvironment } from '../adapters/config/viteAppConfig';
import { bindOncePerContainer } from './bindOncePerContainer';
import { createContainer } from './container';

/** The container of the running SPA: APIs from the build's environment, or this origin. */
export function createAppContainer() {
  return createContainer(appConfigFromEnvironment(import.meta.env, window.location.origin));
}

/** Fetches and binds the signed-in services (signedInServices.ts) once per container, again after a failed download; the shell waits for it. */
export const loadSignedInServices = bindOncePerContainer((container) =>
  import('./signedInServices').then(({ bindSignedInServices }) => bindSignedInServices(container)),
);
