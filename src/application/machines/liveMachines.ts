import { isMachineSnapshot, type InspectionEvent, type StateValue } from 'xstate';

/** A machine running in this tab, as the studio's live mode shows it: where it stands, never its context. */
export interface LiveMachine {
  /** The actor's session id, unique in the tab. */
  readonly actorId: string;
  /** The machine's id, the same as its registry entry's. */
  readonly machineId: string;
  readonly value: StateValue;
  /** The active states by id, for the diagram's highlight. */
  readonly activeStateIds: readonly string[];
}

/**
 * The machines running in this tab, kept up to date through XState's inspection API. The
 * composition root hands `inspect` to every actor it creates; the studio reads `list()` and
 * `subscribe()` (shaped for React's useSyncExternalStore). Only state values are kept: a context
 * may hold tokens, and nothing here needs them.
 */
export interface LiveMachines {
  readonly inspect: (event: InspectionEvent) => void;
  list(): readonly LiveMachine[];
  subscribe(listener: () => void): () => void;
}

export function createLiveMachines(): LiveMachines {
  let machines: readonly LiveMachine[] = [];
  const listeners = new Set<() => void>();
  const publish = (next: readonly LiveMachine[]) => {
    machines = next;
    for (const listener of listeners) listener();
  };

  return {
    inspect(event) {
      if (event.type !== '@xstate.snapshot' || !isMachineSnapshot(event.snapshot)) return;
      const { snapshot } = event;
      const actorId = event.actorRef.sessionId;
      const others = machines.filter((machine) => machine.actorId !== actorId);
      if (snapshot.status !== 'active') {
        if (others.length !== machines.length) publish(others);
        return;
      }
      const live: LiveMachine = {
        actorId,
        machineId: snapshot.machine.id,
        value: snapshot.value,
        activeStateIds: snapshot._nodes.map((node) => node.id),
      };
      const index = machines.findIndex((machine) => machine.actorId === actorId);
      publish(index < 0 ? [...machines, live] : machines.map((machine, i) => (i === index ? live : machine)));
    },
    list: () => machines,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
