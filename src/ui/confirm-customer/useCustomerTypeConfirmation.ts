import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { customerTypeConfirmationMachine } from '../../application/customerTypes/customerTypeConfirmationMachine';
import type { UnconfirmedCustomerPage } from '../../application/ports/customerTypes.port';
import { useCustomerTypeService } from '../../composition/customerTypeArea';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';

/**
 * Runs the customer-type confirmation machine for one client: feeds it each page as it arrives and
 * shows its failures as toasts. The actor lives as long as the page, so paging keeps the ticks.
 */
export function useCustomerTypeConfirmation(clientId: number, page: UnconfirmedCustomerPage | undefined) {
  const confirm = useCustomerTypeService(TOKENS.CustomerTypeConfirm);
  const toasts = useInjection(TOKENS.Toasts);
  const machine = useMemo(() => customerTypeConfirmationMachine.provide({ actors: { confirm } }), [confirm]);
  const { inspect } = useInjection(TOKENS.LiveMachines);
  const actor = useActorRef(machine, { input: { clientId }, inspect });
  useEffect(() => {
    const subscription = actor.on('confirmFailed', (event) => toasts.notify({ severity: 'error', message: event.message }));
    return () => subscription.unsubscribe();
  }, [actor, toasts]);
  useEffect(() => {
    if (page) actor.send({ type: 'LOADED', pageIds: page.customers.map((c) => c.customerId), totalCount: page.totalCount });
  }, [actor, page]);
  return {
    actor,
    selection: useSelector(actor, (snapshot) => snapshot.context.selection),
    treatment: useSelector(actor, (snapshot) => snapshot.context.treatment),
    alert: useSelector(actor, (snapshot) => snapshot.context.alert),
    lastConfirmed: useSelector(actor, (snapshot) => snapshot.context.lastConfirmed),
    canConfirm: useSelector(actor, (snapshot) => snapshot.can({ type: 'CONFIRM' })),
    confirming: useSelector(actor, (snapshot) => snapshot.matches('confirming')),
  };
}
