import type { Container } from 'inversify';
import { appConfigFromEnvironment } from '../adapters/config/viteAppConfig';
import { createContainer } from './container';

/** The container of the running SPA: APIs from the build's environment, or this origin. */
export function createAppContainer() {
  return createContainer(appConfigFromEnvironment(import.meta.env, window.location.origin));
}

const signedIn = new WeakMap<Container, Promise<void>>();

/** Fetches and binds the signed-in services (signedInServices.ts) once per container; the shell waits for it. */
export function loadSignedInServices(container: Container): Promise<void> {
  let loading = signedIn.get(container);
  if (!loading) {
    loading = import('./signedInServices').then(({ bindSignedInServices }) => bindSignedInServices(container));
    signedIn.set(container, loading);
  }
  return loading;
}
