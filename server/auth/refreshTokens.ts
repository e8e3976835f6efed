import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';

/** A refresh token outlives a working day, so an officer logs in once a day at most. */
export const REFRESH_TOKEN_TTL_SECONDS = 12 * 60 * 60;

/**
 * A spent refresh token presented again this soon after it was spent is not taken for a replay: two tabs
 * of one browser renewing at the same moment send the same cookie, and an answer lost on the way leaves
 * the browser with the spent token. Either gets a new token of the family instead of ending the session.
 * The token lives in an httpOnly cookie, out of scripts' reach, so a thief within these seconds is unlikely;
 * a replay after them still revokes the family.
 */
export const REUSE_GRACE_SECONDS = 30;

export interface RefreshFamily {
  readonly familyId: string;
  readonly officerId: number;
  /** The server-side session of the login; null for a family started before sessions were kept. */
  readonly sessionId: string | null;
}

export type Rotation =
  | { readonly kind: 'rotated'; readonly family: RefreshFamily; readonly refreshToken: string }
  /** The token was used before: someone replayed it, so its whole family is revoked (and its session ended, sessionService). */
  | { readonly kind: 'reused'; readonly family: RefreshFamily }
  | { readonly kind: 'invalid' };

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

async function issueInFamily(tx: Queryable, familyId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.query('INSERT INTO refresh_token (token_hash, family_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    hashToken(token),
    familyId,
    now,
    new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  ]);
  return token;
}

/** A new family for a fresh login, with its first refresh token. */
export async function startRefreshFamily(
  tx: Queryable,
  officerId: number,
  now: Date,
  sessionId: string,
): Promise<{ family: RefreshFamily; refreshToken: string }> {
  const familyId = randomUUID();
  await tx.query('INSERT INTO refresh_token_family (id, officer_id, created_at, session_id) VALUES ($1, $2, $3, $4)', [
    familyId,
    officerId,
    now,
    sessionId,
  ]);
  return { family: { familyId, officerId, sessionId }, refreshToken: await issueInFamily(tx, familyId, now) };
}

/**
 * Trades a refresh token for the next one of its family. Run inside a transaction: the row is locked,
 * so two renewals racing with one token go one after the other, the second within the grace.
 */
export async function rotateRefreshToken(tx: Queryable, token: string, now: Date): Promise<Rotation> {
  const [row] = await tx.query<{ family_id: string; used_at: Date | null; expires_at: Date; revoked_at: Date | null; officer_id: number; session_id: string | null }>(
    `SELECT t.family_id, t.used_at, t.expires_at, f.revoked_at, f.officer_id, f.session_id
       FROM refresh_token t JOIN refresh_token_family f ON f.id = t.family_id
      WHERE t.token_hash = $1
      FOR UPDATE`,
    [hashToken(token)],
  );
  if (!row || row.revoked_at !== null || new Date(row.expires_at) <= now) return { kind: 'invalid' };
  if (row.used_at !== null && now.getTime() - new Date(row.used_at).getTime() > REUSE_GRACE_SECONDS * 1000) {
    await revokeRefreshFamily(tx, row.family_id, now);
    return { kind: 'reused', family: { familyId: row.family_id, officerId: row.officer_id, sessionId: row.session_id } };
  }
  if (row.used_at === null) await tx.query('UPDATE refresh_token SET used_at = $2 WHERE token_hash = $1', [hashToken(token), now]);
  const refreshToken = await issueInFamily(tx, row.family_id, now);
  return { kind: 'rotated', refreshToken, family: { familyId: row.family_id, officerId: row.officer_id, sessionId: row.session_id } };
}

export async function revokeRefreshFamily(tx: Queryable, familyId: string, now: Date): Promise<void> {
  await tx.query('UPDATE refresh_token_family SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [familyId, now]);
}
