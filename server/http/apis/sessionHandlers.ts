import { CHOOSE_AT_LEAST_ONE_BASE } from '../../../src/domain/session/sessionRules';
import { SESSION_END_POINTS } from '../../auth/officerSessions';
import { createLoginThrottle, loginThrottleMessage } from '../../auth/loginThrottle';
import { clearSessionCookies, fromOwnOrigin, refreshTokenOf, setSessionCookies } from '../../auth/sessionCookie';
import type { Audience } from '../../auth/tokens';
import { PENDING_COUNT_END_POINTS } from '../../pending/pendingCounts';
import { commitChange } from '../../realtime/committedChange';
import { ApiError } from '../apiError';
import type { Queryable } from '../../db/database';
import type { OperationContext, OperationHandler } from '../openapi/bindApi';
import { SESSION_OVER, signedInOfficer, type ApiDependencies, type HandlerGroup } from './apiHandlers';

const WRONG_CREDENTIALS = 'Feil brukernavn eller passord';
const NO_SUCH_OFFICER = 'Saksbehandleren ble ikke funnet';
/** A page of another site tried a call that the session cookie authenticates or sets. */
export const FOREIGN_ORIGIN = 'Forespørselen kom ikke fra NorLink og ble avvist';

interface Credentials {
  username: string;
  password: string;
}

/** The legacy session token a data or service login joins (see `X-Session-Token` on those logins). */
const joinedSession = (headers: Record<string, unknown>) => {
  const token = headers['x-session-token'];
  return typeof token === 'string' ? token : undefined;
};

/** The session calls of part 1 §7, one group per API, as handlers by operationId. */
export function sessionHandlers({ sessions, db, bus }: ApiDependencies): HandlerGroup {
  // Announced, so every instance empties its cache of open sessions and the tokens stop at once.
  const commitSessionChange = (work: (tx: Queryable) => Promise<void>) => commitChange({ db, bus }, work, () => SESSION_END_POINTS);
  // Every API's logout makes the browser forget its session cookie too (the session is ended either way).
  const logout: OperationHandler = async (context) => {
    await sessions.logout(signedInOfficer(context), commitSessionChange);
    clearSessionCookies(context.request, context.reply);
    return context.reply.code(204).send();
  };
  const refuseForeignOrigin = (context: OperationContext) => {
    if (!fromOwnOrigin(context.request)) throw new ApiError(403, FOREIGN_ORIGIN);
  };
  const officerId = (context: OperationContext) => (context.params as { userId: number }).userId;

  // One throttle for the three logins: the same officer signs in to all three, and so would a guesser.
  const throttle = createLoginThrottle();
  async function throttledLogin(username: string, password: string, audience: Audience, joined?: string) {
    const wait = throttle.waitSeconds(username, Date.now());
    if (wait > 0) throw new ApiError(429, loginThrottleMessage(wait));
    const result = await sessions.login(username, password, audience, joined);
    if (result?.audience === audience) throttle.succeeded(username);
    else throttle.failed(username, Date.now());
    return result;
  }
  const data: Record<string, OperationHandler> = {
    // The refresh token goes into the httpOnly cookie only: the page never holds it.
    async login(context) {
      refuseForeignOrigin(context);
      const { username, password } = context.body as Credentials;
      const result = await throttledLogin(username, password, 'data', joinedSession(context.headers));
      if (result?.audience !== 'data') throw new ApiError(401, WRONG_CREDENTIALS);
      setSessionCookies(context.request, context.reply, result.refreshToken, result.expiresAt);
      return { access_token: result.accessToken };
    },
    /** A tab's tokens of the browser's session, for the cookie, which is rotated; a refused cookie is cleared. */
    async renewAccessToken(context) {
      refuseForeignOrigin(context);
      const refreshToken = refreshTokenOf(context.request);
      const grant = refreshToken ? await sessions.exchange(refreshToken) : null;
      if (!grant) {
        clearSessionCookies(context.request, context.reply);
        throw new ApiError(401, SESSION_OVER);
      }
      setSessionCookies(context.request, context.reply, grant.refreshToken, grant.expiresAt);
      return {
        token: grant.dataToken,
        legacyToken: grant.legacyToken,
        serviceToken: grant.serviceToken,
        profile: grant.profile,
        activeBases: grant.activeBases,
        expiresAt: grant.expiresAt.toISOString(),
      };
    },
    async getProfile(context) {
      const officer = signedInOfficer(context);
      const profile = await sessions.profile(officer.sub);
      if (!profile) throw new ApiError(401, SESSION_OVER);
      return { ...profile, activeBases: officer.bases, expiresAt: new Date(officer.exp * 1000).toISOString() };
    },
    logout,
    async listOfficerSessions(context) {
      const open = await sessions.openSessionsOf(officerId(context));
      if (!open) throw new ApiError(404, NO_SUCH_OFFICER);
      return open;
    },
    async endOfficerSessions(context) {
      const ended = await sessions.endSessionsOf(officerId(context), signedInOfficer(context), commitSessionChange);
      if (ended === null) throw new ApiError(404, NO_SUCH_OFFICER);
      return { ended };
    },
  };

  const legacy: Record<string, OperationHandler> = {
    async login({ body }) {
      const { user, password } = body as { user: string; password: string };
      const result = await throttledLogin(user, password, 'legacy');
      if (result?.audience !== 'legacy') throw new ApiError(401, WRONG_CREDENTIALS);
      return {
        access_token: result.accessToken,
        profile: result.profile,
        activeBases: result.activeBases,
        expiresAt: result.expiresAt.toISOString(),
      };
    },
    async selectBases(context) {
      const { bases } = context.body as { bases: number[] };
      // The session changed (every instance's cache of it lets go) and so did every badge's count.
      const selection = await sessions.selectBases(signedInOfficer(context), bases, (work) =>
        commitChange({ db, bus }, work, () => [...PENDING_COUNT_END_POINTS, ...SESSION_END_POINTS]),
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
    logout,
  };

  const service: Record<string, OperationHandler> = {
    async login({ body, headers }) {
      const { username, password } = body as Credentials;
      const result = await throttledLogin(username, password, 'service', joinedSession(headers));
      if (result?.audience !== 'service') throw new ApiError(401, WRONG_CREDENTIALS);
      return { token: result.token };
    },
    logout,
  };

  return { data, legacy, service };
}
