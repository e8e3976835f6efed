import { appConfigFromEnvironment } from '../adapters/config/viteAppConfig';
import { createContainer } from './container';

/** The container of the running SPA: APIs from the build's environment, or this origin. */
export function createAppContainer() {
  return createContainer(appConfigFromEnvironment(import.meta.env, window.location.origin));
}
