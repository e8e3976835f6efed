/**
 * Parsing and lookups that can fail on ordinary input (what an officer typed, a preset name
 * from the address bar) answer with a Result instead of throwing, so the caller must decide
 * what to show. Exceptions are kept for programming errors.
 */
export type Result<T, E = string> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function err<E>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}
