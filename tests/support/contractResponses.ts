import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { loadApiDocument } from '../../server/http/openapi/loadDocument';

// ajv-formats is CommonJS; its default export arrives wrapped under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule;

type ApiName = 'data' | 'legacy' | 'service';

/**
 * Checks answers against the response schemas of openapi/<api>-api.yaml, so a server test proves
 * the shape the SPA's validators will demand, not only the values.
 */
export async function loadContractResponses() {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  const schemas = new Map<string, object>();
  for (const api of ['data', 'legacy', 'service'] as const) {
    const document = await loadApiDocument(path.resolve(import.meta.dirname, `../../openapi/${api}-api.yaml`));
    for (const item of Object.values(document.paths)) {
      for (const operation of Object.values(item) as { operationId?: string; responses?: Record<string, { content?: Record<string, { schema?: object }> }> }[]) {
        for (const [status, response] of Object.entries(operation?.responses ?? {})) {
          const schema = response.content?.['application/json']?.schema;
          if (operation.operationId && schema) schemas.set(`${api} ${operation.operationId} ${status}`, schema);
        }
      }
    }
  }
  return {
    /** The schema violations of `body` as `path message`; [] when it matches. */
    violations(api: ApiName, operationId: string, status: number, body: unknown): string[] {
      const schema = schemas.get(`${api} ${operationId} ${status}`);
      if (!schema) return [`${api} ${operationId} has no JSON answer for ${status}`];
      const validate = ajv.compile(schema);
      return validate(body) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`);
    },
  };
}

/** One operation's 200 check, as text ('' when the body conforms). */
export async function contractResponseCheck(api: ApiName, operationId: string, status = 200): Promise<(body: unknown) => string> {
  const contract = await loadContractResponses();
  return (body) => contract.violations(api, operationId, status, body).join('; ');
}
