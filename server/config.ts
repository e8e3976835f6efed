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
  readonly trustProxy: boolean;
  /** The SMTP server the mail outbox is sent through; none: messages stay in the outbox. */
  readonly smtpUrl: string | undefined;
  /** The From of sent mail. */
  readonly smtpFrom: string | undefined;
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
    trustProxy: env.TRUST_PROXY === '1',
    smtpUrl: env.SMTP_URL || undefined,
    smtpFrom: env.SMTP_FROM || undefined,
  };
}
