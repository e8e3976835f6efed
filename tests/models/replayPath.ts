import { isDeepStrictEqual } from 'node:util';
import { createActor, fromPromise, SimulatedClock, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import type { MachineEntry } from '../../src/application/machines/machineEntry';
import { activeStateIds } from '../../src/application/machines/simulation';
import { transitionId } from '../../src/application/machines/statechart';
import type { ModelPath } from './modelPaths';

const DONE_ACTOR = 'xstate.done.actor.';
const ERROR_ACTOR = 'xstate.error.actor.';
const AFTER = 'xstate.after.';

export interface Replay {
  readonly reachedStateIds: ReadonlySet<string>;
  readonly takenTransitionIds: ReadonlySet<string>;
  /** Where the running machine and the model parted, if they did. */
  readonly mismatch: string | null;
}

interface Settle {
  resolve(output: unknown): void;
  reject(error: unknown): void;
}

/** Fake actors that answer when the path says so: each waits, by its invoke id, for the replay to settle it. */
function scriptedActors(machine: AnyStateMachine, waiting: Map<string, Settle>) {
  return Object.fromEntries(
    Object.keys(machine.implementations.actors).map((src) => [
      src,
      fromPromise(({ self }) => new Promise((resolve, reject) => waiting.set(self.id, { resolve, reject }))),
    ]),
  );
}

/** The milliseconds a delayed transition waits, resolved as XState resolves them. */
function delayOf(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, eventType: string, entered: EventObject): number {
  const transition = snapshot._nodes.flatMap((node) => node.after).find((after) => after.eventType === eventType);
  const delay = (transition as { delay?: number | string } | undefined)?.delay;
  if (typeof delay === 'number') return delay;
  const implementation = delay === undefined ? undefined : machine.implementations.delays[delay];
  if (typeof implementation === 'number') return implementation;
  if (typeof implementation === 'function') {
    return (implementation as (args: { context: unknown; event: EventObject }) => number)({ context: snapshot.context, event: entered });
  }
  throw new Error(`No delay for ${eventType}`);
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Replays a generated path on the real machine: the registry's fake actors answer as the path
 * says (through their promises, not by sending their done events), delays run out on a simulated
 * clock, and after every step the machine must stand where the model said it would.
 */
export async function replayPath(entry: MachineEntry, { path }: ModelPath): Promise<Replay> {
  const waiting = new Map<string, Settle>();
  const clock = new SimulatedClock();
  const reachedStateIds = new Set<string>();
  const takenTransitionIds = new Set<string>();
  const machine = entry.machine.provide({ actors: scriptedActors(entry.machine, waiting) } as Parameters<AnyStateMachine['provide']>[0]);
  const actor = createActor(machine, {
    input: entry.input,
    clock,
    inspect: (inspection) => {
      if (inspection.type !== '@xstate.microstep' || inspection.actorRef !== actor) return;
      for (const transition of inspection._transitions) takenTransitionIds.add(transitionId(transition));
      for (const id of activeStateIds(inspection.snapshot as AnyMachineSnapshot)) reachedStateIds.add(id);
    },
  });
  const result = (mismatch: string | null): Replay => {
    actor.stop();
    return { reachedStateIds, takenTransitionIds, mismatch };
  };

  actor.start();
  let lastEvent: EventObject = { type: 'xstate.init' };
  for (const [index, step] of path.steps.entries()) {
    const { event } = step;
    if (index > 0) {
      const invokeId = event.type.startsWith(DONE_ACTOR) ? event.type.slice(DONE_ACTOR.length) : event.type.startsWith(ERROR_ACTOR) ? event.type.slice(ERROR_ACTOR.length) : null;
      if (invokeId !== null) {
        const actorWaiting = waiting.get(invokeId);
        if (!actorWaiting) return result(`step ${index}: no actor ${invokeId} is running to answer ${event.type}`);
        waiting.delete(invokeId);
        if (event.type.startsWith(DONE_ACTOR)) actorWaiting.resolve((event as { output?: unknown }).output);
        else actorWaiting.reject((event as { error?: unknown }).error);
        await settled();
      } else if (event.type.startsWith(AFTER)) {
        clock.increment(delayOf(machine, actor.getSnapshot(), event.type, lastEvent));
      } else {
        actor.send(event);
      }
      lastEvent = event;
    }
    const snapshot = actor.getSnapshot();
    for (const id of activeStateIds(snapshot)) reachedStateIds.add(id);
    if (!isDeepStrictEqual(snapshot.value, step.state.value)) {
      return result(`step ${index} (${event.type}): expected ${JSON.stringify(step.state.value)}, the machine is in ${JSON.stringify(snapshot.value)}`);
    }
  }
  return result(null);
}
