import type { AnyMachineSnapshot, AnyStateMachine, EventFrom, EventObject, InputFrom, OutputFrom, StateMachine } from 'xstate';

/** One answer a fake actor can give: its output, or the error it fails with. */
export type FakeOutcome<TOutput = unknown> =
  | { readonly label: string; readonly output: TOutput }
  | { readonly label: string; readonly error: unknown };

/** An event that carries data, as the studio offers it and the model-based tests send it. */
export interface SampleEvent<TEvent extends EventObject = EventObject> {
  readonly label: string;
  readonly event: TEvent;
}

/** Why a state or transition that no generated path reaches is allowed to stay unreached. */
export interface Waivers {
  /** By state id, e.g. `session.loggedIn.renewing`. */
  readonly states?: Readonly<Record<string, string>>;
  /** By transition id (see `transitionId`), e.g. `session.loggedIn.active/RENEW/1`. */
  readonly transitions?: Readonly<Record<string, string>>;
}

/**
 * A machine as the studio, the export and the model-based tests know it. Registering one in
 * `registry.ts` is all it takes for it to appear in all three.
 */
export interface MachineEntry {
  /** The machine's own id (`createMachine({ id })`); the live mode finds running actors by it. */
  readonly id: string;
  /** What an analyst calls it, in Norwegian. */
  readonly title: string;
  /** What it is for, in a sentence or two of Norwegian. */
  readonly purpose: string;
  readonly machine: AnyStateMachine;
  /** The input it starts with, for machines that take one. */
  readonly input?: unknown;
  /** Every invoked actor by its `src`, with the answers it may give. */
  readonly fakeActors: Readonly<Record<string, readonly FakeOutcome[]>>;
  /** The events that carry data, by type, with the samples to send. */
  readonly sampleEvents: Readonly<Record<string, readonly SampleEvent[]>>;
  /**
   * What makes two snapshots the same state for the shortest paths: by default the whole
   * snapshot (value and context); a machine whose context grows with every answer names here
   * what its guards read, so the search stays small.
   */
  readonly modelState?: (snapshot: AnyMachineSnapshot) => unknown;
  readonly waivers: Waivers;
}

type ActorsOf<TMachine> =
  TMachine extends StateMachine<any, any, any, infer TActor, any, any, any, any, any, any, any, any, any, any> ? TActor : never; // eslint-disable-line @typescript-eslint/no-explicit-any

type FakeActorsOf<TMachine> = {
  readonly [A in ActorsOf<TMachine> as A extends { src: infer S extends string } ? S : never]: readonly FakeOutcome<
    OutputFrom<A extends { logic: infer L } ? L : never>
  >[];
};

/** Events with more than a type need samples; the others are sent as `{ type }`. */
type SampleEventsOf<TMachine extends AnyStateMachine> = {
  readonly [E in EventFrom<TMachine> as Exclude<keyof E, 'type'> extends never ? never : E['type']]: readonly SampleEvent<E>[];
} & {
  readonly [E in EventFrom<TMachine> as Exclude<keyof E, 'type'> extends never ? E['type'] : never]?: readonly SampleEvent<E>[];
};

/** The entry as written beside its machine: the compiler checks each fake and sample against the machine's types. */
export interface TypedMachineEntry<TMachine extends AnyStateMachine> {
  readonly title: string;
  readonly purpose: string;
  readonly machine: TMachine;
  readonly input?: InputFrom<TMachine>;
  readonly fakeActors: FakeActorsOf<TMachine>;
  readonly sampleEvents: SampleEventsOf<TMachine>;
  readonly modelState?: (snapshot: ReturnType<TMachine['getInitialSnapshot']>) => unknown;
  readonly waivers?: Waivers;
}

export function defineMachineEntry<TMachine extends AnyStateMachine>(entry: TypedMachineEntry<TMachine>): MachineEntry {
  return {
    id: entry.machine.id,
    title: entry.title,
    purpose: entry.purpose,
    machine: entry.machine,
    input: entry.input,
    fakeActors: entry.fakeActors as Readonly<Record<string, readonly FakeOutcome[]>>,
    sampleEvents: entry.sampleEvents as Readonly<Record<string, readonly SampleEvent[]>>,
    modelState: entry.modelState as MachineEntry['modelState'],
    waivers: entry.waivers ?? {},
  };
}
