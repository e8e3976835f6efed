/**
 * Entries that were produced before need a choice when approved again (part 1 §2 /production):
 * the ones the officer ticks are produced again, the others are deleted.
 */
import type { RowId } from '../selection/selectionModel';

export function needsReproduceChoice(entry: { readonly numberOfPreviousProds: number }): boolean {
  return entry.numberOfPreviousProds > 0;
}

export interface ReproduceDecision {
  readonly reproduce: RowId[];
  readonly delete: RowId[];
}

export function reproduceDecision(entryIds: readonly RowId[], ticked: readonly RowId[]): ReproduceDecision {
  const chosen = new Set(ticked);
  return { reproduce: entryIds.filter((id) => chosen.has(id)), delete: entryIds.filter((id) => !chosen.has(id)) };
}
