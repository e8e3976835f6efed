/** The roles the spec knows (part 1 §6, part 2 §6); an officer's profile carries any of them, or none. */
export const ROLES = ['Technical', 'Executive'] as const;
export type Role = (typeof ROLES)[number];

/** Part 2 §6: what a page restricted by role shows to an officer without the role. */
export const NO_PERMISSION_PAGE = 'Du har ikke tillatelse til å se denne siden';

/** The server's 403 for an operation the officer's roles do not allow (nothing was done). */
export const NO_PERMISSION_OPERATION = 'Du har ikke tillatelse til denne handlingen';

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/**
 * Whether an officer with `roles` may use something that requires one of `required` (an operation's
 * `x-roles`). Nothing required means every signed-in officer may; an empty profile passes nothing else.
 */
export function hasRequiredRole(roles: readonly string[], required: readonly string[] | undefined): boolean {
  if (!required || required.length === 0) return true;
  return roles.some((role) => required.includes(role));
}
