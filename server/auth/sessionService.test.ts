import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { migrate, readMigrations } from '../db/migrate';
import { openTestDatabase } from '../../tests/support/testDatabase';
import { seedDemoOfficers } from '../db/seed/demoOfficers';
import { localChangeBus } from '../realtime/changeBus';
import { SESSION_IDLE_LIMIT_MS } from './officerSessions';
import { REUSE_GRACE_SECONDS } from './refreshTokens';
import { createSessionService, type SessionService } from './sessionService';
import { loadTokenSecret } from './tokenSecret';

let db: Database;
let sessions: SessionService;
const bus = localChangeBus();
let clock = new Date('2026-11-22T08:00:00Z');

beforeAll(async () => {
  db = await openTestDatabase();
  // Only what sessions need: officers and the session tables, not the whole product schema.
  await migrate(db, readMigrations().filter((m) => /_(officers|reference_data|sessions)\.sql$/.test(m.name)));
  await db.transaction((tx) => seedDemoOfficers(tx));
  sessions = createSessionService(db, await loadTokenSecret(db), bus, () => clock);
});
afterAll(() => db.close());

async function dataLogin(username = 'teknisk', password = 'teknisk-demo') {
  const result = await sessions.login(username, password, 'data');
  if (result?.audience !== 'data') throw new Error('data login failed');
  return result;
}

describe('the session service', () => {
  it('logs in to each API with a token only that API accepts', async () => {
    const legacy = await sessions.login('leder', 'leder-demo', 'legacy');
    const service = await sessions.login('leder', 'leder-demo', 'service');
    const data = await dataLogin('leder', 'leder-demo');
    expect(legacy?.audience === 'legacy' && (await sessions.authenticate(legacy.accessToken, 'legacy'))).toMatchObject({ roles: ['Executive'] });
    expect(service?.audience === 'service' && (await sessions.authenticate(service.token, 'service'))).toMatchObject({ sub: 2 });
    expect((await sessions.authenticate(data.accessToken, 'legacy'))).toBeNull();
    expect(data.profile).toEqual({ userId: 2, name: 'Leif Leder', email: 'leder@norlink.example', roles: ['Executive'], bases: [1, 2, 3, 4, 5] });
  });

  it('refuses a wrong password and an unknown officer alike', async () => {
    await expect(sessions.login('teknisk', 'feil', 'data')).resolves.toBeNull();
    await expect(sessions.login('ukjent', 'teknisk-demo', 'legacy')).resolves.toBeNull();
  });

  /** Moves the service's clock for the length of `work`. */
  async function later<T>(ms: number, work: () => Promise<T>): Promise<T> {
    const before = clock;
    clock = new Date(before.getTime() + ms);
    try {
      return await work();
    } finally {
      clock = before;
    }
  }

  it('exchanges the refresh token for the tokens of all three APIs in its session, rotating it', async () => {
    const legacy = await sessions.login('leder', 'leder-demo', 'legacy');
    if (legacy?.audience !== 'legacy') throw new Error('legacy login failed');
    const data = await sessions.login('leder', 'leder-demo', 'data', legacy.accessToken);
    if (data?.audience !== 'data') throw new Error('data login failed');
    const grant = await sessions.exchange(data.refreshToken);
    expect(grant).toMatchObject({ profile: { userId: 2, name: 'Leif Leder' }, activeBases: [1, 2, 3, 4, 5], expiresAt: legacy.expiresAt });
    expect(grant!.refreshToken).not.toBe(data.refreshToken);
    const { sid } = (await sessions.authenticate(legacy.accessToken, 'legacy'))!;
    for (const [token, audience] of [
      [grant!.dataToken, 'data'],
      [grant!.legacyToken, 'legacy'],
      [grant!.serviceToken, 'service'],
    ] as const) {
      expect(await sessions.authenticate(token, audience)).toMatchObject({ sub: 2, sid, roles: ['Executive'] });
    }
    const next = await sessions.exchange(grant!.refreshToken);
    expect(next?.refreshToken).not.toBe(grant!.refreshToken);
  });

  it('gives every token of a session the same end: the session’s, twelve hours after its login', async () => {
    const legacy = await sessions.login('leder', 'leder-demo', 'legacy');
    if (legacy?.audience !== 'legacy') throw new Error('legacy login failed');
    expect(legacy.expiresAt.getTime() - clock.getTime()).toBe(12 * 60 * 60 * 1000);
    const data = await sessions.login('leder', 'leder-demo', 'data', legacy.accessToken);
    if (data?.audience !== 'data') throw new Error('data login failed');
    // An exchange two hours on (a new tab opened after lunch) ends with the session, not twelve hours later.
    const grant = await later(2 * 60 * 60 * 1000, () => sessions.exchange(data.refreshToken));
    expect(grant?.expiresAt).toEqual(legacy.expiresAt);
    const claims = JSON.parse(Buffer.from(grant!.legacyToken.split('.')[1]!, 'base64url').toString()) as { exp: number };
    expect(claims.exp * 1000).toBe(legacy.expiresAt.getTime());
  });

  it('serves a spent refresh token again within the grace (two tabs at once, an answer lost), with a token of its own', async () => {
    const { refreshToken } = await dataLogin();
    const [first, second] = await Promise.all([sessions.exchange(refreshToken), sessions.exchange(refreshToken)]);
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(first!.refreshToken).not.toBe(second!.refreshToken);
    const lost = await later((REUSE_GRACE_SECONDS - 1) * 1000, () => sessions.exchange(refreshToken));
    expect(lost).not.toBeNull();
    // Each token the family handed out still works once.
    await expect(sessions.exchange(first!.refreshToken)).resolves.not.toBeNull();
    await expect(sessions.exchange(second!.refreshToken)).resolves.not.toBeNull();
  });

  it('ends the whole session when a spent refresh token comes back after the grace: a replay', async () => {
    const legacy = await sessions.login('teknisk', 'teknisk-demo', 'legacy');
    if (legacy?.audience !== 'legacy') throw new Error('legacy login failed');
    const data = await sessions.login('teknisk', 'teknisk-demo', 'data', legacy.accessToken);
    if (data?.audience !== 'data') throw new Error('data login failed');
    const next = await sessions.exchange(data.refreshToken);
    await expect(later((REUSE_GRACE_SECONDS + 1) * 1000, () => sessions.exchange(data.refreshToken))).resolves.toBeNull();
    await expect(sessions.exchange(next!.refreshToken)).resolves.toBeNull();
    expect(await sessions.authenticate(legacy.accessToken, 'legacy')).toBeNull();
    expect(await sessions.authenticate(next!.legacyToken, 'legacy')).toBeNull();
    const [ended] = await db.query<{ end_reason: string }>('SELECT end_reason FROM officer_session WHERE id = $1', [
      JSON.parse(Buffer.from(legacy.accessToken.split('.')[1]!, 'base64url').toString()).sid,
    ]);
    expect(ended?.end_reason).toBe('refresh-token-replayed');
  });

  it('refuses an exchange once the session has passed its twelve hours, however busy', async () => {
    const { refreshToken } = await dataLogin();
    const hours = (h: number) => h * 60 * 60 * 1000;
    // Busy: never a working day without a request.
    const afterLunch = await later(hours(6), () => sessions.exchange(refreshToken));
    const beforeEnd = await later(hours(11.9), () => sessions.exchange(afterLunch!.refreshToken));
    expect(beforeEnd).not.toBeNull();
    await expect(later(hours(12), () => sessions.exchange(beforeEnd!.refreshToken))).resolves.toBeNull();
  });

  it('refuses an unknown refresh token', async () => {
    await expect(sessions.exchange('not-a-token')).resolves.toBeNull();
  });

  it('selects bases the officer may work in: in force in the session at once, for every API', async () => {
    const legacy = await sessions.login('teknisk', 'teknisk-demo', 'legacy');
    if (legacy?.audience !== 'legacy') throw new Error('legacy login failed');
    const data = await sessions.login('teknisk', 'teknisk-demo', 'data', legacy.accessToken);
    if (data?.audience !== 'data') throw new Error('data login failed');
    const claims = (await sessions.authenticate(legacy.accessToken, 'legacy'))!;
    const selection = await sessions.selectBases(claims, [3, 1, 3]);
    expect(selection).toMatchObject({ kind: 'selected', bases: [1, 3] });
    // The tokens given before the choice follow it too: bases are the session's, not the token's.
    expect((await sessions.authenticate(data.accessToken, 'data'))?.bases).toEqual([1, 3]);
    expect((await sessions.authenticate(legacy.accessToken, 'legacy'))?.bases).toEqual([1, 3]);
    expect((await sessions.exchange(data.refreshToken))?.activeBases).toEqual([1, 3]);
  });

  it("starts the next login with the officer's last choice, in the one transaction it is given, and leaves other sessions as they are", async () => {
    const first = await sessions.login('leder', 'leder-demo', 'legacy');
    const other = await sessions.login('leder', 'leder-demo', 'legacy');
    if (first?.audience !== 'legacy' || other?.audience !== 'legacy') throw new Error('legacy login failed');
    const committed: string[] = [];
    await sessions.selectBases((await sessions.authenticate(first.accessToken, 'legacy'))!, [5, 2], async (work) => {
      await db.transaction(work);
      await bus.publish(['session/profile']);
      committed.push('committed');
    });
    expect(committed).toEqual(['committed']);
    // Another browser's session keeps its bases; the next login starts where the officer left off.
    expect((await sessions.authenticate(other.accessToken, 'legacy'))?.bases).toEqual([1, 2, 3, 4, 5]);
    const next = await sessions.login('leder', 'leder-demo', 'legacy');
    expect(next?.audience === 'legacy' && next.activeBases).toEqual([2, 5]);
    expect(next?.audience === 'legacy' && (await sessions.authenticate(next.accessToken, 'legacy'))?.bases).toEqual([2, 5]);
  });

  it('refuses no base at all, and bases the officer may not work in', async () => {
    const { accessToken } = await dataLogin('saksbehandler', 'saksbehandler-demo');
    const claims = (await sessions.authenticate(accessToken, 'data'))!;
    await expect(sessions.selectBases(claims, [])).resolves.toEqual({ kind: 'none-chosen' });
    await expect(sessions.selectBases(claims, [1, 5])).resolves.toEqual({ kind: 'not-allowed', bases: [5] });
  });

  it('ends a session after a working day without a request, and not while the officer works', async () => {
    const loggedInAt = clock;
    const at = (hours: number) => (clock = new Date(loggedInAt.getTime() + hours * 60 * 60 * 1000));
    try {
      const working = await sessions.login('leder', 'leder-demo', 'legacy');
      const left = await sessions.login('leder', 'leder-demo', 'legacy');
      const { refreshToken } = await dataLogin('leder', 'leder-demo');
      if (working?.audience !== 'legacy' || left?.audience !== 'legacy') throw new Error('legacy login failed');
      at(7.9);
      expect(await sessions.authenticate(working.accessToken, 'legacy')).toMatchObject({ sub: 2 });
      at(SESSION_IDLE_LIMIT_MS / 3_600_000);
      expect(await sessions.authenticate(left.accessToken, 'legacy')).toBeNull();
      await expect(sessions.exchange(refreshToken)).resolves.toBeNull();
      at(11.9);
      expect(await sessions.authenticate(working.accessToken, 'legacy')).toMatchObject({ sub: 2 });
    } finally {
      clock = loggedInAt;
    }
  });

  it('joins the legacy session of the same login, and only when it is the same officer', async () => {
    const legacy = await sessions.login('leder', 'leder-demo', 'legacy');
    if (legacy?.audience !== 'legacy') throw new Error('legacy login failed');
    const service = await sessions.login('leder', 'leder-demo', 'service', legacy.accessToken);
    const foreign = await sessions.login('teknisk', 'teknisk-demo', 'service', legacy.accessToken);
    const sid = async (token: string, audience: 'legacy' | 'service') => (await sessions.authenticate(token, audience))?.sid;
    const legacySid = await sid(legacy.accessToken, 'legacy');
    expect(service?.audience === 'service' && (await sid(service.token, 'service'))).toBe(legacySid);
    expect(foreign?.audience === 'service' && (await sid(foreign.token, 'service'))).not.toBe(legacySid);
  });

  it('empties its cache of open sessions on session and officer announcements only', async () => {
    const legacy = await sessions.login('leder', 'leder-demo', 'legacy');
    if (legacy?.audience !== 'legacy') throw new Error('legacy login failed');
    const { sid } = (await sessions.authenticate(legacy.accessToken, 'legacy'))!;
    // Ended behind the cache's back: only an announcement the cache listens to makes it look again.
    await db.query("UPDATE officer_session SET ended_at = now(), end_reason = 'logout' WHERE id = $1", [sid]);
    await bus.publish(['pending/reports']);
    expect(await sessions.authenticate(legacy.accessToken, 'legacy')).not.toBeNull();
    await bus.publish(['admin/users']);
    expect(await sessions.authenticate(legacy.accessToken, 'legacy')).toBeNull();
  });

  it('keeps one signing key per database', async () => {
    expect((await loadTokenSecret(db)).equals(await loadTokenSecret(db))).toBe(true);
  });
});
