import type { FastifyInstance } from 'fastify';

/**
 * The legacy API's session header for a demo officer, signed in through the app in process; with `bases`,
 * after choosing those bases (Officer/select), as an officer who works on some bases only.
 */
export async function legacyLogin(app: FastifyInstance, user: string, password: string, bases?: number[]): Promise<Record<string, string>> {
  const login = await app.inject({ method: 'POST', url: '/api/legacy/login', payload: { user, password } });
  const headers = { 'x-session-token': (login.json() as { access_token: string }).access_token };
  if (!bases) return headers;
  const selected = await app.inject({ method: 'POST', url: '/api/legacy/Officer/select', payload: { bases }, headers });
  return { 'x-session-token': (selected.json() as { access_token: string }).access_token };
}
