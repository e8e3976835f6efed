import type { FastifyInstance } from 'fastify';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openTestDatabase } from '../../tests/support/testDatabase';
import { startTestApp, type TestApp } from '../../tests/support/testApp';
import { createSessionService } from '../auth/sessionService';
import { loadTokenSecret } from '../auth/tokenSecret';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openPostgres } from '../db/postgresDatabase';
import { DEFAULT_SEED, TEST_SEED_TODAY, SEED_PROFILES } from '../db/seed/profiles';
import { seedEverything } from '../db/seed/seed';
import { buildApp } from '../http/app';
import { PENDING_COUNT_END_POINTS } from '../pending/pendingCounts';
import { postgresChangeBus } from './changeBus';
import { commitChange } from './committedChange';

/** Everything a test started, stopped in reverse order afterwards. */
let cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`;
}

/** A real websocket client that authenticates as the SPA does and records every endPoint it is told. */
async function connect(url: string, token: string) {
  const socket = new WebSocket(url);
  const endPoints: string[] = [];
  socket.on('message', (data: WebSocket.RawData) => endPoints.push((JSON.parse(data.toString()) as { endPoint: string }).endPoint));
  await once(socket, 'open');
  socket.send(JSON.stringify({ type: 'auth', token }));
  cleanups.push(() => socket.close());
  return { endPoints };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Makes `change` until every client has been told all of `expected`. The server says nothing when
 * it accepts the auth message, so the first change may come before a socket is listening.
 */
async function changeUntilTold(clients: readonly { endPoints: string[] }[], expected: readonly string[], change: () => Promise<unknown>) {
  const told = () => clients.every((client) => expected.every((endPoint) => client.endPoints.includes(endPoint)));
  for (let attempt = 0; attempt < 20 && !told(); attempt++) {
    await change();
    for (let wait = 0; wait < 25 && !told(); wait++) await sleep(10);
  }
  for (const client of clients) expect(client.endPoints).toEqual(expect.arrayContaining([...expected]));
}

/** One session for both APIs, as the SPA signs in: the bases chosen on the legacy API are the data API's too. */
async function logins(app: FastifyInstance, username: string, password: string) {
  const legacy = await app.inject({ method: 'POST', url: '/api/legacy/login', payload: { user: username, password } });
  const legacyToken = (legacy.json() as { access_token: string }).access_token;
  const data = await app.inject({ method: 'POST', url: '/api/data/login', payload: { username, password }, headers: { 'x-session-token': legacyToken } });
  return { data: (data.json() as { access_token: string }).access_token, legacy: legacyToken };
}

const selectBases = (app: FastifyInstance, legacyToken: string, bases: number[]) =>
  app.inject({ method: 'POST', url: '/api/legacy/Officer/select', payload: { bases }, headers: { 'x-session-token': legacyToken } });

describe('committed changes on the websocket', () => {
  let server: TestApp;
  let ws: string;
  beforeAll(async () => {
    server = await startTestApp();
    ws = await listen(server.app);
  });
  afterAll(() => server.close());

  it('reach an authenticated client as one {endPoint} message per affected read, and a rolled-back change reaches nobody', async () => {
    const client = await connect(ws, (await logins(server.app, 'teknisk', 'teknisk-demo')).data);

    await expect(
      commitChange(
        server,
        async (tx) => {
          await tx.query('UPDATE officer SET phone_nr = $1 WHERE id = 1', ['99999999']);
          throw new Error('changed my mind');
        },
        () => ['admin/users'],
      ),
    ).rejects.toThrow('changed my mind');
    await changeUntilTold([client], ['pending/reports', 'Report/Transmission/pending'], () =>
      commitChange(
        server,
        (tx) => tx.query('UPDATE officer SET phone_nr = $1 WHERE id = 1', ['40000001']),
        () => ['pending/reports', 'Report/Transmission/pending'],
      ),
    );
    expect(client.endPoints).not.toContain('admin/users');
    expect(client.endPoints.slice(0, 2)).toEqual(['pending/reports', 'Report/Transmission/pending']);
  });

  it('announce every pending count when an officer selects bases', async () => {
    const tokens = await logins(server.app, 'saksbehandler', 'saksbehandler-demo');
    const client = await connect(ws, tokens.data);
    await changeUntilTold([client], PENDING_COUNT_END_POINTS, async () => expect((await selectBases(server.app, tokens.legacy, [1])).statusCode).toBe(200));
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'reach the clients of every instance on one PostgreSQL, and empty the count caches of each (LISTEN/NOTIFY)',
    async () => {
      const url = process.env.TEST_DATABASE_URL!;
      const first: Database = await openTestDatabase();
      cleanups.push(() => first.close());
      await migrate(first);
      await first.transaction((tx) => seedEverything(tx, { profile: SEED_PROFILES.small, today: TEST_SEED_TODAY, seed: DEFAULT_SEED }));
      const [{ schema }] = (await first.query<{ schema: string }>('SELECT current_schema() AS schema')) as [{ schema: string }];
      const second = openPostgres(url, { searchPath: `${schema},public` });
      cleanups.push(() => second.close());

      const instances = [];
      for (const db of [first, second]) {
        const bus = await postgresChangeBus(url);
        cleanups.push(() => bus.close());
        const app = await buildApp({ db, bus, sessions: createSessionService(db, await loadTokenSecret(db), bus) });
        cleanups.push(() => app.close());
        instances.push({ db, bus, app, ws: await listen(app) });
      }
      const [one, two] = instances as [(typeof instances)[number], (typeof instances)[number]];

      // Instances share the signing key in the database: a login on one is good on the other.
      const tokens = await logins(one.app, 'saksbehandler', 'saksbehandler-demo');
      const clients = [await connect(one.ws, tokens.data), await connect(two.ws, tokens.data)];
      const productionsOnTwo = async () =>
        (
          (await two.app.inject({ method: 'GET', url: '/api/data/pending/productions', headers: { authorization: `Bearer ${tokens.data}` } })).json() as {
            count: number;
          }
        ).count;
      const expectedProductions = async (bases: number[]) =>
        (
          (await first.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM production_entry e JOIN client c ON c.id = e.client_id WHERE e.status = 'NEW' AND c.officer_id = ANY($1::int[])",
            [bases],
          )) as [{ n: number }]
        )[0].n;
      expect(await productionsOnTwo()).toBe(await expectedProductions([1, 2]));

      // Selected on instance one; instance two's cached count must follow.
      await changeUntilTold(clients, PENDING_COUNT_END_POINTS, async () => expect((await selectBases(one.app, tokens.legacy, [2])).statusCode).toBe(200));
      expect(await expectedProductions([2])).not.toBe(await expectedProductions([1, 2]));
      expect(await productionsOnTwo()).toBe(await expectedProductions([2]));

      // And a change made on instance two reaches the client of instance one.
      await changeUntilTold(clients, ['DebtCollection/Payments/Pending'], () =>
        commitChange(two, (tx) => tx.query('SELECT 1'), () => ['DebtCollection/Payments/Pending']),
      );
    },
    60_000,
  );
});
