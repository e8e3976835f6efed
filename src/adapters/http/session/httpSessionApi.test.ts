import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, startTestServer, type TestServer } from '../shared/testServer';
import { httpSessionApi } from './httpSessionApi';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

const api = () =>
  httpSessionApi({ dataApiUrl: `${server.origin}/api/data`, legacyApiUrl: `${server.origin}/api/legacy`, serviceApiUrl: `${server.origin}/api/service` });
const credentials = { username: 'kari', password: 'hemmelig' };
const profile = { userId: 15, name: 'Kari Nordmann', email: 'kari@norlink.no', roles: ['Technical'], bases: [1, 2] };

describe('httpSessionApi', () => {
  it('logs in to the three APIs with their own payloads', async () => {
    server.route('POST /api/legacy/login', (_req, res) => json(res, 200, { access_token: 'L', profile, activeBases: [2], expiresAt: '2025-03-04T16:00:00Z' }));
    server.route('POST /api/data/login', (_req, res) => json(res, 200, { access_token: 'A' }));
    server.route('POST /api/service/auth/login', (_req, res) => json(res, 200, { token: 'S' }));
    const session = api();
    expect(await session.loginLegacy(credentials)).toEqual({ ok: true, token: 'L', profile, activeBases: [2], expiresAt: '2025-03-04T16:00:00Z' });
    expect(await session.loginData(credentials)).toEqual({ ok: true, accessToken: 'A' });
    expect(await session.loginService(credentials)).toEqual({ ok: true, token: 'S' });
    expect(server.requests.map((r) => JSON.parse(r.body))).toEqual([
      { user: 'kari', password: 'hemmelig' },
      { username: 'kari', password: 'hemmelig' },
      { username: 'kari', password: 'hemmelig' },
    ]);
  });

  it('tells refused credentials from an API that failed or broke its contract', async () => {
    server.route('POST /api/legacy/login', (_req, res) => json(res, 401, { status: 401, message: 'Feil brukernavn eller passord' }));
    server.route('POST /api/data/login', (_req, res) => json(res, 503, { status: 503, message: 'Nede' }));
    server.route('POST /api/service/auth/login', (_req, res) => json(res, 200, { tokn: 'S' }));
    const session = api();
    expect(await session.loginLegacy(credentials)).toEqual({ ok: false, reason: 'rejected' });
    expect(await session.loginData(credentials)).toEqual({ ok: false, reason: 'unavailable' });
    expect(await session.loginService(credentials)).toEqual({ ok: false, reason: 'unavailable' });
  });

  it("exchanges the browser's session cookie for the tab's tokens, carrying no token of its own", async () => {
    const grant = { token: 'A2', legacyToken: 'L2', serviceToken: 'S2', profile, activeBases: [2], expiresAt: '2025-03-04T16:00:00.000Z' };
    let signedIn = true;
    server.route('POST /api/data/session/access', (_req, res) => (signedIn ? json(res, 200, grant) : json(res, 401, { status: 401, message: 'Nei' })));
    const session = api();
    expect(await session.exchange()).toEqual({
      ok: true,
      dataToken: 'A2',
      legacyToken: 'L2',
      serviceToken: 'S2',
      profile,
      activeBases: [2],
      expiresAt: '2025-03-04T16:00:00.000Z',
    });
    const sent = server.requests.at(-1)!;
    expect([sent.headers.authorization, sent.headers['x-session-token'], sent.headers['x-refresh-token']]).toEqual([undefined, undefined, undefined]);
    signedIn = false;
    expect(await session.exchange()).toEqual({ ok: false, reason: 'rejected' });
  });

  it('asks nothing when the browser shows no sign of a session, so the login page comes at once', async () => {
    server.route('POST /api/data/session/access', (_req, res) => json(res, 401, { status: 401, message: 'Nei' }));
    let hint = false;
    const session = httpSessionApi({ dataApiUrl: `${server.origin}/api/data`, legacyApiUrl: '', serviceApiUrl: '', holdsSession: () => hint });
    expect(await session.exchange()).toEqual({ ok: false, reason: 'rejected' });
    expect(server.hits('POST /api/data/session/access')).toBe(0);
    hint = true;
    await session.exchange();
    expect(server.hits('POST /api/data/session/access')).toBe(1);
  });

  it("refuses an exchange's answer that breaks the contract", async () => {
    server.route('POST /api/data/session/access', (_req, res) => json(res, 200, { token: 'A2' }));
    expect(await api().exchange()).toEqual({ ok: false, reason: 'unavailable' });
  });

  it("lines the browser's tabs up for the exchange with one Web Lock, so no two send the same cookie", async () => {
    const held: string[] = [];
    let inside = 0;
    let most = 0;
    server.route('POST /api/data/session/access', async (_req, res) => {
      most = Math.max(most, ++inside);
      await new Promise((resolve) => setTimeout(resolve, 20));
      inside--;
      json(res, 401, { status: 401, message: 'Nei' });
    });
    // A lock manager as the browser's: one holder at a time, the others wait their turn.
    let queue = Promise.resolve();
    const locks = {
      request: <T,>(name: string, work: () => Promise<T>) => {
        held.push(name);
        const turn = queue.then(work);
        queue = turn.then(() => undefined, () => undefined);
        return turn;
      },
    } as unknown as Pick<LockManager, 'request'>;
    const tabs = [1, 2, 3].map(() =>
      httpSessionApi({ dataApiUrl: `${server.origin}/api/data`, legacyApiUrl: '', serviceApiUrl: '', locks }),
    );
    await Promise.all(tabs.map((tab) => tab.exchange()));
    expect(held).toEqual(['norlink.session-cookie', 'norlink.session-cookie', 'norlink.session-cookie']);
    expect(most).toBe(1);
  });

  it('selects bases with the session token', async () => {
    server.route('POST /api/legacy/Officer/select', (req, res) =>
      req.headers['x-session-token'] === 'L' ? json(res, 200, { access_token: 'L2', bases: [2] }) : json(res, 401, { status: 401, message: 'Nei' }),
    );
    const session = api();
    expect(await session.selectBases('L', [2])).toEqual({ ok: true, accessToken: 'L2', bases: [2] });
    expect(JSON.parse(server.requests.at(-1)?.body ?? '')).toEqual({ bases: [2] });
  });

  it("joins the data and service logins to the legacy login's session with X-Session-Token", async () => {
    server.route('POST /api/data/login', (_req, res) => json(res, 200, { access_token: 'A' }));
    server.route('POST /api/service/auth/login', (_req, res) => json(res, 200, { token: 'S' }));
    const session = api();
    await session.loginData({ ...credentials, legacyToken: 'L' });
    await session.loginService({ ...credentials, legacyToken: 'L' });
    expect(server.requests.map((r) => [r.headers['x-session-token'], JSON.parse(r.body)])).toEqual([
      ['L', credentials],
      ['L', credentials],
    ]);
  });

  it('logs out with the legacy session token, telling an ended session from an API that failed', async () => {
    server.route('POST /api/legacy/logout', (req, res) => {
      if (req.headers['x-session-token'] !== 'L') return json(res, 401, { status: 401, message: 'Nei' });
      res.writeHead(204).end();
    });
    const session = api();
    expect(await session.logout('L')).toEqual({ ok: true });
    expect(await session.logout('gammel')).toEqual({ ok: false, reason: 'rejected' });
  });

  it('reports an unreachable API as unavailable', async () => {
    const unreachable = httpSessionApi({ dataApiUrl: 'http://127.0.0.1:1/api/data', legacyApiUrl: 'http://127.0.0.1:1/api/legacy', serviceApiUrl: 'http://127.0.0.1:1/api/service' });
    expect(await unreachable.loginLegacy(credentials)).toEqual({ ok: false, reason: 'unavailable' });
    expect(await unreachable.logout('L')).toEqual({ ok: false, reason: 'unavailable' });
  });
});
