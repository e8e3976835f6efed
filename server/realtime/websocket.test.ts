import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { localChangeBus, type ChangeBus } from './changeBus';
import { CLOSE_SESSION_ENDED, CLOSE_UNAUTHORISED, registerWebsocket } from './websocket';

let app: FastifyInstance;
let bus: ChangeBus;
let url: string;

/** What the fake session check was asked, and its answer. */
let sessionChecks: { sessionId: string; fresh: boolean }[] = [];
let sessionIsOpen = true;

async function start(pingIntervalMs = 60_000) {
  sessionChecks = [];
  sessionIsOpen = true;
  app = Fastify();
  bus = localChangeBus();
  await registerWebsocket(app, {
    bus,
    pingIntervalMs,
    authTimeoutMs: 300,
    authenticate: (token) => (token === 'good' ? { sub: 1, aud: 'data', roles: [], bases: [1], sid: 's', iat: 0, exp: 1e10, jti: 'j' } : null),
    sessionOpen: async (sessionId, fresh) => {
      sessionChecks.push({ sessionId, fresh });
      return sessionIsOpen;
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`;
}
afterEach(() => app?.close());

function connect(): Promise<{ socket: WebSocket; messages: unknown[]; closed: Promise<number> }> {
  const socket = new WebSocket(url);
  const messages: unknown[] = [];
  socket.addEventListener('message', (event) => messages.push(JSON.parse(String(event.data))));
  const closed = new Promise<number>((resolve) => socket.addEventListener('close', (event) => resolve(event.code)));
  return new Promise((resolve, reject) => {
    socket.addEventListener('open', () => resolve({ socket, messages, closed }));
    socket.addEventListener('error', reject);
  });
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
};

describe('the websocket', () => {
  it('tells an authenticated socket the endPoint of every change', async () => {
    await start();
    const { socket, messages } = await connect();
    socket.send(JSON.stringify({ type: 'auth', token: 'good' }));
    await new Promise((r) => setTimeout(r, 50));
    await bus.publish(['/DebtCollection/Cases/Pending', '/pending/collection-bundles']);
    await until(() => messages.length === 2);
    expect(messages).toEqual([{ endPoint: '/DebtCollection/Cases/Pending' }, { endPoint: '/pending/collection-bundles' }]);
    socket.close();
  });

  it('closes a socket whose auth message carries a bad token, or is not an auth message', async () => {
    await start();
    for (const message of [JSON.stringify({ type: 'auth', token: 'bad' }), 'not json', JSON.stringify({ token: 'good' })]) {
      const { socket, closed } = await connect();
      socket.send(message);
      expect(await closed).toBe(CLOSE_UNAUTHORISED);
    }
  });

  it('closes a socket that never authenticates, and tells it nothing meanwhile', async () => {
    await start();
    const { messages, closed } = await connect();
    await bus.publish(['/pending/productions']);
    expect(await closed).toBe(CLOSE_UNAUTHORISED);
    expect(messages).toEqual([]);
  });

  it('pings authenticated sockets', async () => {
    await start(20);
    const { socket, messages } = await connect();
    socket.send(JSON.stringify({ type: 'auth', token: 'good' }));
    await until(() => messages.length >= 2);
    expect(messages.slice(0, 2)).toEqual([{ endPoint: 'ping' }, { endPoint: 'ping' }]);
    socket.close();
  });

  it('closes with SESSION_ENDED when an announced session change finds its session ended, asking the database, not the cache', async () => {
    await start();
    const { socket, messages, closed } = await connect();
    socket.send(JSON.stringify({ type: 'auth', token: 'good' }));
    await new Promise((r) => setTimeout(r, 50));
    await bus.publish(['countries']);
    await until(() => messages.length === 1);
    expect(sessionChecks).toEqual([]);
    await bus.publish(['session/profile']);
    await new Promise((r) => setTimeout(r, 50));
    expect(sessionChecks).toEqual([{ sessionId: 's', fresh: true }]);
    sessionIsOpen = false;
    await bus.publish(['session/profile']);
    expect(await closed).toBe(CLOSE_SESSION_ENDED);
  });

  it('closes with SESSION_ENDED at a ping once the session has ended by itself (idle limit)', async () => {
    await start(20);
    const { socket, messages, closed } = await connect();
    socket.send(JSON.stringify({ type: 'auth', token: 'good' }));
    await until(() => messages.length >= 2);
    expect(sessionChecks.every((check) => !check.fresh)).toBe(true);
    sessionIsOpen = false;
    expect(await closed).toBe(CLOSE_SESSION_ENDED);
  });
});
