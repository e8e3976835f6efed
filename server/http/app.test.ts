import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../tests/support/testApp';
import { testDatabaseKind } from '../../tests/support/testDatabase';

let server: TestApp;
let app: FastifyInstance;
let distDir: string;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'norlink-dist-'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  server = await startTestApp({ distDir });
  app = server.app;
});
afterAll(async () => {
  await server.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('the HTTP app', () => {
  it('answers /healthz with the database kind', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: testDatabaseKind });
  });

  it.each(['/', '/dashboard', '/clients/12/customers/3/invoices/99?tab=events', '/debt-collection/cases/pending/5'])(
    'serves the SPA for the client route %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('caches hashed assets for good', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/api/data/nothing', '/api/service/no-such-resource', '/assets/missing.js', '/healthz/extra'])(
    'answers a miss under a back-end path (%s) with a JSON 404, never the SPA',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 404 });
    },
  );

  it('says in Server-Timing how long the server took over an API answer, and nowhere else', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/data/nothing' });
    expect(api.headers['server-timing']).toMatch(/^app;dur=\d+\.\d$/);
    const page = await app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html' } });
    expect(page.headers['server-timing']).toBeUndefined();
  });

  it('sends the security headers, with a CSP that allows no inline script', async () => {
    const response = await app.inject({ method: 'GET', url: '/login' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses bodies over the size limit', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/data/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ filler: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
  });

  it('lets no cache keep an API answer, and denies powerful browser features everywhere', async () => {
    const { access_token: token } = (
      await app.inject({ method: 'POST', url: '/api/data/login', payload: { username: 'teknisk', password: 'teknisk-demo' } })
    ).json() as { access_token: string };
    for (const [url, headers] of [
      ['/api/data/session/profile', { authorization: `Bearer ${token}` }],
      ['/api/data/session/profile', {}],
      ['/api/service/no-such-resource', {}],
    ] as const) {
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    for (const url of ['/login', '/api/data/session/profile', '/healthz']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(String(response.headers['permissions-policy']), url).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
    }
  });

  it('reads the bearer scheme name in any case', async () => {
    const { access_token: token } = (
      await app.inject({ method: 'POST', url: '/api/data/login', payload: { username: 'teknisk', password: 'teknisk-demo' } })
    ).json() as { access_token: string };
    for (const scheme of ['Bearer', 'bearer', 'BEARER', 'bEaReR']) {
      const response = await app.inject({ method: 'GET', url: '/api/data/session/profile', headers: { authorization: `${scheme} ${token}` } });
      expect(response.statusCode, scheme).toBe(200);
    }
    for (const authorization of [`Bearer${token}`, `Basic ${token}`, `Bearer ${token} extra`, 'Bearer ']) {
      const response = await app.inject({ method: 'GET', url: '/api/data/session/profile', headers: { authorization } });
      expect(response.statusCode, authorization).toBe(401);
    }
  });

  it('answers a method the path lacks with 405 and Allow, in the error body, rather than 404', async () => {
    for (const [method, url, allow] of [
      ['DELETE', '/api/data/session/profile', 'GET, HEAD'],
      ['GET', '/api/data/login', 'POST'],
      ['PUT', '/api/data/preferences', 'GET, HEAD, PATCH'],
      ['OPTIONS', '/api/service/clients/1/customers', 'GET, HEAD, POST'],
      ['PATCH', '/api/legacy/Client/1/Post/2', 'GET, HEAD, DELETE'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(405);
      expect(response.headers.allow).toBe(allow);
      expect(response.json()).toMatchObject({ status: 405 });
      expect(response.headers['content-security-policy']).toBeDefined();
    }
  });

  it('checks the login before an over-long path parameter, which is a 400 in the error body, not the router’s 414', async () => {
    const url = `/api/legacy/Document/Attachment/${'9'.repeat(5000)}`;
    const anonymous = await app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ status: 401 });
    const { access_token: token } = (
      await app.inject({ method: 'POST', url: '/api/legacy/login', payload: { user: 'teknisk', password: 'teknisk-demo' } })
    ).json() as { access_token: string };
    const response = await app.inject({ method: 'GET', url, headers: { 'x-session-token': token } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual([{ path: 'path.id', message: 'er for lang (høyst 100 tegn)' }]);
    expect(response.headers['content-security-policy']).toBeDefined();
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('checks the login before a multipart upload: 401, not 415', async () => {
    const boundary = 'b';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\r\n--${boundary}--\r\n`;
    for (const url of ['/api/service/files', '/api/service/clients/1/reg-entry/multi-upload', '/api/legacy/EvidensiaUpload/Payment']) {
      const response = await app.inject({ method: 'POST', url, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
      expect(response.statusCode, url).toBe(401);
    }
  });
});
