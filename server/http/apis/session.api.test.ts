import { createHmac } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';
import { loadApiDocument } from '../openapi/loadDocument';
import { listOperations, type Operation } from '../openapi/operations';

let server: TestApp;
beforeAll(async () => {
  // Behind a proxy (TRUST_PROXY=1): X-Forwarded-Proto tells an https request from a plain one.
  server = await startTestApp({ trustProxy: 1 });
});
afterAll(() => server.close());

/** Each login from an address of its own: these tests log in more often than the login rate limit allows one client. */
let client = 0;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': `10.9.0.${++client}`, ...headers } });

/** The Set-Cookie lines of an answer, by cookie name: the value and the attributes as written. */
function cookiesSet(response: { headers: Record<string, unknown> }): Record<string, { value: string; attributes: string[] }> {
  const lines = response.headers['set-cookie'];
  const all = Array.isArray(lines) ? lines : typeof lines === 'string' ? [lines] : [];
  return Object.fromEntries(
    all.map((line: string) => {
      const [pair, ...attributes] = line.split('; ');
      const at = pair!.indexOf('=');
      return [pair!.slice(0, at), { value: pair!.slice(at + 1), attributes }];
    }),
  );
}

/** The data login as the SPA makes it (joining a legacy login), answering the access token and the session cookie. */
async function dataLogin(username = 'teknisk', password = 'teknisk-demo', headers: Record<string, string> = {}) {
  const legacy = await post('/api/legacy/login', { user: username, password }, headers);
  const response = await post('/api/data/login', { username, password }, { 'x-session-token': legacy.json().access_token, ...headers });
  expect(response.statusCode).toBe(200);
  return { body: response.json() as { access_token: string }, cookie: cookiesSet(response)['norlink-refresh']!.value, legacy: legacy.json() };
}

const exchange = (cookie: string | undefined, headers: Record<string, string> = {}) =>
  post('/api/data/session/access', {}, { ...(cookie ? { cookie: `norlink-signed-in=1; norlink-refresh=${cookie}` } : {}), ...headers });

describe('the session calls over HTTP', () => {
  it('logs in to each of the three APIs as the spec shapes it', async () => {
    const legacy = await post('/api/legacy/login', { user: 'leder', password: 'leder-demo' });
    expect(legacy.statusCode).toBe(200);
    expect(legacy.json()).toMatchObject({ access_token: expect.any(String), profile: { userId: 2, roles: ['Executive'] }, activeBases: [1, 2, 3, 4, 5] });
    const data = await post('/api/data/login', { username: 'leder', password: 'leder-demo' });
    // The refresh token is in the cookie only: nothing of it in what the page reads.
    expect(data.json()).toEqual({ access_token: expect.any(String) });
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

  it('gives the profile of the token holder: the bases the officer may use, and those in force', async () => {
    const { body } = await dataLogin();
    const response = await server.app.inject({ method: 'GET', url: '/api/data/session/profile', headers: { authorization: `Bearer ${body.access_token}` } });
    expect(response.json()).toMatchObject({ userId: 1, name: 'Tora Teknisk', roles: ['Technical'], bases: [1, 2, 3, 4, 5], activeBases: [1, 2, 3, 4, 5] });
  });
});

describe('the session cookie (issue 43)', () => {
  it('is set by the data login: httpOnly, SameSite=Strict, for the session calls only, until the session ends', async () => {
    const legacy = await post('/api/legacy/login', { user: 'teknisk', password: 'teknisk-demo' });
    const response = await post('/api/data/login', { username: 'teknisk', password: 'teknisk-demo' }, { 'x-session-token': legacy.json().access_token });
    const cookies = cookiesSet(response);
    const refresh = cookies['norlink-refresh']!;
    expect(refresh.value).toMatch(/^[\w-]{40,}$/);
    expect(refresh.attributes).toEqual(['Path=/api/data/session', expect.stringMatching(/^Max-Age=\d+$/), 'SameSite=Strict', 'HttpOnly']);
    const maxAge = Number(refresh.attributes[1]!.slice('Max-Age='.length));
    expect(Math.abs(Date.now() + maxAge * 1000 - Date.parse(legacy.json().expiresAt))).toBeLessThan(5_000);
    // The readable hint carries no secret, and no token travels anywhere else.
    expect(cookies['norlink-signed-in']).toEqual({ value: '1', attributes: ['Path=/', refresh.attributes[1], 'SameSite=Strict'] });
    expect(Object.keys(cookies)).toEqual(['norlink-refresh', 'norlink-signed-in']);
  });

  it('is Secure, under the __Secure- name, when the request came over https, and only that name is read there', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const legacy = await post('/api/legacy/login', { user: 'teknisk', password: 'teknisk-demo' }, https);
    const response = await post('/api/data/login', { username: 'teknisk', password: 'teknisk-demo' }, { ...https, 'x-session-token': legacy.json().access_token });
    const cookies = cookiesSet(response);
    expect(cookies['norlink-refresh']).toBeUndefined();
    const secure = cookies['__Secure-norlink-refresh']!;
    expect(secure.attributes).toContain('Secure');
    expect(cookies['norlink-signed-in']!.attributes).toContain('Secure');
    // Sent under the plain name over https it is not the session's cookie.
    expect((await exchange(secure.value, https)).statusCode).toBe(401);
    const answer = await post('/api/data/session/access', {}, { ...https, cookie: `__Secure-norlink-refresh=${secure.value}` });
    expect(answer.statusCode).toBe(200);
  });

  it("is exchanged for a tab's tokens of all three APIs in the same session, with the officer, the bases in force and the end", async () => {
    const { cookie, legacy } = await dataLogin('leder', 'leder-demo');
    const response = await exchange(cookie);
    expect(response.statusCode).toBe(200);
    const grant = response.json();
    expect(grant).toEqual({
      token: expect.any(String),
      legacyToken: expect.any(String),
      serviceToken: expect.any(String),
      profile: { userId: 2, name: 'Leif Leder', email: 'leder@norlink.example', roles: ['Executive'], bases: [1, 2, 3, 4, 5] },
      activeBases: [1, 2, 3, 4, 5],
      expiresAt: legacy.expiresAt,
    });
    const call = (url: string, headers: Record<string, string>) => server.app.inject({ method: 'GET', url, headers });
    expect((await call('/api/data/session/profile', { authorization: `Bearer ${grant.token}` })).statusCode).toBe(200);
    expect((await call('/api/legacy/DebtCollection/Cases/Pending', { 'x-session-token': grant.legacyToken })).statusCode).toBe(200);
    expect((await call('/api/service/countries', { authorization: `Bearer ${grant.serviceToken}` })).statusCode).toBe(200);
    // The same session: the legacy login's logout ends the exchanged tokens too.
    await post('/api/legacy/logout', {}, { 'x-session-token': legacy.access_token });
    expect((await call('/api/service/countries', { authorization: `Bearer ${grant.serviceToken}` })).statusCode).toBe(401);
  });

  it('is rotated by every exchange', async () => {
    const { cookie } = await dataLogin();
    const first = await exchange(cookie);
    const next = cookiesSet(first)['norlink-refresh']!.value;
    expect(next).not.toBe(cookie);
    const second = await exchange(next);
    expect(second.statusCode).toBe(200);
    expect(cookiesSet(second)['norlink-refresh']!.value).not.toBe(next);
  });

  it('is cleared when it is missing, unknown or its session is over, with a 401', async () => {
    const { cookie, legacy } = await dataLogin();
    await post('/api/legacy/logout', {}, { 'x-session-token': legacy.access_token });
    for (const sent of [undefined, 'ukjent', cookie]) {
      const response = await exchange(sent);
      expect(response.statusCode).toBe(401);
      const cleared = cookiesSet(response);
      expect(cleared['norlink-refresh']).toEqual({ value: '', attributes: ['Path=/api/data/session', 'Max-Age=0', 'SameSite=Strict', 'HttpOnly'] });
      expect(cleared['norlink-signed-in']).toEqual({ value: '', attributes: ['Path=/', 'Max-Age=0', 'SameSite=Strict'] });
    }
  });

  it.each([
    ['/api/legacy/logout', (legacy: string) => ({ 'x-session-token': legacy })],
    ['/api/data/session/logout', (_legacy: string, data: string) => ({ authorization: `Bearer ${data}` })],
  ])('is cleared by %s, and the session it held is over', async (url, headersOf) => {
    const { cookie, legacy, body } = await dataLogin();
    const response = await post(url, {}, headersOf(legacy.access_token, body.access_token));
    expect(response.statusCode).toBe(204);
    expect(cookiesSet(response)['norlink-refresh']!.attributes).toContain('Max-Age=0');
    expect((await exchange(cookie)).statusCode).toBe(401);
  });

  it.each([
    ['another site’s Origin', { origin: 'https://angriper.example' }],
    ['another port of this host', { origin: 'http://localhost:9999' }],
    ['Origin null (a sandboxed page)', { origin: 'null' }],
    ['a cross-site fetch without Origin', { 'sec-fetch-site': 'cross-site' }],
    ['a same-site fetch of another origin without Origin', { 'sec-fetch-site': 'same-site' }],
  ])('is neither exchanged nor set for a page of another origin: %s', async (_, foreign) => {
    const { cookie } = await dataLogin();
    const refused = await exchange(cookie, { host: 'localhost:80', ...foreign });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Forespørselen kom ikke fra NorLink og ble avvist');
    expect(refused.headers['set-cookie']).toBeUndefined();
    // Not spent: the officer's own page exchanges it afterwards.
    expect((await exchange(cookie, { host: 'localhost:80', origin: 'http://localhost:80' })).statusCode).toBe(200);
    const login = await post('/api/data/login', { username: 'teknisk', password: 'teknisk-demo' }, { host: 'localhost:80', ...foreign });
    expect(login.statusCode).toBe(403);
    expect(login.headers['set-cookie']).toBeUndefined();
  });

  it('is exchanged for a page of its own origin, as a browser sends it', async () => {
    const { cookie } = await dataLogin();
    const own = await exchange(cookie, { host: 'localhost:8080', origin: 'http://localhost:8080', 'sec-fetch-site': 'same-origin' });
    expect(own.statusCode).toBe(200);
    // An https page behind a proxy that ends TLS and is not trusted (the request arrives as plain http).
    const proxied = await exchange(cookiesSet(own)['norlink-refresh']!.value, { host: 'norlink.example', origin: 'https://norlink.example' });
    expect(proxied.statusCode).toBe(200);
    const https = { host: 'norlink.example', 'x-forwarded-proto': 'https', origin: 'https://norlink.example' };
    const login = await post('/api/data/login', { username: 'teknisk', password: 'teknisk-demo' }, https);
    expect(login.statusCode).toBe(200);
    expect(cookiesSet(login)['__Secure-norlink-refresh']).toBeDefined();
  });

  it('gives the bases chosen in one tab to the next tab the browser opens, and the next login starts with them', async () => {
    const { cookie, legacy } = await dataLogin('saksbehandler', 'saksbehandler-demo');
    const chosen = await post('/api/legacy/Officer/select', { bases: [2] }, { 'x-session-token': legacy.access_token });
    expect(chosen.json()).toMatchObject({ bases: [2] });
    const newTab = (await exchange(cookie)).json();
    expect(newTab.activeBases).toEqual([2]);
    // The badges count what the selector shows, with the tokens the new tab got.
    const counted = await server.app.inject({ method: 'GET', url: '/api/data/session/profile', headers: { authorization: `Bearer ${newTab.token}` } });
    expect(counted.json().activeBases).toEqual([2]);
    await post('/api/legacy/logout', {}, { 'x-session-token': legacy.access_token });
    const again = await post('/api/legacy/login', { user: 'saksbehandler', password: 'saksbehandler-demo' });
    expect(again.json().activeBases).toEqual([2]);
    await post('/api/legacy/Officer/select', { bases: [1, 2] }, { 'x-session-token': again.json().access_token });
  });

  it('travels in no URL: no operation of the three contracts takes a token in its path or query (URLs are what logs keep)', async () => {
    for (const api of ['data', 'legacy', 'service']) {
      const document = await loadApiDocument(path.resolve(import.meta.dirname, `../../../openapi/${api}-api.yaml`));
      for (const operation of listOperations(document)) {
        const inUrl = operation.parameters.filter((p) => (p.in === 'query' || p.in === 'path') && /token|session|refresh|auth/i.test(p.name));
        expect(inUrl.map((p) => `${operation.operationId}: ${p.name}`)).toEqual([]);
      }
    }
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
    const { access_token } = (await dataLogin()).body;
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
          headers.cookie = `norlink-refresh=${token}`;
        }
        const response = await server.app.inject({ method: operation.method, url, headers });
        expect({ url, method: operation.method, status: response.statusCode }).toEqual({ url, method: operation.method, status: 401 });
      }
    }
  }, 120_000);
});
