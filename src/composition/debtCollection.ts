import { fromPromise } from 'xstate';
import { bundleApprovalMachine, type DecideInput } from '../application/debtCollection/bundleApprovalMachine';
import type { DebtCollectionPort, DecisionAnswer } from '../application/ports/debtCollection.port';

/** The bundle-approval machine with its decide call attached to the debt-collection port. */
export function bundleApprovalWith(port: DebtCollectionPort) {
  return bundleApprovalMachine.provide({
    actors: {
      decide: fromPromise<DecisionAnswer, DecideInput>(({ input }) => port.decide(input.kind, input.decision, input.bundleId, input.ids)),
    },
  });
}

export type BundleApprovalMachine = ReturnType<typeof bundleApprovalWith>;
