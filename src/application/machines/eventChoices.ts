import { getNextTransitions, type AnyMachineSnapshot, type EventObject } from 'xstate';
import type { MachineEntry } from './machineEntry';
import { actorSrc, triggerOf } from './statechart';

/** Something that can happen to a machine in its current state: an officer's event, an actor's answer, a delay running out. */
export interface EventChoice {
  /** What the studio's button says. */
  readonly label: string;
  /** The trigger it fires, as the diagram labels it. */
  readonly trigger: string;
  readonly event: EventObject;
}

const DONE_ACTOR = 'xstate.done.actor.';
const ERROR_ACTOR = 'xstate.error.actor.';

/**
 * Everything that can happen next, whether or not a guard lets it through: the samples of events
 * that carry data, the plain events, each answer the registry's fake actors can give, and the
 * delays; nothing once the machine is done. The studio offers the ones the snapshot `can` take;
 * the model-based tests try them all.
 */
export function eventChoices(entry: MachineEntry, snapshot: AnyMachineSnapshot): EventChoice[] {
  // A machine in a final state is stopped: the root's transitions are still defined, but nothing is taken any more.
  if (snapshot.status !== 'active') return [];
  const choices: EventChoice[] = [];
  const seen = new Set<string>();
  for (const transition of getNextTransitions(snapshot)) {
    const type = transition.eventType;
    if (type === '' || type.includes('*') || seen.has(type)) continue;
    seen.add(type);
    const trigger = triggerOf(transition);
    const done = type.startsWith(DONE_ACTOR);
    if (done || type.startsWith(ERROR_ACTOR)) {
      const invokeId = type.slice((done ? DONE_ACTOR : ERROR_ACTOR).length);
      const src = actorSrc(transition.source, invokeId);
      for (const outcome of entry.fakeActors[src] ?? []) {
        if (done && 'output' in outcome) choices.push({ label: `${src}: ${outcome.label}`, trigger, event: { type, output: outcome.output } as EventObject });
        if (!done && 'error' in outcome) choices.push({ label: `${src}: ${outcome.label}`, trigger, event: { type, error: outcome.error } as EventObject });
      }
      continue;
    }
    const samples = entry.sampleEvents[type];
    if (samples) for (const sample of samples) choices.push({ label: `${type}: ${sample.label}`, trigger, event: sample.event });
    else choices.push({ label: trigger, trigger, event: { type } });
  }
  return choices;
}

/** The choices the machine takes in this snapshot (a guard may turn the others away). */
export function enabledChoices(entry: MachineEntry, snapshot: AnyMachineSnapshot): EventChoice[] {
  return eventChoices(entry, snapshot).filter((choice) => snapshot.can(choice.event));
}
