import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { productionApprovalMachine } from '../../application/debtCollection/bundleApprovalMachine';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import type { RowId, SelectionModel } from '../../domain/selection/selectionModel';

/**
 * Runs the approval machine (as productionApproval) over the pending productions: feeds it each fresh
 * read with the entries that need the re-produce choice, and once every entry on the page is handled
 * starts the page again on what the server still has (`onAllHandled`).
 */
export function useProductionApproval(model: SelectionModel | null, readyCount: number, choiceRows: readonly RowId[], onAllHandled: () => void) {
  const decide = useInjection(TOKENS.ProductionDecision);
  const machine = useMemo(() => productionApprovalMachine.provide({ actors: { decide } }), [decide]);
  const { inspect } = useInjection(TOKENS.LiveMachines);
  const actor = useActorRef(machine, { input: { kind: 'productions', bundleId: 0 }, inspect });
  useEffect(() => {
    if (model) actor.send({ type: 'LOADED', model, readyCount, choiceRows });
  }, [actor, model, readyCount, choiceRows]);
  const done = useSelector(actor, (snapshot) => snapshot.status === 'done');
  useEffect(() => {
    if (done) onAllHandled();
  }, [done, onAllHandled]);
  return {
    actor,
    model: useSelector(actor, (snapshot) => snapshot.context.model),
    selection: useSelector(actor, (snapshot) => snapshot.context.selection),
    alert: useSelector(actor, (snapshot) => snapshot.context.alert),
    canDecide: useSelector(actor, (snapshot) => snapshot.can({ type: 'APPROVE' })),
    // The state exists only in production's machine, so its name is not among the shared machine's types.
    choosing: useSelector(actor, (snapshot) => (snapshot.value as string) === 'choosingReproduce'),
    chosen: useSelector(actor, (snapshot) => snapshot.context.chosen),
  };
}
