import type { Middleware } from 'openapi-fetch';
import type { SessionTokensPort } from '../../../application/ports/sessionTokens.port';

/** Sets one header from a token source on every request; no token, no header. */
export function headerAuth(header: string, token: () => string | undefined, scheme?: 'Bearer'): Middleware {
  return {
    onRequest({ request }) {
      const value = token();
      if (value) request.headers.set(header, scheme ? `${scheme} ${value}` : value);
      return request;
    },
  };
}

interface InFlight {
  /** An unsent copy of the request (body included) for the one retry. */
  readonly copy: Request;
  /** The access token the request went out with. */
  readonly token: string | undefined;
}

/** Paths that never trigger a renewal: the login and the renewal itself. */
const NO_RENEWAL = new Set(['/login', '/session/access']);

/**
 * Data API: `Authorization: Bearer <access token>`; a 401 triggers ONE shared renewal for all requests in
 * flight with the same token, then one retry each. A failed renewal retries nothing and signals the
 * session's expiry once; later 401s with the same (dead) token neither renew nor signal again.
 */
export function bearerWithRenewal(tokens: SessionTokensPort): Middleware {
  const inFlight = new Map<string, InFlight>();
  let renewal: Promise<boolean> | undefined;
  let deadToken: string | undefined;

  function renewedSince(sentWith: string): Promise<boolean> {
    const current = tokens.accessToken();
    if (current && current !== sentWith) return Promise.resolve(true);
    if (sentWith === deadToken) return Promise.resolve(false);
    renewal ??= (async () => {
      let ok = false;
      try {
        ok = await tokens.renew();
      } catch {
        ok = false;
      }
      if (!ok) {
        deadToken = sentWith;
        tokens.onSessionExpired();
      }
      return ok;
    })().finally(() => {
      renewal = undefined;
    });
    return renewal;
  }

  return {
    onRequest({ request, id, schemaPath }) {
      const token = tokens.accessToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      if (!NO_RENEWAL.has(schemaPath)) inFlight.set(id, { copy: request.clone(), token });
      return request;
    },
    async onResponse({ response, id, options }) {
      const entry = inFlight.get(id);
      inFlight.delete(id);
      if (!entry || response.status !== 401 || !entry.token) return undefined;
      if (!(await renewedSince(entry.token))) return undefined;
      const token = tokens.accessToken();
      if (!token) return undefined;
      entry.copy.headers.set('Authorization', `Bearer ${token}`);
      await response.body?.cancel().catch(() => undefined);
      // One retry, straight to fetch: its answer (even another 401) is final.
      return options.fetch(entry.copy);
    },
    onError({ id }) {
      inFlight.delete(id);
      return undefined;
    },
  };
}
