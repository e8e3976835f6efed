import type { Credentials, JoiningLogin, LoginRefusal, Outcome, SessionApiPort, SessionGrant } from '../../../application/ports/sessionApi.port';
import { createDataSessionCalls } from '../data/dataSession';
import { createLegacySessionCalls } from '../legacy/legacySession';
import { createServiceSessionCalls } from '../service/serviceSession';

export interface HttpSessionApiOptions {
  readonly dataApiUrl: string;
  readonly legacyApiUrl: string;
  readonly serviceApiUrl: string;
  readonly fetch?: typeof globalThis.fetch;
  /** The browser's Web Locks (navigator.locks); without them the tabs' exchanges are not lined up. */
  readonly locks?: Pick<LockManager, 'request'>;
  /**
   * Whether the browser seems to hold a session (the readable hint cookie that comes and goes with the session
   * cookie, adapters/browser/signedInHint.ts). Without it nothing is asked: a visitor who is not signed in
   * reaches the login page at once. Left out, the server is always asked.
   */
  readonly holdsSession?: () => boolean;
}

/** The one lock every tab of the browser takes to exchange the session cookie. */
export const EXCHANGE_LOCK = 'norlink.session-cookie';

/** 400, 401 and 403 mean the credentials (or token) were refused; anything else means the API failed. */
const refusal = (status: number): LoginRefusal => (status === 400 || status === 401 || status === 403 ? 'rejected' : 'unavailable');
const refused = (status: number) => ({ ok: false as const, reason: refusal(status) });

/** The session calls of the three APIs (part 1 §7 "Session") over HTTP. */
export function httpSessionApi(options: HttpSessionApiOptions): SessionApiPort {
  const data = createDataSessionCalls({ baseUrl: options.dataApiUrl, fetch: options.fetch });
  const legacy = createLegacySessionCalls({ baseUrl: options.legacyApiUrl, fetch: options.fetch });
  const service = createServiceSessionCalls({ baseUrl: options.serviceApiUrl, fetch: options.fetch });
  return {
    async loginLegacy({ username, password }: Credentials) {
      const answer = await legacy.login(username, password);
      return 'status' in answer
        ? refused(answer.status)
        : { ok: true, token: answer.token, profile: answer.profile, activeBases: answer.activeBases, expiresAt: answer.expiresAt };
    },
    async loginData({ username, password, legacyToken }: JoiningLogin) {
      const answer = await data.login(username, password, legacyToken);
      return 'status' in answer ? refused(answer.status) : { ok: true, accessToken: answer.accessToken };
    },
    async loginService({ username, password, legacyToken }: JoiningLogin) {
      const answer = await service.login(username, password, legacyToken);
      return 'status' in answer ? refused(answer.status) : { ok: true, token: answer.token };
    },
    /**
     * The tabs of a browser exchange the cookie one at a time (Web Locks), so each sends the token the one
     * before it got rather than a spent one: the server's rotation never mistakes two tabs for a replay.
     */
    async exchange(): Promise<Outcome<SessionGrant>> {
      const exchange = async (): Promise<Outcome<SessionGrant>> => {
        const answer = await data.exchange();
        return 'status' in answer ? refused(answer.status) : { ok: true, ...answer };
      };
      if (options.holdsSession && !options.holdsSession()) return { ok: false, reason: 'rejected' };
      return options.locks ? options.locks.request(EXCHANGE_LOCK, exchange) : exchange();
    },
    /** POST Officer/select lives in the legacy API (see legacy-api.yaml); the token given is sent as X-Session-Token. */
    async selectBases(accessToken: string, bases: readonly number[]) {
      const answer = await legacy.selectBases(accessToken, bases);
      return 'status' in answer ? refused(answer.status) : { ok: true, accessToken: answer.token, bases: answer.bases };
    },
    /** The legacy API's POST logout: its token is always held while logged in, and ends the tokens of all three APIs. */
    async logout(legacyToken: string) {
      const answer = await legacy.logout(legacyToken);
      return 'status' in answer ? refused(answer.status) : { ok: true };
    },
  };
}
