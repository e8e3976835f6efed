import type { Container } from 'inversify';
import type { Params } from 'react-router';
import { bindClientArea } from '../../composition/clients';
import { resolve } from '../../composition/container';
import { TOKENS } from '../../composition/tokens';
import { clientTabOf } from '../../domain/client/clientPageTexts';
import { numberParam } from '../common/params';
import { holdShellReads } from '../serverState/shellReadsGate';
import { startReadSettled } from '../serverState/useServerRead';

/**
 * Starts the client page's first reads from its route, before the shell and the page have rendered: the
 * client, and on the default tab its notes as ClientNotesTab first asks for them (no search term). The
 * shell's own reads wait for them (shellReadsGate). A chunk of its own, without the page's components, so
 * the reads leave before those are evaluated.
 */
export function startReads(container: Container, params: Params, search: URLSearchParams): void {
  const clientId = numberParam(params.clientId);
  if (clientId === null) return;
  bindClientArea(container);
  const port = resolve(container, TOKENS.ClientPage);
  const queryClient = resolve(container, TOKENS.QueryClient);
  const reads = [startReadSettled(queryClient, port.client(clientId))];
  if (clientTabOf(search.get('tab')) === 'notes') reads.push(startReadSettled(queryClient, port.notes(clientId, '')));
  holdShellReads(queryClient, Promise.all(reads));
}
