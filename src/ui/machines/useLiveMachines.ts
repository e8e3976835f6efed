import { useSyncExternalStore } from 'react';
import type { LiveMachine } from '../../application/machines/liveMachines';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';

/** The machines running in this tab, kept current as they move. */
export function useLiveMachines(): readonly LiveMachine[] {
  const live = useInjection(TOKENS.LiveMachines);
  return useSyncExternalStore(live.subscribe, live.list);
}
