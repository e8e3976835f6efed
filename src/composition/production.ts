import { fromPromise } from 'xstate';
import type { DecideInput } from '../application/debtCollection/bundleApprovalMachine';
import type { DecisionAnswer } from '../application/ports/debtCollection.port';
import type { NotifierPort } from '../application/ports/notifier.port';
import type { EntryRef, PendingProductionsPort } from '../application/ports/pendingProductions.port';
import { productionDoneMessage } from '../domain/production/productionTexts';

/**
 * The production-approval machine's decide call: Godkjenn approves the ticked entries (after deleting
 * those the re-produce choice left unchecked), Slett deletes them. The calls name each entry with its
 * client, read from the pending list as the server has it now; the remaining pending count is that list
 * read again after the change. Every cached read is refreshed after it, as after any change (part 1 §7).
 */
export function productionDecisionWith(port: PendingProductionsPort, refreshAll: () => void, notifier: NotifierPort) {
  return fromPromise<DecisionAnswer, DecideInput>(async ({ input }) => {
    const clientOf = new Map<number, number>();
    for (const batch of await port.batches().fetch()) for (const entry of batch.entries) clientOf.set(entry.entryId, batch.clientId);
    const refs = (ids: readonly number[]): EntryRef[] => ids.filter((id) => clientOf.has(id)).map((entryId) => ({ entryId, clientId: clientOf.get(entryId)! }));
    const toDelete = refs(input.decision === 'approve' ? (input.deleteIds ?? []) : input.ids);
    const toApprove = input.decision === 'approve' ? refs(input.ids) : [];
    if (toDelete.length > 0) await port.deletePending(toDelete);
    if (toApprove.length > 0) await port.approve(toApprove);
    refreshAll();
    notifier.notify({ severity: 'success', message: productionDoneMessage(toApprove.length, toDelete.length) });
    const left = (await port.batches().fetch()).reduce((sum, batch) => sum + batch.entries.length, 0);
    return { pendingCount: left, decidedCount: toApprove.length + toDelete.length };
  });
}

export type ProductionDecision = ReturnType<typeof productionDecisionWith>;
