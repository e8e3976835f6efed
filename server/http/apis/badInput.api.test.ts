import path from 'node:path';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validValue } from '../../../tests/support/contractFuzz/schemaValues';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';
import { loadApiDocument } from '../openapi/loadDocument';
import { listOperations, type Operation } from '../openapi/operations';

let server: TestApp;
let headers: Record<string, string>;

/**
 * Each request from an address of its own (the app trusts one proxy hop here): the walks send thousands of
 * logins with bad bodies, and the login rate limit per address would answer 429 before the body is read.
 */
let requests = 0;
function inject(options: InjectOptions) {
  requests += 1;
  const address = `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`;
  return server.app.inject({ ...options, headers: { ...options.headers, 'x-forwarded-for': address } });
}

beforeAll(async () => {
  server = await startTestApp({ trustProxy: 1 });
  const login = async (url: string, payload: object) =>
    (await inject({ method: 'POST', url, payload })).json() as Record<string, string>;
  const legacy = await login('/api/legacy/login', { user: 'teknisk', password: 'teknisk-demo' });
  const data = await login('/api/data/login', { username: 'teknisk', password: 'teknisk-demo' });
  const service = await login('/api/service/auth/login', { username: 'teknisk', password: 'teknisk-demo' });
  // No session cookie: each exchange would spend it, and a spent one sent again ends the session this walk signs in with.
  headers = { 'x-session-token': legacy.access_token! };
  authorization = { data: `Bearer ${data.access_token}`, service: `Bearer ${service.token}`, legacy: '' };
}, 180_000);
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

/** Logout would end the session this walk signs in with, and every later call would answer 401; logout.api.test.ts covers it. */
const ENDS_SESSIONS = new Set(['logout']);

async function allOperations(): Promise<{ api: string; operation: Operation }[]> {
  const operations = [];
  for (const api of ['data', 'legacy', 'service']) {
    const document = await loadApiDocument(path.resolve(import.meta.dirname, `../../../openapi/${api}-api.yaml`));
    operations.push(...listOperations(document).filter((operation) => !ENDS_SESSIONS.has(operation.operationId)).map((operation) => ({ api, operation })));
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
        const response = await inject({
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

  /** The request as the officer teknisk sends it to one API. */
  const signedIn = (api: string, extra: Record<string, string> = {}) => ({
    ...headers,
    ...(authorization[api] ? { authorization: authorization[api]! } : {}),
    ...extra,
  });
  const urlOf = (api: string, operation: Operation, value = '1') => `/api/${api}${operation.path.replace(/\{[^}]+\}/g, encodeURIComponent(value))}`;

  function unknownProperties(count: number): string {
    const entries: string[] = [];
    for (let i = 0; i < count; i++) entries.push(`"${i.toString(36)}":0`);
    return `{${entries.join(',')}}`;
  }

  it('bounds every refusal: bulk unknown properties and huge arrays give a 400 smaller than the request, never a 5xx', async () => {
    const failures: string[] = [];
    for (const { api, operation } of await allOperations()) {
      if (operation.body?.contentType !== 'application/json') continue;
      const properties = Object.keys((operation.body.schema.properties as object | undefined) ?? {});
      const payloads = [
        unknownProperties(20_000),
        `[${'1,'.repeat(100_000)}1]`,
        ...properties.map((property) => JSON.stringify({ [property]: Array.from({ length: 20_000 }, () => 'x') })),
      ];
      for (const payload of payloads) {
        const response = await inject({ method: operation.method, url: urlOf(api, operation), headers: signedIn(api, { 'content-type': 'application/json' }), payload });
        if (response.statusCode >= 500 && response.statusCode !== 501) failures.push(`${operation.operationId}: ${response.statusCode}`);
        if (response.body.length > Math.max(payload.length, 16_384)) failures.push(`${operation.operationId}: ${response.body.length} bytes answered to ${payload.length}`);
        if (response.statusCode === 400 && (response.json() as { fieldErrors?: unknown[] }).fieldErrors!.length > 200) failures.push(`${operation.operationId}: more than 200 fieldErrors`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('answers a login body of unknown properties up to the size limit with a bounded 400, before any login', async () => {
    for (const url of ['/api/data/login', '/api/legacy/login', '/api/service/auth/login']) {
      const payload = unknownProperties(110_000);
      expect(payload.length).toBeLessThan(1024 * 1024);
      const response = await inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
      expect(response.statusCode, url).toBe(400);
      expect(response.body.length).toBeLessThan(payload.length);
      expect(response.json().message).toMatch(/feil til er ikke vist\)$/);
    }
  }, 120_000);

  it('refuses date-times the database cannot store, on every operation, and stores the boundary offsets', async () => {
    const failures: string[] = [];
    for (const { api, operation } of await allOperations()) {
      const schema = operation.body?.contentType === 'application/json' ? operation.body.schema : undefined;
      const dateTimes = Object.entries((schema?.properties as Record<string, { format?: string }> | undefined) ?? {}).filter(([, s]) => s.format === 'date-time');
      const queryDateTimes = operation.parameters.filter((p) => p.in === 'query' && p.schema?.format === 'date-time');
      for (const value of ['2024-01-01T00:00:00+16:00', '2024-01-01T00:00:00-23:59', '0000-01-01T00:00:00Z', `2024-01-01T00:00:00.${'1'.repeat(30)}Z`, '2024-01-01T00:00:00+15:59', '2024-01-01T00:00:00-15:59']) {
        for (const [field] of dateTimes) {
          const response = await inject({ method: operation.method, url: urlOf(api, operation), headers: signedIn(api), payload: { [field]: value } });
          if (response.statusCode >= 500 && response.statusCode !== 501) failures.push(`${operation.operationId} body.${field}=${value}: ${response.statusCode}`);
        }
        for (const parameter of queryDateTimes) {
          const response = await inject({ method: operation.method, url: `${urlOf(api, operation)}?${parameter.name}=${encodeURIComponent(value)}`, headers: signedIn(api) });
          if (response.statusCode >= 500 && response.statusCode !== 501) failures.push(`${operation.operationId} query.${parameter.name}=${value}: ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
    const edge = await inject({ method: 'PATCH', url: '/api/data/preferences', headers: signedIn('data'), payload: { changelogReadAt: '2024-01-01T00:00:00+16:00' } });
    expect(edge.json().fieldErrors).toEqual([expect.objectContaining({ path: 'body.changelogReadAt' })]);
    const boundary = await inject({ method: 'PATCH', url: '/api/data/preferences', headers: signedIn('data'), payload: { changelogReadAt: '2024-01-01T00:00:00+15:59' } });
    expect(boundary.statusCode).toBe(200);
  }, 240_000);

  it('reads ids in decimal digits only, refuses unknown query parameters, and answers other methods 405, on every operation', async () => {
    const failures: string[] = [];
    const operations = await allOperations();
    for (const { api, operation } of operations) {
      const numericPath = operation.parameters.filter((p) => p.in === 'path' && p.schema?.type === 'integer');
      for (const notation of ['0x10', '1e3', '1.0', '+1']) {
        if (numericPath.length === 0) break;
        const response = await inject({ method: operation.method, url: urlOf(api, operation, notation), headers: signedIn(api) });
        if (response.statusCode !== 400) failures.push(`${operation.operationId} id ${notation}: ${response.statusCode}`);
      }
      const unknown = await inject({ method: operation.method, url: `${urlOf(api, operation)}?ukjentParameter=1`, headers: signedIn(api) });
      const named = unknown.statusCode === 400 && JSON.stringify(unknown.json()).includes('query.ukjentParameter');
      if (!named && ![401, 403].includes(unknown.statusCode)) failures.push(`${operation.operationId} unknown query parameter: ${unknown.statusCode}`);
    }
    const methodsByPath = new Map<string, Set<string>>();
    for (const { api, operation } of operations) {
      const key = `${api} ${operation.path}`;
      methodsByPath.set(key, (methodsByPath.get(key) ?? new Set()).add(operation.method));
    }
    for (const [key, methods] of methodsByPath) {
      const [api, path] = key.split(' ') as [string, string];
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((m) => !methods.has(m))) {
        const response = await inject({ method: method as 'GET', url: `/api/${api}${path.replace(/\{[^}]+\}/g, '1')}`, headers: signedIn(api) });
        if (response.statusCode !== 405 || !response.headers.allow) failures.push(`${method} ${key}: ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('checks the login before an over-long path parameter, and refuses it with a 400 in the error body on every operation', async () => {
    const failures: string[] = [];
    for (const { api, operation } of await allOperations()) {
      if (!operation.path.includes('{')) continue;
      const url = urlOf(api, operation, '7'.repeat(3000));
      const anonymous = await inject({ method: operation.method, url });
      const expectedAnonymous = operation.security.length === 0 || operation.security.some((r) => r.length === 0) ? 400 : 401;
      if (anonymous.statusCode !== expectedAnonymous) failures.push(`${operation.operationId} without a token: ${anonymous.statusCode}`);
      const response = await inject({ method: operation.method, url, headers: signedIn(api) });
      if (![400, 403].includes(response.statusCode) || !(response.json() as { status?: number }).status) failures.push(`${operation.operationId}: ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('answers a multipart body without a token with 401 on every protected operation, never 415', async () => {
    const failures: string[] = [];
    const payload = '--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\r\n--b--\r\n';
    for (const { api, operation } of await allOperations()) {
      if (operation.security.length === 0 || operation.security.some((r) => r.length === 0)) continue;
      const response = await inject({ method: operation.method, url: urlOf(api, operation), headers: { 'content-type': 'multipart/form-data; boundary=b' }, payload });
      if (response.statusCode !== 401) failures.push(`${operation.operationId}: ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('lists in each contract the refusals the server gives: 413 and 415 on every body, 429 on the logins', async () => {
    const missing: string[] = [];
    for (const api of ['data', 'legacy', 'service']) {
      const document = await loadApiDocument(path.resolve(import.meta.dirname, `../../../openapi/${api}-api.yaml`));
      for (const operation of listOperations(document)) {
        const listed = Object.keys((document.paths[operation.path]![operation.method.toLowerCase()] as { responses: object }).responses);
        const given: number[] = [];
        if (operation.body) {
          const big = await inject({ method: operation.method, url: urlOf(api, operation), headers: signedIn(api, { 'content-type': 'application/json' }), payload: `{"x":"${'x'.repeat(1024 * 1024)}"}` });
          const xml = await inject({ method: operation.method, url: urlOf(api, operation), headers: signedIn(api, { 'content-type': 'application/xml' }), payload: '<x/>' });
          given.push(big.statusCode, xml.statusCode);
        }
        if (operation.operationId === 'login') given.push(429);
        for (const status of given.filter((s) => [409, 413, 414, 415, 429].includes(s))) {
          if (!listed.includes(String(status))) missing.push(`${api} ${operation.operationId}: ${status}`);
        }
      }
    }
    expect(missing).toEqual([]);
  }, 240_000);
});

/** A body the operation's contract allows, the same on every run: the fuzzer's generator with a fixed seed. */
function validBody(operation: Operation): unknown {
  return fc.sample(validValue(operation.body!.schema), { numRuns: 1, seed: 41 })[0];
}

type JsonSchema = Record<string, unknown>;
const typesOf = (schema: JsonSchema | undefined): string[] => (Array.isArray(schema?.type) ? (schema.type as string[]) : typeof schema?.type === 'string' ? [schema.type] : []);

/** The properties of a body schema one level down, and the properties of the items of its arrays, as paths. */
function bodyFields(schema: JsonSchema): { place: (string | number)[]; schema: JsonSchema }[] {
  const fields: { place: (string | number)[]; schema: JsonSchema }[] = [];
  const root = typesOf(schema).includes('array') ? { place: [0], schema: (schema.items as JsonSchema | undefined) ?? {} } : { place: [], schema };
  for (const [name, property] of Object.entries((root.schema.properties as Record<string, JsonSchema> | undefined) ?? {})) {
    fields.push({ place: [...root.place, name], schema: property });
    const items = property.items as JsonSchema | undefined;
    for (const [inner, innerSchema] of Object.entries((items?.properties as Record<string, JsonSchema> | undefined) ?? {})) fields.push({ place: [...root.place, name, 0, inner], schema: innerSchema });
  }
  return fields;
}

/** `body` with the value at `place` set, creating the objects and one-item arrays on the way. */
function withValue(body: unknown, place: readonly (string | number)[], value: unknown): unknown {
  if (place.length === 0) return value;
  const [head, ...rest] = place;
  const container = (typeof head === 'number' ? (Array.isArray(body) ? [...body] : []) : body && typeof body === 'object' && !Array.isArray(body) ? { ...body } : {}) as Record<string | number, unknown>;
  container[head!] = withValue(container[head!], rest, value);
  return container;
}

const fieldPath = (place: readonly (string | number)[]) => `body${place.map((step) => (typeof step === 'number' ? `[${step}]` : `.${step}`)).join('')}`;

describe('the findings of the contract fuzzer (issue 41), over every operation', () => {
  const signedIn = (api: string, extra: Record<string, string> = {}) => ({ ...headers, ...(authorization[api] ? { authorization: authorization[api]! } : {}), ...extra });
  const urlOf = (api: string, operation: Operation, values: Record<string, string> = {}) =>
    `/api/${api}${operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? '1'))}`;
  const upperOf = (schema: JsonSchema) => (typeof schema.maximum === 'number' ? schema.maximum : schema.format === 'int32' ? 2 ** 31 - 1 : Number.MAX_SAFE_INTEGER);
  const EDGES = [2 ** 31, 2 ** 53 - 1, 1e16, 2498866785141202];

  it('never answers 5xx to an id or amount at or beyond what stores it: each schema maximum, 2^31, 2^53 − 1 and 1e16 in every number parameter and body field, refused with the field named when beyond the schema', async () => {
    const failures: string[] = [];
    let probes = 0;
    for (const { api, operation } of await allOperations()) {
      const numeric = operation.parameters.filter((p) => (p.in === 'path' || p.in === 'query') && ['integer', 'number'].some((t) => typesOf(p.schema).includes(t)));
      for (const parameter of numeric) {
        for (const value of [upperOf(parameter.schema!), ...EDGES]) {
          const text = String(BigInt(Math.round(value)));
          const url = parameter.in === 'path' ? urlOf(api, operation, { [parameter.name]: text }) : `${urlOf(api, operation)}?${parameter.name}=${text}`;
          const response = await inject({ method: operation.method, url, headers: signedIn(api) });
          probes++;
          const where = `${parameter.in}.${parameter.name}`;
          if (response.statusCode >= 500) failures.push(`${operation.operationId} ${where}=${text}: ${response.statusCode}`);
          else if (value > upperOf(parameter.schema!) && !(response.statusCode === 400 && response.body.includes(`"${where}"`)) && ![401, 403].includes(response.statusCode)) {
            failures.push(`${operation.operationId} ${where}=${text}: ${response.statusCode}, not a 400 naming it`);
          }
        }
      }
      if (operation.body?.contentType !== 'application/json') continue;
      const body = validBody(operation);
      for (const field of bodyFields(operation.body.schema).filter((f) => ['integer', 'number'].some((t) => typesOf(f.schema).includes(t)))) {
        for (const value of [upperOf(field.schema), ...EDGES]) {
          const response = await inject({ method: operation.method, url: urlOf(api, operation), headers: signedIn(api), payload: withValue(body, field.place, value) as object });
          probes++;
          const where = fieldPath(field.place);
          if (response.statusCode >= 500) failures.push(`${operation.operationId} ${where}=${value}: ${response.statusCode}`);
          else if (value > upperOf(field.schema) && !(response.statusCode === 400 && response.body.includes(`"${where}"`)) && ![401, 403].includes(response.statusCode)) {
            failures.push(`${operation.operationId} ${where}=${value}: ${response.statusCode}, not a 400 naming it`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(probes).toBeGreaterThan(1000);
  }, 300_000);

  it('answers the issue’s own requests with a 400 or a 404, never a 500', async () => {
    const cases: [string, 'GET' | 'POST', string, object | undefined, number][] = [
      ['data', 'GET', '/api/data/audit/client/2147483648', undefined, 404],
      ['data', 'GET', '/api/data/audit/client/2147483648/csv', undefined, 404],
      ['service', 'GET', '/api/service/Client/4003/Customer/9007199254740990', undefined, 400],
      ['service', 'GET', '/api/service/Client/4003/Customer/9007199254740990/Page', undefined, 400],
      ['service', 'GET', '/api/service/clients/4003/customers/9007199254740990/ledgers', undefined, 400],
      ['service', 'POST', '/api/service/clients/4003/customers/9007199254740990/notes', { noticeText: 'x' }, 400],
      ['service', 'POST', '/api/service/clients/1/sources', { personId: 3000000000 }, 400],
      ['service', 'GET', '/api/service/notes/clients/2006?search=a%00b', undefined, 400],
      ['legacy', 'GET', '/api/legacy/Payment/Register/Invoices?clientId=1&amount=2498866785141202', undefined, 400],
      ['legacy', 'DELETE' as 'GET', '/api/legacy/Client/1/Notice/1', undefined, 404],
    ];
    for (const [api, method, url, payload, status] of cases) {
      const response = await inject({ method, url, headers: signedIn(api), ...(payload ? { payload } : {}) });
      expect(`${method} ${url} ${response.statusCode}`).toBe(`${method} ${url} ${status}`);
    }
  });

  it('refuses a NUL in every string parameter and body field with a 400 naming it, and in the login of each API', async () => {
    const failures: string[] = [];
    let probes = 0;
    for (const { api, operation } of await allOperations()) {
      const named = async (where: string, request: { url: string; payload?: unknown; headers?: Record<string, string> }) => {
        probes++;
        const response = await inject({ method: operation.method, url: request.url, headers: request.headers ?? signedIn(api), ...(request.payload === undefined ? {} : { payload: request.payload as object }) });
        const paths = response.statusCode === 400 ? ((response.json() as { fieldErrors?: { path: string }[] }).fieldErrors ?? []).map((e) => e.path) : [];
        if (!paths.includes(where) && ![401, 403].includes(response.statusCode)) failures.push(`${operation.operationId} ${where}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      };
      for (const parameter of operation.parameters.filter((p) => (p.in === 'path' || p.in === 'query') && typesOf(p.schema).includes('string'))) {
        const url = parameter.in === 'path' ? urlOf(api, operation, { [parameter.name]: 'a\u0000b' }) : `${urlOf(api, operation)}?${parameter.name}=a%00b`;
        await named(`${parameter.in}.${parameter.name}`, { url });
      }
      if (operation.body?.contentType !== 'application/json') continue;
      const body = validBody(operation);
      const headersFor = operation.security.some((r) => r.length === 0) || operation.security.length === 0 ? { 'content-type': 'application/json' } : signedIn(api);
      for (const field of bodyFields(operation.body.schema).filter((f) => typesOf(f.schema).includes('string') || (f.schema.anyOf as JsonSchema[] | undefined)?.some((s) => typesOf(s).includes('string')))) {
        await named(fieldPath(field.place), { url: urlOf(api, operation), payload: withValue(body, field.place, 'a\u0000b'), headers: headersFor });
      }
    }
    expect(failures).toEqual([]);
    expect(probes).toBeGreaterThan(150);
    for (const [url, payload, field] of [
      ['/api/legacy/login', { user: 'a\u0000b', password: 'x' }, 'body.user'],
      ['/api/data/login', { username: 'a\u0000b', password: 'x' }, 'body.username'],
      ['/api/service/auth/login', { username: 'teknisk', password: 'teknisk-demo\u0000' }, 'body.password'],
    ] as const) {
      const response = await inject({ method: 'POST', url, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual([{ path: field, message: 'kan ikke inneholde NUL-tegnet (U+0000)' }]);
    }
  }, 300_000);

  it('answers a cut-off, empty or foreign-part multipart body on every upload with a 400, never a 500 or a 413', async () => {
    const failures: string[] = [];
    const forms = [
      ['the issue’s cut-off form', 'multipart/form-data; boundary=XYZ', '--XYZ\r\n-13647563049--XYZ--\r\n'],
      ['an empty form', 'multipart/form-data; boundary=b', ''],
      ['a form cut inside a file', 'multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4'],
      ['an unknown text field', 'multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="ekstra"\r\n\r\nhei\r\n--b--\r\n'],
      ['an unknown file field', 'multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="ukjent"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--b--\r\n'],
    ] as const;
    let uploads = 0;
    for (const { api, operation } of await allOperations()) {
      if (operation.body?.contentType !== 'multipart/form-data') continue;
      uploads++;
      for (const [what, contentType, payload] of forms) {
        const response = await inject({ method: operation.method, url: urlOf(api, operation), headers: signedIn(api, { 'content-type': contentType }), payload });
        if (response.statusCode !== 400) failures.push(`${operation.operationId}, ${what}: ${response.statusCode} ${response.body.slice(0, 100)}`);
      }
    }
    expect(failures).toEqual([]);
    // The five of issue 41 and the OCR giro file of issue 45.
    expect(uploads).toBe(6);
  }, 120_000);

  it('checks the login before the body on every protected operation: an empty or malformed JSON body without a token is a 401', async () => {
    const failures: string[] = [];
    for (const { api, operation } of await allOperations()) {
      if (operation.security.length === 0 || operation.security.some((r) => r.length === 0)) continue;
      for (const payload of ['', '{"unterminated": ']) {
        const response = await inject({ method: operation.method, url: urlOf(api, operation), headers: { 'content-type': 'application/json' }, payload });
        if (response.statusCode !== 401) failures.push(`${operation.operationId} ${JSON.stringify(payload)}: ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers TRACE, QUERY, OPTIONS and PROPFIND on every path of the contracts with 405 and Allow, with or without a token', async () => {
    const failures: string[] = [];
    const paths = new Map<string, string>();
    for (const { api, operation } of await allOperations()) paths.set(`${api} ${operation.path}`, urlOf(api, operation));
    for (const [key, url] of paths) {
      const api = key.split(' ')[0]!;
      for (const method of ['TRACE', 'QUERY', 'OPTIONS', 'PROPFIND']) {
        for (const extra of [{}, signedIn(api)]) {
          const response = await inject({ method: method as 'GET', url, headers: extra });
          if (response.statusCode !== 405 || !response.headers.allow) failures.push(`${method} ${key}: ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('names at most 200 fields in any refusal, also one a handler gives per item of a long list', async () => {
    const registration = {
      idempotencyKey: '3b241101-e2bb-4255-8caf-4136c566a962',
      clientId: 1,
      customerId: 1,
      amount: 300,
      paymentCode: 'DIR',
      currencyCode: 'NOK',
      bankDate: '2026-11-20',
      allocations: Array.from({ length: 300 }, () => ({ entryId: 7, allocatedInvoicePart: 1, allocatedInterestPart: 0, allocatedFeePart: 0 })),
    };
    const products = Array.from({ length: 300 }, () => ({ id: 1, serviceType: 'invoice', priceExTax: 1 }));
    for (const [api, method, url, payload] of [
      ['legacy', 'POST', '/api/legacy/Payment/Register', registration],
      ['service', 'PUT', '/api/service/onboarding/products', products],
    ] as const) {
      const response = await inject({ method, url, headers: signedIn(api), payload });
      expect(response.statusCode, response.body.slice(0, 200)).toBeLessThan(500);
      const body = response.json() as { fieldErrors?: unknown[] };
      expect(body.fieldErrors?.length ?? 0).toBeLessThanOrEqual(200);
    }
  });
});
