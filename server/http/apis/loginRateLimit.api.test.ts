import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiblingApp, startTestApp, type TestApp } from '../../../tests/support/testApp';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

describe('the login calls', () => {
  it('slow down password guessing: the eleventh attempt within a minute gets 429, other APIs unaffected', async () => {
    // A new username each time, so only the address limit is at work here.
    const attempt = (i: number) => server.app.inject({ method: 'POST', url: '/api/service/auth/login', payload: { username: `gjest${i}`, password: 'gjett' } });
    for (let i = 0; i < 10; i++) expect((await attempt(i)).statusCode).toBe(401);
    const limited = await attempt(10);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ status: 429, message: 'For mange forespørsler. Vent litt og prøv igjen.' });
    const otherApi = await server.app.inject({ method: 'POST', url: '/api/data/login', payload: { username: 'teknisk', password: 'teknisk-demo' } });
    expect(otherApi.statusCode).toBe(200);
  });
});

describe('behind one proxy (TRUST_PROXY=1)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await startSiblingApp(server, { trustProxy: 1 });
  });
  afterAll(() => proxied.close());

  it('keys the limit on the address the proxy saw, whatever the client wrote to the left of it', async () => {
    const attempt = (i: number, client = '203.0.113.7') =>
      proxied.app.inject({
        method: 'POST',
        url: '/api/service/auth/login',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': `198.51.100.${i}, ${client}` },
        payload: { username: `gjest${i}`, password: 'gjett' },
      });
    for (let i = 0; i < 10; i++) expect((await attempt(i)).statusCode).toBe(401);
    expect((await attempt(10)).statusCode).toBe(429);
    expect((await attempt(11, '203.0.113.8')).statusCode).toBe(401);
  });
});

describe('behind proxies listed by address (TRUST_PROXY=10.0.0.0/8)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await startSiblingApp(server, { trustProxy: ['10.0.0.0/8'] });
  });
  afterAll(() => proxied.close());

  it('takes the first address outside the proxies, and ignores the header from anyone else', async () => {
    let guesses = 0;
    const attempt = (remoteAddress: string, forwardedFor: string) =>
      proxied.app.inject({
        method: 'POST',
        url: '/api/data/login',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { username: `gjest${guesses++}`, password: 'gjett' },
      });
    for (let i = 0; i < 10; i++) expect((await attempt('10.0.0.2', `198.51.100.${i}, 203.0.113.7, 10.1.1.1`)).statusCode).toBe(401);
    expect((await attempt('10.0.0.3', '198.51.100.99, 203.0.113.7')).statusCode).toBe(429);
    for (let i = 0; i < 10; i++) expect((await attempt('192.0.2.5', `198.51.100.${i}`)).statusCode).toBe(401);
    expect((await attempt('192.0.2.5', '198.51.100.200')).statusCode).toBe(429);
  });
});

describe('per username, from many addresses', () => {
  let spread: TestApp;
  beforeAll(async () => {
    spread = await startSiblingApp(server, { trustProxy: ['10.0.0.0/8'] });
  });
  afterAll(() => spread.close());

  it('makes a username wait after five failures whatever the address, with a Norwegian 429, and lets other officers in', async () => {
    const attempt = (i: number, username: string, password = 'gjett') =>
      spread.app.inject({
        method: 'POST',
        url: i % 2 ? '/api/data/login' : '/api/legacy/login',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        payload: i % 2 ? { username, password } : { user: username, password },
      });
    for (let i = 0; i < 5; i++) expect((await attempt(i, 'leder')).statusCode).toBe(401);
    expect((await attempt(5, 'leder')).statusCode).toBe(401);
    const waiting = await attempt(6, 'leder', 'leder-demo');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().message).toBe('For mange mislykkede innlogginger for denne brukeren. Vent 1 sekunder og prøv igjen.');
    expect((await attempt(7, 'teknisk', 'teknisk-demo')).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await attempt(9, 'leder', 'leder-demo')).statusCode).toBe(200);
  }, 60_000);
});
