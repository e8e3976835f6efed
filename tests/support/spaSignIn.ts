import type { FastifyInstance } from 'fastify';

export type SignedInHeaders = Record<'data' | 'legacy' | 'service', Record<string, string>>;

/**
 * Signs in as the SPA does: legacy first, the data and service logins joining its session. Answers the
 * headers each API wants for that login.
 */
export async function signInLikeTheSpa(app: FastifyInstance, username: string, password: string): Promise<SignedInHeaders> {
  const login = async (url: string, payload: object, headers: Record<string, string> = {}) =>
    (await app.inject({ method: 'POST', url, payload, headers })).json() as Record<string, string>;
  const legacy = await login('/api/legacy/login', { user: username, password });
  const join = { 'x-session-token': legacy.access_token! };
  const data = await login('/api/data/login', { username, password }, join);
  const service = await login('/api/service/auth/login', { username, password }, join);
  return {
    data: { authorization: `Bearer ${data.access_token}` },
    legacy: join,
    service: { authorization: `Bearer ${service.token}` },
  };
}
