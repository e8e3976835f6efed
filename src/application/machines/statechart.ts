import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

/** A state of a machine as a diagram shows it. */
export interface ChartState {
  /** The state node's id, e.g. `session.loggedIn.active`. */
  readonly id: string;
  readonly key: string;
  readonly kind: StateKind;
  readonly description: string | null;
  readonly parentId: string | null;
  /** The child a compound state starts in. */
  readonly initialId: string | null;
  readonly childIds: readonly string[];
  readonly entry: readonly string[];
  readonly exit: readonly string[];
  /** The actors it runs while active, by `src`. */
  readonly invokes: readonly string[];
}

/** A transition as a diagram shows it: what triggers it, under which guard, doing what. */
export interface ChartTransition {
  /** `<source id>/<trigger>/<position among the source's transitions on that trigger>`. */
  readonly id: string;
  readonly sourceId: string;
  /** Empty when the transition stays where it is (it only runs its actions). */
  readonly targetIds: readonly string[];
  readonly eventType: string;
  /** The trigger in words: the event, `<actor>.done`, `<actor>.error`, `after <delay>` or `always`. */
  readonly trigger: string;
  readonly guard: string | null;
  readonly actions: readonly string[];
  readonly description: string | null;
}

export interface Statechart {
  readonly machineId: string;
  readonly description: string | null;
  /** Every state in document order, the root first. */
  readonly states: readonly ChartState[];
  readonly transitions: readonly ChartTransition[];
}

const DONE_ACTOR = 'xstate.done.actor.';
const ERROR_ACTOR = 'xstate.error.actor.';
const SNAPSHOT_ACTOR = 'xstate.snapshot.';
const DONE_STATE = 'xstate.done.state.';
const AFTER = 'xstate.after.';

/** XState names an inline actor's src itself (`xstate.invoke.<id>`); the type still allows the logic. */
function srcName(src: unknown): string {
  return typeof src === 'string' ? src : 'inline';
}

/** The `src` of the actor a state invokes under the given invoke id. */
export function actorSrc(node: AnyStateNode, invokeId: string): string {
  const invoke = node.invoke.find((candidate) => candidate.id === invokeId);
  return invoke ? srcName(invoke.src) : invokeId;
}

/** The trigger of a transition in words an analyst can read. */
export function triggerOf(transition: AnyTransitionDefinition): string {
  const { eventType, source } = transition;
  if (eventType === '') return 'always';
  if (eventType.startsWith(DONE_ACTOR)) return `${actorSrc(source, eventType.slice(DONE_ACTOR.length))}.done`;
  if (eventType.startsWith(ERROR_ACTOR)) return `${actorSrc(source, eventType.slice(ERROR_ACTOR.length))}.error`;
  if (eventType.startsWith(SNAPSHOT_ACTOR)) return `${actorSrc(source, eventType.slice(SNAPSHOT_ACTOR.length))}.snapshot`;
  if (eventType.startsWith(DONE_STATE)) return 'done';
  if (eventType.startsWith(AFTER)) {
    const delay = (transition as { delay?: number | string }).delay ?? eventType.slice(AFTER.length, -(source.id.length + 1));
    return typeof delay === 'number' ? `after ${delay} ms` : `after ${delay}`;
  }
  return eventType;
}

function candidatesOf(transition: AnyTransitionDefinition): readonly AnyTransitionDefinition[] {
  return (transition.eventType === '' ? transition.source.always : transition.source.transitions.get(transition.eventType)) ?? [];
}

/** A transition's id, the same in the diagram, the simulation, the coverage report and the waivers. */
export function transitionId(transition: AnyTransitionDefinition): string {
  const position = candidatesOf(transition).indexOf(transition);
  if (position < 0) throw new Error(`The transition on ${transition.eventType} is not one of ${transition.source.id}'s own`);
  return `${transition.source.id}/${triggerOf(transition)}/${position}`;
}

type Named = { type?: unknown; guards?: unknown[]; stateValue?: unknown; name?: string };

/** A guard by name; inline guards have none, which the studio shows as such. */
export function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  const named = guard as Named;
  if (typeof guard === 'function' && Array.isArray(named.guards)) {
    return `${named.name}(${named.guards.map((g) => guardName(g)).join(', ')})`;
  }
  if (typeof guard === 'function' && named.stateValue !== undefined) return `stateIn(${JSON.stringify(named.stateValue)})`;
  if (typeof named.type === 'string') return named.type;
  return 'inline';
}

/** An action by name: built-in ones by what they do (`assign`, `raise`, ...). */
export function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  const named = action as Named;
  if (typeof named.type === 'string') return named.type.replace(/^xstate\./, '');
  return 'inline';
}

function chartState(node: AnyStateNode): ChartState {
  const children = Object.values(node.states) as AnyStateNode[];
  return {
    id: node.id,
    key: node.key,
    kind: node.type,
    description: node.description ?? null,
    parentId: node.parent?.id ?? null,
    initialId: node.type === 'compound' ? (node.initial.target[0]?.id ?? null) : null,
    childIds: children.map((child) => child.id),
    // A delayed transition adds its own raise and cancel to entry and exit; the diagram shows it as `after` instead.
    entry: node.entry.filter((action) => !isDelayBookkeeping(action)).map(actionName),
    exit: node.exit.filter((action) => !isDelayBookkeeping(action)).map(actionName),
    invokes: node.invoke.map((invoke) => srcName(invoke.src)),
  };
}

function isDelayBookkeeping(action: unknown): boolean {
  const { id, sendId } = action as { id?: unknown; sendId?: unknown };
  const scheduled = typeof id === 'string' ? id : sendId;
  return typeof scheduled === 'string' && scheduled.startsWith(AFTER);
}

function chartTransition(transition: AnyTransitionDefinition): ChartTransition {
  return {
    id: transitionId(transition),
    sourceId: transition.source.id,
    targetIds: (transition.target ?? []).map((target) => target.id),
    eventType: transition.eventType,
    trigger: triggerOf(transition),
    guard: guardName(transition.guard),
    actions: transition.actions.map(actionName),
    description: transition.description ?? null,
  };
}

/** Every state node of a machine, the root first, in document order. */
export function stateNodesOf(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    nodes.push(node);
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  return nodes;
}

/** Every transition a machine defines, state by state, each trigger's candidates in order. */
export function transitionsOf(machine: AnyStateMachine): AnyTransitionDefinition[] {
  return stateNodesOf(machine).flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])]);
}

/** The machine as a diagram sees it. */
export function describeMachine(machine: AnyStateMachine): Statechart {
  return {
    machineId: machine.id,
    description: machine.root.description ?? null,
    states: stateNodesOf(machine).map(chartState),
    transitions: transitionsOf(machine).map(chartTransition),
  };
}
