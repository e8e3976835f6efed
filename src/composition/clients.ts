import type { Container } from 'inversify';
import type { ClientPagePort } from '../application/ports/clientPage.port';
import { httpClientPage } from '../adapters/http/service/httpClientPage';
import { bindSingleton, resolve } from './container';
import { useContainer } from './injection';
import { TOKENS } from './tokens';

/** The client page's wiring, loaded with its chunk; a container that already has the port (a test's fake) keeps it. */
export function bindClientArea(container: Container): void {
  if (container.isBound(TOKENS.ClientPage)) return;
  bindSingleton(container, TOKENS.ClientPage, () => httpClientPage(resolve(container, TOKENS.ApiClients).service));
}

/** The area's port, bound on first use. */
export function useClientPage(): ClientPagePort {
  const container = useContainer();
  bindClientArea(container);
  return resolve(container, TOKENS.ClientPage);
}
