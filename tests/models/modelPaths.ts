import { transition, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { getShortestPaths, getSimplePaths, serializeSnapshot, type StatePath } from 'xstate/graph';
import { eventChoices } from '../../src/application/machines/eventChoices';
import type { MachineEntry } from '../../src/application/machines/machineEntry';

type Path = StatePath<AnyMachineSnapshot, EventObject>;

export interface ModelPath {
  readonly kind: 'shortest' | 'simple';
  readonly path: Path;
}

/** Simple paths multiply with every way between two states; this many per state, the shortest first, try the different ways in. */
export const SIMPLE_PATHS_PER_STATE = 3;

/**
 * The paths to replay for one machine, from xstate/graph over every choice the registry offers
 * (its sample events, its fake actors' answers, its delays). Two snapshots are the same state of
 * the model when the entry's `modelState` says so (by default: same value and context).
 * - shortest: the shortest path to every state, and from each of those one step further over
 *   every choice the state takes, so every transition is taken on its shortest way;
 * - simple: paths that visit no state twice, a few per state, which reach it the other ways.
 */
export function modelPaths(entry: MachineEntry): ModelPath[] {
  const { machine, input, modelState } = entry;
  const serializeState = modelState ? (snapshot: AnyMachineSnapshot) => JSON.stringify(modelState(snapshot)) : serializeSnapshot;
  const choices = (snapshot: AnyMachineSnapshot) => eventChoices(entry, snapshot).map((choice) => choice.event);

  const toStates = getShortestPaths(machine, { events: choices, serializeState, input });
  const overTransitions = toStates.flatMap((path) =>
    choices(path.state)
      .filter((event) => path.state.can(event))
      .map((event) => oneStepFurther(entry, path, event)),
  );

  /** Between two states one way is enough for the simple paths; the shortest ones take every other. */
  const oneEventPerNextState = (snapshot: AnyMachineSnapshot) => {
    const next = new Set<string>();
    return choices(snapshot).filter((event) => {
      const key = serializeState(transition(machine, snapshot, event)[0]);
      if (next.has(key)) return false;
      next.add(key);
      return true;
    });
  };
  const simple = fewPerState(getSimplePaths(machine, { events: oneEventPerNextState, serializeState, input }), serializeState);

  const seen = new Set<string>();
  return [
    ...[...toStates, ...overTransitions].map((path) => ({ kind: 'shortest' as const, path })),
    ...simple.map((path) => ({ kind: 'simple' as const, path })),
  ].filter(({ path }) => {
    const key = JSON.stringify(path.steps.map((step) => step.event));
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function oneStepFurther(entry: MachineEntry, path: Path, event: EventObject): Path {
  const [state] = transition(entry.machine, path.state, event);
  return { state, steps: [...path.steps, { event, state }], weight: path.weight + 1 };
}

function fewPerState(paths: Path[], serializeState: (snapshot: AnyMachineSnapshot) => string): Path[] {
  const byState = new Map<string, Path[]>();
  for (const path of paths) {
    const key = serializeState(path.state);
    byState.set(key, [...(byState.get(key) ?? []), path]);
  }
  return [...byState.values()].flatMap((group) => group.sort((a, b) => a.steps.length - b.steps.length).slice(0, SIMPLE_PATHS_PER_STATE));
}

/** A path in words, for a failing test: the events it sends. */
export function describePath({ kind, path }: ModelPath): string {
  return `${kind}: ${path.steps.map((step) => step.event.type).join(' → ')}`;
}
