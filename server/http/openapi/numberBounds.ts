import { MAX_API_AMOUNT_KRONER } from '../../../src/domain/money/apiDecimal';
import type { Operation } from './operations';

type Schema = Record<string, unknown>;

const INT32 = { min: -(2 ** 31), max: 2 ** 31 - 1 } as const;

/**
 * The bounds every number a request carries must state in its contract, so that no value the contract allows
 * overflows what stores or adds it up:
 * - an integer is `format: int32` (the database's `integer`; the validator holds it to ±2^31), or names its
 *   minimum and maximum within what JavaScript counts exactly (±2^53 − 1; the database's `bigint` holds more);
 * - any other number is an amount of money in kroner (or a percentage), bounded within
 *   ±MAX_API_AMOUNT_KRONER, the domain's bound of an amount whose sums stay whole øre.
 * Whether the bound matches the column the value lands in is what the contract fuzzer tries: it sends each
 * bound and its neighbours to every operation.
 */
export const NUMBER_BOUNDS = {
  integer: Number.MAX_SAFE_INTEGER,
  number: MAX_API_AMOUNT_KRONER,
} as const;

function finite(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function fault(schema: Schema, kind: 'integer' | 'number'): string | undefined {
  const listed = Array.isArray(schema.enum) ? schema.enum : 'const' in schema ? [schema.const] : undefined;
  if (listed) return listed.every((value) => value === null || (finite(value) && Math.abs(value) <= NUMBER_BOUNDS[kind])) ? undefined : `${kind} values beyond ±${NUMBER_BOUNDS[kind]}`;
  const lower = finite(schema.minimum) ? schema.minimum : finite(schema.exclusiveMinimum) ? schema.exclusiveMinimum : undefined;
  const upper = finite(schema.maximum) ? schema.maximum : finite(schema.exclusiveMaximum) ? schema.exclusiveMaximum : undefined;
  if (kind === 'integer' && schema.format === 'int32') {
    if ((lower ?? INT32.min) < INT32.min || (upper ?? INT32.max) > INT32.max) return 'has bounds outside int32';
    return undefined;
  }
  if (lower === undefined || upper === undefined) return `${kind} without ${lower === undefined ? 'a minimum' : 'a maximum'}`;
  const limit = NUMBER_BOUNDS[kind];
  if (lower < -limit || upper > limit) return `${kind} bounds beyond ±${limit}`;
  return undefined;
}

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type as string[];
  return typeof schema.type === 'string' ? [schema.type] : [];
}

/** Every number in `schema` (and what it nests) without the bounds above, as `where: reason`. */
function unboundedIn(schema: unknown, where: string, found: string[], seen: Set<unknown>): void {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
  seen.add(schema);
  const node = schema as Schema;
  const types = typesOf(node);
  const kind = types.includes('integer') ? 'integer' : types.includes('number') ? 'number' : undefined;
  const reason = kind && fault(node, kind);
  if (reason) found.push(`${where}: ${reason}`);
  for (const [name, property] of Object.entries((node.properties as Record<string, unknown> | undefined) ?? {})) unboundedIn(property, `${where}.${name}`, found, seen);
  unboundedIn(node.items, `${where}[]`, found, seen);
  unboundedIn(node.additionalProperties, `${where}.*`, found, seen);
  for (const keyword of ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const) {
    for (const part of (node[keyword] as unknown[] | undefined) ?? []) unboundedIn(part, where, found, seen);
  }
}

/** The numbers of an operation's request (parameters and JSON body) whose contract leaves them unbounded. */
export function unboundedNumbers(operation: Operation): string[] {
  const found: string[] = [];
  for (const parameter of operation.parameters) unboundedIn(parameter.schema, `${parameter.in}.${parameter.name}`, found, new Set());
  if (operation.body?.contentType === 'application/json') unboundedIn(operation.body.schema, 'body', found, new Set());
  return found;
}
