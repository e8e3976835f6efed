import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OFFICERS } from '../../../server/db/seed/demoOfficers';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';
import { WS_CLOSE_SERVICE_RESTART } from '../../domain/session/websocketClose';
import { websocketChangeFeed } from './websocketChangeFeed';

let server: TestApp;
let url: string;
let token: string;

beforeAll(async () => {
  server = await startTestApp();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/ws`;
  const officer = DEMO_OFFICERS[0]!;
  const login = await server.sessions.login(officer.username, officer.password, 'data');
  if (login?.audience !== 'data') throw new Error('demo officer could not log in');
  token = login.accessToken;
}, 60_000);

afterAll(() => server.close());

/** Publishes until the feed has authenticated and passes the change on (the auth message races the first publish). */
async function changesSeen(seen: string[], endPoint: string): Promise<void> {
  for (let i = 0; i < 50 && !seen.includes(endPoint); i++) {
    await server.bus.publish([endPoint]);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('websocket change feed against the real server', () => {
  it('authenticates with the access token and passes on each endPoint', async () => {
    const seen: string[] = [];
    const stop = websocketChangeFeed({ url, accessToken: () => token }).start((endPoint) => seen.push(endPoint));
    await changesSeen(seen, 'pending/productions');
    stop();
    expect(seen).toContain('pending/productions');
    expect(seen).not.toContain('ping');
  });

  it('reconnects with the current token after the server refuses one', async () => {
    let current = 'not-a-token';
    const seen: string[] = [];
    let ended = 0;
    const stop = websocketChangeFeed({ url, accessToken: () => current, retryDelayMs: () => 20, onSessionEnded: () => ended++ }).start((endPoint) =>
      seen.push(endPoint),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen).toEqual([]);
    // A refused token (an access token being renewed, say) is no ended session: no logout.
    expect(ended).toBe(0);
    current = token;
    await changesSeen(seen, 'DebtCollection/Cases/Pending');
    stop();
    expect(seen).toContain('DebtCollection/Cases/Pending');
  });

  it('receives nothing more once stopped', async () => {
    const seen: string[] = [];
    const stop = websocketChangeFeed({ url, accessToken: () => token }).start((endPoint) => seen.push(endPoint));
    await changesSeen(seen, 'countries');
    stop();
    const before = seen.length;
    await server.bus.publish(['countries']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen.length).toBe(before);
  });

  it('tells that the session ended when the officer logs out, within a second', async () => {
    const officer = DEMO_OFFICERS[1]!;
    const login = await server.sessions.login(officer.username, officer.password, 'data');
    if (login?.audience !== 'data') throw new Error('demo officer could not log in');
    const seen: string[] = [];
    let endedAt = 0;
    const stop = websocketChangeFeed({ url, accessToken: () => login.accessToken, retryDelayMs: () => 1_000, onSessionEnded: () => (endedAt ||= Date.now()) }).start(
      (endPoint) => seen.push(endPoint),
    );
    await changesSeen(seen, 'customer-types');
    const loggedOutAt = Date.now();
    const logout = await server.app.inject({ method: 'POST', url: '/api/data/session/logout', headers: { authorization: `Bearer ${login.accessToken}` } });
    expect(logout.statusCode).toBe(204);
    for (let i = 0; i < 100 && !endedAt; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    stop();
    expect(endedAt).toBeGreaterThan(0);
    expect(endedAt - loggedOutAt).toBeLessThan(1_000);
  });

  it('reconnects at once, without a login, when the instance says it restarts (1012), not after the backoff', async () => {
    const seen: string[] = [];
    let ended = 0;
    const stop = websocketChangeFeed({ url, accessToken: () => token, retryDelayMs: () => 60_000, restartDelayMs: () => 20, onSessionEnded: () => ended++ }).start(
      (endPoint) => seen.push(endPoint),
    );
    await changesSeen(seen, 'banks');
    for (const socket of server.app.websocketServer.clients) socket.close(WS_CLOSE_SERVICE_RESTART, 'server restarting');
    seen.length = 0;
    const closedAt = Date.now();
    await changesSeen(seen, 'banks');
    stop();
    expect(seen).toContain('banks');
    expect(Date.now() - closedAt).toBeLessThan(5_000);
    expect(ended).toBe(0);
  });
});
