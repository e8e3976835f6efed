import type { AddressInfo } from 'node:net';
import websocketPlugin from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { WS_CLOSE_SERVICE_RESTART } from '../../src/domain/session/websocketClose';
import type { Database } from '../db/database';
import { stopGracefully } from './gracefulStop';
import { registerOps } from './opsRoutes';
import { createReadiness } from './readiness';

/** A database that is always migrated and answers at once: the stop is about the HTTP side and the order of things. */
const database = { kind: 'postgres', query: async () => [{ migrated: true }] } as unknown as Database;
const quiet = { info: () => undefined };

interface Rig {
  app: FastifyInstance;
  url: string;
  /** Lets the requests to /slow answer. */
  release(): void;
}

async function rig(): Promise<Rig & { readiness: ReturnType<typeof createReadiness> }> {
  const app = Fastify({ return503OnClosing: false });
  const readiness = createReadiness(database, undefined);
  registerOps(app, database, { readiness });
  await app.register(websocketPlugin);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  app.get('/ws', { websocket: true }, () => undefined);
  app.get('/slow', async () => {
    await released;
    return { done: true };
  });
  app.get('/quick', async () => ({ quick: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, readiness, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, release };
}

function openSocket(url: string): Promise<{ closed: Promise<number> }> {
  const socket = new WebSocket(`${url.replace('http', 'ws')}/ws`);
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ closed }));
    socket.once('error', reject);
  });
}

describe('a graceful stop', () => {
  it('fails readiness first, keeps serving through the drain, closes websockets with 1012, finishes the request in flight, then closes in order', async () => {
    const { app, url, release, readiness } = await rig();
    const socket = await openSocket(url);
    const inFlight = fetch(`${url}/slow`).then(async (response) => ({ status: response.status, body: await response.json() }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const events: string[] = [];
    const background = { stop: async (timeoutMs: number) => void events.push(`background stopped within ${timeoutMs}`) };
    const stopping = stopGracefully({
      app,
      readiness,
      drainMs: 400,
      timeoutMs: 5_000,
      background: [background],
      resources: [() => events.push('sessions'), () => events.push('database')],
      log: quiet,
    });

    // At once: not ready, background work told to stop, and still serving, each answer closing its connection.
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ reason: 'draining' });
    expect(events).toEqual(['background stopped within 5400']);
    const during = await fetch(`${url}/quick`);
    expect(during.status).toBe(200);
    expect(during.headers.get('connection')).toBe('close');

    // After the drain: the websocket is told the service restarts.
    expect(await socket.closed).toBe(WS_CLOSE_SERVICE_RESTART);
    expect(events).not.toContain('database');
    // The request in flight finishes, answered in full; only then do the resources close.
    release();
    expect(await inFlight).toEqual({ status: 200, body: { done: true } });
    await stopping;
    expect(events).toEqual(['background stopped within 5400', 'sessions', 'database']);
    await expect(fetch(`${url}/quick`)).rejects.toThrow();
  });

  it('cuts a request still running after the bound, and still closes everything', async () => {
    const { app, url, readiness } = await rig();
    const hung = fetch(`${url}/slow`).then(
      (response) => response.status,
      () => 'cut',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed: string[] = [];
    const started = performance.now();
    await stopGracefully({ app, readiness, drainMs: 0, timeoutMs: 300, background: [], resources: [() => closed.push('database')], log: quiet });
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(await hung).toBe('cut');
    expect(closed).toEqual(['database']);
  });
});
