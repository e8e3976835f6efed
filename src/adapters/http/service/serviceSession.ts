import createClient from 'openapi-fetch';
import type { paths } from './generated/schema';
import { login as isLoginAnswer } from './generated/validators';

/** The service API's login (POST auth/login), answer checked against the contract. */
export function createServiceSessionCalls(options: { readonly baseUrl: string; readonly fetch?: typeof globalThis.fetch }) {
  const baseFetch = options.fetch ?? globalThis.fetch;
  const client = createClient<paths>({ baseUrl: options.baseUrl.replace(/\/+$/, ''), fetch: (input: Request) => baseFetch(input) });
  return {
    /** The service token, or the HTTP status of the refusal (0: unreachable, 502: answer broke the contract). */
    async login(username: string, password: string): Promise<{ readonly token: string } | { readonly status: number }> {
      try {
        const { data, response } = await client.POST('/auth/login', { body: { username, password } });
        if (!response.ok) return { status: response.status };
        if (!data || !isLoginAnswer(data)) return { status: 502 };
        return { token: data.token };
      } catch {
        return { status: 0 };
      }
    },
  };
}
