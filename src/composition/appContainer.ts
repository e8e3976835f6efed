import { browserHoldsSession } from '../adapters/browser/signedInHint';
import { appConfigFromEnvironment } from '../adapters/config/viteAppConfig';
import { bindOncePerContainer } from './bindOncePerContainer';
import type { Container } from 'inversify';
import { waitFor } from 'xstate';
import { createContainer, resolve } from './container';
import { TOKENS } from './tokens';

/** The container of the running SPA: APIs from the build's environment, or this origin. */
export function createAppContainer() {
  return createContainer(appConfigFromEnvironment(import.meta.env, window.location.origin));
}

/** Fetches and binds the signed-in services (signedInServices.ts) once per container, again after a failed download; the shell waits for it. */
export const loadSignedInServices = bindOncePerContainer((container) =>
  import('./signedInServices').then(({ bindSignedInServices }) => bindSignedInServices(container)),
);

/**
 * The tab opens: the browser's session cookie is exchanged for the tab's tokens at once, rather than when
 * the first guarded route renders; and when the browser seems to hold a session, the signed-in services
 * download alongside that exchange. After it, on a reload or a new tab, they were the link between the
 * session's answer and the page's first read. Without a session (the login page) nothing more is downloaded.
 */
export function startRestoringSession(container: Container, cookies?: string): void {
  resolve(container, TOKENS.Session);
  // A failed download is tried again by whoever needs the services next (bindOncePerContainer).
  if (browserHoldsSession(cookies)) loadSignedInServices(container).catch(() => undefined);
}

/** Runs `start` once the session is signed in (a stored one restored, or after a login) and the signed-in services are bound. */
export function whenSignedIn(container: Container, start: (container: Container) => void): void {
  void waitFor(resolve(container, TOKENS.Session), (session) => !session.matches('restoring') && !session.matches('authenticating'))
    .then(async (session) => {
      if (!session.matches('loggedIn')) return;
      await loadSignedInServices(container);
      start(container);
    })
    .catch(() => undefined);
}
