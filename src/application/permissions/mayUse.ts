import { hasRequiredRole } from '../../domain/permissions/roles';
import { OPERATION_ROLES } from './operationRoles.generated';

type RoleTable = typeof OPERATION_ROLES;

/** An operation the contracts restrict by role: `{ api: 'data', operationId: 'listBranches' }`. */
export type RestrictedOperation = { [Api in keyof RoleTable]: { readonly api: Api; readonly operationId: keyof RoleTable[Api] } }[keyof RoleTable];

/**
 * Whether a profile with `roles` may use a restricted operation; the SPA hides what it may not. The list is
 * the contract's `x-roles`, which the server enforces, so a screen and the server cannot disagree.
 */
export function mayUse(roles: readonly string[], { api, operationId }: RestrictedOperation): boolean {
  const table: Readonly<Record<string, readonly string[]>> = OPERATION_ROLES[api];
  return hasRequiredRole(roles, table[operationId as string]);
}
