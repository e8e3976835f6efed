import { Container } from 'inversify';
import { waitFor as waitForActor } from 'xstate';
import { sessionStorageStore } from '../../src/adapters/browser/sessionStorageStore';
import type { SessionApiPort } from '../../src/application/ports/sessionApi.port';
import { createSessionActor } from '../../src/composition/session';
import { TOKENS } from '../../src/composition/tokens';
import { MemoryStorage } from './memoryStorage';

/** A container whose session is logged in with a profile of these roles, for screens that show by role. */
export async function signedInAs(roles: string[]) {
  const profile = { userId: 1, name: 'Tora Teknisk', email: 't@norlink.example', roles, bases: [1] };
  const api: SessionApiPort = {
    loginLegacy: async () => ({ ok: true, token: 'legacy', profile, expiresAt: new Date(Date.now() + 3_600_000).toISOString() }),
    loginData: async () => ({ ok: true, accessToken: 'data', refreshToken: 'refresh' }),
    loginService: async () => ({ ok: true, token: 'service' }),
    renew: async () => ({ ok: false, reason: 'rejected' }),
    selectBases: async (_token, bases) => ({ ok: true, accessToken: 'legacy-bases', bases }),
    logout: async () => ({ ok: true }),
  };
  const session = createSessionActor(api, sessionStorageStore(new MemoryStorage()), () => undefined);
  await waitForActor(session, (s) => s.matches('loggedOut'));
  session.send({ type: 'LOGIN', credentials: { username: 'x', password: 'x' } });
  await waitForActor(session, (s) => s.matches({ loggedIn: 'active' }));
  const container = new Container();
  container.bind(TOKENS.Session).toConstantValue(session);
  return container;
}
