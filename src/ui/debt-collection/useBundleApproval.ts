import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { bundleApprovalMachine } from '../../application/debtCollection/bundleApprovalMachine';
import type { CollectionKind } from '../../application/ports/debtCollection.port';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import type { SelectionModel } from '../../domain/selection/selectionModel';
import { bundlePath, DEBT_COLLECTION_PATH } from './paths';

/**
 * Runs the bundle-approval machine for one pending transmission: feeds it the data each time it
 * arrives, and leaves the page where the machine says once every ready item is handled. The actor
 * lives as long as the page, so the studio lists it only while the officer is on it. `refresh` reads the
 * transmission again once a decision is answered: the websocket's hint may reach a read already under way
 * from before the decision's commit, and the page must not go on showing the decided items as waiting.
 */
export function useBundleApproval(kind: CollectionKind, bundleId: number, model: SelectionModel | null, readyCount: number, refresh: () => unknown) {
  const decide = useInjection(TOKENS.BundleDecision);
  const machine = useMemo(() => bundleApprovalMachine.provide({ actors: { decide } }), [decide]);
  // The machine studio's live mode follows the approval while the page runs it, as it follows the session.
  const { inspect } = useInjection(TOKENS.LiveMachines);
  const actor = useActorRef(machine, { input: { kind, bundleId }, inspect });
  const navigate = useNavigate();
  useEffect(() => {
    if (model) actor.send({ type: 'LOADED', model, readyCount });
  }, [actor, model, readyCount]);
  const deciding = useSelector(actor, (snapshot) => snapshot.matches('deciding'));
  const wasDeciding = useRef(false);
  useEffect(() => {
    if (wasDeciding.current && !deciding) refresh();
    wasDeciding.current = deciding;
  }, [deciding, refresh]);
  const destination = useSelector(actor, (snapshot) => (snapshot.status === 'done' ? snapshot.context.destination : null));
  useEffect(() => {
    if (destination?.kind === 'overview') void navigate(`${DEBT_COLLECTION_PATH}?tab1=${kind}`);
    if (destination?.kind === 'pendingBundle') void navigate(bundlePath(kind, bundleId, true));
  }, [destination, navigate, kind, bundleId]);
  return {
    actor,
    model: useSelector(actor, (snapshot) => snapshot.context.model),
    selection: useSelector(actor, (snapshot) => snapshot.context.selection),
    alert: useSelector(actor, (snapshot) => snapshot.context.alert),
    canDecide: useSelector(actor, (snapshot) => snapshot.can({ type: 'APPROVE' })),
    deciding,
  };
}
