import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/support/testDatabase';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';
import { SESSION_END_POINTS } from '../../auth/officerSessions';
import { createSessionService } from '../../auth/sessionService';
import { loadTokenSecret } from '../../auth/tokenSecret';
import type { Database } from '../../db/database';
import { migrate } from '../../db/migrate';
import { openPostgres } from '../../db/postgresDatabase';
import { seedDemoOfficers } from '../../db/seed/demoOfficers';
import { postgresChangeBus, type ChangeBus } from '../../realtime/changeBus';
import { commitChange } from '../../realtime/committedChange';
import { CLOSE_SESSION_ENDED } from '../../realtime/websocket';
import { buildApp } from '../app';

interface Tokens {
  legacy: string;
  data: string;
  refresh: string;
  service: string;
}

/** Each login from an address of its own: these tests log in more often than the login rate limit allows one client. */
let client = 0;

/** Logs in as the SPA does: the legacy API first, then the data and service APIs joining its session. */
async function loginLikeTheSpa(app: FastifyInstance, username: string, password: string): Promise<Tokens> {
  const remoteAddress = `10.0.${Math.floor(++client / 250)}.${client % 250}`;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers, remoteAddress });
  const legacy = (await post('/api/legacy/login', { user: username, password })).json() as { access_token: string };
  const join = { 'x-session-token': legacy.access_token };
  const dataLogin = await post('/api/data/login', { username, password }, join);
  const data = dataLogin.json() as { access_token: string };
  // The refresh token reaches the browser as the session cookie only.
  const refresh = /norlink-refresh=([^;]+)/.exec(String(dataLogin.headers['set-cookie']))![1]!;
  const service = (await post('/api/service/auth/login', { username, password }, join)).json() as { token: string };
  return { legacy: legacy.access_token, data: data.access_token, refresh, service: service.token };
}

/** One authenticated call per API with the login's tokens (and the renewal), answering their statuses. */
async function statuses(app: FastifyInstance, tokens: Tokens) {
  const call = async (url: string, headers: Record<string, string>, method: 'GET' | 'POST' = 'GET') =>
    (await app.inject({ method, url, headers })).statusCode;
  return {
    data: await call('/api/data/session/profile', { authorization: `Bearer ${tokens.data}` }),
    legacy: await call('/api/legacy/DebtCollection/Cases/Pending', { 'x-session-token': tokens.legacy }),
    service: await call('/api/service/countries', { authorization: `Bearer ${tokens.service}` }),
    refresh: await call('/api/data/session/access', { cookie: `norlink-refresh=${tokens.refresh}` }, 'POST'),
  };
}

const ALL_REFUSED = { data: 401, legacy: 401, service: 401, refresh: 401 };

const logoutCalls = {
  data: (tokens: Tokens) => ({ url: '/api/data/session/logout', headers: { authorization: `Bearer ${tokens.data}` } }),
  legacy: (tokens: Tokens) => ({ url: '/api/legacy/logout', headers: { 'x-session-token': tokens.legacy } }),
  service: (tokens: Tokens) => ({ url: '/api/service/auth/logout', headers: { authorization: `Bearer ${tokens.service}` } }),
};

async function logout(app: FastifyInstance, api: keyof typeof logoutCalls, tokens: Tokens) {
  return (await app.inject({ method: 'POST', ...logoutCalls[api](tokens) })).statusCode;
}

/** Changes an officer's roles as an admin change would: committed and announced. */
const setRoles = (instance: { db: Database; bus: ChangeBus }, username: string, roles: string[]) =>
  commitChange(instance, (tx) => tx.query('UPDATE officer SET roles = $2 WHERE username = $1', [username, roles]), () => SESSION_END_POINTS);

const sessionsOf = (app: FastifyInstance, technical: Tokens, userId: number, method: 'GET' | 'DELETE' = 'GET') =>
  app.inject({ method, url: `/api/data/admin/users/${userId}/sessions`, headers: { authorization: `Bearer ${technical.data}` } });

/**
 * A websocket on the app (listening on a port of its own), authenticated with the login's data token:
 * `closed` answers its close code and when it closed.
 */
async function openSocket(instance: { app: FastifyInstance; bus: ChangeBus }, tokens: Tokens) {
  if (!instance.app.server.listening) await instance.app.listen({ port: 0, host: '127.0.0.1' });
  const socket = new WebSocket(`ws://127.0.0.1:${(instance.app.server.address() as AddressInfo).port}/ws`);
  const closed = new Promise<{ code: number; at: number }>((resolve) =>
    socket.addEventListener('close', (event) => resolve({ code: event.code, at: Date.now() })),
  );
  let hinted = false;
  socket.addEventListener('message', () => (hinted = true));
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve);
    socket.addEventListener('error', reject);
  });
  socket.send(JSON.stringify({ type: 'auth', token: tokens.data }));
  // Authenticated once a hint reaches it.
  for (let i = 0; i < 50 && !hinted; i++) {
    await instance.bus.publish(['countries']);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  if (!hinted) throw new Error('the websocket did not authenticate');
  return { socket, closed };
}

describe('one server-side session per login', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server.close());

  it('holds the tokens of all three APIs until logout', async () => {
    const tokens = await loginLikeTheSpa(server.app, 'leder', 'leder-demo');
    expect(await statuses(server.app, tokens)).toEqual({ data: 200, legacy: 200, service: 200, refresh: 200 });
  });

  it.each(['data', 'legacy', 'service'] as const)('ends at a logout on the %s API: every token of the login answers 401', async (api) => {
    const tokens = await loginLikeTheSpa(server.app, 'leder', 'leder-demo');
    const other = await loginLikeTheSpa(server.app, 'leder', 'leder-demo');
    expect(await logout(server.app, api, tokens)).toBe(204);
    expect(await statuses(server.app, tokens)).toEqual(ALL_REFUSED);
    expect(await logout(server.app, api, tokens)).toBe(401);
    // Another login of the same officer (another computer) is its own session and goes on.
    expect((await statuses(server.app, other)).data).toBe(200);
  });

  it('closes the websocket of a session ended by logout or by a Technical officer with SESSION_ENDED within a second, and no other', async () => {
    const tokens = await loginLikeTheSpa(server.app, 'leder', 'leder-demo');
    const other = await loginLikeTheSpa(server.app, 'saksbehandler', 'saksbehandler-demo');
    const socket = await openSocket(server, tokens);
    const bystander = await openSocket(server, other);
    const loggedOutAt = Date.now();
    expect(await logout(server.app, 'legacy', tokens)).toBe(204);
    const closed = await socket.closed;
    expect(closed.code).toBe(CLOSE_SESSION_ENDED);
    expect(closed.at - loggedOutAt).toBeLessThan(1000);

    const technical = await loginLikeTheSpa(server.app, 'teknisk', 'teknisk-demo');
    const ending = await openSocket(server, await loginLikeTheSpa(server.app, 'leder', 'leder-demo'));
    const endedAt = Date.now();
    expect((await sessionsOf(server.app, technical, 2, 'DELETE')).statusCode).toBe(200);
    const ended = await ending.closed;
    expect(ended.code).toBe(CLOSE_SESSION_ENDED);
    expect(ended.at - endedAt).toBeLessThan(1000);
    expect(bystander.socket.readyState).toBe(WebSocket.OPEN);
    bystander.socket.close();
  });

  it('gives a data or service login without a valid legacy token a session of its own', async () => {
    const tokens = await loginLikeTheSpa(server.app, 'leder', 'leder-demo');
    const alone = (
      await server.app.inject({
        method: 'POST',
        url: '/api/service/auth/login',
        payload: { username: 'leder', password: 'leder-demo' },
        headers: { 'x-session-token': 'forged.token.here' },
      })
    ).json() as { token: string };
    expect(await logout(server.app, 'legacy', tokens)).toBe(204);
    const still = await server.app.inject({ method: 'GET', url: '/api/service/countries', headers: { authorization: `Bearer ${alone.token}` } });
    expect(still.statusCode).toBe(200);
  });

  it("applies a change of the officer's bases at the next request, without a new login", async () => {
    const tokens = await loginLikeTheSpa(server.app, 'saksbehandler', 'saksbehandler-demo');
    const profile = async () =>
      (
        await server.app.inject({ method: 'GET', url: '/api/data/session/profile', headers: { authorization: `Bearer ${tokens.data}` } })
      ).json() as { bases: number[] };
    const [{ bases }] = (await server.db.query<{ bases: number[] }>("SELECT bases FROM officer WHERE username = 'saksbehandler'")) as [
      { bases: number[] },
    ];
    expect((await profile()).bases).toEqual(bases);
    await commitChange(server, (tx) => tx.query("UPDATE officer SET bases = $1 WHERE username = 'saksbehandler'", [bases.slice(1)]), () => SESSION_END_POINTS);
    try {
      expect((await profile()).bases).toEqual(bases.slice(1));
    } finally {
      await commitChange(server, (tx) => tx.query("UPDATE officer SET bases = $1 WHERE username = 'saksbehandler'", [bases]), () => SESSION_END_POINTS);
    }
  });

  it("lets a Technical officer list an officer's open sessions and end them all, with a record of who did", async () => {
    const technical = await loginLikeTheSpa(server.app, 'teknisk', 'teknisk-demo');
    await server.db.query("UPDATE officer_session SET ended_at = now(), end_reason = 'logout' WHERE officer_id = 2 AND ended_at IS NULL");
    const first = await loginLikeTheSpa(server.app, 'leder', 'leder-demo');
    const second = await loginLikeTheSpa(server.app, 'leder', 'leder-demo');

    const listed = await sessionsOf(server.app, technical, 2);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      { sessionId: expect.any(String), startedAt: expect.any(String), lastSeenAt: expect.any(String) },
      { sessionId: expect.any(String), startedAt: expect.any(String), lastSeenAt: expect.any(String) },
    ]);

    const ended = await sessionsOf(server.app, technical, 2, 'DELETE');
    expect(ended.json()).toEqual({ ended: 2 });
    expect(await statuses(server.app, first)).toEqual(ALL_REFUSED);
    expect(await statuses(server.app, second)).toEqual(ALL_REFUSED);
    expect((await sessionsOf(server.app, technical, 2)).json()).toEqual([]);
    const audit = await server.db.query<{ ended_by: number; end_reason: string }>(
      'SELECT ended_by, end_reason FROM officer_session WHERE id = ANY($1::uuid[])',
      [(listed.json() as { sessionId: string }[]).map((s) => s.sessionId)],
    );
    expect(audit).toEqual([
      { ended_by: 1, end_reason: 'ended-by-technical' },
      { ended_by: 1, end_reason: 'ended-by-technical' },
    ]);
    // The Technical officer's own session goes on.
    expect((await statuses(server.app, technical)).data).toBe(200);
  });

  it('spares the session the call comes from when a Technical officer ends their own', async () => {
    const technical = await loginLikeTheSpa(server.app, 'teknisk', 'teknisk-demo');
    const elsewhere = await loginLikeTheSpa(server.app, 'teknisk', 'teknisk-demo');
    expect((await sessionsOf(server.app, technical, 1, 'DELETE')).statusCode).toBe(200);
    expect(await statuses(server.app, elsewhere)).toEqual(ALL_REFUSED);
    expect(await statuses(server.app, technical)).toEqual({ data: 200, legacy: 200, service: 200, refresh: 200 });
  });

  it('refuses the next Technical-only call with 403 once the Technical role is removed, without a new login', async () => {
    const technical = await loginLikeTheSpa(server.app, 'teknisk', 'teknisk-demo');
    expect((await sessionsOf(server.app, technical, 2)).statusCode).toBe(200);
    await setRoles(server, 'teknisk', []);
    try {
      expect((await sessionsOf(server.app, technical, 2)).statusCode).toBe(403);
    } finally {
      await setRoles(server, 'teknisk', ['Technical']);
    }
    expect((await sessionsOf(server.app, technical, 2)).statusCode).toBe(200);
  });

  it('answers 404 for an officer who does not exist', async () => {
    const technical = await loginLikeTheSpa(server.app, 'teknisk', 'teknisk-demo');
    expect((await sessionsOf(server.app, technical, 999)).statusCode).toBe(404);
    expect((await sessionsOf(server.app, technical, 999, 'DELETE')).json()).toEqual({ status: 404, message: 'Saksbehandleren ble ikke funnet' });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  let cleanups: (() => Promise<unknown> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups = [];
  });

  async function startTwo() {
    const url = process.env.TEST_DATABASE_URL!;
    const first: Database = await openTestDatabase();
    cleanups.push(() => first.close());
    await migrate(first);
    await first.transaction((tx) => seedDemoOfficers(tx));
    const [{ schema }] = (await first.query<{ schema: string }>('SELECT current_schema() AS schema')) as [{ schema: string }];
    const second = openPostgres(url, { searchPath: `${schema},public` });
    cleanups.push(() => second.close());
    const instances: { app: FastifyInstance; db: Database; bus: ChangeBus }[] = [];
    for (const db of [first, second]) {
      const bus: ChangeBus = await postgresChangeBus(url);
      cleanups.push(() => bus.close());
      const sessions = createSessionService(db, await loadTokenSecret(db), bus);
      cleanups.push(() => sessions.close());
      const app = await buildApp({ db, bus, sessions });
      cleanups.push(() => app.close());
      instances.push({ app, db, bus });
    }
    return instances as [(typeof instances)[number], (typeof instances)[number]];
  }

  /** Polls until every token is refused on both instances; fails after `withinMs`. */
  async function refusedEverywhereWithin(apps: readonly FastifyInstance[], tokens: Tokens, withinMs: number) {
    const started = Date.now();
    let seen: unknown[] = [];
    while (Date.now() - started < withinMs) {
      seen = await Promise.all(apps.map((app) => statuses(app, { ...tokens, refresh: 'renewal-is-checked-once-below' })));
      if (seen.every((s) => JSON.stringify(s) === JSON.stringify(ALL_REFUSED))) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`still accepted after ${withinMs} ms: ${JSON.stringify(seen)}`);
  }

  it('a logout on one instance refuses every token of the login on both within a second', async () => {
    const [{ app: one }, { app: two }] = await startTwo();
    const tokens = await loginLikeTheSpa(one, 'leder', 'leder-demo');
    // Both instances have the session cached as open before the logout.
    for (const app of [one, two]) expect((await statuses(app, { ...tokens, refresh: 'x' })).data).toBe(200);
    expect(await logout(two, 'service', tokens)).toBe(204);
    expect(await refusedEverywhereWithin([one, two], tokens, 1000)).toBeLessThan(1000);
    expect((await statuses(one, tokens)).refresh).toBe(401);
  }, 30_000);

  it('a logout on one instance closes the websockets of the session on both with SESSION_ENDED within a second', async () => {
    const [one, two] = await startTwo();
    const tokens = await loginLikeTheSpa(one.app, 'leder', 'leder-demo');
    const sockets = [await openSocket(one, tokens), await openSocket(two, tokens)];
    const loggedOutAt = Date.now();
    expect(await logout(two.app, 'data', tokens)).toBe(204);
    for (const { closed } of sockets) {
      const { code, at } = await closed;
      expect(code).toBe(CLOSE_SESSION_ENDED);
      expect(at - loggedOutAt).toBeLessThan(1000);
    }
  }, 30_000);

  it("ending an officer's sessions as Technical on one instance logs them out on both", async () => {
    const [{ app: one }, { app: two }] = await startTwo();
    const technical = await loginLikeTheSpa(two, 'teknisk', 'teknisk-demo');
    const tokens = await loginLikeTheSpa(one, 'leder', 'leder-demo');
    for (const app of [one, two]) expect((await statuses(app, { ...tokens, refresh: 'x' })).legacy).toBe(200);
    expect((await sessionsOf(two, technical, 2, 'DELETE')).json()).toEqual({ ended: 1 });
    expect(await refusedEverywhereWithin([one, two], tokens, 1000)).toBeLessThan(1000);
  }, 30_000);

  it('a Technical role removed on one instance refuses the next Technical-only call on the other with 403', async () => {
    const [one, two] = await startTwo();
    const technical = await loginLikeTheSpa(two.app, 'teknisk', 'teknisk-demo');
    expect((await sessionsOf(two.app, technical, 2)).statusCode).toBe(200);
    await setRoles(one, 'teknisk', []);
    const started = Date.now();
    let status = 0;
    while (Date.now() - started < 1000 && (status = (await sessionsOf(two.app, technical, 2)).statusCode) !== 403) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(status).toBe(403);
  }, 30_000);
});
