import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';
import { loadApiDocument } from '../openapi/loadDocument';
import { listOperations, type Operation } from '../openapi/operations';

let server: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  server = await startTestApp();
  const login = async (url: string, payload: object) =>
    (await server.app.inject({ method: 'POST', url, payload })).json() as Record<string, string>;
  const legacy = await login('/api/legacy/login', { user: 'teknisk', password: 'teknisk-demo' });
  const data = await login('/api/data/login', { username: 'teknisk', password: 'teknisk-demo' });
  const service = await login('/api/service/auth/login', { username: 'teknisk', password: 'teknisk-demo' });
  headers = { 'x-session-token': legacy.access_token!, 'x-refresh-token': data.refresh_token! };
  authorization = { data: `Bearer ${data.access_token}`, service: `Bearer ${service.token}`, legacy: '' };
});
afterAll(() => server.close());
let authorization: Record<string, string>;

const HOSTILE_STRINGS = [
  "1' OR '1'='1",
  '1; DROP TABLE officer; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '\u0000',
  'x'.repeat(100_000),
  '😀'.repeat(1000),
  '-1',
  '1e309',
  'NaN',
];

/** Bad values for one JSON schema: the other types, hostile strings, huge and empty values. */
function badValues(schema: Record<string, unknown> | undefined): unknown[] {
  const values: unknown[] = [null, true, -1, 2 ** 53, 1.5, [], {}, ...HOSTILE_STRINGS];
  if (schema?.type === 'object' || schema?.properties) {
    const properties = Object.keys((schema.properties as object | undefined) ?? {});
    for (const property of properties) for (const value of [null, 'x'.repeat(10_000), -1, [], {}]) values.push({ [property]: value });
    values.push(Object.fromEntries(properties.map((p) => [p, "' OR 1=1 --"])));
    values.push(JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"x": 1}}}'));
  }
  return values;
}

async function allOperations(): Promise<{ api: string; operation: Operation }[]> {
  const operations = [];
  for (const api of ['data', 'legacy', 'service']) {
    const document = await loadApiDocument(path.resolve(import.meta.dirname, `../../../openapi/${api}-api.yaml`));
    operations.push(...listOperations(document).map((operation) => ({ api, operation })));
  }
  return operations;
}

describe('bad input, generated from the contracts for every operation', () => {
  it('never gets a 5xx: wrong types, missing fields, huge and hostile strings in paths, queries and bodies', async () => {
    const failures: string[] = [];
    let requests = 0;
    for (const { api, operation } of await allOperations()) {
      const send = async (url: string, body?: unknown, contentType = 'application/json') => {
        requests++;
        const response = await server.app.inject({
          method: operation.method,
          url,
          headers: {
            ...headers,
            ...(authorization[api] ? { authorization: authorization[api]! } : {}),
            ...(body === undefined ? {} : { 'content-type': contentType }),
          },
          ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
        });
        if (response.statusCode >= 500 && response.statusCode !== 501) failures.push(`${operation.method} ${url} → ${response.statusCode} ${response.body.slice(0, 200)}`);
      };
      const base = `/api/${api}${operation.path}`;
      const withParams = (value: string) => base.replace(/\{[^}]+\}/g, encodeURIComponent(value));
      for (const value of HOSTILE_STRINGS.slice(0, 6)) await send(withParams(value));
      const validPath = withParams('1');
      for (const parameter of operation.parameters.filter((p) => p.in === 'query')) {
        for (const value of HOSTILE_STRINGS) await send(`${validPath}?${parameter.name}=${encodeURIComponent(value)}`);
      }
      if (operation.body) {
        for (const value of badValues(operation.body.schema)) await send(validPath, value);
        await send(validPath, '{"unterminated": ', 'application/json');
        await send(validPath, 'a=1', 'application/x-www-form-urlencoded');
      }
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(1000);
  }, 240_000);
});
