import { fromPromise } from 'xstate';
import type { DecideInput } from '../application/debtCollection/bundleApprovalMachine';
import type { DebtCollectionPort, DecisionAnswer } from '../application/ports/debtCollection.port';
import type { NotifierPort } from '../application/ports/notifier.port';
import type { RemindersPort } from '../application/ports/reminders.port';
import { decisionDoneMessage } from '../domain/debtCollection/debtCollectionTexts';

/**
 * The bundle-approval machine's decide call, on the debt-collection port. A decision is a change, so
 * every cached read is refreshed after it, as after any other change (part 1 §7), and the officer is
 * told how many items it decided ('3 godkjent'), so a decision does not look like a mere refresh. The
 * pages that run the machine provide it (useBundleApproval), so the machine's code loads with them.
 */
export function bundleDecisionWith(port: DebtCollectionPort, refreshAll: () => void, notifier: NotifierPort) {
  return fromPromise<DecisionAnswer, DecideInput>(async ({ input }) => {
    if (input.kind === 'reminders' || input.kind === 'productions') throw new Error(`${input.kind} are decided on their own port`);
    const answer = await port.decide(input.kind, input.decision, input.bundleId, input.ids);
    refreshAll();
    notifier.notify({ severity: 'success', message: decisionDoneMessage(input.decision, answer.decidedCount ?? input.ids.length) });
    return answer;
  });
}

export type BundleDecision = ReturnType<typeof bundleDecisionWith>;

/**
 * The reminder-approval machine's decide call (the same approval machine under its own id), on the
 * reminder port; refreshes every cached read and tells how many reminders it decided.
 */
export function reminderDecisionWith(port: RemindersPort, refreshAll: () => void, notifier: NotifierPort) {
  return fromPromise<DecisionAnswer, DecideInput>(async ({ input }) => {
    const answer = await port.decide(input.decision, input.bundleId, input.ids);
    refreshAll();
    notifier.notify({ severity: 'success', message: decisionDoneMessage(input.decision, answer.decidedCount ?? input.ids.length) });
    return answer;
  });
}
