import type { Container } from 'inversify';
import type { Params } from 'react-router';
import { bindClientArea } from '../../composition/clients';
import { resolve } from '../../composition/container';
import { TOKENS } from '../../composition/tokens';
import { clientTabOf } from '../../domain/client/clientPageTexts';
import { numberParam } from '../common/params';
import { startRead } from '../serverState/useServerRead';

/** The client page, loaded on first visit (one chunk, lazily, from the route table). */
export { ClientPage } from './ClientPage';

/**
 * Starts the client page's first reads from its route, before the shell and the page have rendered: the
 * client, and on the default tab its notes as ClientNotesTab first asks for them (no search term).
 */
export function startReads(container: Container, params: Params, search: URLSearchParams): void {
  const clientId = numberParam(params.clientId);
  if (clientId === null) return;
  bindClientArea(container);
  const port = resolve(container, TOKENS.ClientPage);
  const queryClient = resolve(container, TOKENS.QueryClient);
  startRead(queryClient, port.client(clientId));
  if (clientTabOf(search.get('tab')) === 'notes') startRead(queryClient, port.notes(clientId, ''));
}
