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

/** The session calls of the three APIs (part 1 §7 "Session"). */
export interface SessionApiPort {
  /** Legacy API login: its session token, the profile, and when the session ends. */
  loginLegacy(credentials: Credentials): Promise<Outcome<{ token: string; profile: Profile; expiresAt: string }>>;
  loginData(login: JoiningLogin): Promise<Outcome<{ accessToken: string; refreshToken: string }>>;
  loginService(login: JoiningLogin): Promise<Outcome<{ token: string }>>;
  /** POST session/access: a new data access token and the next refresh token. */
  renew(refreshToken: string): Promise<Outcome<{ accessToken: string; refreshToken: string }>>;
  /** POST Officer/select (legacy API): a session token for the chosen bases, and the bases the server settled on. */
  selectBases(accessToken: string, bases: readonly number[]): Promise<Outcome<{ accessToken: string; bases: readonly number[] }>>;
  /** POST logout (legacy API) with the legacy session token: ends the login's session on the server, for all three APIs. */
  logout(legacyToken: string): Promise<Outcome<object>>;
}
