import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { CHOOSE_TREATMENT_MESSAGE } from '../../domain/customer/customerType';
import { customerTypeConfirmationMachine, type ConfirmInput } from './customerTypeConfirmationMachine';

/** A machine whose confirm call answers what the test says, remembering what it was asked and what it told the page. */
function start(answer: (input: ConfirmInput) => Promise<number>) {
  const calls: ConfirmInput[] = [];
  const toasts: string[] = [];
  const machine = customerTypeConfirmationMachine.provide({
    actors: {
      confirm: fromPromise<number, ConfirmInput>(({ input }) => {
        calls.push(input);
        return answer(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { clientId: 1003 } });
  actor.on('confirmFailed', (event) => toasts.push(event.message));
  actor.start();
  return { actor, calls, toasts };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const page1 = Array.from({ length: 50 }, (_, n) => 1000 + n);
const page2 = Array.from({ length: 10 }, (_, n) => 1050 + n);

describe('customer-type confirmation', () => {
  it('waits for the customers, then starts with nothing ticked and Bekreft unavailable', () => {
    const { actor } = start(async () => 0);
    expect(actor.getSnapshot().value).toBe('loading');
    actor.send({ type: 'LOADED', pageIds: page1, totalCount: 60 });
    expect(actor.getSnapshot().value).toEqual({ selecting: 'nothingSelected' });
    expect(actor.getSnapshot().can({ type: 'CONFIRM' })).toBe(false);
  });

  it('asks for a treatment before sending anything', () => {
    const { actor, calls } = start(async () => 0);
    actor.send({ type: 'LOADED', pageIds: page1, totalCount: 60 });
    actor.send({ type: 'TOGGLE_CUSTOMER', id: 1000 });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().context.alert).toBe(CHOOSE_TREATMENT_MESSAGE);
    expect(actor.getSnapshot().value).toEqual({ selecting: 'somethingSelected' });
    expect(calls).toEqual([]);
    actor.send({ type: 'CHOOSE_TREATMENT', treatment: 'Retail' });
    expect(actor.getSnapshot().context.alert).toBeNull();
  });

  it('confirms the ticks of two pages as Business, then clears them', async () => {
    const { actor, calls } = start(async (input) => ('customers' in input.target ? input.target.customers.length : 0));
    actor.send({ type: 'LOADED', pageIds: page1, totalCount: 60 });
    actor.send({ type: 'TOGGLE_PAGE' });
    actor.send({ type: 'LOADED', pageIds: page2, totalCount: 60 });
    actor.send({ type: 'TOGGLE_PAGE' });
    actor.send({ type: 'CHOOSE_TREATMENT', treatment: 'Business' });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('confirming');
    await settle();
    expect(calls).toEqual([{ target: { customers: [...page1, ...page2] }, treatment: 'Business' }]);
    expect(actor.getSnapshot().context.lastConfirmed).toBe(60);
    expect(actor.getSnapshot().value).toEqual({ selecting: 'nothingSelected' });
  });

  it('sends "all matching" as such, with the customers unticked afterwards', async () => {
    const { actor, calls } = start(async () => 59);
    actor.send({ type: 'LOADED', pageIds: page1, totalCount: 60 });
    actor.send({ type: 'SELECT_ALL_MATCHING' });
    actor.send({ type: 'TOGGLE_CUSTOMER', id: 1001 });
    actor.send({ type: 'CHOOSE_TREATMENT', treatment: 'keep' });
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(calls).toEqual([{ target: { allOfClient: 1003, except: [1001] }, treatment: 'keep' }]);
  });

  it('says "Kunne ikke bekrefte" on a failure or an unexpected answer, keeping the ticks', async () => {
    for (const answer of [async () => Promise.reject(new Error('500')), async () => Number.NaN]) {
      const { actor, toasts } = start(answer);
      actor.send({ type: 'LOADED', pageIds: page1, totalCount: 60 });
      actor.send({ type: 'TOGGLE_CUSTOMER', id: 1000 });
      actor.send({ type: 'CHOOSE_TREATMENT', treatment: 'Business' });
      actor.send({ type: 'CONFIRM' });
      await settle();
      expect(toasts).toEqual(['Kunne ikke bekrefte']);
      expect(actor.getSnapshot().context.selection).toEqual({ kind: 'some', ids: [1000] });
      expect(actor.getSnapshot().value).toEqual({ selecting: 'somethingSelected' });
    }
  });

  it('clears every tick at once', () => {
    const { actor } = start(async () => 0);
    actor.send({ type: 'LOADED', pageIds: page1, totalCount: 60 });
    actor.send({ type: 'SELECT_ALL_MATCHING' });
    actor.send({ type: 'CLEAR_SELECTION' });
    expect(actor.getSnapshot().value).toEqual({ selecting: 'nothingSelected' });
  });
});
