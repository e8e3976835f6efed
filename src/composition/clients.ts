import type { Container } from 'inversify';
import { fromPromise } from 'xstate';
import type { RevokeTerminationInput, SaveTerminationInput } from '../application/clients/clientTerminationMachine';
import type { ClientTerminationStatus } from '../domain/termination/terminationStatus';
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

/**
 * The termination machine's calls on the client page port. A termination is a change, so every cached read is
 * refreshed after it (the banner, the badge, the log), as after any other change (part 2 §7).
 */
export function clientTerminationActors(port: ClientPagePort, refreshAll: () => void) {
  return {
    saveTermination: fromPromise<ClientTerminationStatus, SaveTerminationInput>(async ({ input }) => {
      const saved = await port.saveTermination(input.clientId, { note: input.note, terminationDate: input.terminationDate, endOfServiceDate: input.endOfServiceDate, file: input.file });
      refreshAll();
      return saved;
    }),
    revokeTermination: fromPromise<void, RevokeTerminationInput>(async ({ input }) => {
      await port.revokeTermination(input.clientId, input.comment);
      refreshAll();
    }),
  };
}
