import { describe, expect, it } from 'vitest';
import { fixtureEntry } from '../../../tests/support/machineFixtures';
import { sessionEntry } from './entries/sessionEntry';
import { enabledChoices, type EventChoice } from './eventChoices';
import type { MachineEntry } from './machineEntry';
import { simulate } from './simulation';

/** Simulates by the choices' labels, as an analyst clicks them. */
function run(entry: MachineEntry, labels: string[]) {
  const chosen: EventChoice[] = [];
  for (const label of labels) {
    const steps = simulate(entry, chosen);
    const choice = enabledChoices(entry, steps.at(-1)!.snapshot).find((c) => c.label === label);
    if (!choice) throw new Error(`${label} is not offered`);
    chosen.push(choice);
  }
  return simulate(entry, chosen);
}

describe('a simulation', () => {
  it('starts where the machine starts, its actors waiting for the analyst', () => {
    const [start] = simulate(sessionEntry, []);
    expect(start).toMatchObject({ choice: null, activeStateIds: ['session', 'session.restoring'], transitionIds: [] });
  });

  it('takes each chosen event and answer, and says which transitions each step took', () => {
    const steps = run(sessionEntry, ['exchange: ingen økt', 'LOGIN: teknisk', 'loginLegacy: feil brukernavn eller passord']);
    expect(steps.map((step) => step.activeStateIds.at(-1))).toEqual(['session.restoring', 'session.loggedOut', 'session.authenticating.legacy', 'session.loggedOut']);
    expect(steps[3]!.transitionIds).toEqual(['session.authenticating.legacy/loginLegacy.done/1', 'session.loginFailed/always/1']);
    expect(steps[3]!.visitedStateIds).toContain('session.loginFailed');
    expect(steps[3]!.snapshot.context.failure?.title).toBe('Innlogging feilet');
  });

  it('runs the same way every time, so stepping back is running one choice fewer', () => {
    const full = run(sessionEntry, ['exchange: nettleseren har en økt', 'RENEW', 'exchange: ingen økt']);
    const back = simulate(sessionEntry, full.slice(1, -1).map((step) => step.choice!));
    expect(back.at(-1)!.activeStateIds).toEqual(full.at(-2)!.activeStateIds);
  });

  it('lets a delay run out only when the analyst says so', () => {
    const steps = run(sessionEntry, ['exchange: nettleseren har en økt', 'after sessionEnd']);
    expect(steps.at(-1)!.activeStateIds).toEqual(['session', 'session.expired']);
    expect(steps.at(-1)!.transitionIds).toEqual(['session.loggedIn/after sessionEnd/0']);
  });

  it('follows parallel regions into a final state, where the machine is done', () => {
    const entry = fixtureEntry();
    const steps = run(entry, ['START', 'work: virket', 'SIGN']);
    expect([...steps.at(-1)!.activeStateIds].sort()).toEqual([
      'fixture',
      'fixture.review',
      'fixture.review.legal',
      'fixture.review.legal.signed',
      'fixture.review.money',
      'fixture.review.money.open',
    ]);
    const done = run(entry, ['START', 'work: virket', 'SIGN', 'after 1000 ms']);
    expect(done.at(-1)!.snapshot.status).toBe('done');
    expect([...done.at(-1)!.activeStateIds].sort()).toEqual(['fixture', 'fixture.approved']);
  });
});
