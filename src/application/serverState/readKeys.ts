import type { ServerRead } from '../ports/serverRead.port';

/** The cache key of a read: its API, its path, then its parameters. */
export type ReadKey = readonly [api: ServerRead<unknown>['api'], path: string, params: Readonly<Record<string, unknown>> | null];

export function readKey(read: ServerRead<unknown>): ReadKey {
  return [read.api, read.path, read.params ?? null];
}

/**
 * Whether a websocket `endPoint` refreshes a cached read: the same path, or a path below it
 * (`DebtCollection/Cases` refreshes `DebtCollection/Cases/Pending` and `DebtCollection/Cases/17`).
 * Messages do not always say which API they mean, so the path alone decides.
 */
export function isRefreshedBy(key: readonly unknown[], endPoint: string): boolean {
  const path = key[1];
  if (typeof path !== 'string') return false;
  const wanted = endPoint.replace(/^\/+|\/+$/g, '');
  return wanted !== '' && (path === wanted || path.startsWith(`${wanted}/`));
}
