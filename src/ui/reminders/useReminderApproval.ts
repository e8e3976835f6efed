import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { reminderApprovalMachine } from '../../application/debtCollection/bundleApprovalMachine';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import type { SelectionModel } from '../../domain/selection/selectionModel';
import { REMINDERS_PATH } from './paths';

/**
 * Runs the approval machine (as reminderApproval) for one pending reminder bundle: feeds it each
 * fresh read and, once every pending reminder is handled, goes where the server's remaining count
 * says: to /reminders when none is left, else the bundle is read again (`onPendingLeft`).
 */
export function useReminderApproval(bundleId: number, model: SelectionModel | null, readyCount: number, onPendingLeft: () => void) {
  const decide = useInjection(TOKENS.ReminderDecision);
  const machine = useMemo(() => reminderApprovalMachine.provide({ actors: { decide } }), [decide]);
  const { inspect } = useInjection(TOKENS.LiveMachines);
  const actor = useActorRef(machine, { input: { kind: 'reminders', bundleId }, inspect });
  const navigate = useNavigate();
  useEffect(() => {
    if (model) actor.send({ type: 'LOADED', model, readyCount });
  }, [actor, model, readyCount]);
  const destination = useSelector(actor, (snapshot) => (snapshot.status === 'done' ? snapshot.context.destination : null));
  useEffect(() => {
    if (destination?.kind === 'overview') void navigate(REMINDERS_PATH);
    if (destination?.kind === 'pendingBundle') onPendingLeft();
  }, [destination, navigate, onPendingLeft]);
  return {
    actor,
    model: useSelector(actor, (snapshot) => snapshot.context.model),
    selection: useSelector(actor, (snapshot) => snapshot.context.selection),
    alert: useSelector(actor, (snapshot) => snapshot.context.alert),
    canDecide: useSelector(actor, (snapshot) => snapshot.can({ type: 'APPROVE' })),
    deciding: useSelector(actor, (snapshot) => snapshot.matches('deciding')),
  };
}
