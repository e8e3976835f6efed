import http from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasRequiredRole, NO_PERMISSION_OPERATION } from '../../../src/domain/permissions/roles';
import { runInOperation } from '../../audit/auditScope';
import type { AccessClaims } from '../../auth/tokens';
import { readUploadedFiles, uploadLimits, type UploadedFile, type UploadReadOptions } from '../../files/uploads';
import { ApiError, withOmitted, type FieldError } from '../apiError';
import { noteOfficer } from '../requestFacts';
import type { OpenApiDocument } from './loadDocument';
import { unboundedNumbers } from './numberBounds';
import { listOperations, type Operation } from './operations';
import { compileRequestValidator } from './requestValidator';

export interface OperationContext {
  readonly params: Record<string, unknown>;
  readonly query: Record<string, unknown>;
  readonly headers: Record<string, unknown>;
  readonly body: unknown;
  /** The officer behind the request; null only on operations that need no login. */
  readonly officer: AccessClaims | null;
  /** On a multipart/form-data operation: its files, read within the limits of its contract. */
  readonly uploads?: (options?: UploadReadOptions) => Promise<UploadedFile[]>;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

/** Returns the 200 body, or answers through `reply` itself (binary downloads, other statuses). */
export type OperationHandler = (context: OperationContext) => unknown;

/**
 * Checks one security scheme of the document on a request; null when it fails. 'checked-by-handler'
 * marks a scheme the operation's handler checks itself (the refresh token, which needs the database).
 * The claims it returns are the officer's identity for the request: their roles decide `x-roles`, so an
 * authenticator that reads the officer's current record (and may answer later) changes what is allowed.
 */
export type Authenticator =
  | ((request: FastifyRequest) => AccessClaims | null | Promise<AccessClaims | null>)
  | 'checked-by-handler';

export interface ApiBinding {
  /** Where the API is mounted: `/api/data`. */
  readonly prefix: string;
  readonly document: OpenApiDocument;
  /** One per security scheme the document's operations name; a scheme without one stops the start. */
  readonly authenticators: Readonly<Record<string, Authenticator>>;
  /** By operationId. An operation without a handler answers 501. */
  readonly handlers: Readonly<Partial<Record<string, OperationHandler>>>;
  /** Request limits per operationId (login calls). */
  readonly rateLimits?: Readonly<Partial<Record<string, { max: number; timeWindow: string }>>>;
}

/** The methods an Allow header names, in this order; HEAD comes with every GET. */
const ALLOW_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Every method Node's HTTP parser reads, bar CONNECT (a tunnel, never routed): Fastify routes only some of
 * them (not PROPFIND, SEARCH, ...), and one it does not route got a 404 that said the path does not exist.
 * Added once per app as methods without a body, so none of them reads a body before it is refused.
 */
function routeEveryMethod(app: FastifyInstance): readonly string[] {
  for (const method of http.METHODS) {
    if (method !== 'CONNECT' && !app.supportedMethods.includes(method)) app.addHttpMethod(method);
  }
  return app.supportedMethods.filter((method) => method !== 'CONNECT');
}

/**
 * A method the contract does not have on a path it does have (TRACE, QUERY, OPTIONS, PROPFIND, ...) is a 405
 * naming the methods it has (RFC 9110 §15.5.6), not a 404 that says the path does not exist. Answered as the
 * request arrives, before any body is read or a token checked: the answer tells nothing the contract does not.
 */
function answerOtherMethods(scope: FastifyInstance, operations: readonly Operation[], routable: readonly string[]): void {
  const methodsByPath = new Map<string, Set<string>>();
  for (const operation of operations) {
    const methods = methodsByPath.get(operation.routePath) ?? new Set<string>();
    methods.add(operation.method);
    if (operation.method === 'GET') methods.add('HEAD');
    methodsByPath.set(operation.routePath, methods);
  }
  for (const [routePath, methods] of methodsByPath) {
    const allow = ALLOW_ORDER.filter((method) => methods.has(method)).join(', ');
    const refuse = async (_request: FastifyRequest, reply: FastifyReply) => {
      reply.header('allow', allow);
      throw new ApiError(405, `Metoden er ikke tillatt her; bruk ${allow}`);
    };
    scope.route({ method: routable.filter((method) => !methods.has(method)), url: routePath, onRequest: refuse, handler: refuse });
  }
}

/** The 400 of a request the contract rejects: the first fault in the message, and how many were left out. */
function refusal(errors: readonly FieldError[], omitted: number): ApiError {
  const [first] = errors;
  return new ApiError(400, withOmitted(`Ugyldig forespørsel: ${first!.path} ${first!.message}`, omitted), errors);
}

/**
 * An operation whose contract takes no body reads none, as a GET does: whatever a client sends with it (an empty
 * JSON, a megabyte, an unknown content type) cannot turn its answer into a 400, 413 or 415 the contract does not
 * list. Node discards the unread bytes once the answer is sent.
 */
async function readNoBody(request: FastifyRequest): Promise<Readable> {
  delete request.headers['content-type'];
  delete request.headers['transfer-encoding'];
  request.headers['content-length'] = '0';
  return Readable.from([]);
}

function isPublic(operation: Operation): boolean {
  return operation.security.length === 0 || operation.security.some((requirement) => requirement.length === 0);
}

async function authenticate(operation: Operation, binding: ApiBinding, request: FastifyRequest): Promise<AccessClaims | null | 'public'> {
  if (isPublic(operation)) return 'public';
  for (const requirement of operation.security) {
    const checks = requirement.map((scheme) => binding.authenticators[scheme]!).filter((check) => check !== 'checked-by-handler');
    if (checks.length === 0) return 'public';
    const results = await Promise.all(checks.map((check) => check(request)));
    if (results.every((claims) => claims !== null)) return results[0]!;
  }
  return null;
}

/**
 * Routes every operation of an OpenAPI document (spec-first): the contract decides the paths, who
 * may call (its security and `x-roles`), and what a valid request is. A request the contract rejects gets a 400 naming each
 * field and the reason before any handler runs, so nothing is written.
 */
export function bindApi(app: FastifyInstance, binding: ApiBinding): Operation[] {
  const operations = listOperations(binding.document);
  const known = new Set(operations.map((o) => o.operationId));
  const strayHandlers = Object.keys(binding.handlers).filter((id) => !known.has(id));
  if (strayHandlers.length) throw new Error(`${binding.prefix}: handlers for operations not in the contract: ${strayHandlers.join(', ')}`);
  const schemes = new Set(operations.flatMap((o) => o.security.flat()));
  const unchecked = [...schemes].filter((scheme) => !binding.authenticators[scheme]);
  if (unchecked.length) throw new Error(`${binding.prefix}: no authenticator for security scheme(s) ${unchecked.join(', ')}`);
  const openButRestricted = operations.filter((o) => o.roles && isPublic(o));
  if (openButRestricted.length) throw new Error(`${binding.prefix}: x-roles on operations anyone may call: ${openButRestricted.map((o) => o.operationId).join(', ')}`);
  // A number the contract leaves unbounded reaches a column or a sum that cannot hold it: a 500, not a 400.
  const unbounded = operations.flatMap((o) => unboundedNumbers(o).map((fault) => `${o.operationId} ${fault}`));
  if (unbounded.length) throw new Error(`${binding.prefix}: numbers without the bounds of numberBounds.ts: ${unbounded.join('; ')}`);

  // The audit trail names the API as its mount point does: `data` for /api/data.
  const api = binding.prefix.split('/').pop()!;
  // The officer each request was authenticated as, from its onRequest hook to its handler.
  const officers = new WeakMap<FastifyRequest, AccessClaims | null>();
  const routable = routeEveryMethod(app);
  void app.register(
    async (scope) => {
      for (const operation of operations) {
        // Compiled at the operation's first call: compiling all of them took 0.7 s of every start.
        let validate: ReturnType<typeof compileRequestValidator> | undefined;
        const limits = operation.body?.contentType === 'multipart/form-data' ? uploadLimits(operation.body.schema) : undefined;
        const rateLimit = binding.rateLimits?.[operation.operationId];
        scope.route({
          method: operation.method,
          url: operation.routePath,
          config: { operationId: operation.operationId, ...(rateLimit ? { rateLimit } : {}) },
          ...(operation.bodyLimit ? { bodyLimit: operation.bodyLimit } : {}),
          ...(operation.body ? {} : { preParsing: readNoBody }),
          // As the request arrives, before its body is read: without a login, a malformed, oversized or
          // mistyped body is a 401 like any other request, and an officer without the role learns nothing of
          // the contract (403 before any 400).
          onRequest: async (request) => {
            const officer = await authenticate(operation, binding, request);
            if (officer === null) throw new ApiError(401, 'Ikke innlogget, eller økten er utløpt');
            if (officer !== 'public') noteOfficer(request, officer.sub);
            if (operation.roles && (officer === 'public' || !hasRequiredRole(officer.roles, operation.roles))) {
              throw new ApiError(403, NO_PERMISSION_OPERATION);
            }
            officers.set(request, officer === 'public' ? null : officer);
          },
          handler: async (request, reply) => {
            validate ??= compileRequestValidator(operation);
            const validation = validate(
              {
                params: request.params as Record<string, unknown>,
                query: request.query as Record<string, unknown>,
                headers: request.headers,
                body: request.body,
              },
              Number(request.headers['content-length'] ?? 0),
            );
            if (!validation.ok) throw refusal(validation.errors, validation.omitted);
            const handler = binding.handlers[operation.operationId];
            if (!handler) throw new ApiError(501, `${operation.operationId} er ikke implementert ennå i referansetjeneren`);
            const uploads = limits ? { uploads: (options?: UploadReadOptions) => readUploadedFiles(request, limits, options) } : {};
            const claims = officers.get(request) ?? null;
            const scope = {
              api,
              operation: operation.operationId,
              officerId: claims?.sub ?? null,
              sessionId: claims?.sid ?? null,
              request: [validation.value.params, validation.value.query, validation.value.body],
            };
            const result = await runInOperation(scope, () => handler({ ...validation.value, ...uploads, officer: claims, request, reply }));
            return reply.sent ? reply : result;
          },
        });
      }
      answerOtherMethods(scope, operations, routable);
    },
    { prefix: binding.prefix },
  );
  return operations;
}
