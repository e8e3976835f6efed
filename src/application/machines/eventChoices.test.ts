import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { bundleApprovalEntry } from './entries/bundleApprovalEntry';
import { sessionEntry } from './entries/sessionEntry';
import { enabledChoices, eventChoices } from './eventChoices';

function after(...events: EventObject[]): AnyMachineSnapshot {
  let [snapshot] = initialTransition(sessionEntry.machine);
  for (const event of events) [snapshot] = transition(sessionEntry.machine, snapshot, event as never);
  return snapshot;
}

/** The bundle approval after the choices with these labels, each taken where it is offered. */
function approvalAfter(...labels: string[]): AnyMachineSnapshot {
  let [snapshot] = initialTransition(bundleApprovalEntry.machine, bundleApprovalEntry.input);
  for (const label of labels) {
    const choice = eventChoices(bundleApprovalEntry, snapshot).find((c) => c.label === label);
    if (!choice) throw new Error(`${label} is not offered`);
    [snapshot] = transition(bundleApprovalEntry.machine, snapshot, choice.event as never);
  }
  return snapshot;
}

const browserSession = eventChoices(sessionEntry, after()).find((choice) => choice.label === 'exchange: nettleseren har en økt')!.event;

describe('what can happen next', () => {
  it("offers each answer of a running actor, done and failed, under the registry's labels", () => {
    expect(eventChoices(sessionEntry, after()).map((choice) => [choice.label, choice.event.type])).toEqual([
      ['exchange: nettleseren har en økt', 'xstate.done.actor.0.session.restoring'],
      ['exchange: ingen økt', 'xstate.done.actor.0.session.restoring'],
      ['exchange: svarer ikke', 'xstate.error.actor.0.session.restoring'],
    ]);
  });

  it("offers the samples of events that carry data, plain events by their type, and a delay by its name", () => {
    const labels = eventChoices(sessionEntry, after(browserSession)).map((choice) => choice.label);
    expect(labels).toEqual([
      'RENEW',
      'SIGNED_IN_ELSEWHERE',
      'SELECT_BASES: ingen baser',
      'SELECT_BASES: base 2',
      'LOGOUT',
      'EXPIRED',
      'SIGNED_OUT_ELSEWHERE',
      'BASES_CHOSEN_ELSEWHERE: base 3 i en annen fane',
      'after sessionEnd',
    ]);
  });

  it('keeps the answers of actors that are no longer running out', () => {
    const labels = eventChoices(sessionEntry, after(browserSession)).map((choice) => choice.label);
    expect(labels.some((label) => label.startsWith('exchange'))).toBe(false);
  });

  it('enables what the machine takes in its state', () => {
    const snapshot = after(browserSession);
    expect(enabledChoices(sessionEntry, snapshot).length).toBe(eventChoices(sessionEntry, snapshot).length);
    expect(enabledChoices(sessionEntry, snapshot).every((choice) => snapshot.can(choice.event))).toBe(true);
  });

  it('offers nothing once the machine is done, though its root still defines transitions', () => {
    const done = approvalAfter('LOADED: oversendelsen', 'TOGGLE_ALL', 'APPROVE', 'decide: ingen flere ventende i bunten');
    expect(done.status).toBe('done');
    expect(done.machine.root.on.DISMISS_ALERT).toBeDefined();
    expect(eventChoices(bundleApprovalEntry, done)).toEqual([]);
  });
});
