import { deactivateEndedClientsJob } from '../clients/clientDeactivation';
import { REMINDER_RUN_JOB_KIND, reminderRunJob } from '../reminders/reminderRun';
import type { JobHandler } from './jobRunner';

/**
 * The handler of every background job kind the server runs, one entry per kind (an area registers its
 * own here, e.g. the dispatch of approved productions). Jobs of a kind not listed stay in the queue.
 */
export const BACKGROUND_JOB_HANDLERS: Readonly<Record<string, JobHandler>> = {
  // Daily (server/jobs/dailyJobs.ts): clients whose end of service has passed become inactive.
  'clients.deactivate-ended': deactivateEndedClientsJob,
  // Daily: the reminder run of the day (issue 19 part 5), once per client and day.
  [REMINDER_RUN_JOB_KIND]: reminderRunJob,
};
