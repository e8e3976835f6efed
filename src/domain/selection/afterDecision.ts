/**
 * Where the officer goes after approving or rejecting items of a pending debt-collection
 * transmission (part 1 §4).
 */

export const MISSING_PENDING_COUNT_MESSAGE = 'En feil oppstod';

export type AfterDecision =
  | { readonly kind: 'stay' }
  | { readonly kind: 'overview' }
  | { readonly kind: 'pendingBundle' }
  | { readonly kind: 'error'; readonly message: string };

/**
 * While ready items remain on the page the officer stays. Once all are handled, the server's
 * count of items still pending in the bundle decides: none left goes back to the overview,
 * otherwise to the pending bundle. An answer without the count is an error.
 */
export function destinationAfterDecision(readyItemsLeft: number, remainingPendingCount: number | null | undefined): AfterDecision {
  if (remainingPendingCount === null || remainingPendingCount === undefined) {
    return { kind: 'error', message: MISSING_PENDING_COUNT_MESSAGE };
  }
  if (readyItemsLeft > 0) return { kind: 'stay' };
  return remainingPendingCount === 0 ? { kind: 'overview' } : { kind: 'pendingBundle' };
}
