import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Paths that belong to the back-end; a miss there is a 404, never the SPA. */
const BACKEND_PATHS = /^\/(api|ws|healthz|readyz|metrics|assets)(\/|$|\?)/;

function wantsClientRoute(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !BACKEND_PATHS.test(request.url);
}

/**
 * Serves the built SPA at / and answers every client route (/clients/12/customers/3, ...) with
 * index.html, so a reload or a shared link lands on the right screen. Hashed assets are cached
 * for good; index.html never is, so a new build reaches officers at once.
 */
export async function serveSpa(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      const immutable = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/', (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) => {
    if (wantsClientRoute(request)) return sendIndex(reply);
    return reply.code(404).send({ status: 404, message: `Fant ikke ${request.method} ${request.url.split('?')[0]}` });
  });
  return true;
}

function sendIndex(reply: FastifyReply) {
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
}
