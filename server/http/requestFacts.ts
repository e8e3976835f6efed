import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's operationId of the route (set by the binder), for logs and metrics. */
    operationId?: string;
  }
}

const officers = new WeakMap<FastifyRequest, number>();

/** The binder notes who the request is from once the login has been checked. */
export function noteOfficer(request: FastifyRequest, officerId: number): void {
  officers.set(request, officerId);
}

/** What the logs and metrics say a request was: its operation (or route) and its officer. */
export function requestFacts(request: FastifyRequest): { operationId: string | undefined; officerId: number | undefined } {
  return { operationId: request.routeOptions.config.operationId, officerId: officers.get(request) };
}
