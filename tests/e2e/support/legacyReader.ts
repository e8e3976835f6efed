import { expect, type APIRequestContext } from '@playwright/test';
import { OFFICERS } from './session';

/** Reads of the legacy API as the Technical officer (all bases), for checking what a page did; `origin` for a server of a spec's own. */
export async function legacyReader(request: APIRequestContext, origin = '') {
  const login = await request.post(`${origin}/api/legacy/login`, { data: { user: OFFICERS.teknisk.username, password: OFFICERS.teknisk.password } });
  expect(login.status()).toBe(200);
  const headers = { 'x-session-token': ((await login.json()) as { access_token: string }).access_token };
  return async <T,>(url: string): Promise<T> => {
    const response = await request.get(`${origin}/api/legacy/${url}`, { headers });
    expect(response.status(), url).toBe(200);
    return (await response.json()) as T;
  };
}
