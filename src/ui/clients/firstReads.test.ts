import { QueryClient } from '@tanstack/react-query';
import { Container } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import type { ClientPagePort } from '../../application/ports/clientPage.port';
import { readKey } from '../../application/serverState/readKeys';
import { TOKENS } from '../../composition/tokens';
import { shellReadsOpen } from '../serverState/shellReadsGate';
import { startReads } from './firstReads';

/** Only the two reads the route starts; anything else asked of it fails the test. */
const port = {
  client: (clientId: number) => ({ api: 'service', path: `clients/${clientId}`, fetch: async () => ({ id: clientId }) }),
  notes: (clientId: number, search: string) => ({ api: 'service', path: `notes/clients/${clientId}`, params: { search }, fetch: async () => [] }),
} as unknown as ClientPagePort;

function signedIn(pagePort: ClientPagePort = port): { container: Container; queryClient: QueryClient } {
  const container = new Container();
  const queryClient = new QueryClient();
  container.bind(TOKENS.ClientPage).toConstantValue(pagePort);
  container.bind(TOKENS.QueryClient).toConstantValue(queryClient);
  return { container, queryClient };
}

async function keysRead(queryClient: QueryClient): Promise<string[]> {
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return queryClient
    .getQueryCache()
    .getAll()
    .map((query) => JSON.stringify(query.queryKey))
    .sort();
}

describe("the client page's first reads, started from the route", () => {
  it('on the default tab: the client and its notes, under the keys the page asks for', async () => {
    const { container, queryClient } = signedIn();
    startReads(container, { clientId: '1003' }, new URLSearchParams());
    expect(await keysRead(queryClient)).toEqual(
      [JSON.stringify(readKey(port.client(1003))), JSON.stringify(readKey(port.notes(1003, '')))].sort(),
    );
  });

  it('on another tab only the client, and nothing for an address that is not a client', async () => {
    const { container, queryClient } = signedIn();
    startReads(container, { clientId: 'abc' }, new URLSearchParams());
    expect(await keysRead(queryClient)).toEqual([]);
    startReads(container, { clientId: '1003' }, new URLSearchParams('tab=org'));
    expect(await keysRead(queryClient)).toEqual([JSON.stringify(readKey(port.client(1003)))]);
  });

  it("holds the shell's own reads until the client and its notes have answered", async () => {
    let answerNotes!: () => void;
    const notesAnswered = new Promise<void>((resolve) => (answerNotes = resolve));
    const slowNotes = { ...port, notes: (clientId: number, search: string) => ({ ...port.notes(clientId, search), fetch: () => notesAnswered.then(() => []) }) };
    const { container, queryClient } = signedIn(slowNotes as ClientPagePort);
    startReads(container, { clientId: '1003' }, new URLSearchParams());
    let open = false;
    void shellReadsOpen(queryClient).then(() => (open = true));
    await vi.waitFor(() => expect(queryClient.getQueryData(readKey(port.client(1003)))).toEqual({ id: 1003 }));
    expect(open).toBe(false);
    answerNotes();
    await vi.waitFor(() => expect(open).toBe(true));
  });
});
