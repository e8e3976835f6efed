import fc from 'fast-check';
import { EMAIL_PATTERN_SOURCE } from '../../../src/domain/identifiers/email';

/**
 * fast-check arbitraries from the JSON Schemas (2020-12, as the contracts use it, $refs resolved) of the
 * operations' parameters and bodies: values the schema allows, drawn towards its bounds, and hostile values it
 * refuses or that sit at the edges of what stores them (2^31, 2^53 − 1, 1e16, NUL, huge and empty text).
 * Written here rather than taken from a package: the one JSON-Schema-to-fast-check generator on the registry
 * (json-schema-fast-check 0.0.6) is built on fast-check 1 and faker 4 and reads no 2020-12 keywords.
 */

export type Schema = Readonly<Record<string, unknown>>;

/** Values for a parameter or property by its name: ids that exist in the seeded database. */
export type KnownValues = Readonly<Record<string, readonly (number | string)[]>>;

const INT32 = { min: -(2 ** 31), max: 2 ** 31 - 1 };
/** Amounts and ids far beyond any bound: what an unbounded contract let through to the database. */
export const EDGE_NUMBERS = [2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 - 1, -(2 ** 53 - 1), 1e16, -1e16, 2498866785141202, 4e16, 1.5, -1, 0, 1e308] as const;
export const HOSTILE_TEXTS = [
  'a\u0000b',
  '\u0000',
  '',
  ' ',
  "1' OR '1'='1",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '😀'.repeat(300),
  'x'.repeat(10_000),
  '2147483648',
  '9007199254740991',
  '1e16',
  '-1',
  'NaN',
  '0@com',
] as const;

const types = (schema: Schema): string[] => (Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : []);
const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** A schema with one of its alternatives (anyOf/oneOf) or all its parts (allOf) folded in. */
function merged(base: Schema, part: Schema): Schema {
  const properties = { ...((base.properties as object | undefined) ?? {}), ...((part.properties as object | undefined) ?? {}) };
  const required = [...((base.required as string[] | undefined) ?? []), ...((part.required as string[] | undefined) ?? [])];
  return { ...base, ...part, ...(Object.keys(properties).length ? { properties } : {}), ...(required.length ? { required } : {}) };
}

function without(schema: Schema, ...keys: string[]): Schema {
  const copy: Record<string, unknown> = { ...schema };
  for (const key of keys) delete copy[key];
  return copy;
}

function integerBounds(schema: Schema): { min: number; max: number } {
  const fallback = schema.format === 'int32' ? INT32 : { min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER };
  const min = num(schema.minimum) ?? (num(schema.exclusiveMinimum) !== undefined ? Math.floor(num(schema.exclusiveMinimum)!) + 1 : fallback.min);
  const max = num(schema.maximum) ?? (num(schema.exclusiveMaximum) !== undefined ? Math.ceil(num(schema.exclusiveMaximum)!) - 1 : fallback.max);
  return { min: Math.max(Math.ceil(min), fallback.min), max: Math.min(Math.floor(max), fallback.max) };
}

function integers(schema: Schema, known: readonly number[]): fc.Arbitrary<number> {
  const { min, max } = integerBounds(schema);
  if (min > max) return fc.constant(min);
  const edges = [min, max, min + 1, max - 1, 0, 1].filter((value) => value >= min && value <= max);
  const small = fc.integer({ min: Math.max(min, -1000), max: Math.max(Math.min(max, 1000), Math.max(min, -1000)) });
  return fc.oneof(
    { arbitrary: fc.constantFrom(...edges), weight: 2 },
    { arbitrary: small, weight: 3 },
    { arbitrary: fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number), weight: 1 },
    ...(known.length ? [{ arbitrary: fc.constantFrom(...known), weight: 4 }] : []),
  );
}

/** Kroner with at most two decimals (øre), or a percentage: within the schema's bounds, towards them. */
function amounts(schema: Schema): fc.Arbitrary<number> {
  const lower = num(schema.minimum) ?? (num(schema.exclusiveMinimum) !== undefined ? num(schema.exclusiveMinimum)! + 0.01 : -1e11);
  const upper = num(schema.maximum) ?? (num(schema.exclusiveMaximum) !== undefined ? num(schema.exclusiveMaximum)! - 0.01 : 1e11);
  const min = Math.ceil(lower * 100);
  const max = Math.floor(upper * 100);
  if (min > max) return fc.constant(lower);
  const ore = fc.oneof(
    { arbitrary: fc.constantFrom(min, max, ...[0, 100, 1250].filter((v) => v >= min && v <= max)), weight: 2 },
    { arbitrary: fc.integer({ min: Math.max(min, -1_000_000), max: Math.max(Math.min(max, 1_000_000), Math.max(min, -1_000_000)) }), weight: 3 },
    { arbitrary: fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number), weight: 1 },
  );
  return ore.map((value) => value / 100);
}

const ISO_DAY = (date: Date) => date.toISOString().slice(0, 10);

function dates(): fc.Arbitrary<string> {
  const near = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true });
  const any = fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true });
  return fc.oneof({ arbitrary: near.map(ISO_DAY), weight: 4 }, { arbitrary: any.map(ISO_DAY), weight: 1 }, fc.constantFrom('0001-01-01', '9999-12-31', '2024-02-29'));
}

function dateTimes(): fc.Arbitrary<string> {
  const any = fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true });
  return fc.oneof(any.map((date) => date.toISOString()), fc.constantFrom('2024-01-01T00:00:00+15:59', '2026-11-23T12:00:00Z', '2024-01-01T00:00:00.123456789-15:59'));
}

const LABEL = /^[a-zæøå0-9](?:[a-zæøå0-9-]{0,8}[a-zæøå0-9])?$/;

/** Addresses of the contracts' one e-mail rule (openapi/common/email.yaml). */
export function emailAddresses(): fc.Arbitrary<string> {
  return fc
    .tuple(fc.stringMatching(/^[a-z0-9_+-]{1,12}$/), fc.array(fc.stringMatching(LABEL), { minLength: 1, maxLength: 3 }), fc.stringMatching(/^[a-zø]{2,4}$/))
    .map(([local, labels, top]) => `${local}@${labels.join('.')}.${top}`);
}

function texts(schema: Schema): fc.Arbitrary<string> {
  const minLength = num(schema.minLength) ?? 0;
  const maxLength = num(schema.maxLength) ?? 200;
  const fits = (text: string) => {
    const length = [...text].length;
    return length >= minLength && length <= maxLength;
  };
  if (schema.format === 'date') return dates();
  if (schema.format === 'date-time') return dateTimes();
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.pattern === EMAIL_PATTERN_SOURCE) return emailAddresses().filter(fits);
  if (typeof schema.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(schema.pattern, 'u'), { size: 'small' }).filter((text) => fits(text) && !text.includes('\u0000'));
    } catch {
      // A construct fast-check cannot generate from: the schema's own examples, or nothing but the refusals.
      const examples = (schema.examples as string[] | undefined) ?? [];
      return examples.length ? fc.constantFrom(...examples) : fc.constant('');
    }
  }
  const upper = Math.min(maxLength, Math.max(minLength, 40));
  const unit = fc.constantFrom<'grapheme-ascii' | 'binary'>('grapheme-ascii', 'grapheme-ascii', 'binary');
  const ordinary = unit.chain((chosen) => fc.string({ unit: chosen, minLength, maxLength: upper })).filter((text) => fits(text) && !text.includes('\u0000'));
  const longest = fc.constant('æ'.repeat(Math.min(maxLength, 100_000))).filter(() => maxLength >= minLength);
  return fc.oneof({ arbitrary: ordinary, weight: 6 }, { arbitrary: longest, weight: 1 }, { arbitrary: fc.constant('a'.repeat(minLength)), weight: 1 });
}

function arrays(schema: Schema, known: KnownValues, depth: number, name: string | undefined): fc.Arbitrary<unknown[]> {
  const items = validValue((schema.items as Schema | undefined) ?? {}, known, depth + 1, name);
  const minLength = num(schema.minItems) ?? 0;
  const maxItems = num(schema.maxItems) ?? 20;
  const maxLength = Math.max(minLength, Math.min(maxItems, 6));
  const usual = schema.uniqueItems ? fc.uniqueArray(items, { minLength, maxLength, selector: (value) => JSON.stringify(value) }) : fc.array(items, { minLength, maxLength });
  if (maxItems <= maxLength || maxItems > 500) return usual;
  // As many as the contract allows: the wide bodies where a refusal per item outgrew the error body.
  const full = schema.uniqueItems ? fc.uniqueArray(items, { minLength: maxItems, maxLength: maxItems, selector: (value) => JSON.stringify(value) }) : fc.array(items, { minLength: maxItems, maxLength: maxItems });
  return fc.oneof({ arbitrary: usual, weight: 9 }, { arbitrary: full, weight: 1 });
}

function objects(schema: Schema, known: KnownValues, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
  const required = ((schema.required as string[] | undefined) ?? []).filter((key) => key in properties);
  const model = Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, validValue(property, known, depth + 1, key)]));
  const everything = (num(schema.minProperties) ?? 0) > required.length;
  const most = num(schema.maxProperties);
  const record = fc
    .record(model, { requiredKeys: everything ? Object.keys(model) : required })
    .map((value) => (most === undefined ? value : Object.fromEntries(Object.entries(value).sort(([a], [b]) => Number(required.includes(b)) - Number(required.includes(a))).slice(0, Math.max(most, required.length)))));
  const extra = schema.additionalProperties;
  if (extra && typeof extra === 'object' && Object.keys(properties).length === 0) {
    return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }).filter((key) => !key.includes('\u0000')), validValue(extra as Schema, known, depth + 1, undefined), {
      minKeys: num(schema.minProperties) ?? 0,
      maxKeys: Math.min(num(schema.maxProperties) ?? 5, 5),
    });
  }
  return record as fc.Arbitrary<Record<string, unknown>>;
}

/** Values `schema` allows; `name` (the property or parameter) draws known ids in too. */
export function validValue(schema: Schema, known: KnownValues = {}, depth = 0, name?: string): fc.Arbitrary<unknown> {
  if (depth > 12 || typeof schema.$ref === 'string') return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const alternatives = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (alternatives?.length) return fc.oneof(...alternatives.map((part) => validValue(merged(without(schema, 'anyOf', 'oneOf'), part), known, depth, name)));
  if (Array.isArray(schema.allOf)) return validValue((schema.allOf as Schema[]).reduce(merged, without(schema, 'allOf')), known, depth, name);
  const kinds = types(schema);
  if (kinds.length > 1) return fc.oneof(...kinds.map((kind) => validValue({ ...schema, type: kind }, known, depth, name)));
  const knownHere = (name && known[name]) || [];
  switch (kinds[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return integers(schema, knownHere.filter((value): value is number => typeof value === 'number'));
    case 'number':
      return amounts(schema);
    case 'string': {
      const knownTexts = knownHere.filter((value): value is string => typeof value === 'string');
      return knownTexts.length ? fc.oneof(texts(schema), fc.constantFrom(...knownTexts)) : texts(schema);
    }
    case 'array':
      return arrays(schema, known, depth, name);
    case 'object':
      return objects(schema, known, depth);
    default:
      return schema.properties ? objects(schema, known, depth) : fc.jsonValue({ maxDepth: 2 });
  }
}

/** A body nested `depth` arrays deep: JSON text, as no JSON.stringify would survive building it. */
export const deepJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
/** An object of `count` distinct properties, as JSON text. */
export const wideJson = (count: number) => `{${Array.from({ length: count }, (_, i) => `"p${i.toString(36)}":${i}`).join(',')}}`;

/** Values `schema` refuses or that sit at the edges of what stores it: for one parameter or property. */
export function hostileValue(schema: Schema): fc.Arbitrary<unknown> {
  const edges: unknown[] = [null, true, [], {}, ...EDGE_NUMBERS, ...HOSTILE_TEXTS];
  const kinds = types(schema);
  if (kinds.includes('integer')) {
    const { min, max } = integerBounds(schema);
    edges.push(max + 1, min - 1, max, min);
  }
  if (kinds.includes('number')) edges.push((num(schema.maximum) ?? 1e11) + 0.01, (num(schema.minimum) ?? -1e11) - 0.01, 1e-7, 0.005);
  if (kinds.includes('string') && num(schema.maxLength) !== undefined) edges.push('x'.repeat(num(schema.maxLength)! + 1));
  if (kinds.includes('array') && (num(schema.maxItems) ?? Infinity) < 2000) edges.push(Array.from({ length: num(schema.maxItems)! + 1 }, () => 1));
  return fc.constantFrom(...edges);
}
