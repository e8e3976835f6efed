import type { FastifyInstance } from 'fastify';

/**
 * Every API answer says how long the server took (Server-Timing, in the browser's network panel and its
 * resource timing), so a slow page tells at once whether the time went on the server or in the browser.
 * It says nothing about the data: one figure per answer, as the client's own clock could measure it.
 */
export function addServerTiming(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
  });
}
