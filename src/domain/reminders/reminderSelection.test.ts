import { describe, expect, it } from 'vitest';
import { toggleAll, toggleRow } from '../selection/selectionModel';
import { pendingReminderCount, reminderSelectionModel } from './reminderSelection';

const row = (id: number, clientId: number, status = 'Pending', isCustomerTypeConfirmed = true) => ({ id, clientId, status, isCustomerTypeConfirmed });

describe('reminder selection', () => {
  const reminders = [row(1, 10), row(2, 10, 'Pending', false), row(3, 20, 'Sent'), row(4, 20)];
  const model = reminderSelectionModel([10, 20], reminders);

  it('groups reminders by client and lets only pending reminders of confirmed customers be ticked', () => {
    expect(model.groups.map((g) => g.id)).toEqual([10, 20]);
    expect(model.groups.flatMap((g) => g.rows.filter((r) => r.selectable).map((r) => r.id))).toEqual([1, 4]);
  });

  it("answers 'Kan ikke krysses av' for a single reminder of an unconfirmed customer, and tick-all skips it", () => {
    expect(toggleRow(model, [], 2).outcome).toEqual({ kind: 'notSelectable', message: 'Kan ikke krysses av' });
    expect(toggleAll(model, []).selection).toEqual([1, 4]);
  });

  it('counts every pending reminder as waiting, also one that cannot be ticked yet', () => {
    expect(pendingReminderCount(reminders)).toBe(3);
  });

  it('keeps a client without reminders as an empty group, and a reminder of an unlisted client in its own group', () => {
    const groups = reminderSelectionModel([30], [row(5, 40)]).groups;
    expect(groups.map((g) => [g.id, g.rows.length])).toEqual([
      [30, 0],
      [40, 1],
    ]);
  });
});
