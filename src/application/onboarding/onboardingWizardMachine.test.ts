import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { CLIENT_CREATION_FAILED, COMPANY_NAME_MISSING, EU_LIMITS_ORDER, newClientDefaults, ORG_NO_INVALID, type NewClientValues } from '../../domain/onboarding/newClient';
import type { ClientCreationAnswer, ClientCreationRequest } from '../ports/onboarding.port';
import { onboardingWizardMachine } from './onboardingWizardMachine';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const VALID: NewClientValues = {
  ...newClientDefaults('2026-11-23'),
  officerId: 3, name: 'Nyklient AS', orgNo: '923456789', postNo: '0155', cityName: 'OSLO', accountNo: '1234 56 78903',
};

function start(answer: (request: ClientCreationRequest) => Promise<ClientCreationAnswer>) {
  const calls: ClientCreationRequest[] = [];
  const machine = onboardingWizardMachine.provide({
    actors: { createClient: fromPromise<ClientCreationAnswer, ClientCreationRequest>(({ input }) => (calls.push(input), answer(input))) },
  });
  const actor = createActor(machine, { input: { idempotencyKey: 'key-1', pendingId: 'reg-7f3a' } }).start();
  const walkToLastStep = () => {
    actor.send({ type: 'NEXT', values: VALID });
    for (let i = 0; i < 3; i += 1) actor.send({ type: 'NEXT', values: VALID });
  };
  return { actor, calls, walkToLastStep };
}

describe('the onboarding wizard (part 2 §2.10, §4)', () => {
  it("walks Foretak, Innstillinger, Tjeneste, Priser, Abonnement with 'Neste' and back, and creates the client once", async () => {
    const { actor, calls } = start(async () => ({ created: { id: 3001, name: 'Nyklient AS' } }));
    const seen = [actor.getSnapshot().value];
    for (let i = 0; i < 4; i += 1) {
      actor.send({ type: 'NEXT', values: VALID });
      seen.push(actor.getSnapshot().value);
    }
    expect(seen).toEqual(['company', 'settings', 'service', 'prices', 'subscription']);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('prices');
    actor.send({ type: 'NEXT', values: VALID });
    actor.send({ type: 'SUBMIT', values: VALID });
    actor.send({ type: 'SUBMIT', values: VALID });
    await settle();
    expect(calls).toEqual([{ values: VALID, idempotencyKey: 'key-1', pendingId: 'reg-7f3a' }]);
    expect(actor.getSnapshot().value).toBe('created');
    expect(actor.getSnapshot().context.created).toEqual({ id: 3001, name: 'Nyklient AS' });
  });

  it("keeps 'Neste' on Foretak until company, base and bank are valid, with the reasons", () => {
    const { actor } = start(async () => ({ created: { id: 1, name: 'x' } }));
    actor.send({ type: 'NEXT', values: { ...VALID, name: '', orgNo: '123', creditDays: -1 } });
    expect(actor.getSnapshot().value).toBe('company');
    expect(actor.getSnapshot().context.issues).toEqual([
      { field: 'name', message: COMPANY_NAME_MISSING },
      { field: 'orgNo', message: ORG_NO_INVALID },
    ]);
    actor.send({ type: 'NEXT', values: VALID });
    expect(actor.getSnapshot().value).toBe('settings');
    expect(actor.getSnapshot().context.issues).toEqual([]);
  });

  it.each([
    ['company', { name: '' }],
    ['settings', { creditDays: 400 }],
    ['service', { invoiceAmountLimit2: 10 }],
    ['prices', { smsPrice: -1 }],
    ['subscription', { subscriptionAmount: -5 }],
  ] as const)('jumps from Opprett to %s, the first step with an error, sending nothing', async (step, change) => {
    const { actor, calls, walkToLastStep } = start(async () => ({ created: { id: 1, name: 'x' } }));
    walkToLastStep();
    actor.send({ type: 'SUBMIT', values: { ...VALID, ...change } });
    expect(actor.getSnapshot().value).toBe(step);
    expect(actor.getSnapshot().context.issues.length).toBeGreaterThan(0);
    await settle();
    expect(calls).toEqual([]);
  });

  it('opens the first step with an error the server names, and keeps its key for the next try', async () => {
    let answer: ClientCreationAnswer = { refused: [{ field: 'invoiceAmountLimit2', message: EU_LIMITS_ORDER }] };
    const { actor, calls, walkToLastStep } = start(async () => answer);
    walkToLastStep();
    actor.send({ type: 'SUBMIT', values: VALID });
    await settle();
    expect(actor.getSnapshot().value).toBe('service');
    expect(actor.getSnapshot().context.issues).toEqual([{ field: 'invoiceAmountLimit2', message: EU_LIMITS_ORDER }]);
    answer = { created: { id: 3002, name: 'Nyklient AS' } };
    actor.send({ type: 'NEXT', values: VALID });
    actor.send({ type: 'NEXT', values: VALID });
    actor.send({ type: 'SUBMIT', values: VALID });
    await settle();
    expect(actor.getSnapshot().value).toBe('created');
    expect(calls.map((call) => call.idempotencyKey)).toEqual(['key-1', 'key-1']);
  });

  it("says 'En feil oppstod!' when the creation fails, and stays on Abonnement", async () => {
    const { actor, walkToLastStep } = start(async () => Promise.reject(new Error('500')));
    walkToLastStep();
    actor.send({ type: 'SUBMIT', values: VALID });
    await settle();
    expect(actor.getSnapshot().value).toBe('subscription');
    expect(actor.getSnapshot().context.failure).toBe(CLIENT_CREATION_FAILED);
  });
});
