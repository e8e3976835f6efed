import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccessClaims } from '../../auth/tokens';
import { installErrorHandler } from '../errorHandler';
import { bindApi, type ApiBinding, type OperationContext } from './bindApi';
import type { OpenApiDocument } from './loadDocument';

const officer: AccessClaims = { sub: 7, aud: 'service', roles: [], bases: [1], sid: 's', iat: 0, exp: 1e10, jti: 'j' };

const document: OpenApiDocument = {
  openapi: '3.1.0',
  security: [{ bearer: [] }],
  components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
  paths: {
    '/ping': { get: { operationId: 'ping', security: [] } },
    '/clients/{clientId}/customers': {
      parameters: [{ name: 'clientId', in: 'path', required: true, schema: { type: 'integer', format: 'int32', minimum: 1 } }],
      get: {
        operationId: 'listCustomers',
        parameters: [{ name: 'size', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 999999 } }],
      },
      post: {
        operationId: 'createCustomer',
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['name', 'type'],
                additionalProperties: false,
                properties: {
                  name: { type: 'string', minLength: 1, maxLength: 100 },
                  type: { type: 'string', enum: ['Business', 'Retail'] },
                  creditDays: { type: 'integer', minimum: 0, maximum: 365 },
                  email: { type: 'string', format: 'email' },
                },
              },
            },
          },
        },
      },
    },
    '/clients/{clientId}': { delete: { operationId: 'deleteClient' } },
    '/preferences': {
      patch: {
        operationId: 'updatePreferences',
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                additionalProperties: false,
                properties: { readAt: { type: 'string', format: 'date-time' }, day: { type: 'string', format: 'date' }, tags: { type: 'array', items: { type: 'integer', format: 'int32' } } },
              },
            },
          },
        },
      },
    },
    '/files': {
      post: {
        operationId: 'uploadFiles',
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['files'],
                properties: { files: { type: 'array', maxItems: 2, items: { type: 'string', format: 'binary', maxLength: 1000 } } },
              },
            },
          },
        },
      },
    },
    '/admin/users': { get: { operationId: 'listUsers', 'x-roles': ['Technical', 'Executive'] } },
    '/admin/builds/start': {
      post: {
        operationId: 'startBuild',
        'x-roles': ['Technical'],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { type: 'object', required: ['projectName'], properties: { projectName: { type: 'string' } } } } },
        },
      },
    },
  },
};

let app: FastifyInstance;
const calls: OperationContext[] = [];

async function start(overrides: Partial<ApiBinding> = {}) {
  app = Fastify();
  installErrorHandler(app);
  await app.register(multipart);
  bindApi(app, {
    prefix: '/api/service',
    document,
    authenticators: { bearer: (request) => (request.headers.authorization === 'Bearer good' ? officer : null) },
    handlers: {
      ping: () => ({ pong: true }),
      listCustomers: (context) => {
        calls.push(context);
        return { clientId: context.params.clientId, size: context.query.size };
      },
      createCustomer: (context) => {
        calls.push(context);
        return context.body;
      },
      uploadFiles: async (context) => (await context.uploads!()).map((file) => ({ field: file.field, name: file.fileName, type: file.mimeType, size: file.bytes.length })),
      listUsers: (context) => {
        calls.push(context);
        return [];
      },
    },
    ...overrides,
  });
  await app.ready();
}
afterEach(async () => {
  calls.length = 0;
  await app?.close();
});

const auth = { authorization: 'Bearer good' };

describe('bindApi', () => {
  it('serves operations that need no login to anyone', async () => {
    await start();
    const response = await app.inject({ method: 'GET', url: '/api/service/ping' });
    expect(response.json()).toEqual({ pong: true });
  });

  it('answers 401 with the error body when the token is missing or wrong', async () => {
    await start();
    for (const headers of [{}, { authorization: 'Bearer bad' }]) {
      const response = await app.inject({ method: 'GET', url: '/api/service/clients/1/customers', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: 401, message: 'Ikke innlogget, eller økten er utløpt' });
    }
  });

  it('hands the handler the officer and URL values read as the contract types them', async () => {
    await start();
    const response = await app.inject({ method: 'GET', url: '/api/service/clients/42/customers?size=999999', headers: auth });
    expect(response.json()).toEqual({ clientId: 42, size: 999999 });
    expect(calls[0]?.officer).toBe(officer);
  });

  it.each([
    ['/api/service/clients/abc/customers', 'path.clientId'],
    ['/api/service/clients/0/customers', 'path.clientId'],
    ['/api/service/clients/1/customers?size=1000000', 'query.size'],
    ['/api/service/clients/1/customers?size=%27%20OR%201%3D1--', 'query.size'],
  ])('refuses %s with a 400 naming %s, without calling the handler', async (url, path) => {
    await start();
    const response = await app.inject({ method: 'GET', url, headers: auth });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual([expect.objectContaining({ path })]);
    expect(response.json().message).toMatch(new RegExp(`^Ugyldig forespørsel: ${path.replace('.', '\\.')} `));
    expect(calls).toHaveLength(0);
  });

  it('refuses a body of the wrong shape, naming every field at fault in Norwegian', async () => {
    await start();
    const response = await app.inject({
      method: 'POST',
      url: '/api/service/clients/1/customers',
      headers: auth,
      payload: { name: '', creditDays: '15', email: 'ikke-epost', extra: 1 },
    });
    expect(response.statusCode).toBe(400);
    const paths = (response.json().fieldErrors as { path: string; message: string }[]).map((e) => e.path).sort();
    expect(paths).toEqual(['body.creditDays', 'body.email', 'body.extra', 'body.name', 'body.type']);
    expect(JSON.stringify(response.json())).toContain('"path":"body.creditDays","message":"må være et heltall"');
    expect(calls).toHaveLength(0);
  });

  it('refuses a missing body, malformed JSON and other content types with the error body', async () => {
    await start();
    const url = '/api/service/clients/1/customers';
    const missing = await app.inject({ method: 'POST', url, headers: auth });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual([{ path: 'body', message: 'mangler' }]);
    const malformed = await app.inject({ method: 'POST', url, headers: { ...auth, 'content-type': 'application/json' }, payload: '{"name":' });
    expect(malformed.json()).toEqual({ status: 400, message: 'Ugyldig forespørsel' });
    const xml = await app.inject({ method: 'POST', url, headers: { ...auth, 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.json()).toEqual({ status: 415, message: 'Innholdstypen støttes ikke' });
    expect(calls).toHaveLength(0);
  });

  it('passes a valid body through untouched', async () => {
    await start();
    const body = { name: 'Bakkehaug Rør AS', type: 'Business', creditDays: 14, email: 'post@bakkehaug.no' };
    const response = await app.inject({ method: 'POST', url: '/api/service/clients/1/customers', headers: auth, payload: body });
    expect(response.json()).toEqual(body);
  });

  it('answers 501 for an operation of the contract that has no handler yet', async () => {
    await start();
    const response = await app.inject({ method: 'DELETE', url: '/api/service/clients/3', headers: auth });
    expect(response.statusCode).toBe(501);
    expect(response.json().message).toContain('deleteClient');
  });

  it('refuses to start with a handler for an operation the contract lacks, or a scheme nobody checks', async () => {
    await expect(start({ handlers: { pingg: () => null } })).rejects.toThrow('pingg');
    await expect(start({ authenticators: {} })).rejects.toThrow('bearer');
  });

  it.each([
    ['an empty JSON body', 'application/json', ''],
    ['malformed JSON', 'application/json', '{"name":'],
    ['a body over the size limit', 'application/json', `{"name":"${'x'.repeat(1024 * 1024)}"}`],
    ['a content type the contract lacks', 'application/xml', '<a/>'],
    ['a cut-off multipart body', 'multipart/form-data; boundary=XYZ', '--XYZ\r\n-13647563049--XYZ--\r\n'],
  ])('checks the login before reading the body: %s without a token is a 401', async (_what, contentType, payload) => {
    await start();
    const response = await app.inject({ method: 'POST', url: '/api/service/clients/1/customers', headers: { 'content-type': contentType }, payload });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 401, message: 'Ikke innlogget, eller økten er utløpt' });
  });

  it.each([
    ['an XML body', 'application/xml', '<a/>'],
    ['malformed JSON', 'application/json', '{"a":'],
    ['a body over the size limit', 'application/json', `"${'x'.repeat(1024 * 1024)}"`],
  ])('reads no body on an operation whose contract takes none: %s changes nothing', async (_what, contentType, payload) => {
    await start();
    const response = await app.inject({ method: 'DELETE', url: '/api/service/clients/3', headers: { ...auth, 'content-type': contentType }, payload });
    expect(response.statusCode).toBe(501);
  });

  it.each(['TRACE', 'QUERY', 'OPTIONS', 'PROPFIND', 'SEARCH', 'PURGE', 'PUT'])(
    'answers %s on a path of the contract with 405 and the methods it has, with or without a token or body',
    async (method) => {
      await start();
      for (const headers of [{}, auth, { ...auth, 'content-type': 'application/json' }]) {
        const response = await app.inject({ method: method as 'GET', url: '/api/service/clients/1/customers', headers, ...(method === 'QUERY' ? { payload: '{' } : {}) });
        expect(response.statusCode).toBe(405);
        expect(response.headers.allow).toBe('GET, HEAD, POST');
        expect(response.json()).toEqual({ status: 405, message: 'Metoden er ikke tillatt her; bruk GET, HEAD, POST' });
      }
    },
  );

  it.each([
    ['a path parameter', 'GET', '/api/service/clients/1%00/customers', undefined, 'path.clientId'],
    ['a body string', 'POST', '/api/service/clients/1/customers', { name: 'a\u0000b', type: 'Retail' }, 'body.name'],
    ['a property name', 'POST', '/api/service/clients/1/customers', { name: 'a', type: 'Retail', ['x\u0000']: 1 }, 'body.x\\u0000'],
  ])('refuses a NUL in %s with a 400 naming it, and the handler never runs', async (_what, method, url, payload, path) => {
    await start();
    const response = await app.inject({ method: method as 'GET', url, headers: auth, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { fieldErrors: { path: string }[] }).fieldErrors.map((e) => e.path)).toContain(path);
    expect(calls).toHaveLength(0);
  });

  it('names a NUL in a string the contract otherwise allows, in the query and in a nested value', async () => {
    const withSearch: OpenApiDocument = {
      ...document,
      paths: {
        ...document.paths,
        '/notes': {
          post: {
            operationId: 'searchNotes',
            parameters: [{ name: 'search', in: 'query', schema: { type: 'string', maxLength: 100 } }],
            requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', properties: { tags: { type: 'array', items: { type: 'string' } } } } } } },
          },
        },
      },
    };
    await start({ document: withSearch });
    const response = await app.inject({ method: 'POST', url: '/api/service/notes?search=a%00b', headers: auth, payload: { tags: ['ok', 'x\u0000'] } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual([
      { path: 'query.search', message: 'kan ikke inneholde NUL-tegnet (U+0000)' },
      { path: 'body.tags[1]', message: 'kan ikke inneholde NUL-tegnet (U+0000)' },
    ]);
  });

  it.each([
    ['an integer without a maximum', { type: 'integer', minimum: 0 }, 'integer without a maximum'],
    ['an int64 without bounds', { type: 'integer', format: 'int64' }, 'integer without a minimum'],
    ['an integer past 2^53 − 1', { type: 'integer', minimum: 0, maximum: 2 ** 53 }, 'integer bounds beyond'],
    ['an int32 past 2^31 − 1', { type: 'integer', format: 'int32', maximum: 2 ** 31 }, 'has bounds outside int32'],
    ['an amount without bounds', { type: ['number', 'null'] }, 'number without a minimum'],
    ['an amount past the domain’s bound', { type: 'number', minimum: 0, maximum: 1e16 }, 'number bounds beyond'],
  ])('refuses to start on %s in a request', async (_what, schema, reason) => {
    const withNumber: OpenApiDocument = {
      ...document,
      paths: { ...document.paths, '/n': { put: { operationId: 'n', requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { items: { type: 'array', items: { type: 'object', properties: { n: schema } } } } } } } } } } },
    };
    await expect(start({ document: withNumber })).rejects.toThrow(`n body.items[].n: ${reason}`);
  });

  describe('bounded refusals', () => {
    /** As many distinct unknown properties as fit in the 1 MB body limit (about 110 000). */
    function unknownProperties(bytes: number): string {
      const names: string[] = [];
      let length = 2;
      for (let i = 0; length < bytes - 16; i++) {
        const entry = `"${i.toString(36)}":0`;
        names.push(entry);
        length += entry.length + 1;
      }
      return `{${names.join(',')}}`;
    }

    it('name at most 200 fields, say how many more were left out, and never outgrow the request', async () => {
      await start();
      const payload = unknownProperties(1024 * 1024);
      const response = await app.inject({ method: 'POST', url: '/api/service/clients/1/customers', headers: { ...auth, 'content-type': 'application/json' }, payload });
      expect(response.statusCode).toBe(400);
      const body = response.json() as { message: string; fieldErrors: unknown[] };
      expect(body.fieldErrors.length).toBeLessThanOrEqual(200);
      expect(body.message).toMatch(/\(\d+ feil til er ikke vist\)$/);
      expect(response.body.length).toBeLessThan(payload.length);
      expect(calls).toHaveLength(0);
    });

    it('cut a property name of half a megabyte down to the contract’s 500 characters', async () => {
      await start();
      const payload = JSON.stringify({ name: 'A', type: 'Retail', ['x'.repeat(500_000)]: 1 });
      const response = await app.inject({ method: 'POST', url: '/api/service/clients/1/customers', headers: { ...auth, 'content-type': 'application/json' }, payload });
      expect(response.statusCode).toBe(400);
      const body = response.json() as { message: string; fieldErrors: { path: string }[] };
      expect(body.fieldErrors[0]!.path).toHaveLength(500);
      expect(body.message.length).toBeLessThanOrEqual(2000);
    });

    it.each(['0x10', '1e3', '1.0', '+1', ' 1', '0b1', 'Infinity'])('refuse the id %s, written other than in decimal digits', async (id) => {
      await start();
      const inPath = await app.inject({ method: 'GET', url: `/api/service/clients/${encodeURIComponent(id)}/customers`, headers: auth });
      expect(inPath.statusCode).toBe(400);
      expect(inPath.json().fieldErrors).toEqual([{ path: 'path.clientId', message: 'må være et heltall skrevet med sifre' }]);
      const inQuery = await app.inject({ method: 'GET', url: `/api/service/clients/1/customers?size=${encodeURIComponent(id)}`, headers: auth });
      expect(inQuery.json().fieldErrors).toEqual([{ path: 'query.size', message: 'må være et heltall skrevet med sifre' }]);
      expect(calls).toHaveLength(0);
    });

    it('refuse query parameters the contract does not have, naming each', async () => {
      await start();
      const response = await app.inject({ method: 'GET', url: '/api/service/clients/1/customers?size=5&sise=6&debug=1', headers: auth });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual([
        { path: 'query.sise', message: 'er ikke en parameter i kontrakten' },
        { path: 'query.debug', message: 'er ikke en parameter i kontrakten' },
      ]);
      expect(calls).toHaveLength(0);
    });

    it.each([
      ['readAt', '2024-01-01T00:00:00+16:00'],
      ['readAt', '2024-01-01T00:00:00-23:59'],
      ['readAt', '0000-01-01T00:00:00Z'],
      ['readAt', `2024-01-01T00:00:00.${'5'.repeat(20)}Z`],
      ['day', '0000-12-31'],
    ])('refuse a %s the database cannot store (%s) as a 400', async (field, value) => {
      await start();
      const response = await app.inject({ method: 'PATCH', url: '/api/service/preferences', headers: auth, payload: { [field]: value } });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual([expect.objectContaining({ path: `body.${field}` })]);
    });
  });

  describe('multipart uploads', () => {
    function form(files: { field: string; name: string; bytes: number }[]) {
      const boundary = 'norlink-test-boundary';
      const parts = files.map(
        (file) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n${'%'.repeat(file.bytes)}\r\n`,
      );
      return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: `${parts.join('')}--${boundary}--\r\n` };
    }
    const upload = (files: { field: string; name: string; bytes: number }[], headers: Record<string, string> = auth) => {
      const body = form(files);
      return app.inject({ method: 'POST', url: '/api/service/files', headers: { ...headers, ...body.headers }, payload: body.payload });
    };

    it('checks the login before reading a multipart body', async () => {
      await start();
      const response = await upload([{ field: 'files', name: 'a.pdf', bytes: 10 }], {});
      expect(response.statusCode).toBe(401);
    });

    it('hands the handler the files, their names without any path a client put in them', async () => {
      await start();
      const response = await upload([
        { field: 'files', name: '../../etc/a.pdf', bytes: 10 },
        { field: 'files', name: 'b.pdf', bytes: 1000 },
      ]);
      expect(response.json()).toEqual([
        { field: 'files', name: 'a.pdf', type: 'application/pdf', size: 10 },
        { field: 'files', name: 'b.pdf', type: 'application/pdf', size: 1000 },
      ]);
    });

    it.each([
      ['a file over the contract’s maxLength', [{ field: 'files', name: 'a.pdf', bytes: 1001 }], 413],
      ['more files than maxItems', [1, 2, 3].map((i) => ({ field: 'files', name: `${i}.pdf`, bytes: 1 })), 413],
      ['a field the contract lacks', [{ field: 'other', name: 'a.pdf', bytes: 1 }], 400],
      ['a field the contract lacks after as many files as it allows', [1, 2, 3].map((i) => ({ field: i < 3 ? 'files' : 'other', name: `${i}.pdf`, bytes: 1 })), 400],
      ['a file name holding a NUL', [{ field: 'files', name: 'a\u0000.pdf', bytes: 1 }], 400],
      ['no file at all', [], 400],
    ])('refuses %s', async (_what, files, status) => {
      await start();
      const response = await upload(files);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ status });
    });

    it.each([
      ['a text field the contract lacks', '--b\r\nContent-Disposition: form-data; name="comment"\r\n\r\nhei\r\n--b--\r\n', 'body.comment'],
      ['a text field where the contract wants a file', '--b\r\nContent-Disposition: form-data; name="files"\r\n\r\nhei\r\n--b--\r\n', 'body.files'],
      [
        'a text field after a file',
        '--b\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF\r\n--b\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n--b--\r\n',
        'body.x',
      ],
    ])('refuses %s with a 400 naming it, not a 413', async (_what, payload, path) => {
      await start();
      const response = await app.inject({ method: 'POST', url: '/api/service/files', headers: { ...auth, 'content-type': 'multipart/form-data; boundary=b' }, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual([expect.objectContaining({ path })]);
    });

    it.each([
      ['cut off after its first boundary', 'multipart/form-data; boundary=XYZ', '--XYZ\r\n-13647563049--XYZ--\r\n'],
      ['cut off inside a file', 'multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n%PDF-1.7'],
      ['empty', 'multipart/form-data; boundary=b', ''],
      ['without a boundary', 'multipart/form-data', '--b\r\n\r\n--b--\r\n'],
      ['with a malformed part header', 'multipart/form-data; boundary=b', '--b\r\nContent-Disposition\r\n\r\nx\r\n--b--\r\n'],
    ])('answers a multipart body %s with a 400, not a 500', async (_what, contentType, payload) => {
      await start();
      const response = await app.inject({ method: 'POST', url: '/api/service/files', headers: { ...auth, 'content-type': contentType }, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 400 });
    });
  });

  describe('x-roles', () => {
    const withRoles = (roles: string[]): AccessClaims => ({ ...officer, roles });
    /** Tokens name the officer; the authenticator answers (later, as one reading the database would) with their roles. */
    const officers: Record<string, AccessClaims> = {
      'Bearer tech': withRoles(['Technical']),
      'Bearer exec': withRoles(['Executive']),
      'Bearer none': withRoles([]),
    };
    const startWithOfficers = () =>
      start({ authenticators: { bearer: async (request) => officers[request.headers.authorization ?? ''] ?? null } });

    it('lets an officer with one of the roles through to the handler', async () => {
      await startWithOfficers();
      for (const authorization of ['Bearer tech', 'Bearer exec']) {
        const response = await app.inject({ method: 'GET', url: '/api/service/admin/users', headers: { authorization } });
        expect(response.statusCode).toBe(200);
      }
      expect(calls.map((c) => c.officer?.roles)).toEqual([['Technical'], ['Executive']]);
    });

    it('answers 403 in the error body to an officer without the role, and the handler never runs', async () => {
      await startWithOfficers();
      const response = await app.inject({ method: 'GET', url: '/api/service/admin/users', headers: { authorization: 'Bearer none' } });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ status: 403, message: 'Du har ikke tillatelse til denne handlingen' });
      expect(calls).toHaveLength(0);
    });

    it('checks the login first (401) and the role before the request (403, not 400), also where no handler exists yet', async () => {
      await startWithOfficers();
      const url = '/api/service/admin/builds/start';
      expect((await app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(401);
      expect((await app.inject({ method: 'POST', url, headers: { authorization: 'Bearer exec' }, payload: {} })).statusCode).toBe(403);
      expect((await app.inject({ method: 'POST', url, headers: { authorization: 'Bearer tech' }, payload: {} })).statusCode).toBe(400);
      const allowed = await app.inject({ method: 'POST', url, headers: { authorization: 'Bearer tech' }, payload: { projectName: 'x' } });
      expect(allowed.statusCode).toBe(501);
    });

    it('refuses to start on unknown roles, or on x-roles for an operation anyone may call', async () => {
      const withOperation = (operation: Record<string, unknown>): OpenApiDocument => ({ ...document, paths: { ...document.paths, '/x': { get: operation } } });
      await expect(start({ document: withOperation({ operationId: 'x', 'x-roles': ['Admin'] }) })).rejects.toThrow('x-roles');
      await expect(start({ document: withOperation({ operationId: 'x', 'x-roles': [] }) })).rejects.toThrow('x-roles');
      await expect(start({ document: withOperation({ operationId: 'x', security: [], 'x-roles': ['Technical'] }) })).rejects.toThrow('anyone may call');
    });
  });

  describe('x-body-limit', () => {
    const blob = (limit?: unknown): OpenApiDocument => ({
      ...document,
      paths: {
        ...document.paths,
        '/blob': {
          post: {
            operationId: 'postBlob',
            ...(limit === undefined ? {} : { 'x-body-limit': limit }),
            requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', properties: { data: { type: 'string', maxLength: 3_000_000 } } } } } },
          },
        },
      },
    });
    const payload = { data: 'x'.repeat(2_000_000) };

    it('lets an operation with x-body-limit take a body above the default limit', async () => {
      await start({ document: blob(2_500_000), handlers: { postBlob: (context) => ({ length: (context.body as { data: string }).data.length }) } });
      const response = await app.inject({ method: 'POST', url: '/api/service/blob', headers: auth, payload });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ length: 2_000_000 });
      const above = await app.inject({ method: 'POST', url: '/api/service/blob', headers: auth, payload: { data: 'x'.repeat(2_600_000) } });
      expect(above.statusCode).toBe(413);
    });

    it('keeps the default limit for the others, and refuses to start on a limit that is not a number of bytes', async () => {
      await start({ document: blob(), handlers: { postBlob: () => ({}) } });
      expect((await app.inject({ method: 'POST', url: '/api/service/blob', headers: auth, payload })).statusCode).toBe(413);
      await app.close();
      await expect(start({ document: blob('10MB') })).rejects.toThrow('x-body-limit');
    });
  });
});
