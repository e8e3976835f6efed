import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadApiDocument } from './loadDocument';
import { listOperations, type Operation } from './operations';

/**
 * The refusals the binder gives any operation, by what its contract says of it, and so the statuses each
 * operation must list: an unknown query parameter (or a malformed path parameter, a NUL) is a 400 on every
 * operation; a protected one answers 401 without a valid login, one with `x-roles` 403 to an officer without
 * the role; one that takes a body 413 when it is too large and 415 when it is of another type (one that takes
 * none reads none). What a handler answers besides is for the contract fuzzer to find (contractFuzz.api.test.ts).
 */
function refusalsOf(operation: Operation): string[] {
  const refusals = ['400'];
  if (!(operation.security.length === 0 || operation.security.some((requirement) => requirement.length === 0))) refusals.push('401');
  if (operation.roles) refusals.push('403');
  if (operation.body) refusals.push('413', '415');
  return refusals;
}

describe.each(['data', 'legacy', 'service'])('the %s contract', (api) => {
  it('lists on every operation the refusals the binder gives it', async () => {
    const document = await loadApiDocument(path.resolve(import.meta.dirname, `../../../openapi/${api}-api.yaml`));
    const missing: string[] = [];
    for (const operation of listOperations(document)) {
      const listed = Object.keys((document.paths[operation.path]![operation.method.toLowerCase()] as { responses: object }).responses);
      for (const status of refusalsOf(operation)) if (!listed.includes(status)) missing.push(`${operation.operationId} ${status}`);
    }
    expect(missing).toEqual([]);
  });
});
