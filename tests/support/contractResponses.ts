import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { loadApiDocument } from '../../server/http/openapi/loadDocument';

// ajv-formats is CommonJS; its default export arrives wrapped under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule;

/**
 * Checks answers of the server against the 200 schema the contract gives an operation, so server
 * tests prove the shape the SPA will validate. Returns the Ajv errors as text ('' when it conforms).
 */
export async function contractResponseCheck(api: 'data' | 'legacy' | 'service', operationId: string): Promise<(body: unknown) => string> {
  const document = await loadApiDocument(path.resolve(import.meta.dirname, `../../openapi/${api}-api.yaml`));
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as { operationId?: string; responses?: Record<string, { content?: Record<string, { schema?: object }> }> }[]) {
      if (operation?.operationId !== operationId) continue;
      const schema = operation.responses?.['200']?.content?.['application/json']?.schema;
      if (!schema) throw new Error(`${operationId} has no JSON 200 answer`);
      const ajv = new Ajv2020({ allErrors: true, strict: false });
      addFormats(ajv);
      const validate = ajv.compile(schema);
      return (body) => (validate(body) ? '' : ajv.errorsText(validate.errors));
    }
  }
  throw new Error(`${api} API has no operation ${operationId}`);
}
