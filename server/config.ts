import { isIP } from 'node:net';
import path from 'node:path';

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** The embedded database's directory; unused when databaseUrl is set. */
  readonly dataDir: string;
  /** PostgreSQL instead of the embedded database. */
  readonly databaseUrl: string | undefined;
  /** The built SPA; served at / when it exists. */
  readonly distDir: string;
  /** Behind a reverse proxy: read the client's address from X-Forwarded-For (the login rate limit keys on it). */
  readonly trustProxy: TrustProxy;
  /** The SMTP server the mail outbox is sent through; none: messages stay in the outbox. */
  readonly smtpUrl: string | undefined;
  /** The From of sent mail. */
  readonly smtpFrom: string | undefined;
  /** The build system's webhook, POSTed { projectName, startedByOfficerId } to start a build; none: the AWS page starts nothing. */
  readonly buildWebhookUrl: string | undefined;
  /**
   * After a crash, background jobs and outgoing mail claimed by the dead instance are taken again after this
   * many seconds (ABANDONED_CLAIM_SECONDS); unset: 300 s for jobs, 600 s for mail. Taking work again is safe
   * (every job is idempotent; an e-mail is taken again only if it was never handed over to SMTP, one handed
   * over becomes 'Uncertain' rather than sent twice), only later than a live instance would need.
   */
  readonly abandonedClaimSeconds: number | undefined;
  /** LOG_LEVEL: one JSON line per request, job and mail at 'info'; by default 'info' in production (NODE_ENV=production), else 'warn'. */
  readonly logLevel: LogLevel;
  /** METRICS_PORT: Prometheus metrics on a port of their own (on METRICS_HOST, 127.0.0.1 by default); unset, none. */
  readonly metricsPort: number | undefined;
  readonly metricsHost: string;
  /** METRICS_TOKEN: /metrics on the server's own port too, for a scraper that sends it as a bearer token; unset, not there. */
  readonly metricsToken: string | undefined;
  /**
   * DRAIN_SECONDS: after SIGTERM, how long the instance keeps serving while /readyz says it is draining, so a
   * load balancer stops sending it requests before it stops taking them. By default 5 s on PostgreSQL (several
   * instances behind a proxy), 0 on the embedded database (nothing in front).
   */
  readonly drainSeconds: number;
  /** SHUTDOWN_TIMEOUT_SECONDS: the bound on finishing requests and background work in hand after the drain. */
  readonly shutdownTimeoutSeconds: number;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Which X-Forwarded-For hops to believe: none (false), the given number of proxies in front of the server,
 * or the proxies at these addresses (IPs or CIDR ranges). Never "every hop": the left-most value is whatever
 * the client wrote, and taking it would give an attacker a fresh login allowance per request.
 */
export type TrustProxy = false | number | readonly string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function proxyEntryIsValid(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: unset, a hop count (`1`), or a comma-separated list of proxy addresses and CIDR ranges. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !proxyEntryIsValid(entry));
  if (invalid.length) {
    throw new Error(`TRUST_PROXY must be a hop count or proxy addresses/CIDR ranges separated by commas; not understood: ${invalid.join(', ')}`);
  }
  return entries;
}

/** Configuration comes from the environment only (README: Configuration). */
export function loadConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number (0–65535), not "${env.PORT}"`);
  }
  return {
    port,
    host: env.HOST ?? 'localhost',
    dataDir: path.resolve(cwd, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    distDir: path.resolve(cwd, env.DIST_DIR ?? 'dist'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    smtpUrl: env.SMTP_URL || undefined,
    smtpFrom: env.SMTP_FROM || undefined,
    buildWebhookUrl: env.BUILD_WEBHOOK_URL || undefined,
    abandonedClaimSeconds: parseAbandonedClaimSeconds(env.ABANDONED_CLAIM_SECONDS),
    logLevel: parseLogLevel(env.LOG_LEVEL, env.NODE_ENV),
    metricsPort: env.METRICS_PORT ? parsePort('METRICS_PORT', env.METRICS_PORT) : undefined,
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    metricsToken: parseMetricsToken(env.METRICS_TOKEN),
    drainSeconds: parseSeconds('DRAIN_SECONDS', env.DRAIN_SECONDS, env.DATABASE_URL ? 5 : 0),
    shutdownTimeoutSeconds: parseSeconds('SHUTDOWN_TIMEOUT_SECONDS', env.SHUTDOWN_TIMEOUT_SECONDS, 10),
  };
}

function parsePort(name: string, value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value.trim()) || port < 0 || port > 65535) throw new Error(`${name} must be a port number (0–65535), not "${value}"`);
  return port;
}

function parseLogLevel(value: string | undefined, nodeEnv: string | undefined): LogLevel {
  if (value === undefined || value.trim() === '') return nodeEnv === 'production' ? 'info' : 'warn';
  const level = value.trim().toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${value}"`);
  return level as LogLevel;
}

/** A token short enough to guess would open the metrics (queue sizes, officers' activity) to anyone. */
function parseMetricsToken(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters');
  return value;
}

function parseSeconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const seconds = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value.trim()) || seconds > 3600) throw new Error(`${name} must be a number of seconds (0–3600), not "${value}"`);
  return seconds;
}

function parseAbandonedClaimSeconds(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1) throw new Error(`ABANDONED_CLAIM_SECONDS must be a whole number of seconds (1 or more), not "${value}"`);
  return seconds;
}
