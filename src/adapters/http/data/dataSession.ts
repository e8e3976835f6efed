import createClient from 'openapi-fetch';
import type { paths } from './generated/schema';
import { conformsTo } from '../shared/responseValidation';

/** The generated validators load with the first session call, not with the login page. */
const validators = () => import('./generated/validators').then((module) => module.responseValidators);

/** A tab's tokens of the browser's session, from POST session/access (the cookie exchange). */
export interface DataSessionGrant {
  readonly dataToken: string;
  readonly legacyToken: string;
  readonly serviceToken: string;
  readonly profile: { readonly userId: number; readonly name: string; readonly email: string; readonly roles: readonly string[]; readonly bases: readonly number[] };
  readonly activeBases: readonly number[];
  readonly expiresAt: string;
}

/** HTTP status of a refusal; 0 when the API could not be reached, 502 when its answer broke the contract. */
export type Refusal = { readonly status: number };

/**
 * The data API's session calls, outside the authenticated client (they carry no access token and must
 * never trigger a renewal themselves). Answers are checked against the contract. The refresh token is never
 * seen here: the server sets it as an httpOnly cookie, and the browser sends it to session/access by itself.
 */
export function createDataSessionCalls(options: { readonly baseUrl: string; readonly fetch?: typeof globalThis.fetch }) {
  const baseFetch = options.fetch ?? globalThis.fetch;
  const client = createClient<paths>({ baseUrl: options.baseUrl.replace(/\/+$/, ''), fetch: (input: Request) => baseFetch(input) });
  return {
    /**
     * POST login {username, password}, joining the server-side session of `legacyToken` when given: the access
     * token (the browser keeps the session cookie), or the HTTP status of the refusal.
     */
    async login(username: string, password: string, legacyToken?: string): Promise<{ readonly accessToken: string } | Refusal> {
      try {
        const header = legacyToken ? { 'X-Session-Token': legacyToken } : {};
        const { data, response } = await client.POST('/login', { body: { username, password }, params: { header } });
        if (!response.ok) return { status: response.status };
        if (!data || !(await conformsTo(await validators(), 'POST /login', data))) return { status: 502 };
        return { accessToken: data.access_token };
      } catch {
        return { status: 0 };
      }
    },
    /** POST session/access with the browser's session cookie: this tab's tokens of the session, or the refusal's status. */
    async exchange(): Promise<DataSessionGrant | Refusal> {
      try {
        // The answer's validator downloads while the exchange is under way: every new tab and reload waits on this call.
        const checks = validators().then((table) => {
          void table['POST /session/access']?.load().catch(() => undefined);
          return table;
        });
        checks.catch(() => undefined);
        const { data, response } = await client.POST('/session/access');
        if (!response.ok) return { status: response.status };
        if (!data || !(await conformsTo(await checks, 'POST /session/access', data))) return { status: 502 };
        return {
          dataToken: data.token,
          legacyToken: data.legacyToken,
          serviceToken: data.serviceToken,
          profile: { ...data.profile, email: data.profile.email ?? '' },
          activeBases: data.activeBases,
          expiresAt: data.expiresAt,
        };
      } catch {
        return { status: 0 };
      }
    },
  };
}
