import { initialTransition, transition, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { getAdjacencyMap, getShortestPaths, serializeSnapshot, type AdjacencyMap, type StatePath } from 'xstate/graph';
import { eventChoices } from '../../src/application/machines/eventChoices';
import type { MachineEntry } from '../../src/application/machines/machineEntry';

type Path = StatePath<AnyMachineSnapshot, EventObject>;

export interface ModelPath {
  readonly kind: 'shortest' | 'simple';
  readonly path: Path;
}

/** How many simple paths to keep per state: the first ones found breadth-first, so the shortest. */
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
  const graph = getAdjacencyMap(machine, { events: choices, serializeState, input });
  const [initial] = initialTransition(machine, input);
  const simple = simplePaths(graph, serializeState, serializeState(initial), SIMPLE_PATHS_PER_STATE);

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

/**
 * Simple paths over xstate/graph's adjacency map, breadth-first, keeping `perState` per state and
 * going on only from a state that has not had its share: all simple paths multiply beyond any test
 * run with the ways between two states, while this stays within `perState` times the transitions.
 */
function simplePaths(
  graph: AdjacencyMap<AnyMachineSnapshot, EventObject>,
  serializeState: (snapshot: AnyMachineSnapshot) => string,
  initialKey: string,
  perState: number,
): Path[] {
  type Partial = { readonly keys: readonly string[]; readonly path: Path };
  const start = graph[initialKey as keyof typeof graph]!.state;
  const kept = new Map<string, number>();
  const found: Path[] = [];
  const queue: Partial[] = [{ keys: [initialKey], path: { state: start, steps: [{ event: { type: 'xstate.init' }, state: start }], weight: 0 } }];
  while (queue.length > 0) {
    const { keys, path } = queue.shift()!;
    const key = keys.at(-1)!;
    if ((kept.get(key) ?? 0) >= perState) continue;
    kept.set(key, (kept.get(key) ?? 0) + 1);
    if (keys.length > 1) found.push(path);
    const next = new Set<string>();
    for (const { event, state } of Object.values(graph[key as keyof typeof graph]!.transitions)) {
      const nextKey = serializeState(state);
      // One way to each next state is enough here: the shortest paths take the others.
      if (keys.includes(nextKey) || next.has(nextKey)) continue;
      next.add(nextKey);
      queue.push({ keys: [...keys, nextKey], path: { state, steps: [...path.steps, { event, state }], weight: path.weight + 1 } });
    }
  }
  return found;
}

/** A path in words, for a failing test: the events it sends. */
export function describePath({ kind, path }: ModelPath): string {
  return `${kind}: ${path.steps.map((step) => step.event.type).join(' → ')}`;
}
