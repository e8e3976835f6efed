import Fastify, { type FastifyInstance } from 'fastify';
import type { SessionService } from '../auth/sessionService';
import type { Database } from '../db/database';
import { KEEP_IN_OUTBOX, type MailSender } from '../mail/mailSender';
import type { ChangeBus } from '../realtime/changeBus';
import { registerWebsocket } from '../realtime/websocket';
import { registerApis } from './apis/registerApis';
import { installErrorHandler } from './errorHandler';
import { addSecurityHeaders } from './securityHeaders';
import { serveSpa } from './spa';

export interface AppOptions {
  readonly db: Database;
  readonly sessions: SessionService;
  readonly bus: ChangeBus;
  /** The built SPA; left out (or missing on disk), only the APIs are served. */
  readonly distDir?: string;
  readonly logger?: boolean;
  /**
   * Read client addresses from X-Forwarded-For. Off unless a proxy sets it: otherwise anyone could
   * send the header and slip past the login rate limit.
   */
  readonly trustProxy?: boolean;
  /** Sends the mail outbox after commits; by default the messages stay in the outbox (no SMTP_URL). */
  readonly mail?: MailSender;
}

/** Request bodies above this are refused with 413 before they are read. Uploads get their own limit. */
const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp({ db, sessions, bus, distDir, logger = false, trustProxy = false, mail = KEEP_IN_OUTBOX }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, bodyLimit: BODY_LIMIT_BYTES, trustProxy });
  addSecurityHeaders(app);
  installErrorHandler(app);
  await registerApis(app, { db, bus, sessions, mail });
  await registerWebsocket(app, { bus, authenticate: (token) => sessions.authenticate(token, 'data') });

  app.get('/healthz', async () => {
    await db.query('SELECT 1');
    return { status: 'ok', db: db.kind };
  });

  if (distDir) await serveSpa(app, distDir);
  return app;
}
