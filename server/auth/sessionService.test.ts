import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { migrate, readMigrations } from '../db/migrate';
import { openTestDatabase } from '../../tests/support/testDatabase';
import { seedDemoOfficers } from '../db/seed/demoOfficers';
import { readActiveBases } from '../officers/activeBases';
import { localChangeBus } from '../realtime/changeBus';
import { SESSION_IDLE_LIMIT_MS } from './officerSessions';
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

  it('rotates the refresh token on every renewal', async () => {
    const { refreshToken } = await dataLogin();
    const first = await sessions.renew(refreshToken);
    expect(first).not.toBeNull();
    expect((await sessions.authenticate(first!.accessToken, 'data'))).toMatchObject({ sub: 1 });
    const second = await sessions.renew(first!.refreshToken);
    expect(second?.refreshToken).not.toBe(first!.refreshToken);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const { refreshToken } = await dataLogin();
    const next = await sessions.renew(refreshToken);
    await expect(sessions.renew(refreshToken)).resolves.toBeNull(); // replayed
    await expect(sessions.renew(next!.refreshToken)).resolves.toBeNull(); // its family is gone too
  });

  it('lets only one of two racing renewals with the same token through', async () => {
    const { refreshToken } = await dataLogin();
    const results = await Promise.all([sessions.renew(refreshToken), sessions.renew(refreshToken)]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
  });

  it('expires refresh tokens after a working day', async () => {
    const { refreshToken } = await dataLogin();
    const loggedInAt = clock;
    clock = new Date(loggedInAt.getTime() + 12 * 60 * 60 * 1000);
    try {
      await expect(sessions.renew(refreshToken)).resolves.toBeNull();
    } finally {
      clock = loggedInAt;
    }
  });

  it('refuses an unknown refresh token', async () => {
    await expect(sessions.renew('not-a-token')).resolves.toBeNull();
  });

  it('selects bases the officer may work in, and renewals keep them', async () => {
    const { accessToken } = await dataLogin();
    const claims = (await sessions.authenticate(accessToken, 'data'))!;
    const selection = await sessions.selectBases(claims, [3, 1, 3]);
    expect(selection).toMatchObject({ kind: 'selected', bases: [1, 3] });
    expect((await sessions.authenticate(selection.kind === 'selected' ? selection.accessToken : '', 'data'))?.bases).toEqual([1, 3]);
  });

  it("keeps the choice as the officer's active bases, in the one transaction it is given", async () => {
    const { accessToken } = await dataLogin('leder', 'leder-demo');
    const committed: string[] = [];
    await sessions.selectBases((await sessions.authenticate(accessToken, 'data'))!, [5, 2], async (work) => {
      await db.transaction(work);
      committed.push('committed');
    });
    expect(committed).toEqual(['committed']);
    expect(await readActiveBases(db, 2)).toEqual([2, 5]);
  });

  it('keeps the chosen bases through a renewal', async () => {
    const { accessToken, refreshToken } = await dataLogin();
    await sessions.selectBases((await sessions.authenticate(accessToken, 'data'))!, [4]);
    const renewed = await sessions.renew(refreshToken);
    expect((await sessions.authenticate(renewed!.accessToken, 'data'))?.bases).toEqual([4]);
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
      await expect(sessions.renew(refreshToken)).resolves.toBeNull();
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
