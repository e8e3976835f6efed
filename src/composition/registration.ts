import type { Container } from 'inversify';
import { httpRegEntryList } from '../adapters/http/service/httpRegEntryList';
import { bindSingleton, resolve } from './container';
import { useContainer } from './injection';
import { TOKENS, type Token } from './tokens';

/**
 * Registrer faktura's wiring (composition per area): loaded with the /create-entries/ pages. A container
 * that already has the port (a test's fake) keeps it.
 */
export function bindRegistrationArea(container: Container): void {
  if (!container.isBound(TOKENS.RegEntryList)) {
    bindSingleton(container, TOKENS.RegEntryList, () => {
      const clients = resolve(container, TOKENS.ApiClients);
      return httpRegEntryList(clients.service, clients.legacy);
    });
  }
}

/** One of the area's services, bound on first use. */
export function useRegistrationService<T>(token: Token<T>): T {
  const container = useContainer();
  bindRegistrationArea(container);
  return resolve(container, token);
}
