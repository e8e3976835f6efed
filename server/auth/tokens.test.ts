import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './tokens';

const secret = Buffer.alloc(32, 7);
const claims = { sub: 1, aud: 'data' as const, sid: '6f1c2a9e-0000-4000-8000-000000000001' };
const now = 1_800_000_000;

function forge(header: object, payload: object, key: Buffer | null): string {
  const h = Buffer.from(JSON.stringify(header)).toString('base64url');
  const p = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const signature = key ? createHmac('sha256', key).update(`${h}.${p}`).digest('base64url') : '';
  return `${h}.${p}.${signature}`;
}

describe('access tokens', () => {
  it('verify for their own audience until they expire', () => {
    const token = signAccessToken(secret, claims, now, 60);
    expect(verifyAccessToken(secret, token, 'data', now + 59)).toMatchObject({ sub: 1, sid: claims.sid });
    expect(verifyAccessToken(secret, token, 'data', now + 60)).toBeNull();
  });

  it("are refused by the other APIs", () => {
    const token = signAccessToken(secret, claims, now);
    expect(verifyAccessToken(secret, token, 'legacy', now)).toBeNull();
    expect(verifyAccessToken(secret, token, 'service', now)).toBeNull();
  });

  it('are refused when tampered with', () => {
    const [h, p, s] = signAccessToken(secret, claims, now).split('.') as [string, string, string];
    const elevated = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), sub: 2 })).toString('base64url');
    expect(verifyAccessToken(secret, `${h}.${elevated}.${s}`, 'data', now)).toBeNull();
    expect(verifyAccessToken(Buffer.alloc(32, 8), `${h}.${p}.${s}`, 'data', now)).toBeNull();
  });

  it('are refused with alg none or any algorithm but HS256, even when signed', () => {
    const payload = { ...claims, iat: now, exp: now + 60, jti: 'x' };
    expect(verifyAccessToken(secret, forge({ alg: 'none', typ: 'JWT' }, payload, null), 'data', now)).toBeNull();
    expect(verifyAccessToken(secret, forge({ alg: 'HS512', typ: 'JWT' }, payload, secret), 'data', now)).toBeNull();
    expect(verifyAccessToken(secret, forge({ alg: 'HS256', typ: 'JWT' }, payload, secret), 'data', now)).not.toBeNull();
  });

  it.each([undefined, '', 'abc', 'a.b', 'a.b.c.d', '..', 'eyJ.eyJ.sig'])('are refused when malformed: %j', (token) => {
    expect(verifyAccessToken(secret, token, 'data', now)).toBeNull();
  });

  it('are refused when the signed payload lacks required claims', () => {
    const token = forge({ alg: 'HS256', typ: 'JWT' }, { sub: 'one', aud: 'data', exp: now + 60 }, secret);
    expect(verifyAccessToken(secret, token, 'data', now)).toBeNull();
  });

  it('carry no roles or bases: those are read from the session at every request', () => {
    const payload = JSON.parse(Buffer.from(signAccessToken(secret, claims, now).split('.')[1]!, 'base64url').toString()) as object;
    expect(Object.keys(payload).sort()).toEqual(['aud', 'exp', 'iat', 'jti', 'sid', 'sub']);
  });

  it('are refused without the session they belong to (tokens from before server-side sessions)', () => {
    const { sid: _sid, ...sessionless } = { ...claims, iat: now, exp: now + 60, jti: 'x' };
    expect(verifyAccessToken(secret, forge({ alg: 'HS256', typ: 'JWT' }, sessionless, secret), 'data', now)).toBeNull();
  });
});
