import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { pendingReminderCount, reminderSelectionModel } from '../../domain/reminders/reminderSelection';
import type { DecisionAnswer } from '../ports/debtCollection.port';
import { bundleApprovalMachine, reminderApprovalMachine, type DecideInput } from './bundleApprovalMachine';

const rows = [
  { id: 11, clientId: 1, status: 'Pending', isCustomerTypeConfirmed: true },
  { id: 12, clientId: 1, status: 'Pending', isCustomerTypeConfirmed: false },
  { id: 21, clientId: 2, status: 'Pending', isCustomerTypeConfirmed: true },
];
const loaded = (list = rows) => ({ type: 'LOADED' as const, model: reminderSelectionModel([1, 2], list), readyCount: pendingReminderCount(list) });

function start(answer: (input: DecideInput) => Promise<DecisionAnswer>) {
  const calls: DecideInput[] = [];
  const machine = reminderApprovalMachine.provide({
    actors: { decide: fromPromise<DecisionAnswer, DecideInput>(({ input }) => (calls.push(input), answer(input))) },
  });
  return { actor: createActor(machine, { input: { kind: 'reminders', bundleId: 412 } }).start(), calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('reminder approval: the bundle-approval machine under its own id', () => {
  it('is the same machine as debt collection’s, with its own id and words', () => {
    expect(reminderApprovalMachine.id).toBe('reminderApproval');
    const states = (machine: typeof bundleApprovalMachine) => getStateNodes(machine.root).map((node) => node.path.join('.'));
    expect(states(reminderApprovalMachine)).toEqual(states(bundleApprovalMachine));
    expect(reminderApprovalMachine.root.description).toContain('reminder');
  });

  it("ticks only reminders whose customer type is confirmed: 'Kan ikke krysses av' otherwise, and all/client skip them", () => {
    const { actor } = start(async () => ({ pendingCount: 0 }));
    actor.send(loaded());
    actor.send({ type: 'TOGGLE_ROW', id: 12 });
    expect(actor.getSnapshot().context.alert).toBe('Kan ikke krysses av');
    expect(actor.getSnapshot().context.selection).toEqual([]);
    actor.send({ type: 'TOGGLE_ALL' });
    expect(actor.getSnapshot().context.selection).toEqual([11, 21]);
    actor.send({ type: 'TOGGLE_GROUP', id: 1 });
    expect(actor.getSnapshot().context.selection).toEqual([21]);
  });

  it('once the type is confirmed (a refresh), the reminder can be ticked', () => {
    const { actor } = start(async () => ({ pendingCount: 0 }));
    actor.send(loaded());
    actor.send(loaded(rows.map((r) => ({ ...r, isCustomerTypeConfirmed: true }))));
    actor.send({ type: 'TOGGLE_ROW', id: 12 });
    expect(actor.getSnapshot().context.selection).toEqual([12]);
  });

  it('approves part, stays while reminders are pending, then rejects the rest and leaves by the server’s count', async () => {
    const { actor, calls } = start(async (input) => ({ pendingCount: input.decision === 'approve' ? 1 : 0 }));
    const all = rows.map((r) => ({ ...r, isCustomerTypeConfirmed: true }));
    actor.send(loaded(all));
    actor.send({ type: 'TOGGLE_GROUP', id: 1 });
    actor.send({ type: 'APPROVE' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ selecting: 'nothingTicked' });
    actor.send({ type: 'TOGGLE_ROW', id: 21 });
    actor.send({ type: 'REJECT' });
    await settle();
    expect(calls.map((c) => [c.kind, c.decision, c.ids])).toEqual([
      ['reminders', 'approve', [11, 12]],
      ['reminders', 'reject', [21]],
    ]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.destination).toEqual({ kind: 'overview' });
  });
});
