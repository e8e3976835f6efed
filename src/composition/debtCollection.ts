import { fromPromise } from 'xstate';
import { bundleApprovalMachine, type DecideInput } from '../application/debtCollection/bundleApprovalMachine';
import type { DebtCollectionPort, DecisionAnswer } from '../application/ports/debtCollection.port';

/**
 * The bundle-approval machine with its decide call attached to the debt-collection port. A decision
 * is a change, so every cached read is refreshed after it, as after any other change (part 1 §7).
 */
export function bundleApprovalWith(port: DebtCollectionPort, refreshAll: () => void) {
  return bundleApprovalMachine.provide({
    actors: {
      decide: fromPromise<DecisionAnswer, DecideInput>(async ({ input }) => {
        const answer = await port.decide(input.kind, input.decision, input.bundleId, input.ids);
        refreshAll();
        return answer;
      }),
    },
  });
}

export type BundleApprovalMachine = ReturnType<typeof bundleApprovalWith>;
