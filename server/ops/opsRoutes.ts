import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { latestMigrationName } from '../db/migrate';
import type { Metrics } from './metrics';
import { createReadiness, type Readiness } from './readiness';
import { addRequestLog, operationLabel } from './requestLog';

export interface OpsOptions {
  /** By default: ready while the database answers and has this build's migrations. */
  readonly readiness?: Readiness;
  /** One JSON line per request on the app's logger (requestLog.ts). */
  readonly requestLog?: boolean;
  readonly metrics?: Metrics;
  /** METRICS_TOKEN: /metrics on the app's own port, for a scraper that sends it as a bearer token. */
  readonly metricsToken?: string;
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^bearer +(\S+) *$/i.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * What the people who run the server need of it: liveness (/healthz: the process answers), readiness
 * (/readyz: migrated, database reachable, not draining; 503 with the reason otherwise), the request
 * log and metrics, and, while draining, `Connection: close` on every answer, so a client or proxy that
 * kept its connection open comes back through the load balancer to another instance.
 */
export function registerOps(app: FastifyInstance, db: Database, options: OpsOptions = {}): Readiness {
  const readiness = options.readiness ?? createReadiness(db, latestMigrationName());
  // Alive as long as the process answers: a database outage makes an instance not ready, never dead
  // (restarting every instance because the database blinked would make the outage worse).
  app.get('/healthz', async () => ({ status: 'ok', db: db.kind }));
  app.get('/readyz', async (_request, reply) => {
    const answer = await readiness.check();
    if (answer.ready) return { status: 'ready', db: db.kind };
    return reply.code(503).header('retry-after', '1').send({ status: 'not ready', reason: answer.reason, db: db.kind });
  });
  app.addHook('onSend', async (_request, reply) => {
    if (readiness.draining) reply.header('connection', 'close');
  });
  if (options.requestLog) addRequestLog(app);

  const { metrics, metricsToken } = options;
  if (metrics) {
    app.addHook('onResponse', async (request, reply) => {
      metrics.requestDone(
        { operation: operationLabel(request), route: request.routeOptions.url, method: request.method, status: reply.statusCode },
        reply.elapsedTime / 1000,
      );
    });
    metrics.countWebsockets(() => app.websocketServer?.clients.size ?? 0);
    if (metricsToken) {
      app.get('/metrics', async (request, reply) => {
        if (!bearerMatches(request.headers.authorization, metricsToken)) {
          return reply.code(401).header('www-authenticate', 'Bearer').send({ status: 401, message: 'Ikke innlogget' });
        }
        return reply.type(metrics.registry.contentType).send(await metrics.text());
      });
    }
  }
  return readiness;
}
