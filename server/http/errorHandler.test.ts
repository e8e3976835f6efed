import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiError';
import { installErrorHandler, type ServerErrorEntry } from './errorHandler';

let app: FastifyInstance;
afterEach(async () => {
  vi.restoreAllMocks();
  await app?.close();
});

async function start(report?: (entry: ServerErrorEntry) => void) {
  // No logger, as in production unless LOG_REQUESTS=1: the 5xx must be logged all the same.
  app = Fastify({ logger: false });
  installErrorHandler(app, report);
  app.post('/boom', async () => {
    throw new Error('relation "nowhere" does not exist');
  });
  app.get('/planned', async () => {
    throw new ApiError(501, 'ikke implementert');
  });
  app.get('/refused', async () => {
    throw new ApiError(400, 'ugyldig');
  });
  await app.ready();
}

describe('server errors', () => {
  it('are logged with their request id on stderr with request logging off, without headers or body', async () => {
    const written: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    await start();
    const response = await app.inject({
      method: 'POST',
      url: '/boom?token=query-secret',
      headers: { authorization: 'Bearer header-secret', 'content-type': 'application/json' },
      payload: { password: 'body-secret' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: 500, message: 'Intern feil på tjeneren' });
    expect(written).toHaveLength(1);
    const entry = JSON.parse(written[0]!) as ServerErrorEntry & { level: string };
    expect(entry).toMatchObject({ level: 'error', reqId: response.headers['x-request-id'], method: 'POST', path: '/boom', status: 500 });
    expect(entry.error).toContain('nowhere');
    expect(written[0]).not.toMatch(/secret/);
  });

  it('leave client errors and planned 501s out of the error log', async () => {
    const report = vi.fn();
    await start(report);
    expect((await app.inject({ method: 'GET', url: '/planned' })).statusCode).toBe(501);
    expect((await app.inject({ method: 'GET', url: '/refused' })).statusCode).toBe(400);
    expect(report).not.toHaveBeenCalled();
  });
});
