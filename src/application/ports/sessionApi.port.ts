import type { Credentials } from '../../domain/session/sessionRules';

/** The officer behind the session (part 1 §3 "Session/profile"). */
export interface Profile {
  readonly userId: number;
  readonly name: string;
  readonly email: string;
  readonly roles: readonly string[];
  /** The bases the officer may work in. */
  readonly bases: readonly number[];
}

export type { Credentials };

/** A data or service login, with the legacy session token of the same login: its server-side session is joined. */
export interface JoiningLogin extends Credentials {
  readonly legacyToken?: string;
}

/** Why a login did not go through: wrong credentials, or the API could not be reached or failed. */
export type LoginRefusal = 'rejected' | 'unavailable';

export type Outcome<T> = ({ readonly ok: true } & T) | { readonly ok: false; readonly reason: LoginRefusal };

/**
 * What a tab works with in the session its browser holds: a token for each API, the officer, the bases in
 * force (what the base selector shows) and when the session ends.
 */
export interface SessionGrant {
  readonly dataToken: string;
  readonly legacyToken: string;
  readonly serviceToken: string;
  readonly profile: Profile;
  readonly activeBases: readonly number[];
  readonly expiresAt: string;
}

/** The session calls of the three APIs (part 1 §7 "Session"). */
export interface SessionApiPort {
  /** Legacy API login: its session token, the profile, the bases in force in the new session, and when the session ends. */
  loginLegacy(credentials: Credentials): Promise<Outcome<{ token: string; profile: Profile; activeBases: readonly number[]; expiresAt: string }>>;
  /** Data API login: its access token; the browser keeps the refresh token (an httpOnly cookie no script reads). */
  loginData(login: JoiningLogin): Promise<Outcome<{ accessToken: string }>>;
  loginService(login: JoiningLogin): Promise<Outcome<{ token: string }>>;
  /**
   * POST session/access: the browser's session cookie exchanged for this tab's tokens of that session (a new
   * tab, a reload, a renewal); 'rejected' when the browser holds no session any more.
   */
  exchange(): Promise<Outcome<SessionGrant>>;
  /** POST Officer/select (legacy API): a session token for the chosen bases, and the bases the server settled on. */
  selectBases(accessToken: string, bases: readonly number[]): Promise<Outcome<{ accessToken: string; bases: readonly number[] }>>;
  /** POST logout (legacy API) with the legacy session token: ends the login's session on the server, for all three APIs. */
  logout(legacyToken: string): Promise<Outcome<object>>;
}
