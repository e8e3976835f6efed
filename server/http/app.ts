import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { SessionService } from '../auth/sessionService';
import type { TrustProxy } from '../config';
import type { Database } from '../db/database';
import { KEEP_IN_OUTBOX, type MailSender } from '../mail/mailSender';
import { registerOps, type OpsOptions } from '../ops/opsRoutes';
import type { ChangeBus } from '../realtime/changeBus';
import { registerWebsocket } from '../realtime/websocket';
import { registerApis } from './apis/registerApis';
import { installErrorHandler } from './errorHandler';
import { addSecurityHeaders } from './securityHeaders';
import { addServerTiming } from './serverTiming';
import { serveSpa } from './spa';

export interface AppOptions {
  readonly db: Database;
  readonly sessions: SessionService;
  readonly bus: ChangeBus;
  /** The built SPA; left out (or missing on disk), only the APIs are served. */
  readonly distDir?: string;
  /** The server's logger (server/ops/logger.ts); none: nothing is logged but server errors (errorHandler.ts). */
  readonly log?: FastifyBaseLogger;
  /** Health, readiness, the request log and metrics (server/ops/opsRoutes.ts); by default /healthz and /readyz only. */
  readonly ops?: OpsOptions;
  /**
   * Read client addresses from X-Forwarded-For. Off unless a proxy sets it: otherwise anyone could
   * send the header and slip past the login rate limit.
   */
  readonly trustProxy?: TrustProxy;
  /** Sends the mail outbox after commits; by default the messages stay in the outbox (no SMTP_URL). */
  readonly mail?: MailSender;
  /** The build system's webhook for starting builds (BUILD_WEBHOOK_URL). */
  readonly buildWebhookUrl?: string;
  /** The background job runner, kicked after a change that queued jobs; none: the runner's poll finds them. */
  readonly jobs?: { kick(): void };
}

/** Request bodies above this are refused with 413 before they are read. Uploads get their own limit. */
const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Fastify reads a hop count as "trust nothing" (it cannot tell the proxy from a client that bypassed it), so
 * the count is a trust function here: the nearest `hops` addresses are proxies, the next is the client.
 * Only for a server the proxies alone can reach; otherwise list their addresses (README, TRUST_PROXY).
 */
function proxyTrust(trustProxy: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy;
  return trustProxy === false ? false : [...trustProxy];
}

/** Node refuses request heads over 16 KiB, so no path parameter is longer. */
const MAX_URL_PARAMETER_LENGTH = 16 * 1024;

export async function buildApp({ db, sessions, bus, distDir, log, ops, trustProxy = false, mail = KEEP_IN_OUTBOX, buildWebhookUrl, jobs }: AppOptions): Promise<FastifyInstance> {
  // Request ids unique across instances and restarts, so a logged 5xx is found by the id its answer carried.
  const app = Fastify({
    // Fastify's own two lines per request are replaced by the request log's one (server/ops/requestLog.ts).
    ...(log ? { loggerInstance: log, logController: new LogController({ disableRequestLogging: true }) } : { logger: false }),
    // A request that reaches a stopping instance is still served (the load balancer stopped sending them
    // while it drained; server/ops/gracefulStop.ts), not refused with a 503 an officer would see.
    return503OnClosing: false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: proxyTrust(trustProxy),
    genReqId: () => randomUUID(),
    // Path parameters are measured by the binder after the login check (requestValidator); the URL itself
    // is bounded by Node's header size.
    routerOptions: { maxParamLength: MAX_URL_PARAMETER_LENGTH },
  });
  addSecurityHeaders(app);
  addServerTiming(app);
  installErrorHandler(app);
  // Before the routes, so its hooks (request log, metrics, draining) see every one of them.
  registerOps(app, db, ops);
  // Multipart bodies reach the route unread, so the binder checks the login first; each upload operation
  // then reads its files within its contract's limits (server/files/uploads.ts).
  await app.register(multipart);
  await registerApis(app, { db, bus, sessions, mail, ...(buildWebhookUrl ? { buildWebhookUrl } : {}), ...(jobs ? { jobs } : {}) });
  await registerWebsocket(app, {
    bus,
    authenticate: (token) => sessions.authenticate(token, 'data'),
    sessionOpen: (sessionId, fresh) => sessions.sessionOpen(sessionId, fresh),
  });

  if (distDir) await serveSpa(app, distDir);
  return app;
}
