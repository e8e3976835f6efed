import type { CustomerType } from '../../../src/domain/customer/customerType';
import { REMINDER_BUNDLE_NOT_FOUND_MESSAGE } from '../../../src/domain/reminders/reminderTexts';
import type { ReminderShipmentType } from '../../../src/domain/shipment/shipmentType';
import { officerName } from '../../customers/officerName';
import { commitChange } from '../../realtime/committedChange';
import { changeReminder, decideReminders, reminderNotFound, type ReminderDecision } from '../../reminders/reminderDecisions';
import { queueReminderList } from '../../reminders/reminderList';
import { osloToday, runRemindersCommitted } from '../../reminders/reminderRun';
import { approvedBundle, approvedBundles, pendingBundle, pendingBundles, reminderBundlePaths, reminderById } from '../../reminders/reminderReads';
import { ApiError } from '../apiError';
import type { OperationHandler } from '../openapi/bindApi';
import { signedInOfficer, type ApiDependencies, type HandlerGroup } from './apiHandlers';

/** Part 1 §9: the archive fetches up to 1000 bundles. */
const ARCHIVE_LIMIT = 1000;

/** The reminder operations of DebtCollection/Reminders and DebtCollection/Reminder (part 1 §7 "Reminders"). */
export function reminderHandlers(dependencies: ApiDependencies): HandlerGroup {
  const { db } = dependencies;

  const decide = (decision: ReminderDecision): OperationHandler => async (context) => {
    const officer = signedInOfficer(context);
    const bundleId = context.params.bundleId as number;
    const ids = (context.body as { reminders: number[] }).reminders;
    const result = await commitChange(
      dependencies,
      (tx) => decideReminders(tx, { bundleId, ids, decision, officerId: officer.sub, bases: officer.bases }),
      (outcome) => (outcome.decided > 0 ? reminderBundlePaths(bundleId) : []),
    );
    // The approved reminders' dispatch jobs are committed: the runner takes them now instead of at its next poll.
    if (decision === 'approve' && result.decided > 0) dependencies.jobs?.kick();
    return { numberOfPendingReminders: result.pending, numberOfDecided: result.decided };
  };

  const legacy: Record<string, OperationHandler> = {
    listPendingReminderBundles: (context) => pendingBundles(db, signedInOfficer(context).bases),
    async getPendingReminderBundle(context) {
      const bundle = await pendingBundle(db, signedInOfficer(context).bases, context.params.bundleId as number);
      if (!bundle) throw new ApiError(404, REMINDER_BUNDLE_NOT_FOUND_MESSAGE);
      return bundle;
    },
    listApprovedReminderBundles(context) {
      const { fromDate, toDate, maxItems } = context.query as { fromDate?: string; toDate?: string; maxItems?: number };
      return approvedBundles(db, {
        bases: signedInOfficer(context).bases,
        maxItems: Math.min(maxItems ?? ARCHIVE_LIMIT, ARCHIVE_LIMIT),
        ...(fromDate ? { fromDate } : {}),
        ...(toDate ? { toDate } : {}),
      });
    },
    async getApprovedReminderBundle(context) {
      const bundle = await approvedBundle(db, signedInOfficer(context).bases, context.params.bundleId as number);
      if (!bundle) throw new ApiError(404, REMINDER_BUNDLE_NOT_FOUND_MESSAGE);
      return bundle;
    },
    async getReminder(context) {
      return (await reminderById(db, signedInOfficer(context).bases, context.params.id as number)) ?? reminderNotFound();
    },
    async updateReminder(context) {
      const bases = signedInOfficer(context).bases;
      const reminderId = context.params.id as number;
      const body = context.body as { shipmentType?: ReminderShipmentType; email?: string; customerType?: CustomerType };
      const outcome = await commitChange(
        dependencies,
        (tx) => changeReminder(tx, { reminderId, bases, ...body }),
        (result) =>
          result?.changed
            ? [...reminderBundlePaths(result.bundleId), `DebtCollection/Reminder/${reminderId}`, ...(body.customerType ? ['pending/unconfirmed-customers', 'CustomerType'] : [])]
            : [],
      );
      if (!outcome) reminderNotFound();
      return (await reminderById(db, bases, reminderId)) ?? reminderNotFound();
    },
    // Issue 19 part 5: today's run started by hand (x-roles Technical); a client run already today is not run again.
    runReminders: () => runRemindersCommitted(dependencies, osloToday()),
    approveReminders: decide('approve'),
    rejectReminders: decide('reject'),
    async sendReminderListToClient(context) {
      const officer = signedInOfficer(context);
      const body = context.body as { sender: string; rcpt: string; subject: string; mailBody: string; clientId: number };
      const name = await officerName(db, officer.sub);
      await commitChange(
        dependencies,
        (tx) => queueReminderList(tx, { ...body, bundleId: context.params.bundleId as number, bases: officer.bases, officerName: name }),
        () => [],
      );
      return context.reply.code(204).send();
    },
  };

  return { legacy };
}
