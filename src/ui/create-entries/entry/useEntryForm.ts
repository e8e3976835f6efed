import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { entryFormMachine } from '../../../application/entryForm/entryFormMachine';
import type { EntryFormPort } from '../../../application/ports/entryForm.port';
import { entryFormActors } from '../../../composition/entryForm';
import { useInjection } from '../../../composition/injection';
import { TOKENS } from '../../../composition/tokens';
import type { IsoDate } from '../../../domain/dates/isoDate';

/**
 * Runs the entry-form machine for one page visit. The actor lives as long as the page, so every typed value
 * survives the session expiring (the login dialog opens over the page) and the move from /entry to
 * /entry/{entryId} once the entry is created; the studio's live mode lists it while it runs.
 */
export function useEntryForm(clientId: number, entryId: number | null, today: IsoDate, port: EntryFormPort) {
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      entryFormMachine.provide({
        actors: entryFormActors(port, {
          refreshAll: () => void queryClient.invalidateQueries(),
          staleAll: () => void queryClient.invalidateQueries({ refetchType: 'none' }),
        }),
      }),
    [port, queryClient],
  );
  const { inspect } = useInjection(TOKENS.LiveMachines);
  const actor = useActorRef(machine, { input: { clientId, entryId, today }, inspect });
  return {
    actor,
    state: useSelector(actor, (snapshot) => snapshot),
  };
}
