import createClient from 'openapi-fetch';
import type { paths } from './generated/schema';
import { conformsTo } from '../shared/responseValidation';

/** The generated validators load with the first session call, not with the login page. */
const validators = () => import('./generated/validators').then((module) => module.responseValidators);

/** The service API's login (POST auth/login, joining the session of `legacyToken` when given), answer checked against the contract. */
export function createServiceSessionCalls(options: { readonly baseUrl: string; readonly fetch?: typeof globalThis.fetch }) {
  const baseFetch = options.fetch ?? globalThis.fetch;
  const client = createClient<paths>({ baseUrl: options.baseUrl.replace(/\/+$/, ''), fetch: (input: Request) => baseFetch(input) });
  return {
    /** The service token, or the HTTP status of the refusal (0: unreachable, 502: answer broke the contract). */
    async login(username: string, password: string, legacyToken?: string): Promise<{ readonly token: string } | { readonly status: number }> {
      try {
        const header = legacyToken ? { 'X-Session-Token': legacyToken } : {};
        const { data, response } = await client.POST('/auth/login', { body: { username, password }, params: { header } });
        if (!response.ok) return { status: response.status };
        if (!data || !(await conformsTo(await validators(), 'POST /auth/login', data))) return { status: 502 };
        return { token: data.token };
      } catch {
        return { status: 0 };
      }
    },
  };
}
