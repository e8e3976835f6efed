import { Container } from 'inversify';
import { waitFor } from 'xstate';
import type { SessionApiPort } from '../../src/application/ports/sessionApi.port';
import { createSessionActor } from '../../src/composition/session';
import { TOKENS } from '../../src/composition/tokens';
import { ONE_TAB } from './tabSignals';

function fakeSessionApi(roles: readonly string[], userId = 1): SessionApiPort {
  const profile = { userId, name: 'Tora Teknisk', email: 't@norlink.example', roles: [...roles], bases: [1] };
  return {
    loginLegacy: async () => ({ ok: true, token: 'legacy', profile, activeBases: [1], expiresAt: new Date(Date.now() + 3_600_000).toISOString() }),
    loginData: async () => ({ ok: true, accessToken: 'data' }),
    loginService: async () => ({ ok: true, token: 'service' }),
    exchange: async () => ({ ok: false, reason: 'rejected' }),
    selectBases: async (_token, bases) => ({ ok: true, accessToken: 'legacy-bases', bases }),
    logout: async () => ({ ok: true }),
  };
}

/** A session no one has signed in to: the profile has no roles, so useMayUse answers false everywhere. */
export function signedOutSession() {
  return createSessionActor(fakeSessionApi([]), ONE_TAB, () => undefined);
}

/** A session actor signed in (all three logins answered by fakes) as an officer with these roles, for pages that read the profile or ask useMayUse. */
export async function signedInSession(roles: readonly string[], userId = 1) {
  const session = createSessionActor(fakeSessionApi(roles, userId), ONE_TAB, () => undefined);
  await waitFor(session, (s) => s.matches('loggedOut'));
  session.send({ type: 'LOGIN', credentials: { username: 'x', password: 'x' } });
  await waitFor(session, (s) => s.matches({ loggedIn: 'active' }));
  return session;
}

/** A container whose session is signed in with these roles, for screens that show by role. */
export async function signedInAs(roles: readonly string[]): Promise<Container> {
  const container = new Container();
  container.bind(TOKENS.Session).toConstantValue(await signedInSession(roles));
  return container;
}
