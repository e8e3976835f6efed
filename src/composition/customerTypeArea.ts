import type { Container } from 'inversify';
import { httpCustomerTypes } from '../adapters/http/legacy/httpCustomerTypes';
import { bindSingleton, resolve } from './container';
import { customerTypeConfirmWith } from './customerTypes';
import { useContainer } from './injection';
import { TOKENS, type Token } from './tokens';

/**
 * The customer-type confirmation's wiring (composition per area): loaded with the /confirm-customer/
 * pages, so the adapter stays out of the dashboard's download. A container that already has a port (a
 * test's fake) keeps it.
 */
export function bindCustomerTypeArea(container: Container): void {
  if (!container.isBound(TOKENS.CustomerTypes)) {
    bindSingleton(container, TOKENS.CustomerTypes, () => httpCustomerTypes(resolve(container, TOKENS.ApiClients).legacy));
  }
  if (!container.isBound(TOKENS.CustomerTypeConfirm)) {
    const refreshAll = () => void resolve(container, TOKENS.QueryClient).invalidateQueries();
    bindSingleton(container, TOKENS.CustomerTypeConfirm, () => customerTypeConfirmWith(resolve(container, TOKENS.CustomerTypes), refreshAll));
  }
}

/** One of the area's services, bound on first use. */
export function useCustomerTypeService<T>(token: Token<T>): T {
  const container = useContainer();
  bindCustomerTypeArea(container);
  return resolve(container, token);
}
