import { hostname } from 'node:os';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../config';

/**
 * Where a secret could sit in something logged, blanked by pino before a line is written: the request
 * lines never carry headers or bodies (requestLog.ts), so this is the net under a mistake, not the plan.
 */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-session-token"]',
  'headers.authorization',
  'headers.cookie',
  'headers["x-session-token"]',
  'password',
  '*.password',
  'token',
  '*.token',
  'access_token',
  '*.access_token',
  'refresh_token',
  '*.refresh_token',
];

/**
 * The server's one logger (Fastify's own, pino): one JSON object per line on stdout, with the level as a
 * word and the time as an ISO instant, which log systems (Loki, Elasticsearch, journald's JSON) read as
 * they are. `instance` names the server among several behind one proxy (INSTANCE_NAME, else host:pid).
 */
export function createLogger(level: LogLevel, { destination, instance }: { destination?: DestinationStream; instance?: string } = {}): Logger {
  return pino(
    {
      level,
      base: { instance: instance ?? `${hostname()}:${process.pid}` },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[skjult]' },
    },
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
}
