/** The /reminders routes of part 1 §2. */
export const REMINDERS_PATH = '/reminders';

export const pendingReminderBundlePath = (bundleId: number) => `${REMINDERS_PATH}/bundle/${bundleId}`;
export const archivedReminderBundlePath = (bundleId: number) => `${REMINDERS_PATH}/archive/${bundleId}`;
