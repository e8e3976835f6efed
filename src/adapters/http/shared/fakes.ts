/** Test doubles of the application ports the HTTP adapters use. */
import type { Notice, NotifierPort } from '../../../application/ports/notifier.port';
import type { SessionTokensPort } from '../../../application/ports/sessionTokens.port';

export function recordingNotifier(): NotifierPort & { readonly notices: Notice[] } {
  const notices: Notice[] = [];
  return { notices, notify: (notice) => void notices.push(notice) };
}

export interface FakeTokens extends SessionTokensPort {
  access: string | undefined;
  expiredSignals: number;
  renewCalls: number;
}

export function fakeTokens(renew: (tokens: FakeTokens) => Promise<boolean>, access = 'access-1'): FakeTokens {
  const tokens: FakeTokens = {
    access,
    expiredSignals: 0,
    renewCalls: 0,
    accessToken: () => tokens.access,
    legacyToken: () => 'legacy-session',
    serviceToken: () => 'service-token',
    renew: () => {
      tokens.renewCalls++;
      return renew(tokens);
    },
    onSessionExpired: () => void tokens.expiredSignals++,
  };
  return tokens;
}
