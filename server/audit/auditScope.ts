import { AsyncLocalStorage } from 'node:async_hooks';
import type { SystemActor } from './systemActors';

/** What the audit trail needs to know of the request a change is made for. */
export interface OperationScope {
  readonly api: string;
  /** The contract's operationId. */
  readonly operation: string;
  readonly officerId: number | null;
  /** Who did it when no officer did: one of the system's named actors (systemActors.ts). */
  readonly systemActor?: SystemActor;
  readonly sessionId: string | null;
  /** The request's path parameters, query and body: the ids the change names are read from these. */
  readonly request: readonly unknown[];
}

const scopes = new AsyncLocalStorage<OperationScope>();

/**
 * Runs an operation's handler with its scope, so commitChange records the operation, the officer and
 * the ids without any handler passing them along (the binder calls this for every operation).
 */
export function runInOperation<T>(scope: OperationScope, handler: () => T): T {
  return scopes.run(scope, handler);
}

/** The operation being handled, or undefined for a change made outside any request. */
export function currentOperation(): OperationScope | undefined {
  return scopes.getStore();
}
