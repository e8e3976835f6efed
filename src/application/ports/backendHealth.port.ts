/** Whether the back-end answers, and on which database; shown before an officer tries to log in. */
export type BackendHealth =
  | { readonly reachable: true; readonly database: 'pglite' | 'postgres' }
  | { readonly reachable: false };

export interface BackendHealthPort {
  check(signal?: AbortSignal): Promise<BackendHealth>;
}
