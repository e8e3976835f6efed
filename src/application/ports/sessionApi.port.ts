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

/** Why a login did not go through: wrong credentials, or the API could not be reached or failed. */
export type LoginRefusal = 'rejected' | 'unavailable';

export type Outcome<T> = ({ readonly ok: true } & T) | { readonly ok: false; readonly reason: LoginRefusal };

/** The session calls of the three APIs (part 1 §7 "Session"). */
export interface SessionApiPort {
  /** Legacy API login: its session token, the profile, and when the session ends. */
  loginLegacy(credentials: Credentials): Promise<Outcome<{ token: string; profile: Profile; expiresAt: string }>>;
  loginData(credentials: Credentials): Promise<Outcome<{ accessToken: string; refreshToken: string }>>;
  loginService(credentials: Credentials): Promise<Outcome<{ token: string }>>;
  /** POST session/access: a new data access token and the next refresh token. */
  renew(refreshToken: string): Promise<Outcome<{ accessToken: string; refreshToken: string }>>;
  /** POST Officer/select (legacy API): a session token for the chosen bases, and the bases the server settled on. */
  selectBases(accessToken: string, bases: readonly number[]): Promise<Outcome<{ accessToken: string; bases: readonly number[] }>>;
}
