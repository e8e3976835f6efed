import { isRole, type Role } from '../../../src/domain/permissions/roles';
import type { OpenApiDocument } from './loadDocument';

type JsonSchema = Record<string, unknown>;

export interface Parameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly required?: boolean;
  readonly schema?: JsonSchema;
}

export interface Operation {
  readonly operationId: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As written in the document: `/clients/{clientId}/customers`. */
  readonly path: string;
  /** As Fastify routes it: `/clients/:clientId/customers`. */
  readonly routePath: string;
  readonly parameters: readonly Parameter[];
  readonly body?: { readonly contentType: string; readonly schema: JsonSchema; readonly required: boolean };
  /** Alternatives, each a set of scheme names that must all pass; [] means no login needed. */
  readonly security: readonly (readonly string[])[];
  /** `x-roles`: the officer needs one of these; absent when every signed-in officer may call it. */
  readonly roles?: readonly Role[];
  /** `x-body-limit`: bytes this operation's body may have, above the app's default (a base64 file in JSON). */
  readonly bodyLimit?: number;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation of a (dereferenced) document, in document order. */
export function listOperations(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const shared = (item.parameters as Parameter[] | undefined) ?? [];
    for (const method of METHODS) {
      const op = item[method] as Record<string, unknown> | undefined;
      if (!op) continue;
      const operationId = op.operationId;
      if (typeof operationId !== 'string') throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      const own = (op.parameters as Parameter[] | undefined) ?? [];
      const parameters = [...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own];
      const security = (op.security ?? document.security ?? []) as Record<string, string[]>[];
      operations.push({
        operationId,
        method: method.toUpperCase() as Operation['method'],
        path,
        routePath: path.replace(/\{([^}]+)\}/g, ':$1'),
        parameters,
        body: requestBody(op.requestBody),
        security: security.map((requirement) => Object.keys(requirement)),
        ...restrictedTo(op['x-roles'], `${method.toUpperCase()} ${path}`),
        ...bodyLimitOf(op['x-body-limit'], `${method.toUpperCase()} ${path}`),
      });
    }
  }
  return operations;
}

function requestBody(value: unknown): Operation['body'] {
  if (!value || typeof value !== 'object') return undefined;
  const { content, required } = value as { content?: Record<string, { schema?: JsonSchema }>; required?: boolean };
  const [contentType, media] = Object.entries(content ?? {})[0] ?? [];
  if (!contentType) return undefined;
  return { contentType, schema: media?.schema ?? {}, required: required === true };
}

/** A misspelt or empty `x-roles` would lock everyone out (or no one): the start stops instead. */
function restrictedTo(value: unknown, where: string): { roles?: readonly Role[] } {
  if (value === undefined) return {};
  if (!Array.isArray(value) || value.length === 0 || !value.every((role) => typeof role === 'string' && isRole(role))) {
    throw new Error(`${where}: x-roles must list known roles (Technical, Executive), got ${JSON.stringify(value)}`);
  }
  return { roles: value as Role[] };
}

function bodyLimitOf(value: unknown, where: string): { bodyLimit?: number } {
  if (value === undefined) return {};
  if (!Number.isInteger(value) || (value as number) <= 0) throw new Error(`${where}: x-body-limit must be a positive number of bytes, got ${JSON.stringify(value)}`);
  return { bodyLimit: value as number };
}
