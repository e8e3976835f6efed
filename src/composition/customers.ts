import type { Container } from 'inversify';
import type { CustomerPagesPort } from '../application/ports/customerPages.port';
import { httpCustomerPages } from '../adapters/http/service/httpCustomerPages';
import { bindSingleton, resolve } from './container';
import { useContainer } from './injection';
import { TOKENS } from './tokens';

/**
 * The customer and invoice pages' wiring (composition per area): loaded with the area's chunk, so the
 * adapter and its mapper stay out of the shell's download. A container that already has the port (a
 * test's fake) keeps it.
 */
export function bindCustomerArea(container: Container): void {
  if (container.isBound(TOKENS.CustomerPages)) return;
  bindSingleton(container, TOKENS.CustomerPages, () => {
    const apis = resolve(container, TOKENS.ApiClients);
    return httpCustomerPages(apis.service, apis.legacy);
  });
}

/** The area's port, bound on first use. */
export function useCustomerPages(): CustomerPagesPort {
  const container = useContainer();
  bindCustomerArea(container);
  return resolve(container, TOKENS.CustomerPages);
}
