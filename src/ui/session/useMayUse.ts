import { mayUse, type RestrictedOperation } from '../../application/permissions/mayUse';
import { useSession } from './useSession';

/**
 * Whether the signed-in officer's profile may use an operation the contracts restrict by role: a screen
 * hides a link, a button or a page from it. The server refuses the same calls (403) from the same list.
 */
export function useMayUse(operation: RestrictedOperation): boolean {
  return useSession((snapshot) => mayUse(snapshot.context.profile?.roles ?? [], operation));
}
