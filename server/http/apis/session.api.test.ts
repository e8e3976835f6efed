import { createHmac } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';
import { loadApiDocument } from '../openapi/loadDocument';
import { listOperations, type Operation } from '../openapi/operations';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url, payload, headers });

async function dataLogin(username = 'teknisk', password = 'teknisk-demo') {
  const response = await post('/api/data/login', { username, password });
  expect(response.statusCode).toBe(200);
  return response.json() as { access_token: string; refresh_token: string };
}

describe('the session calls over HTTP', () => {
  it('logs in to each of the three APIs as the spec shapes it', async () => {
    const legacy = await post('/api/legacy/login', { user: 'leder', password: 'leder-demo' });
    expect(legacy.statusCode).toBe(200);
    expect(legacy.json()).toMatchObject({ access_token: expect.any(String), profile: { userId: 2, roles: ['Executive'] } });
    expect(await dataLogin('leder', 'leder-demo')).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String) });
    const service = await post('/api/service/auth/login', { username: 'leder', password: 'leder-demo' });
    expect(service.json()).toEqual({ token: expect.any(String) });
  });

  it.each([
    ['/api/legacy/login', { user: 'teknisk', password: 'feil' }],
    ['/api/data/login', { username: 'teknisk', password: 'feil' }],
    ['/api/service/auth/login', { username: 'ukjent', password: 'teknisk-demo' }],
  ])('refuses wrong credentials at %s with 401 and the error body', async (url, body) => {
    const response = await post(url, body);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 401, message: 'Feil brukernavn eller passord' });
  });

  it('gives the profile of the token holder', async () => {
    const { access_token } = await dataLogin();
    const response = await server.app.inject({ method: 'GET', url: '/api/data/session/profile', headers: { authorization: `Bearer ${access_token}` } });
    expect(response.json()).toMatchObject({ userId: 1, name: 'Tora Teknisk', roles: ['Technical'], bases: [1, 2, 3, 4, 5] });
  });

  it('renews with the refresh token header, rotating it; a replayed refresh token ends the session', async () => {
    const { refresh_token } = await dataLogin();
    const renewed = await post('/api/data/session/access', {}, { 'x-refresh-token': refresh_token });
    expect(renewed.statusCode).toBe(200);
    const next = renewed.json() as { token: string; refresh_token: string };
    expect(next.refresh_token).not.toBe(refresh_token);
    expect((await post('/api/data/session/access', {}, { 'x-refresh-token': refresh_token })).statusCode).toBe(401);
    expect((await post('/api/data/session/access', {}, { 'x-refresh-token': next.refresh_token })).statusCode).toBe(401);
  });

  it('refuses renewal without a refresh token', async () => {
    expect((await post('/api/data/session/access', {})).statusCode).toBe(401);
  });

  it("selects bases on the legacy API, refusing an empty choice and bases the officer may not use", async () => {
    const login = await post('/api/legacy/login', { user: 'saksbehandler', password: 'saksbehandler-demo' });
    const headers = { 'x-session-token': (login.json() as { access_token: string }).access_token };
    const chosen = await post('/api/legacy/Officer/select', { bases: [2] }, headers);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ access_token: expect.any(String) });
    const empty = await post('/api/legacy/Officer/select', { bases: [] }, headers);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors[0].path).toBe('body.bases');
    const forbidden = await post('/api/legacy/Officer/select', { bases: [1, 5] }, headers);
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('every protected operation of the three contracts', () => {
  const secret = Buffer.alloc(32, 1);
  const forge = (header: object, payload: object, key: Buffer | null) => {
    const h = Buffer.from(JSON.stringify(header)).toString('base64url');
    const p = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${h}.${p}.${key ? createHmac('sha256', key).update(`${h}.${p}`).digest('base64url') : ''}`;
  };

  async function protectedOperations(): Promise<{ api: string; operation: Operation }[]> {
    const all = [];
    for (const api of ['data', 'legacy', 'service']) {
      const document = await loadApiDocument(path.resolve(import.meta.dirname, `../../../openapi/${api}-api.yaml`));
      for (const operation of listOperations(document)) {
        if (operation.security.length && !operation.security.some((r) => r.length === 0)) all.push({ api, operation });
      }
    }
    return all;
  }

  it('answers 401 to a missing, expired, tampered, foreign-key or alg:none token, whatever the request', async () => {
    const { access_token } = await dataLogin();
    const [h, p, s] = access_token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
    const expired = await (async () => {
      const past = { ...claims, exp: Math.floor(Date.now() / 1000) - 1 };
      return `${h}.${Buffer.from(JSON.stringify(past)).toString('base64url')}.${s}`;
    })();
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...claims, roles: ['Technical', 'Executive'] })).toString('base64url')}.${s}`;
    const badTokens = [
      undefined,
      expired,
      tampered,
      forge({ alg: 'HS256', typ: 'JWT' }, claims, secret),
      forge({ alg: 'none', typ: 'JWT' }, claims, null),
    ];
    const operations = await protectedOperations();
    expect(operations.length).toBeGreaterThan(150);
    for (const { api, operation } of operations) {
      const url = `/api/${api}${operation.path.replace(/\{[^}]+\}/g, '1')}`;
      for (const token of badTokens) {
        const headers: Record<string, string> = {};
        if (token) {
          headers.authorization = `Bearer ${token}`;
          headers['x-session-token'] = token;
          headers['x-refresh-token'] = token;
        }
        const response = await server.app.inject({ method: operation.method, url, headers });
        expect({ url, method: operation.method, status: response.statusCode }).toEqual({ url, method: operation.method, status: 401 });
      }
    }
  }, 120_000);
});
