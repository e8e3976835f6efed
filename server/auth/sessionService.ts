import type { Database, Queryable } from '../db/database';
import { saveActiveBases } from '../officers/activeBases';
import type { ChangeBus } from '../realtime/changeBus';
import { createSessionCheck, endSessions, startSession, type SessionSummary } from './officerSessions';
import { hashPassword, verifyPassword } from './passwords';
import { rotateRefreshToken, setFamilyBases, startRefreshFamily } from './refreshTokens';
import { REFRESH_TOKEN_TTL_SECONDS } from './refreshTokens';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, verifyAccessToken, type AccessClaims, type Audience } from './tokens';

/**
 * The legacy and service tokens cannot be renewed, so they last the working day, like the refresh
 * token; the data API's access token stays short and is renewed.
 */
const SESSION_TTL_SECONDS = REFRESH_TOKEN_TTL_SECONDS;

export interface OfficerProfile {
  readonly userId: number;
  readonly name: string;
  readonly email: string;
  readonly roles: readonly string[];
  /** The bases the officer may work in. */
  readonly bases: readonly number[];
}

export type LoginResult =
  | { readonly audience: 'legacy'; readonly profile: OfficerProfile; readonly accessToken: string; readonly expiresAt: Date }
  | { readonly audience: 'data'; readonly profile: OfficerProfile; readonly accessToken: string; readonly refreshToken: string }
  | { readonly audience: 'service'; readonly profile: OfficerProfile; readonly token: string };

export type BaseSelection =
  | { readonly kind: 'selected'; readonly accessToken: string; readonly bases: readonly number[] }
  | { readonly kind: 'none-chosen' }
  | { readonly kind: 'not-allowed'; readonly bases: readonly number[] };

/** Runs a change in one transaction (commitChange passes itself here to announce what changed). */
export type CommitWork = (work: (tx: Queryable) => Promise<void>) => Promise<void>;

interface OfficerRow {
  id: number;
  name: string;
  email: string;
  roles: string[];
  bases: number[];
  password_hash: string;
}

/**
 * Login, renewal, base selection and logout for the three APIs (part 1 §7 "Session"). `bus` carries
 * the announcements that empty every instance's cache of open sessions.
 */
export function createSessionService(db: Database, secret: Buffer, bus: ChangeBus, now: () => Date = () => new Date()) {
  // Verifying against this when the username is unknown makes both failures take the same time.
  const unknownUserHash = hashPassword('no such officer');
  const seconds = () => Math.floor(now().getTime() / 1000);
  const ttl = (audience: Audience) => (audience === 'data' ? ACCESS_TOKEN_TTL_SECONDS : SESSION_TTL_SECONDS);
  const sign = (claims: Omit<AccessClaims, 'iat' | 'exp' | 'jti'>) => signAccessToken(secret, claims, seconds(), ttl(claims.aud));
  const check = createSessionCheck(db, bus, now);
  /**
   * The session a login belongs to: that of the legacy token the SPA got first in the same login
   * (`X-Session-Token` on the data and service logins), when it is the same officer's and still open;
   * otherwise a new one.
   */
  const sessionFor = async (tx: Queryable, officerId: number, joining: AccessClaims | null) =>
    joining?.sub === officerId ? joining.sid : startSession(tx, officerId, now());
  /**
   * The claims of a token whose session is still open, with the roles and bases the officer record
   * gives now (the bases limited to those the token was issued for): a change applies at the next request.
   */
  async function authenticate(token: string | undefined, audience: Audience): Promise<AccessClaims | null> {
    const claims = verifyAccessToken(secret, token, audience, seconds());
    if (!claims) return null;
    const session = await check.open(claims.sid);
    if (!session || session.officerId !== claims.sub) return null;
    return { ...claims, roles: session.roles, bases: claims.bases.filter((base) => session.bases.includes(base)) };
  }

  const toProfile = (row: Omit<OfficerRow, 'password_hash'>): OfficerProfile => ({
    userId: row.id,
    name: row.name,
    email: row.email,
    roles: row.roles,
    bases: row.bases,
  });

  return {
    async login(username: string, password: string, audience: Audience, legacyToken?: string): Promise<LoginResult | null> {
      const [row] = await db.query<OfficerRow>(
        'SELECT id, name, email, roles, bases, password_hash FROM officer WHERE username = $1',
        [username],
      );
      const valid = await verifyPassword(password, row?.password_hash ?? (await unknownUserHash));
      if (!row || !valid) return null;
      const profile = toProfile(row);
      const joining = legacyToken ? await authenticate(legacyToken, 'legacy') : null;
      if (audience !== 'data') {
        const sid = await db.transaction((tx) => sessionFor(tx, row.id, joining));
        const claims = { sub: row.id, aud: audience, roles: row.roles, bases: row.bases, sid };
        if (audience === 'service') return { audience, profile, token: sign(claims) };
        return {
          audience,
          profile,
          accessToken: sign(claims),
          expiresAt: new Date((seconds() + ttl(audience)) * 1000),
        };
      }
      const { family, refreshToken } = await db.transaction(async (tx) =>
        startRefreshFamily(tx, row.id, row.bases, now(), await sessionFor(tx, row.id, joining)),
      );
      const claims = { sub: row.id, aud: audience, roles: row.roles, bases: row.bases, sid: family.sessionId! };
      return { audience, profile, refreshToken, accessToken: sign({ ...claims, fam: family.familyId }) };
    },

    /** A new data-API access token and the next refresh token, or null (the session has expired). */
    async renew(refreshToken: string): Promise<{ accessToken: string; refreshToken: string } | null> {
      const rotation = await db.transaction((tx) => rotateRefreshToken(tx, refreshToken, now()));
      if (rotation.kind !== 'rotated' || !rotation.family.sessionId) return null;
      const session = await check.open(rotation.family.sessionId);
      if (!session) return null;
      const claims = {
        sub: rotation.family.officerId,
        aud: 'data' as const,
        roles: session.roles,
        bases: rotation.family.bases,
        fam: rotation.family.familyId,
        sid: rotation.family.sessionId,
      };
      return { accessToken: sign(claims), refreshToken: rotation.refreshToken };
    },

    async profile(userId: number): Promise<OfficerProfile | null> {
      const [row] = await db.query<Omit<OfficerRow, 'password_hash'>>('SELECT id, name, email, roles, bases FROM officer WHERE id = $1', [userId]);
      return row ? toProfile(row) : null;
    },

    /**
     * POST Officer/select: at least one base, each one the officer may work in. The choice is kept
     * as the officer's active bases (officer_preference), which every API's base-bound reads use.
     */
    async selectBases(
      claims: AccessClaims,
      bases: readonly number[],
      commit: CommitWork = (work) => db.transaction(work),
    ): Promise<BaseSelection> {
      const chosen = [...new Set(bases)].sort((a, b) => a - b);
      if (chosen.length === 0) return { kind: 'none-chosen' };
      const [officer] = await db.query<Pick<OfficerRow, 'bases' | 'roles'>>('SELECT bases, roles FROM officer WHERE id = $1', [
        claims.sub,
      ]);
      const forbidden = chosen.filter((base) => !officer?.bases.includes(base));
      if (!officer || forbidden.length > 0) return { kind: 'not-allowed', bases: forbidden };
      await commit(async (tx) => {
        if (claims.fam) await setFamilyBases(tx, claims.fam, chosen);
        await saveActiveBases(tx, claims.sub, chosen);
      });
      const accessToken = sign({
        sub: claims.sub,
        aud: claims.aud,
        roles: officer.roles,
        bases: chosen,
        sid: claims.sid,
        ...(claims.fam ? { fam: claims.fam } : {}),
      });
      return { kind: 'selected', accessToken, bases: chosen };
    },

    authenticate,

    /** Whether a login's session is still open; asking is no activity (see SessionCheck.stillOpen). */
    sessionOpen: (sessionId: string, fresh = false) => check.stillOpen(sessionId, fresh),

    /** Ends the session of the request's token: every token of that login stops at the next request. */
    async logout(claims: AccessClaims, commit: CommitWork = (work) => db.transaction(work)): Promise<void> {
      await commit(async (tx) => {
        await endSessions(tx, { sessionId: claims.sid }, { reason: 'logout', by: claims.sub, now: now() });
      });
    },

    /** The open sessions of an officer; null when there is no such officer. */
    async openSessionsOf(officerId: number): Promise<SessionSummary[] | null> {
      const [officer] = await db.query('SELECT 1 FROM officer WHERE id = $1', [officerId]);
      return officer ? check.listOpen(officerId) : null;
    },

    /**
     * A Technical officer ends every open session of an officer (recorded with who ended them) but the
     * one the call comes from: ending that one is what logout is for. Returns how many were open, or
     * null when there is no such officer.
     */
    async endSessionsOf(officerId: number, by: AccessClaims, commit: CommitWork = (work) => db.transaction(work)): Promise<number | null> {
      let ended: number | null = null;
      await commit(async (tx) => {
        const [officer] = await tx.query('SELECT 1 FROM officer WHERE id = $1', [officerId]);
        if (officer) ended = await endSessions(tx, { officerId, except: by.sid }, { reason: 'ended-by-technical', by: by.sub, now: now() });
      });
      return ended;
    },

    close: () => check.close(),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
