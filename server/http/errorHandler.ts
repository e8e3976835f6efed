import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, type ErrorBody } from './apiError';

/** Fastify's own refusals, in the officers' language. */
const FRAMEWORK_MESSAGES: Record<number, string> = {
  400: 'Ugyldig forespørsel',
  404: 'Fant ikke ressursen',
  406: 'Kan ikke svare i ønsket format',
  413: 'Forespørselen er for stor',
  415: 'Innholdstypen støttes ikke',
  429: 'For mange forespørsler. Vent litt og prøv igjen.',
};

/** What is kept of a server error: enough to find the request, never its headers or body (tokens, passwords). */
export interface ServerErrorEntry {
  readonly reqId: string;
  readonly method: string;
  /** Without the query string. */
  readonly path: string;
  readonly status: number;
  readonly error: string;
  readonly stack?: string;
}

/**
 * One JSON line on stderr per server error, whether request logging is on or not: a 500 must never go
 * unseen because nobody turned the logger on.
 */
export function logServerError(entry: ServerErrorEntry): void {
  process.stderr.write(`${JSON.stringify({ level: 'error', time: new Date().toISOString(), ...entry })}\n`);
}

function entryOf(request: FastifyRequest, status: number, error: Error): ServerErrorEntry {
  return {
    reqId: String(request.id),
    method: request.method,
    path: request.url.split('?')[0]!,
    status,
    error: error.message,
    ...(error.stack ? { stack: error.stack } : {}),
  };
}

/**
 * Every error leaves as the one ErrorBody. Client errors keep their 4xx status; anything else is
 * logged and answered 500 without internals. A 501 (an operation of the contract not implemented yet)
 * is an answer the contract plans for, not a failure, so it is not logged.
 */
export function installErrorHandler(app: FastifyInstance, report: (entry: ServerErrorEntry) => void = logServerError): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.status >= 500 && error.status !== 501) report(entryOf(request, error.status, error));
      return reply.code(error.status).send(error.toBody());
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const body: ErrorBody = { status, message: FRAMEWORK_MESSAGES[status] ?? FRAMEWORK_MESSAGES[400]! };
      return reply.code(status).send(body);
    }
    report(entryOf(request, 500, error));
    // The officer (or the toast's screenshot) can quote it, and it finds the log line.
    reply.header('x-request-id', request.id);
    return reply.code(500).send({ status: 500, message: 'Intern feil på tjeneren' } satisfies ErrorBody);
  });
}
