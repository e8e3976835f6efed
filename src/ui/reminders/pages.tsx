/** The /reminders pages, loaded together on first visit (one chunk, lazily, from the route table). */
export { ArchivedReminderBundlePage } from './ArchivedReminderBundlePage';
export { ReminderBundlePage } from './ReminderBundlePage';
export { RemindersPage } from './RemindersPage';
