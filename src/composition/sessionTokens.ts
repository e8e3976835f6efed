import { waitFor } from 'xstate';
import type { SessionTokensPort } from '../application/ports/sessionTokens.port';
import type { SessionActor } from './session';

/**
 * The HTTP adapters' view of the session: the tokens in the machine's context, and renewal as the
 * machine does it (RENEW, then wait until it leaves `renewing`).
 */
export function sessionTokensOf(session: SessionActor): SessionTokensPort {
  const context = () => session.getSnapshot().context;
  return {
    accessToken: () => context().dataToken ?? undefined,
    legacyToken: () => context().legacyToken ?? undefined,
    serviceToken: () => context().serviceToken ?? undefined,
    async renew() {
      const before = context().dataToken;
      session.send({ type: 'RENEW' });
      const settled = await waitFor(session, (state) => !state.matches({ loggedIn: 'renewing' }));
      return settled.matches({ loggedIn: 'active' }) && settled.context.dataToken !== null && settled.context.dataToken !== before;
    },
    onSessionExpired: () => session.send({ type: 'EXPIRED' }),
  };
}
