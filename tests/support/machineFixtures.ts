import { assign, createMachine, fromPromise, setup, type AnyStateMachine } from 'xstate';
import { defineMachineEntry, type MachineEntry } from '../../src/application/machines/machineEntry';

/** A small machine with one of everything a statechart can hold: nesting, parallel regions, finals, delays, eventless and targetless transitions. */
export const fixtureMachine = setup({
  types: {
    context: {} as { tries: number },
    events: {} as { type: 'START' } | { type: 'PICK'; id: number } | { type: 'SIGN' } | { type: 'CANCEL' },
  },
  actors: { work: fromPromise<{ ok: boolean }>(async () => ({ ok: true })) },
  actions: { countTry: assign({ tries: ({ context }) => context.tries + 1 }), announce: () => undefined },
  guards: { worked: (_, answer: { ok: boolean }) => answer.ok, tooMany: ({ context }) => context.tries >= 2 },
  delays: { patience: 500 },
}).createMachine({
  id: 'fixture',
  description: 'A machine with one of everything.',
  context: { tries: 0 },
  initial: 'idle',
  states: {
    idle: {
      description: 'Waiting to start.',
      on: {
        START: { target: 'working', description: 'Starts the work.' },
        PICK: { description: 'Picks something without moving.', actions: 'announce' },
      },
    },
    working: {
      description: 'The work runs.',
      entry: 'countTry',
      invoke: {
        src: 'work',
        onDone: [
          { guard: { type: 'worked', params: ({ event }) => event.output }, target: 'review', description: 'It worked.' },
          { target: 'retry', description: 'It did not work.' },
        ],
        onError: { target: 'retry', description: 'It broke.' },
      },
      after: { patience: { target: 'retry', description: 'It took too long.' } },
    },
    retry: {
      description: 'Decides whether to try again.',
      always: [
        { guard: 'tooMany', target: 'failed', description: 'Tried enough.' },
        { target: 'idle', description: 'Try again.' },
      ],
    },
    review: {
      type: 'parallel',
      description: 'Two reviews at once.',
      onDone: { target: 'approved', description: 'Both reviews are through.' },
      states: {
        legal: {
          initial: 'open',
          states: { open: { on: { SIGN: 'signed' } }, signed: { type: 'final' } },
        },
        money: {
          initial: 'open',
          states: { open: { after: { 1000: 'checked' } }, checked: { type: 'final' } },
        },
      },
    },
    approved: { type: 'final', description: 'Done and approved.' },
    failed: { type: 'final', description: 'Given up.' },
    orphan: { description: 'Nothing leads here.', on: { CANCEL: 'idle' } },
  },
});

export function fixtureEntry(waivers: MachineEntry['waivers'] = {}): MachineEntry {
  return defineMachineEntry({
    title: 'Testmaskin',
    purpose: 'Alt en tilstandsmaskin kan ha.',
    machine: fixtureMachine,
    fakeActors: { work: [{ label: 'virket', output: { ok: true } }, { label: 'virket ikke', output: { ok: false } }, { label: 'feilet', error: new Error('x') }] },
    sampleEvents: { PICK: [{ label: 'nr. 1', event: { type: 'PICK', id: 1 } }] },
    waivers,
  });
}

/** A machine of `count` states in groups of six, each leading to the next and some back: the size the studio must keep readable. */
export function largeMachine(count: number): AnyStateMachine {
  const groups: Record<string, { initial: string; states: Record<string, object> }> = {};
  for (let i = 0; i < count; i++) {
    const group = `group${Math.floor(i / 6)}`;
    groups[group] ??= { initial: `step${i}`, states: {} };
    const next = i + 1 < count ? `#large.group${Math.floor((i + 1) / 6)}.step${i + 1}` : undefined;
    groups[group].states[`step${i}`] = {
      description: `Step ${i}.`,
      on: {
        ...(next ? { NEXT: { target: next, description: 'Onwards.' } } : {}),
        ...(i % 4 === 3 ? { BACK: { target: `#large.group${Math.floor((i - 3) / 6)}.step${i - 3}`, description: 'Three back.' } } : {}),
      },
    };
  }
  return createMachine({ id: 'large', initial: 'group0', states: groups });
}
