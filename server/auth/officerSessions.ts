import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import type { ChangeBus } from '../realtime/changeBus';
import { activeBasesOf } from '../officers/activeBases';
import { createReadCache } from '../realtime/readCache';

/**
 * A session ends by itself after this long without a request: a working day (7.5 hours in Norway,
 * rounded up). The tokens themselves last 12 hours from the login; this ends a session left open on a
 * shared office computer a working day after its officer's last request, whatever the tokens say,
 * while an officer who keeps working is never logged out by it.
 */
export const SESSION_IDLE_LIMIT_MS = 8 * 60 * 60 * 1000;

/**
 * A session ends this long after its login, however busy: part 1 §4's expiry, after which the officer
 * logs in again. Every token of the session, whichever tab got it, ends with it, so each tab's session
 * expires at the same moment.
 */
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

/**
 * Requests move the session's last activity forward at most this often: a write per request would
 * double the cost of every read, and a few minutes are nothing against a working day.
 */
const LAST_SEEN_STEP_MS = 5 * 60 * 1000;

/**
 * Ending a session or changing an officer is announced (and empties the cache on every instance);
 * this only bounds how long a change that bypassed the announcements goes unseen.
 */
const SESSION_CHECK_MAX_AGE_MS = 60_000;

/**
 * Announced when a session ends or an officer's roles or bases change. It is the profile's read path:
 * a connected SPA refreshes the profile, and every instance empties its session cache.
 */
export const SESSION_END_POINTS = ['session/profile'] as const;

/**
 * The announcements that empty the session cache: these, and a change to the officer list (which
 * shows the roles). Not every change: each emptying costs every session a database read on its next
 * request (measured by tests/benchmarks/sessionCheck.bench.ts), and approvals and the like come often.
 */
const EMPTIED_BY: readonly string[] = [...SESSION_END_POINTS, 'admin/users'];

function sessionAnnouncements(bus: ChangeBus): ChangeBus {
  return {
    ...bus,
    subscribe: (listener) => bus.subscribe((endPoints) => endPoints.some((endPoint) => EMPTIED_BY.includes(endPoint)) && listener(endPoints)),
  };
}

/** An open session and its officer as the officer record says now. */
export interface OpenSession {
  readonly officerId: number;
  readonly roles: readonly string[];
  /** The bases in force in this session: the ones chosen (POST Officer/select) that the officer may still use, or all of those. */
  readonly activeBases: readonly number[];
  /** When the session ends whatever happens (SESSION_LIFETIME_MS after its login), epoch ms. */
  readonly endsAt: number;
  lastSeenAt: number;
}

export interface SessionSummary {
  readonly sessionId: string;
  readonly startedAt: string;
  readonly lastSeenAt: string;
}

/** Why a session ended: its officer logged out, a Technical officer ended it, or a spent refresh token of it came back (a replay). */
export type EndReason = 'logout' | 'ended-by-technical' | 'refresh-token-replayed';

interface SessionRow {
  officer_id: number;
  roles: string[];
  bases: number[];
  active_bases: number[] | null;
  started_at: Date;
  last_seen_at: Date;
}

/** A new session for a login, working in the bases the officer chose last (officer_preference), or all. */
export async function startSession(tx: Queryable, officerId: number, now: Date): Promise<string> {
  const sessionId = randomUUID();
  await tx.query(
    `INSERT INTO officer_session (id, officer_id, started_at, last_seen_at, active_bases)
     VALUES ($1, $2, $3, $3, (SELECT active_bases FROM officer_preference WHERE officer_id = $2))`,
    [sessionId, officerId, now],
  );
  return sessionId;
}

/** The bases a session works in from now on (the choice of POST Officer/select), in the caller's transaction. */
export async function setSessionBases(tx: Queryable, sessionId: string, bases: readonly number[]): Promise<void> {
  await tx.query('UPDATE officer_session SET active_bases = $2 WHERE id = $1', [sessionId, [...bases]]);
}

/**
 * Ends the sessions (and revokes their refresh families) in the caller's transaction; returns how many
 * were open. An officer's sessions are ended all but `except`.
 */
export async function endSessions(
  tx: Queryable,
  where: { sessionId: string } | { officerId: number; except: string },
  end: { reason: EndReason; by: number; now: Date },
): Promise<number> {
  const [condition, values] =
    'sessionId' in where ? ['id = $1', [where.sessionId]] : ['officer_id = $1 AND id <> $5', [where.officerId, where.except]];
  const ended = await tx.query<{ id: string }>(
    `UPDATE officer_session SET ended_at = $2, ended_by = $3, end_reason = $4
      WHERE ${condition} AND ended_at IS NULL RETURNING id`,
    [values[0], end.now, end.by, end.reason, ...values.slice(1)],
  );
  if (ended.length > 0) {
    await tx.query('UPDATE refresh_token_family SET revoked_at = $2 WHERE session_id = ANY($1::uuid[]) AND revoked_at IS NULL', [
      ended.map((row) => row.id),
      end.now,
    ]);
  }
  return ended.length;
}

/**
 * Which sessions are open, asked on every authenticated request: a cached lookup by session id,
 * emptied on every instance when a session change is announced (logout, an end by a Technical officer,
 * an officer's roles or bases changed), as the pending counts are by theirs.
 */
export function createSessionCheck(db: Database, bus: ChangeBus, now: () => Date) {
  const cache = createReadCache(sessionAnnouncements(bus), { maxAgeMs: SESSION_CHECK_MAX_AGE_MS, now: () => now().getTime() });
  const load = async (sessionId: string): Promise<OpenSession | null> => {
    const [row] = await db.query<SessionRow>(
      `SELECT s.officer_id, s.started_at, s.last_seen_at, s.active_bases, o.roles, o.bases
         FROM officer_session s JOIN officer o ON o.id = s.officer_id
        WHERE s.id = $1 AND s.ended_at IS NULL`,
      [sessionId],
    );
    if (!row) return null;
    return {
      officerId: row.officer_id,
      roles: row.roles,
      activeBases: activeBasesOf(row.bases, row.active_bases),
      endsAt: new Date(row.started_at).getTime() + SESSION_LIFETIME_MS,
      lastSeenAt: new Date(row.last_seen_at).getTime(),
    };
  };
  /** Idle for a working day, or past its lifetime: over, though no one ended it. */
  const lapsed = (session: OpenSession) => now().getTime() - session.lastSeenAt >= SESSION_IDLE_LIMIT_MS || now().getTime() >= session.endsAt;

  return {
    /** The open session with this id, or null (ended, idle for a working day, past its lifetime, or unknown); counts as activity. */
    async open(sessionId: string): Promise<OpenSession | null> {
      let session = await cache.get(`session:${sessionId}`, () => load(sessionId));
      // Another instance may have seen later activity than this instance's cached answer.
      if (session && lapsed(session)) session = await load(sessionId);
      if (!session || lapsed(session)) return null;
      const at = now().getTime();
      if (at - session.lastSeenAt >= LAST_SEEN_STEP_MS) {
        session.lastSeenAt = at;
        await db.query('UPDATE officer_session SET last_seen_at = $2 WHERE id = $1 AND last_seen_at < $2', [sessionId, new Date(at)]);
      }
      return session;
    },

    /**
     * Whether the session is still open (not ended, not idle for a working day), without counting as
     * activity: the websocket asks this, and a socket left open must not keep its session alive. `fresh`
     * reads the database instead of this instance's cache (just after an announcement, which empties the
     * cache through another listener that may not have run yet).
     */
    async stillOpen(sessionId: string, fresh = false): Promise<boolean> {
      let session = fresh ? await load(sessionId) : await cache.get(`session:${sessionId}`, () => load(sessionId));
      if (session && !fresh && lapsed(session)) session = await load(sessionId);
      return session !== null && !lapsed(session);
    },

    /** The officer's open sessions, newest first (for a Technical officer). */
    async listOpen(officerId: number): Promise<SessionSummary[]> {
      const rows = await db.query<{ id: string; started_at: Date; last_seen_at: Date }>(
        `SELECT id, started_at, last_seen_at FROM officer_session
          WHERE officer_id = $1 AND ended_at IS NULL AND last_seen_at > $2 AND started_at > $3
          ORDER BY started_at DESC`,
        [officerId, new Date(now().getTime() - SESSION_IDLE_LIMIT_MS), new Date(now().getTime() - SESSION_LIFETIME_MS)],
      );
      return rows.map((row) => ({
        sessionId: row.id,
        startedAt: new Date(row.started_at).toISOString(),
        lastSeenAt: new Date(row.last_seen_at).toISOString(),
      }));
    },

    close: () => cache.close(),
  };
}

export type SessionCheck = ReturnType<typeof createSessionCheck>;
