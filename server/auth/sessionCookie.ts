import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The browser's hold on its session (issue 43): the refresh token lives in an httpOnly cookie, so every tab
 * of a signed-in browser can exchange it for tokens of its own (POST /api/data/session/access), and no
 * script of the page can read it.
 *
 * - HttpOnly: out of scripts' reach, so a script injected into the page cannot carry the session away.
 * - SameSite=Strict: sent only with requests a page of this site makes, never with one another site starts.
 * - Secure, with the __Secure- prefix, when the request came over https (behind a proxy: X-Forwarded-Proto,
 *   read with TRUST_PROXY); over plain http (http://localhost) the browser would drop a Secure cookie.
 * - Path: only the data API's session calls get it, not every request to the APIs.
 * - Max-Age: until the session ends (part 1 §4), so the browser forgets it with the session.
 */
export const REFRESH_COOKIE_PATH = '/api/data/session';

const PLAIN_NAME = 'norlink-refresh';
const SECURE_NAME = '__Secure-norlink-refresh';

/**
 * No secret, readable by the page: tells a tab's first script that the browser holds a session, so the
 * signed-in code downloads alongside the exchange rather than after it. It comes and goes with the refresh
 * cookie; a stale one costs only that download.
 */
export const SIGNED_IN_HINT = 'norlink-signed-in';

const secure = (request: FastifyRequest) => request.protocol === 'https';

function cookie(name: string, value: string, attributes: { path: string; maxAgeSeconds: number; httpOnly: boolean; secure: boolean }): string {
  return [
    `${name}=${value}`,
    `Path=${attributes.path}`,
    `Max-Age=${attributes.maxAgeSeconds}`,
    'SameSite=Strict',
    ...(attributes.httpOnly ? ['HttpOnly'] : []),
    ...(attributes.secure ? ['Secure'] : []),
  ].join('; ');
}

/** Sets the refresh cookie (a login, or the next token of an exchange) and the signed-in hint, until `expiresAt`. */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, refreshToken: string, expiresAt: Date, now = new Date()): void {
  const maxAgeSeconds = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  const isSecure = secure(request);
  reply.header('set-cookie', [
    cookie(isSecure ? SECURE_NAME : PLAIN_NAME, refreshToken, { path: REFRESH_COOKIE_PATH, maxAgeSeconds, httpOnly: true, secure: isSecure }),
    cookie(SIGNED_IN_HINT, '1', { path: '/', maxAgeSeconds, httpOnly: false, secure: isSecure }),
  ]);
}

/** Makes the browser forget both cookies (logout, or an exchange refused). */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const isSecure = secure(request);
  reply.header('set-cookie', [
    cookie(isSecure ? SECURE_NAME : PLAIN_NAME, '', { path: REFRESH_COOKIE_PATH, maxAgeSeconds: 0, httpOnly: true, secure: isSecure }),
    cookie(SIGNED_IN_HINT, '', { path: '/', maxAgeSeconds: 0, httpOnly: false, secure: isSecure }),
  ]);
}

/** The refresh token the browser sent, under the name this request's scheme uses; undefined without one. */
export function refreshTokenOf(request: FastifyRequest): string | undefined {
  const name = secure(request) ? SECURE_NAME : PLAIN_NAME;
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim() || undefined;
  }
  return undefined;
}

/**
 * Cross-site request forgery: a call that a cookie authenticates, or that sets one, must come from a page
 * of this server's own origin (OWASP CSRF Prevention Cheat Sheet, "Verifying Origin With Standard Headers").
 * Browsers send Origin with every POST; without it, Sec-Fetch-Site says where the request came from. A
 * request with neither came from no browser (a script, a test), so no browser's cookie was taken along.
 * The host (and port) is compared, not the scheme: behind a proxy that ends TLS and is not trusted
 * (TRUST_PROXY unset) the request arrives as http while the page is https, and a page of another scheme on
 * this very host is this site's own.
 */
export function fromOwnOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string') return withoutDefaultPort(hostOf(origin)) === withoutDefaultPort(request.host);
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  return true;
}

/** Browsers leave the default ports out of Origin; a Host header may carry them. */
function withoutDefaultPort(host: string | null): string | null {
  return host?.replace(/:(80|443)$/, '') ?? null;
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    // 'null' (a sandboxed page, a file) and anything else that is no origin.
    return null;
  }
}
