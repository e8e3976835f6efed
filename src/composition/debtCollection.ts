import { fromPromise } from 'xstate';
import type { DecideInput } from '../application/debtCollection/bundleApprovalMachine';
import type { DebtCollectionPort, DecisionAnswer } from '../application/ports/debtCollection.port';

/**
 * The bundle-approval machine's decide call, on the debt-collection port. A decision is a change, so
 * every cached read is refreshed after it, as after any other change (part 1 §7). The pages that run
 * the machine provide it (useBundleApproval), so the machine's code loads with them, not with the shell.
 */
export function bundleDecisionWith(port: DebtCollectionPort, refreshAll: () => void) {
  return fromPromise<DecisionAnswer, DecideInput>(async ({ input }) => {
    const answer = await port.decide(input.kind, input.decision, input.bundleId, input.ids);
    refreshAll();
    return answer;
  });
}

export type BundleDecision = ReturnType<typeof bundleDecisionWith>;
