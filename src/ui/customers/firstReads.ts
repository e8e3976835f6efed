import type { Container } from 'inversify';
import type { Params } from 'react-router';
import { resolve } from '../../composition/container';
import { bindCustomerArea } from '../../composition/customers';
import { TOKENS } from '../../composition/tokens';
import { startPageReads } from './pageReads';

/**
 * Starts a page's first reads from its route, before the shell and the page have rendered (see pageReads.ts).
 * A chunk of its own, without the pages' components, so the reads leave before those are evaluated.
 */
export function startReads(page: keyof typeof startPageReads, container: Container, params: Params): void {
  bindCustomerArea(container);
  startPageReads[page](resolve(container, TOKENS.CustomerPages), resolve(container, TOKENS.QueryClient), params);
}
