import { createActor, fromPromise, SimulatedClock, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import type { EventChoice } from './eventChoices';
import type { MachineEntry } from './machineEntry';
import { transitionId } from './statechart';

/** One step of a simulation: what happened, which transitions it took, where the machine stands after it. */
export interface SimulationStep {
  /** Null for the start. */
  readonly choice: EventChoice | null;
  readonly snapshot: AnyMachineSnapshot;
  /** Every transition taken, eventless ones included, in order. */
  readonly transitionIds: readonly string[];
  /** The states active after the step, by id. */
  readonly activeStateIds: readonly string[];
  /** Every state the step passed through, a transient one included. */
  readonly visitedStateIds: readonly string[];
}

/**
 * The machine with every invoked actor replaced by one that waits for ever: in a simulation the
 * analyst decides what each actor answers, by choosing its done or error event.
 */
function withWaitingActors(machine: AnyStateMachine): AnyStateMachine {
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((src) => [src, fromPromise(() => new Promise<never>(() => undefined))]),
  );
  return machine.provide({ actors } as Parameters<AnyStateMachine['provide']>[0]);
}

export function activeStateIds(snapshot: AnyMachineSnapshot): string[] {
  return snapshot._nodes.map((node) => node.id);
}

/**
 * Runs the machine from its start through the chosen events, and says what each one did.
 * Stepping back is running it again with one choice fewer: every run is deterministic (the actors
 * wait, the clock is simulated), so no snapshot has to be restored.
 */
export function simulate(entry: MachineEntry, choices: readonly EventChoice[]): SimulationStep[] {
  let transitionIds: string[] = [];
  let visited: string[] = [];
  const machine = withWaitingActors(entry.machine);
  const actor = createActor(machine, {
    input: entry.input,
    clock: new SimulatedClock(),
    inspect: (inspection) => {
      if (inspection.type !== '@xstate.microstep' || inspection.actorRef !== actor) return;
      transitionIds.push(...inspection._transitions.map(transitionId));
      visited.push(...activeStateIds(inspection.snapshot as AnyMachineSnapshot));
    },
  });
  const record = (choice: EventChoice | null): SimulationStep => {
    const snapshot = actor.getSnapshot();
    const step = {
      choice,
      snapshot,
      transitionIds,
      activeStateIds: activeStateIds(snapshot),
      visitedStateIds: [...new Set([...visited, ...activeStateIds(snapshot)])],
    };
    transitionIds = [];
    visited = [];
    return step;
  };
  actor.start();
  const steps = [record(null)];
  for (const choice of choices) {
    actor.send(choice.event as EventObject);
    steps.push(record(choice));
  }
  actor.stop();
  return steps;
}
