import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadApiDocument } from './loadDocument';
import { listOperations } from './operations';
import { compileRequestValidator } from './requestValidator';

// The binder compiles an operation's validator at its first call, so a schema Ajv cannot compile would
// otherwise first show as a failed request.
describe.each(['data', 'legacy', 'service'])('the %s contract', (api) => {
  it('compiles the request validator of every operation', async () => {
    const document = await loadApiDocument(path.resolve(import.meta.dirname, `../../../openapi/${api}-api.yaml`));
    const operations = listOperations(document);
    expect(operations.length).toBeGreaterThan(0);
    for (const operation of operations) expect(() => compileRequestValidator(operation), operation.operationId).not.toThrow();
  });
});
