import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { fixtureMachine } from '../../../tests/support/machineFixtures';
import { createLiveMachines } from './liveMachines';

describe('the machines running in the tab', () => {
  it('lists an inspected actor by its machine, follows it, and forgets it once stopped', () => {
    const live = createLiveMachines();
    let changes = 0;
    live.subscribe(() => changes++);
    const actor = createActor(fixtureMachine, { inspect: live.inspect }).start();
    expect(live.list()).toEqual([{ actorId: actor.sessionId, machineId: 'fixture', value: 'idle', activeStateIds: ['fixture', 'fixture.idle'] }]);

    actor.send({ type: 'START' });
    expect(live.list()[0]!.value).toBe('working');
    expect(changes).toBeGreaterThan(1);

    actor.stop();
    expect(live.list()).toEqual([]);
  });

  it('keeps the state of each machine and never its context', () => {
    const live = createLiveMachines();
    const first = createActor(fixtureMachine, { inspect: live.inspect }).start();
    const second = createActor(fixtureMachine, { inspect: live.inspect }).start();
    second.send({ type: 'START' });
    expect(live.list().map((machine) => [machine.actorId, machine.value])).toEqual([
      [first.sessionId, 'idle'],
      [second.sessionId, 'working'],
    ]);
    expect(JSON.stringify(live.list())).not.toContain('tries');
  });

  it('hands out the same list until something changes, as React asks of a store', () => {
    const live = createLiveMachines();
    createActor(fixtureMachine, { inspect: live.inspect }).start();
    expect(live.list()).toBe(live.list());
  });

  it('stops telling a listener that has unsubscribed', () => {
    const live = createLiveMachines();
    let changes = 0;
    const unsubscribe = live.subscribe(() => changes++);
    unsubscribe();
    createActor(fixtureMachine, { inspect: live.inspect }).start();
    expect(changes).toBe(0);
  });
});
