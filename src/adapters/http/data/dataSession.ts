import createClient from 'openapi-fetch';
import type { paths } from './generated/schema';
import { conformsTo } from '../shared/responseValidation';

/** The generated validators load with the first session call, not with the login page. */
const validators = () => import('./generated/validators').then((module) => module.responseValidators);

export interface DataTokens {
  readonly accessToken: string;
  readonly refreshToken: string;
}

/**
 * The data API's session calls, outside the authenticated client (they carry no access token and must
 * never trigger a renewal themselves). Answers are checked against the contract; anything else is undefined.
 */
export function createDataSessionCalls(options: { readonly baseUrl: string; readonly fetch?: typeof globalThis.fetch }) {
  const baseFetch = options.fetch ?? globalThis.fetch;
  const client = createClient<paths>({ baseUrl: options.baseUrl.replace(/\/+$/, ''), fetch: (input: Request) => baseFetch(input) });
  return {
    /**
     * POST login {username, password}, joining the server-side session of `legacyToken` when given: the tokens,
     * or the HTTP status of the refusal (0: unreachable, 502: answer broke the contract).
     */
    async login(username: string, password: string, legacyToken?: string): Promise<DataTokens | { readonly status: number }> {
      try {
        const header = legacyToken ? { 'X-Session-Token': legacyToken } : {};
        const { data, response } = await client.POST('/login', { body: { username, password }, params: { header } });
        if (!response.ok) return { status: response.status };
        if (!data || !(await conformsTo(await validators(), 'POST /login', data))) return { status: 502 };
        return { accessToken: data.access_token, refreshToken: data.refresh_token };
      } catch {
        return { status: 0 };
      }
    },
    /** POST session/access with the refresh token in X-Refresh-Token: the new pair, or undefined. */
    async renew(refreshToken: string): Promise<DataTokens | undefined> {
      try {
        // The answer's validator downloads while the renewal is under way: every reload waits on this call.
        const checks = validators().then((table) => {
          void table['POST /session/access']?.load().catch(() => undefined);
          return table;
        });
        checks.catch(() => undefined);
        const { data, response } = await client.POST('/session/access', { headers: { 'X-Refresh-Token': refreshToken } });
        if (!response.ok || !(await conformsTo(await checks, 'POST /session/access', data)) || !data) return undefined;
        return { accessToken: data.token, refreshToken: data.refresh_token };
      } catch {
        return undefined;
      }
    },
  };
}
