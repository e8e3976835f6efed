/** The /reminders routes of part 1 §2. */
export const REMINDERS_PATH = '/reminders';

export const pendingReminderBundlePath = (bundleId: number) => `${REMINDERS_PATH}/bundle/${bundleId}`;
export const archivedReminderBundlePath = (bundleId: number) => `${REMINDERS_PATH}/archive/${bundleId}`;
/** The reminder run's preview (issue 42, Technical). */
export const REMINDER_RUN_PREVIEW_PATH = `${REMINDERS_PATH}/preview`;
