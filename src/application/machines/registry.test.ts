import { describe, expect, it } from 'vitest';
import { MACHINES, machineEntry } from './registry';
import { describeMachine } from './statechart';

describe.each(MACHINES.map((entry) => [entry.id, entry] as const))('the registered %s machine', (id, entry) => {
  const chart = describeMachine(entry.machine);

  it('is found by its machine id, and has a Norwegian title and purpose', () => {
    expect(machineEntry(id)).toBe(entry);
    expect(entry.machine.id).toBe(id);
    expect(entry.title.trim()).not.toBe('');
    expect(entry.purpose.trim()).not.toBe('');
  });

  it('describes every state and transition in plain language, for the analysts who read the diagram', () => {
    expect(chart.states.filter((state) => !state.description).map((state) => state.id)).toEqual([]);
    expect(chart.transitions.filter((transition) => !transition.description).map((transition) => transition.id)).toEqual([]);
  });

  it('gives every actor the machine invokes fake answers, for the studio and the model-based tests', () => {
    const invoked = new Set(chart.states.flatMap((state) => state.invokes));
    for (const src of invoked) expect(entry.fakeActors[src]?.length, src).toBeGreaterThan(0);
  });
});

it('registers each machine once', () => {
  const ids = MACHINES.map((entry) => entry.id);
  expect(new Set(ids).size).toBe(ids.length);
});
