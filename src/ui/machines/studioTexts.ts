import type { StateKind } from '../../application/machines/statechart';

/** What each kind of state is called in the studio. */
export const STATE_KIND: Record<StateKind, string> = {
  atomic: 'enkel tilstand',
  compound: 'sammensatt tilstand',
  parallel: 'parallell tilstand',
  final: 'sluttilstand',
  history: 'historikktilstand',
};

/** A state by its path inside the machine: `loggedIn.active` rather than `session.loggedIn.active`. */
export function statePath(stateId: string, machineId: string): string {
  return stateId === machineId ? machineId : stateId.slice(machineId.length + 1);
}

/** The innermost active states, by path: where the machine stands, in words. */
export function currentStates(activeStateIds: readonly string[], machineId: string): string {
  const leaves = activeStateIds.filter((id) => !activeStateIds.some((other) => other.startsWith(`${id}.`)));
  return leaves.map((id) => statePath(id, machineId)).join(', ');
}
