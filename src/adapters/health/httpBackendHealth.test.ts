import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpBackendHealth } from './httpBackendHealth';

/** A real HTTP server whose answer each test chooses by path. */
const answers: Record<string, { status: number; body: string }> = {
  '/ok-pglite': { status: 200, body: '{"status":"ok","db":"pglite"}' },
  '/ok-postgres': { status: 200, body: '{"status":"ok","db":"postgres"}' },
  '/failing': { status: 503, body: '{"status":"ok","db":"pglite"}' },
  '/malformed': { status: 200, body: '{"status":"ok","db":"mysql"}' },
  '/not-json': { status: 200, body: '<html>' },
};
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const answer = answers[request.url ?? ''] ?? { status: 404, body: '' };
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('httpBackendHealth', () => {
  it('reports the database the back-end runs on', async () => {
    await expect(httpBackendHealth(`${base}/ok-pglite`).check()).resolves.toEqual({ reachable: true, database: 'pglite' });
    await expect(httpBackendHealth(`${base}/ok-postgres`).check()).resolves.toEqual({ reachable: true, database: 'postgres' });
  });

  it.each(['/failing', '/malformed', '/not-json'])('counts %s as unreachable', async (path) => {
    await expect(httpBackendHealth(`${base}${path}`).check()).resolves.toEqual({ reachable: false });
  });

  it('counts a refused connection as unreachable', async () => {
    await expect(httpBackendHealth('http://127.0.0.1:1/healthz').check()).resolves.toEqual({ reachable: false });
  });

  it('lets a cancelled check reject instead of reporting the back-end down', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(httpBackendHealth(`${base}/ok-pglite`).check(controller.signal)).rejects.toThrow();
  });
});
