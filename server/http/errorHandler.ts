import type { FastifyError, FastifyInstance } from 'fastify';
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

/**
 * Every error leaves as the one ErrorBody. Client errors keep their 4xx status; anything else is
 * logged and answered 500 without internals.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) return reply.code(error.status).send(error.toBody());
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const body: ErrorBody = { status, message: FRAMEWORK_MESSAGES[status] ?? FRAMEWORK_MESSAGES[400]! };
      return reply.code(status).send(body);
    }
    request.log.error(error);
    return reply.code(500).send({ status: 500, message: 'Intern feil på tjeneren' } satisfies ErrorBody);
  });
}
