import { createHmac, createSecretKey, randomUUID, timingSafeEqual, type KeyObject } from 'node:crypto';

/** Each API gets tokens of its own, so a token of one API is refused by the others. */
export type Audience = 'data' | 'legacy' | 'service';

/**
 * What a token says: who, for which API, in which server-side session. Roles and bases are not in it:
 * they are read from the session and the officer record at every request (AccessClaims), so a change
 * to either holds at once, and no token can disagree with what the officer's screen shows.
 */
export interface TokenClaims {
  readonly sub: number;
  readonly aud: Audience;
  /** The refresh family the token was issued in (data API tokens only). */
  readonly fam?: string;
  /** The server-side session of the login; the three APIs' tokens of one login share it. */
  readonly sid: string;
  readonly iat: number;
  readonly exp: number;
  readonly jti: string;
}

/** A request's officer: the token's claims with the roles the officer has and the bases in force in the session now. */
export interface AccessClaims extends TokenClaims {
  readonly roles: readonly string[];
  readonly bases: readonly number[];
}

/** Short-lived: a stolen access token is worth little; the data API renews it with its refresh token. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

/**
 * Every request verifies a token: made from a Buffer, each HMAC first built a key object from it, which
 * was an eighth of the server's CPU time under the search benchmark. One key object per secret instead.
 */
const keyObjects = new WeakMap<Buffer, KeyObject>();

function sign(secret: Buffer, input: string): Buffer {
  let key = keyObjects.get(secret);
  if (!key) keyObjects.set(secret, (key = createSecretKey(secret)));
  return createHmac('sha256', key).update(input).digest();
}

/** A compact JWT signed with HMAC-SHA256. */
export function signAccessToken(
  secret: Buffer,
  claims: Omit<TokenClaims, 'iat' | 'exp' | 'jti'>,
  nowSeconds: number,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): string {
  const payload = base64url(JSON.stringify({ ...claims, iat: nowSeconds, exp: nowSeconds + ttlSeconds, jti: randomUUID() }));
  const input = `${HEADER}.${payload}`;
  return `${input}.${base64url(sign(secret, input))}`;
}

/**
 * The claims of a valid token for this audience, or null for anything else: missing, malformed,
 * tampered, expired, another API's, or any algorithm but HS256 (`alg: none` included).
 */
export function verifyAccessToken(secret: Buffer, token: string | undefined, audience: Audience, nowSeconds: number): TokenClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== HEADER) return null;
  const expected = sign(secret, `${header}.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = parseClaims(payload);
  if (!claims || claims.aud !== audience || claims.exp <= nowSeconds) return null;
  return claims;
}

function parseClaims(payload: string): TokenClaims | null {
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
    const valid =
      Number.isInteger(claims.sub) &&
      ['data', 'legacy', 'service'].includes(claims.aud) &&
      typeof claims.sid === 'string' &&
      Number.isInteger(claims.exp);
    return valid ? claims : null;
  } catch {
    return null;
  }
}
