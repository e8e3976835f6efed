import { waitFor } from 'xstate';
import { sessionStorageStore } from '../../src/adapters/browser/sessionStorageStore';
import type { SessionApiPort } from '../../src/application/ports/sessionApi.port';
import { createSessionActor } from '../../src/composition/session';
import { MemoryStorage } from './memoryStorage';

/** A session actor signed in (all three logins answered) as an officer with these roles, for page tests that read the profile. */
export async function signedInSession(roles: readonly string[], userId = 1) {
  const profile = { userId, name: 'Tora Teknisk', email: 't@norlink.example', roles: [...roles], bases: [1] };
  const api: SessionApiPort = {
    loginLegacy: async () => ({ ok: true, token: 'legacy', profile, expiresAt: new Date(Date.now() + 3_600_000).toISOString() }),
    loginData: async () => ({ ok: true, accessToken: 'data', refreshToken: 'refresh' }),
    loginService: async () => ({ ok: true, token: 'service' }),
    renew: async () => ({ ok: false, reason: 'rejected' }),
    selectBases: async (_token, bases) => ({ ok: true, accessToken: 'legacy-bases', bases }),
    logout: async () => ({ ok: true }),
  };
  const session = createSessionActor(api, sessionStorageStore(new MemoryStorage()), () => undefined);
  await waitFor(session, (s) => s.matches('loggedOut'));
  session.send({ type: 'LOGIN', credentials: { username: 'x', password: 'x' } });
  await waitFor(session, (s) => s.matches({ loggedIn: 'active' }));
  return session;
}
