import type { Database, Queryable } from '../db/database';
import { saveActiveBases } from '../officers/activeBases';
import type { ChangeBus } from '../realtime/changeBus';
import {
  createSessionCheck,
  endSessions,
  SESSION_END_POINTS,
  setSessionBases,
  startSession,
  type OpenSession,
  type SessionSummary,
} from './officerSessions';
import { hashPassword, verifyPassword } from './passwords';
import { rotateRefreshToken, startRefreshFamily } from './refreshTokens';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, verifyAccessToken, type AccessClaims, type Audience } from './tokens';

export interface OfficerProfile {
  readonly userId: number;
  readonly name: string;
  readonly email: string;
  readonly roles: readonly string[];
  /** The bases the officer may work in. */
  readonly bases: readonly number[];
}

export type LoginResult =
  | {
      readonly audience: 'legacy';
      readonly profile: OfficerProfile;
      readonly accessToken: string;
      readonly expiresAt: Date;
      /** The bases in force in the session: what the base selector shows. */
      readonly activeBases: readonly number[];
    }
  | {
      readonly audience: 'data';
      readonly profile: OfficerProfile;
      readonly accessToken: string;
      /** For the httpOnly cookie only (server/auth/sessionCookie.ts), never for the page. */
      readonly refreshToken: string;
      readonly expiresAt: Date;
    }
  | { readonly audience: 'service'; readonly profile: OfficerProfile; readonly token: string };

/**
 * What a tab needs to work in the session its browser holds: a token for each of the three APIs, the
 * officer, the bases in force and when the session ends; and the next refresh token, for the cookie.
 */
export interface SessionGrant {
  readonly dataToken: string;
  readonly legacyToken: string;
  readonly serviceToken: string;
  readonly profile: OfficerProfile;
  readonly activeBases: readonly number[];
  readonly expiresAt: Date;
  readonly refreshToken: string;
}

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
 * Login, the exchange of the refresh cookie for a tab's tokens, base selection and logout for the three
 * APIs (part 1 §7 "Session"). `bus` carries the announcements that empty every instance's cache of open
 * sessions.
 */
export function createSessionService(db: Database, secret: Buffer, bus: ChangeBus, now: () => Date = () => new Date()) {
  // Verifying against this when the username is unknown makes both failures take the same time.
  const unknownUserHash = hashPassword('no such officer');
  const seconds = () => Math.floor(now().getTime() / 1000);
  /**
   * A token of the session for one API. The legacy and service tokens cannot be renewed, so they last until
   * the session ends; the data API's stays short and is renewed.
   */
  const sign = (audience: Audience, officerId: number, sessionId: string, session: OpenSession, family?: string) => {
    const untilEnd = Math.max(1, Math.floor(session.endsAt / 1000) - seconds());
    const ttl = audience === 'data' ? Math.min(ACCESS_TOKEN_TTL_SECONDS, untilEnd) : untilEnd;
    return signAccessToken(secret, { sub: officerId, aud: audience, sid: sessionId, ...(family ? { fam: family } : {}) }, seconds(), ttl);
  };
  const check = createSessionCheck(db, bus, now);
  // Without a commit of the caller's, a change to a session is still announced: the caches of open sessions must let go of it.
  const commitAndAnnounce: CommitWork = async (work) => {
    await db.transaction(work);
    await bus.publish(SESSION_END_POINTS);
  };
  /**
   * The session a login belongs to: that of the legacy token the SPA got first in the same login
   * (`X-Session-Token` on the data and service logins), when it is the same officer's and still open;
   * otherwise a new one.
   */
  const sessionFor = async (tx: Queryable, officerId: number, joining: AccessClaims | null) =>
    joining?.sub === officerId ? joining.sid : startSession(tx, officerId, now());
  /**
   * The claims of a token whose session is still open, with the roles the officer record gives now and
   * the bases in force in the session now: a change to either applies at the next request.
   */
  async function authenticate(token: string | undefined, audience: Audience): Promise<AccessClaims | null> {
    const claims = verifyAccessToken(secret, token, audience, seconds());
    if (!claims) return null;
    const session = await check.open(claims.sid);
    if (!session || session.officerId !== claims.sub) return null;
    return { ...claims, roles: session.roles, bases: session.activeBases };
  }

  const toProfile = (row: Omit<OfficerRow, 'password_hash'>): OfficerProfile => ({
    userId: row.id,
    name: row.name,
    email: row.email,
    roles: row.roles,
    bases: row.bases,
  });

  async function profile(userId: number): Promise<OfficerProfile | null> {
    const [row] = await db.query<Omit<OfficerRow, 'password_hash'>>('SELECT id, name, email, roles, bases FROM officer WHERE id = $1', [userId]);
    return row ? toProfile(row) : null;
  }

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
      const { sid, refresh } = await db.transaction(async (tx) => {
        const sessionId = await sessionFor(tx, row.id, joining);
        return { sid: sessionId, refresh: audience === 'data' ? await startRefreshFamily(tx, row.id, now(), sessionId) : null };
      });
      const session = await check.open(sid);
      if (!session) return null;
      const token = sign(audience, row.id, sid, session, refresh?.family.familyId);
      const expiresAt = new Date(session.endsAt);
      if (audience === 'service') return { audience, profile, token };
      if (audience === 'legacy') return { audience, profile, accessToken: token, expiresAt, activeBases: session.activeBases };
      return { audience, profile, accessToken: token, refreshToken: refresh!.refreshToken, expiresAt };
    },

    /**
     * Trades a refresh token (the browser's cookie) for the next one and a tab's tokens of its session;
     * null when the token is spent, unknown or revoked, or the session is over. A new tab of a signed-in
     * browser, a reload and the data token's renewal all come here.
     */
    async exchange(refreshToken: string): Promise<SessionGrant | null> {
      const rotation = await db.transaction(async (tx) => {
        const turned = await rotateRefreshToken(tx, refreshToken, now());
        // A replayed token means it was taken: every token of its session stops, not only the refresh family.
        if (turned.kind === 'reused' && turned.family.sessionId) {
          await endSessions(tx, { sessionId: turned.family.sessionId }, { reason: 'refresh-token-replayed', by: turned.family.officerId, now: now() });
        }
        return turned;
      });
      if (rotation.kind === 'reused') await bus.publish(SESSION_END_POINTS);
      if (rotation.kind !== 'rotated' || !rotation.family.sessionId) return null;
      const { officerId, sessionId, familyId } = rotation.family;
      const [session, officer] = await Promise.all([check.open(sessionId), profile(officerId)]);
      if (!session || session.officerId !== officerId || !officer) return null;
      return {
        dataToken: sign('data', officerId, sessionId, session, familyId),
        legacyToken: sign('legacy', officerId, sessionId, session),
        serviceToken: sign('service', officerId, sessionId, session),
        profile: officer,
        activeBases: session.activeBases,
        expiresAt: new Date(session.endsAt),
        refreshToken: rotation.refreshToken,
      };
    },

    profile,

    /**
     * POST Officer/select: at least one base, each one the officer may work in. The choice holds for the
     * session, in every tab and every API at their next request, and is kept as the officer's last choice
     * (officer_preference), which the next login starts with.
     */
    async selectBases(claims: AccessClaims, bases: readonly number[], commit: CommitWork = commitAndAnnounce): Promise<BaseSelection> {
      const chosen = [...new Set(bases)].sort((a, b) => a - b);
      if (chosen.length === 0) return { kind: 'none-chosen' };
      const [officer] = await db.query<Pick<OfficerRow, 'bases'>>('SELECT bases FROM officer WHERE id = $1', [claims.sub]);
      const forbidden = chosen.filter((base) => !officer?.bases.includes(base));
      if (!officer || forbidden.length > 0) return { kind: 'not-allowed', bases: forbidden };
      await commit(async (tx) => {
        await setSessionBases(tx, claims.sid, chosen);
        await saveActiveBases(tx, claims.sub, chosen);
      });
      const session = await check.open(claims.sid);
      if (!session) return { kind: 'not-allowed', bases: chosen };
      return { kind: 'selected', accessToken: sign(claims.aud, claims.sub, claims.sid, session, claims.fam), bases: session.activeBases };
    },

    authenticate,

    /** Whether a login's session is still open; asking is no activity (see SessionCheck.stillOpen). */
    sessionOpen: (sessionId: string, fresh = false) => check.stillOpen(sessionId, fresh),

    /** Ends the session of the request's token: every token of that login stops at the next request. */
    async logout(claims: AccessClaims, commit: CommitWork = commitAndAnnounce): Promise<void> {
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
    async endSessionsOf(officerId: number, by: AccessClaims, commit: CommitWork = commitAndAnnounce): Promise<number | null> {
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
