import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { PaymentDraft, PaymentReceipt } from '../ports/payments.port';
import { paymentRegistrationMachine } from './paymentRegistrationMachine';

const REST = { invoicePart: 125_000, interestPart: 4_200, feePart: 3_500 };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(answer: (draft: PaymentDraft) => Promise<PaymentReceipt>) {
  const calls: PaymentDraft[] = [];
  const machine = paymentRegistrationMachine.provide({
    actors: {
      register: fromPromise<PaymentReceipt, PaymentDraft>(({ input }) => {
        calls.push(input);
        return answer(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { idempotencyKey: 'key-1', today: '2026-11-23' } }).start();
  return { actor, calls };
}

const draft = (amount: number, bankDate = '2026-11-20') => ({ type: 'EDIT_DRAFT' as const, clientId: 1941, customerId: 2011, amount, bankDate });

describe('payment registration', () => {
  it('suggests fee, interest, then invoice part from what is left, and registers only a complete draft', async () => {
    const { actor, calls } = start(async () => ({ paymentId: 17, credit: 0, settledEntryIds: [501] }));
    expect(actor.getSnapshot().can({ type: 'REGISTER' })).toBe(false);
    actor.send(draft(100_000));
    actor.send({ type: 'ADD_INVOICE', entryId: 501, rest: REST });
    expect(actor.getSnapshot().context.rows[0]!.allocated).toEqual({ feePart: 3_500, interestPart: 4_200, invoicePart: 92_300 });
    actor.send({ type: 'ADD_INVOICE', entryId: 502, rest: REST });
    expect(actor.getSnapshot().context.rows[1]!.allocated).toEqual({ feePart: 0, interestPart: 0, invoicePart: 0 });
    actor.send({ type: 'REMOVE_INVOICE', entryId: 502 });
    actor.send({ type: 'REGISTER' });
    await settle();
    expect(calls).toEqual([
      { idempotencyKey: 'key-1', clientId: 1941, customerId: 2011, amount: 100_000, bankDate: '2026-11-20', allocations: [{ entryId: 501, allocated: { feePart: 3_500, interestPart: 4_200, invoicePart: 92_300 } }] },
    ]);
    expect(actor.getSnapshot().value).toBe('registered');
    actor.send({ type: 'NEW_DRAFT', idempotencyKey: 'key-2' });
    expect(actor.getSnapshot().context).toMatchObject({ idempotencyKey: 'key-2', clientId: 1941, customerId: null, amount: 0, rows: [], receipt: null });
  });

  it('refuses to register beyond a rest, beyond the amount, with a future bank date or without a customer', () => {
    const { actor } = start(async () => ({ paymentId: 1, credit: 0, settledEntryIds: [] }));
    actor.send(draft(200_000));
    actor.send({ type: 'ADD_INVOICE', entryId: 501, rest: REST });
    expect(actor.getSnapshot().can({ type: 'REGISTER' })).toBe(true);
    actor.send({ type: 'ALLOCATE', entryId: 501, allocated: { ...REST, invoicePart: 125_001 } });
    expect(actor.getSnapshot().can({ type: 'REGISTER' })).toBe(false);
    actor.send({ type: 'ALLOCATE', entryId: 501, allocated: REST });
    actor.send(draft(1_000));
    expect(actor.getSnapshot().can({ type: 'REGISTER' })).toBe(false);
    actor.send(draft(200_000, '2026-11-24'));
    expect(actor.getSnapshot().can({ type: 'REGISTER' })).toBe(false);
    actor.send({ ...draft(200_000), customerId: null });
    expect(actor.getSnapshot().can({ type: 'REGISTER' })).toBe(false);
  });

  it('keeps the draft and its key when the registration fails, so trying again cannot register twice', async () => {
    const { actor, calls } = start(async () => Promise.reject(new Error('500')));
    actor.send(draft(1_000));
    actor.send({ type: 'ADD_INVOICE', entryId: 501, rest: REST });
    actor.send({ type: 'REGISTER' });
    await settle();
    expect(actor.getSnapshot().context.failure).toBe('Kunne ikke registrere innbetalingen');
    actor.send({ type: 'REGISTER' });
    await settle();
    expect(calls.map((call) => call.idempotencyKey)).toEqual(['key-1', 'key-1']);
  });
});
