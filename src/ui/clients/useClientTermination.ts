import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useEffect, useMemo } from 'react';
import { clientTerminationMachine } from '../../application/clients/clientTerminationMachine';
import type { ClientPagePort } from '../../application/ports/clientPage.port';
import { clientTerminationActors } from '../../composition/clients';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { toIsoDate } from '../../domain/dates/isoDate';
import type { ClientTerminationStatus } from '../../domain/termination/terminationStatus';

export type ClientTerminationActor = ActorRefFrom<typeof clientTerminationMachine>;

/**
 * Runs the termination machine for one client: feeds it the status and the company register's word each time
 * they arrive. The actor lives as long as the org tab, so the studio's live mode lists it while it is open.
 */
export function useClientTermination(clientId: number, port: ClientPagePort, status: ClientTerminationStatus | null | undefined, isBankrupt: boolean | undefined) {
  const queryClient = useQueryClient();
  const machine = useMemo(
    () => clientTerminationMachine.provide({ actors: clientTerminationActors(port, () => void queryClient.invalidateQueries()) }),
    [port, queryClient],
  );
  const { inspect } = useInjection(TOKENS.LiveMachines);
  const actor = useActorRef(machine, { input: { clientId, today: toIsoDate(new Date()) }, inspect });
  useEffect(() => {
    if (status && isBankrupt !== undefined) actor.send({ type: 'LOADED', status, isBankrupt });
  }, [actor, status, isBankrupt]);
  return {
    actor,
    state: useSelector(actor, (snapshot) => snapshot.value),
    context: useSelector(actor, (snapshot) => snapshot.context),
  };
}
