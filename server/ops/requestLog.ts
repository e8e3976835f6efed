import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestFacts } from '../http/requestFacts';

/**
 * An eleven-digit run in a path may be a personal number (fødselsnummer) or an account number: never
 * logged. Other ids (clients, customers, invoices) are not personal and say what the request was about.
 */
const ELEVEN_DIGITS = /\d{11,}/g;

/** The path as it may be logged: without the query string (search terms, names), eleven-digit runs blanked. */
export function loggablePath(url: string): string {
  return url.split('?')[0]!.replace(ELEVEN_DIGITS, (digits) => '*'.repeat(digits.length));
}

/** Routes that are not an operation of a contract are named by their route (`/healthz`, `/ws`, the SPA's `/*`). */
export function operationLabel(request: FastifyRequest): string {
  return requestFacts(request).operationId ?? request.routeOptions.url ?? 'unmatched';
}

/**
 * One JSON line per answered request (issue 46): request id, method, path, the contract's operationId,
 * the officer's id once signed in, status, duration, the client's address (behind a proxy, from
 * X-Forwarded-For as TRUST_PROXY allows). Never a header, a body or a query string, so never a token,
 * a password or a personal number. Health checks are left out at 'info' (a load balancer asks every
 * second) and written at 'debug'.
 */
export function addRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    const facts = requestFacts(request);
    const line = {
      method: request.method,
      path: loggablePath(request.url),
      operationId: operationLabel(request),
      ...(facts.officerId === undefined ? {} : { officerId: facts.officerId }),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
      ip: request.ip,
    };
    if (route === '/healthz' || route === '/readyz' || route === '/metrics') request.log.debug(line, 'request');
    else request.log.info(line, 'request');
  });
}
