import { describe, expect, it } from 'vitest';
import { fixtureMachine } from '../../../tests/support/machineFixtures';
import { sessionMachine } from '../session/sessionMachine';
import { describeMachine } from './statechart';

describe('a machine as a diagram sees it', () => {
  const chart = describeMachine(fixtureMachine);
  const state = (id: string) => chart.states.find((s) => s.id === id)!;
  const from = (sourceId: string) => chart.transitions.filter((t) => t.sourceId === sourceId);

  it('lists every state, the root first, with its kind, description, initial child and children', () => {
    expect(chart.states.map((s) => s.id)).toEqual([
      'fixture',
      'fixture.idle',
      'fixture.working',
      'fixture.retry',
      'fixture.review',
      'fixture.review.legal',
      'fixture.review.legal.open',
      'fixture.review.legal.signed',
      'fixture.review.money',
      'fixture.review.money.open',
      'fixture.review.money.checked',
      'fixture.approved',
      'fixture.failed',
      'fixture.orphan',
    ]);
    expect(state('fixture')).toMatchObject({ kind: 'compound', initialId: 'fixture.idle', description: 'A machine with one of everything.', parentId: null });
    expect(state('fixture.review')).toMatchObject({ kind: 'parallel', initialId: null, childIds: ['fixture.review.legal', 'fixture.review.money'] });
    expect(state('fixture.review.legal.signed').kind).toBe('final');
    expect(state('fixture.idle').description).toBe('Waiting to start.');
  });

  it('names what a state runs and does on entry, leaving out the bookkeeping of its delays', () => {
    expect(state('fixture.working')).toMatchObject({ invokes: ['work'], entry: ['countTry'], exit: [] });
  });

  it('labels each transition with its trigger, guard, actions and targets', () => {
    expect(from('fixture.working').map((t) => [t.id, t.trigger, t.guard, t.targetIds])).toEqual([
      ['fixture.working/work.done/0', 'work.done', 'worked', ['fixture.review']],
      ['fixture.working/work.done/1', 'work.done', null, ['fixture.retry']],
      ['fixture.working/work.error/0', 'work.error', null, ['fixture.retry']],
      ['fixture.working/after patience/0', 'after patience', null, ['fixture.retry']],
    ]);
    expect(from('fixture.retry').map((t) => [t.trigger, t.guard])).toEqual([
      ['always', 'tooMany'],
      ['always', null],
    ]);
    expect(from('fixture.review').map((t) => t.trigger)).toEqual(['done']);
    expect(from('fixture.review.money.open').map((t) => t.trigger)).toEqual(['after 1000 ms']);
    expect(from('fixture.idle').find((t) => t.trigger === 'PICK')).toMatchObject({ targetIds: [], actions: ['announce'], description: 'Picks something without moving.' });
  });

  it('gives every transition of the session machine a unique id, and every guard a name', () => {
    const session = describeMachine(sessionMachine);
    const ids = session.transitions.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(session.transitions.map((t) => t.guard).filter((guard) => guard === 'inline')).toEqual([]);
    expect(session.transitions.find((t) => t.id === 'session.authenticating.legacy/loginLegacy.done/1')).toMatchObject({
      guard: 'rejected',
      actions: ['reportRejectedLogin'],
      targetIds: ['session.loginFailed'],
    });
  });
});
