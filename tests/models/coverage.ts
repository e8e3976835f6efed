import type { MachineEntry } from '../../src/application/machines/machineEntry';
import { stateNodesOf, transitionsOf, transitionId } from '../../src/application/machines/statechart';
import type { Replay } from './replayPath';

export interface Gap {
  readonly id: string;
  /** The written reason it may stay unreached; null when there is none. */
  readonly waiver: string | null;
}

export interface Coverage {
  readonly machineId: string;
  readonly paths: number;
  readonly states: { readonly total: number; readonly unreached: readonly Gap[] };
  readonly transitions: { readonly total: number; readonly unreached: readonly Gap[] };
  /** Waivers for what the paths do reach, or for ids the machine does not have: they no longer say anything true. */
  readonly staleWaivers: readonly string[];
}

/** What the replayed paths reached of a machine, against everything it defines, with the entry's waivers. */
export function coverageOf(entry: MachineEntry, replays: readonly Replay[]): Coverage {
  const reachedStates = new Set(replays.flatMap((replay) => [...replay.reachedStateIds]));
  const takenTransitions = new Set(replays.flatMap((replay) => [...replay.takenTransitionIds]));
  const stateIds = stateNodesOf(entry.machine).map((node) => node.id);
  const transitionIds = transitionsOf(entry.machine).map(transitionId);
  const stateWaivers = entry.waivers.states ?? {};
  const transitionWaivers = entry.waivers.transitions ?? {};
  const gaps = (ids: string[], reached: Set<string>, waivers: Readonly<Record<string, string>>) =>
    ids.filter((id) => !reached.has(id)).map((id) => ({ id, waiver: waivers[id] ?? null }));
  const stale = (ids: string[], reached: Set<string>, waivers: Readonly<Record<string, string>>) =>
    Object.keys(waivers).filter((id) => reached.has(id) || !ids.includes(id));
  return {
    machineId: entry.id,
    paths: replays.length,
    states: { total: stateIds.length, unreached: gaps(stateIds, reachedStates, stateWaivers) },
    transitions: { total: transitionIds.length, unreached: gaps(transitionIds, takenTransitions, transitionWaivers) },
    staleWaivers: [...stale(stateIds, reachedStates, stateWaivers), ...stale(transitionIds, takenTransitions, transitionWaivers)],
  };
}

/** What no test reaches, listed for a developer; unwaived gaps fail the check. */
export function coverageReport(coverage: Coverage): string {
  const { states, transitions } = coverage;
  const line = (kind: string, { total, unreached }: Coverage['states']) => `${kind}: ${total - unreached.length}/${total} reached`;
  const gap = (kind: string) => (g: Gap) => `  - ${kind} ${g.id}${g.waiver ? ` (waived: ${g.waiver})` : ' (NO WAIVER)'}`;
  return [
    `Machine ${coverage.machineId}: ${coverage.paths} generated paths replayed`,
    `  ${line('states', states)}, ${line('transitions', transitions)}`,
    ...states.unreached.map(gap('state')),
    ...transitions.unreached.map(gap('transition')),
    ...coverage.staleWaivers.map((id) => `  - stale waiver ${id}: reached, or not in the machine`),
  ].join('\n');
}
