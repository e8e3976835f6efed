import { isReminderSelectable } from '../selection/selectability';
import { selectionModelFrom, type SelectionModel } from '../selection/selectionModel';

/** A reminder waits for the officer's decision while Pending; Sent (approved) and Rejected are decided. */
export const PENDING_REMINDER_STATUS = 'Pending';

/** What the selection rules read of a pending bundle's reminders. */
export interface ReminderSelectionRow {
  readonly id: number;
  readonly clientId: number;
  readonly status: string;
  readonly isCustomerTypeConfirmed: boolean;
}

/** The bundle's clients in order, each with its reminders. */
export function remindersByClient<Row extends { readonly clientId: number }>(
  clientIds: readonly number[],
  reminders: readonly Row[],
): { clientId: number; reminders: Row[] }[] {
  const byClient = new Map<number, Row[]>(clientIds.map((id) => [id, []]));
  for (const reminder of reminders) {
    const rows = byClient.get(reminder.clientId);
    if (rows) rows.push(reminder);
    else byClient.set(reminder.clientId, [reminder]);
  }
  return [...byClient].map(([clientId, rows]) => ({ clientId, reminders: rows }));
}

/**
 * Pending reminders, grouped by client: a reminder can be ticked while Pending and once its customer
 * type is confirmed (its fee depends on the type).
 */
export function reminderSelectionModel(clientIds: readonly number[], reminders: readonly ReminderSelectionRow[]): SelectionModel {
  return selectionModelFrom(remindersByClient(clientIds, reminders), {
    groupId: (group) => group.clientId,
    items: (group) => group.reminders,
    rowId: (reminder) => reminder.id,
    selectable: (reminder) => reminder.status === PENDING_REMINDER_STATUS && isReminderSelectable(reminder),
  });
}

/**
 * The reminders still waiting: every Pending one, also one whose customer type is not confirmed yet,
 * so the officer stays on the page until all are handled (confirming the type makes it tickable).
 */
export function pendingReminderCount(reminders: readonly { readonly status: string }[]): number {
  return reminders.filter((reminder) => reminder.status === PENDING_REMINDER_STATUS).length;
}
