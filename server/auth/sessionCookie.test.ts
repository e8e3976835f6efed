import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { clearSessionCookies, fromOwnOrigin, refreshTokenOf, setSessionCookies } from './sessionCookie';

const request = (headers: Record<string, string>, protocol: 'http' | 'https' = 'http', host = 'norlink.example') =>
  ({ headers, protocol, host }) as unknown as FastifyRequest;

function reply() {
  const headers: Record<string, unknown> = {};
  return { headers, reply: { header: (name: string, value: unknown) => (headers[name] = value) } as unknown as FastifyReply };
}

describe('the session cookie', () => {
  it('is read under the name of the request’s scheme only, the first of its name', () => {
    expect(refreshTokenOf(request({ cookie: 'a=1; norlink-refresh=abc; norlink-refresh=def' }))).toBe('abc');
    expect(refreshTokenOf(request({ cookie: 'norlink-refresh=abc' }, 'https'))).toBeUndefined();
    expect(refreshTokenOf(request({ cookie: '__Secure-norlink-refresh=xyz' }, 'https'))).toBe('xyz');
    expect(refreshTokenOf(request({ cookie: 'norlink-refresh=' }))).toBeUndefined();
    expect(refreshTokenOf(request({ cookie: 'xnorlink-refresh=abc' }))).toBeUndefined();
    expect(refreshTokenOf(request({}))).toBeUndefined();
  });

  it('lasts until the session ends, and is forgotten at once when cleared', () => {
    const set = reply();
    const now = new Date('2026-11-28T08:00:00Z');
    setSessionCookies(request({}, 'https'), set.reply, 'token', new Date('2026-11-28T20:00:00Z'), now);
    expect(set.headers['set-cookie']).toEqual([
      '__Secure-norlink-refresh=token; Path=/api/data/session; Max-Age=43200; SameSite=Strict; HttpOnly; Secure',
      'norlink-signed-in=1; Path=/; Max-Age=43200; SameSite=Strict; Secure',
    ]);
    const cleared = reply();
    clearSessionCookies(request({}), cleared.reply);
    expect(cleared.headers['set-cookie']).toEqual([
      'norlink-refresh=; Path=/api/data/session; Max-Age=0; SameSite=Strict; HttpOnly',
      'norlink-signed-in=; Path=/; Max-Age=0; SameSite=Strict',
    ]);
  });
});

describe('the origin check against cross-site request forgery', () => {
  it.each([
    [{ origin: 'https://norlink.example' }, true],
    [{ origin: 'http://norlink.example' }, true],
    [{ origin: 'https://norlink.example:443' }, true],
    [{ origin: 'https://angriper.example' }, false],
    [{ origin: 'https://norlink.example.angriper.example' }, false],
    [{ origin: 'https://norlink.example:8443' }, false],
    [{ origin: 'null' }, false],
    [{ origin: 'ikke en adresse' }, false],
    [{ 'sec-fetch-site': 'same-origin' }, true],
    [{ 'sec-fetch-site': 'none' }, true],
    [{ 'sec-fetch-site': 'same-site' }, false],
    [{ 'sec-fetch-site': 'cross-site' }, false],
    [{}, true],
  ])('%j from a request to norlink.example: %s', (headers, allowed) => {
    expect(fromOwnOrigin(request(headers))).toBe(allowed);
  });

  it('compares the port where there is one', () => {
    expect(fromOwnOrigin(request({ origin: 'http://localhost:5173' }, 'http', 'localhost:5173'))).toBe(true);
    expect(fromOwnOrigin(request({ origin: 'http://localhost:8080' }, 'http', 'localhost:5173'))).toBe(false);
    expect(fromOwnOrigin(request({ origin: 'http://localhost' }, 'http', 'localhost:80'))).toBe(true);
  });
});
