import createClient from 'openapi-fetch';
import type { paths } from './generated/schema';
import { conformsTo } from '../shared/responseValidation';
import { SESSION_TOKEN_HEADER } from './legacyClient';

/** The generated validators load with the first session call, not with the login page. */
const validators = () => import('./generated/validators').then((module) => module.responseValidators);

export interface LegacyLogin {
  readonly token: string;
  readonly profile: { readonly userId: number; readonly name: string; readonly email: string; readonly roles: readonly string[]; readonly bases: readonly number[] };
  readonly activeBases: readonly number[];
  readonly expiresAt: string;
}

/** HTTP status of a refusal; 0 when the API could not be reached, 502 when its answer broke the contract. */
export type Refusal = { readonly status: number };

/** The legacy API's session calls (POST login, POST Officer/select, POST logout), answers checked against the contract. */
export function createLegacySessionCalls(options: { readonly baseUrl: string; readonly fetch?: typeof globalThis.fetch }) {
  const baseFetch = options.fetch ?? globalThis.fetch;
  const client = createClient<paths>({ baseUrl: options.baseUrl.replace(/\/+$/, ''), fetch: (input: Request) => baseFetch(input) });
  return {
    async login(user: string, password: string): Promise<LegacyLogin | Refusal> {
      try {
        const { data, response } = await client.POST('/login', { body: { user, password } });
        if (!response.ok) return { status: response.status };
        if (!data || !(await conformsTo(await validators(), 'POST /login', data))) return { status: 502 };
        return { token: data.access_token, profile: data.profile, activeBases: data.activeBases, expiresAt: data.expiresAt };
      } catch {
        return { status: 0 };
      }
    },
    async selectBases(sessionToken: string, bases: readonly number[]): Promise<{ readonly token: string; readonly bases: readonly number[] } | Refusal> {
      try {
        const { data, response } = await client.POST('/Officer/select', {
          body: { bases: [...bases] },
          headers: { [SESSION_TOKEN_HEADER]: sessionToken },
        });
        if (!response.ok) return { status: response.status };
        if (!data || !(await conformsTo(await validators(), 'POST /Officer/select', data))) return { status: 502 };
        return { token: data.access_token, bases: data.bases ?? bases };
      } catch {
        return { status: 0 };
      }
    },
    /** POST logout: ends the login's server-side session, for the tokens of all three APIs. */
    async logout(sessionToken: string): Promise<{ readonly ok: true } | Refusal> {
      try {
        const { response } = await client.POST('/logout', { headers: { [SESSION_TOKEN_HEADER]: sessionToken } });
        return response.ok ? { ok: true } : { status: response.status };
      } catch {
        return { status: 0 };
      }
    },
  };
}
