import { deactivateEndedClientsJob } from '../clients/clientDeactivation';
import { NETS_EXCHANGE_JOB, netsExchangeJob } from '../outside/nets/netsExchange';
import { PRINT_BATCH_JOB, printBatchJob } from '../outside/print/printBatches';
import { AGENCY_DELIVERY_JOB, agencyDeliveryJob } from '../outside/agencies/agencyDelivery';
import { PRODUCTION_DISPATCH_JOB, productionDispatchJob } from '../production/productionDispatch';
import { REMINDER_DISPATCH_JOB, reminderDispatchJob } from '../reminders/reminderDispatch';
import { REMINDER_RUN_JOB_KIND, reminderRunJob } from '../reminders/reminderRun';
import type { JobHandler } from './jobRunner';

/**
 * The handler of every background job kind the server runs, one entry per kind (an area registers its
 * own here, e.g. the dispatch of approved productions). Jobs of a kind not listed stay in the queue.
 */
export const BACKGROUND_JOB_HANDLERS: Readonly<Record<string, JobHandler>> = {
  // Daily (server/jobs/dailyJobs.ts): clients whose end of service has passed become inactive.
  'clients.deactivate-ended': deactivateEndedClientsJob,
  // Issue 18: approved production entries delivered by their shipment (server/production/productionDispatch.ts).
  [PRODUCTION_DISPATCH_JOB]: productionDispatchJob,
  // Daily: the reminder run of the day (issue 19 part 5), once per client and day.
  [REMINDER_RUN_JOB_KIND]: reminderRunJob,
  // Issue 19 part 6: approved reminders delivered by their shipment (server/reminders/reminderDispatch.ts).
  [REMINDER_DISPATCH_JOB]: reminderDispatchJob,
  // Issue 45: the exchange with Nets (AvtaleGiro claims out, OCR giro and mandates in), every 15 minutes.
  [NETS_EXCHANGE_JOB]: netsExchangeJob(),
  // Issue 45: PAPER documents gathered per printer into one batch PDF, sent by IPP.
  [PRINT_BATCH_JOB]: printBatchJob(),
  // Issue 45: an approved debt-collection transmission handed over to its agency (SFTP or e-mail), once.
  [AGENCY_DELIVERY_JOB]: agencyDeliveryJob(),
};
