import { CHOOSE_AT_LEAST_ONE_BASE } from '../../../src/domain/session/sessionRules';
import { createLoginThrottle, loginThrottleMessage } from '../../auth/loginThrottle';
import type { Audience } from '../../auth/tokens';
import { PENDING_COUNT_END_POINTS } from '../../pending/pendingCounts';
import { commitChange } from '../../realtime/committedChange';
import { ApiError } from '../apiError';
import type { OperationHandler } from '../openapi/bindApi';
import { SESSION_OVER, signedInOfficer, type ApiDependencies, type HandlerGroup } from './apiHandlers';

const WRONG_CREDENTIALS = 'Feil brukernavn eller passord';

interface Credentials {
  username: string;
  password: string;
}

/** The session calls of part 1 §7, one group per API, as handlers by operationId. */
export function sessionHandlers({ sessions, db, bus }: ApiDependencies): HandlerGroup {
  // One throttle for the three logins: the same officer signs in to all three, and so would a guesser.
  const throttle = createLoginThrottle();
  async function throttledLogin(username: string, password: string, audience: Audience) {
    const wait = throttle.waitSeconds(username, Date.now());
    if (wait > 0) throw new ApiError(429, loginThrottleMessage(wait));
    const result = await sessions.login(username, password, audience);
    if (result?.audience === audience) throttle.succeeded(username);
    else throttle.failed(username, Date.now());
    return result;
  }
  const data: Record<string, OperationHandler> = {
    async login({ body }) {
      const { username, password } = body as Credentials;
      const result = await throttledLogin(username, password, 'data');
      if (result?.audience !== 'data') throw new ApiError(401, WRONG_CREDENTIALS);
      return { access_token: result.accessToken, refresh_token: result.refreshToken };
    },
    async renewAccessToken({ headers }) {
      const refreshToken = headers['x-refresh-token'];
      const renewed = typeof refreshToken === 'string' ? await sessions.renew(refreshToken) : null;
      if (!renewed) throw new ApiError(401, SESSION_OVER);
      return { token: renewed.accessToken, refresh_token: renewed.refreshToken };
    },
    async getProfile(context) {
      const officer = signedInOfficer(context);
      const profile = await sessions.profile(officer.sub);
      if (!profile) throw new ApiError(401, SESSION_OVER);
      return { ...profile, bases: officer.bases, expiresAt: new Date(officer.exp * 1000).toISOString() };
    },
  };

  const legacy: Record<string, OperationHandler> = {
    async login({ body }) {
      const { user, password } = body as { user: string; password: string };
      const result = await throttledLogin(user, password, 'legacy');
      if (result?.audience !== 'legacy') throw new ApiError(401, WRONG_CREDENTIALS);
      return { access_token: result.accessToken, profile: result.profile, expiresAt: result.expiresAt.toISOString() };
    },
    async selectBases(context) {
      const { bases } = context.body as { bases: number[] };
      // The choice is kept for the data API's counts too, so every badge follows it at once.
      const selection = await sessions.selectBases(signedInOfficer(context), bases, (work) =>
        commitChange({ db, bus }, work, () => PENDING_COUNT_END_POINTS),
      );
      if (selection.kind === 'none-chosen') {
        throw new ApiError(400, CHOOSE_AT_LEAST_ONE_BASE, [{ path: 'body.bases', message: CHOOSE_AT_LEAST_ONE_BASE }]);
      }
      if (selection.kind === 'not-allowed') {
        throw new ApiError(403, `Du har ikke tilgang til base ${selection.bases.join(', ')}`, [
          { path: 'body.bases', message: `ikke tilgang til base ${selection.bases.join(', ')}` },
        ]);
      }
      return { access_token: selection.accessToken, bases: selection.bases };
    },
  };

  const service: Record<string, OperationHandler> = {
    async login({ body }) {
      const { username, password } = body as Credentials;
      const result = await throttledLogin(username, password, 'service');
      if (result?.audience !== 'service') throw new ApiError(401, WRONG_CREDENTIALS);
      return { token: result.token };
    },
  };

  return { data, legacy, service };
}
