import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import localizeNb from 'ajv-i18n/localize/nb/index.js';
import { FIELD_ERROR_LIMITS, type FieldError } from '../apiError';
import type { Operation, Parameter } from './operations';
import { isStorableDate, isStorableDateTime } from './storableFormats';

// ajv-formats is CommonJS; its default export arrives wrapped under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule;

type Location = 'path' | 'query' | 'header' | 'body';

export interface ValidatedRequest {
  readonly params: Record<string, unknown>;
  readonly query: Record<string, unknown>;
  readonly headers: Record<string, unknown>;
  readonly body: unknown;
}

/** A refusal names at most the contract's number of fields; `omitted` counts the faults left out. */
export type Validation =
  | { readonly ok: true; readonly value: ValidatedRequest }
  | { readonly ok: false; readonly errors: FieldError[]; readonly omitted: number };

function createAjv(coerceTypes: false | 'array') {
  const ajv = new Ajv2020({ allErrors: true, strict: false, coerceTypes, useDefaults: coerceTypes !== false });
  addFormats(ajv);
  ajv.addFormat('date-time', { type: 'string', validate: isStorableDateTime });
  ajv.addFormat('date', { type: 'string', validate: isStorableDate });
  return ajv;
}

// URL parts arrive as text and are read as the types the contract declares; JSON bodies are not
// coerced: a string where the contract says number is a 400, not a guess.
const coercing = createAjv('array');
const strict = createAjv(false);

const UNKNOWN_PARAMETER = 'er ikke en parameter i kontrakten';

function objectSchema(parameters: readonly Parameter[], options: { lowerCaseNames?: boolean; closed?: boolean } = {}) {
  const name = (p: Parameter) => (options.lowerCaseNames ? p.name.toLowerCase() : p.name);
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [name(p), p.schema ?? {}])),
    required: parameters.filter((p) => p.required || p.in === 'path').map(name),
    ...(options.closed ? { additionalProperties: false } : {}),
  };
}

/**
 * Numbers in URLs are written in decimal digits: ajv's coercion would read `0x10` as 16 and `1e3` as
 * 1000, so the text is checked before it is coerced.
 */
const DECIMAL = { integer: /^-?\d+$/, number: /^-?\d+(\.\d+)?$/ } as const;
const NOT_DECIMAL = { integer: 'må være et heltall skrevet med sifre', number: 'må være et tall skrevet med sifre' } as const;

function numericKind(schema: Record<string, unknown> | undefined): keyof typeof DECIMAL | undefined {
  const type = schema?.type;
  if (type === 'integer' || type === 'number') return type;
  if (type === 'array') return numericKind(schema?.items as Record<string, unknown> | undefined);
  return undefined;
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * Field errors up to the contract's limit of entries, and within a character budget, so no request,
 * however many faults it holds, makes an answer larger than itself. A loop with no spread: a body of
 * 100 000 unknown properties gives 100 000 ajv errors, and spreading them overflowed the call stack.
 */
class FieldErrorCollector {
  readonly errors: FieldError[] = [];
  omitted = 0;
  private characters = 0;

  constructor(private readonly characterBudget: number) {}

  private full(): boolean {
    return this.errors.length >= FIELD_ERROR_LIMITS.maxEntries || this.characters >= this.characterBudget;
  }

  add(path: string, message: string): void {
    if (this.full()) {
      this.omitted++;
      return;
    }
    const entry = { path: truncate(path, FIELD_ERROR_LIMITS.maxPathLength), message: truncate(message, FIELD_ERROR_LIMITS.maxMessageLength) };
    this.characters += entry.path.length + entry.message.length;
    this.errors.push(entry);
  }

  addAjv(location: Location, errors: ErrorObject[] | null | undefined): void {
    for (const error of errors ?? []) {
      if (this.full()) {
        this.omitted++;
        continue;
      }
      localizeNb([error]);
      const segments = error.instancePath
        .split('/')
        .slice(1)
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
      if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
      const unknown = error.keyword === 'additionalProperties';
      if (unknown) segments.push(String(error.params.additionalProperty));
      let path: string = location;
      for (const segment of segments) path = /^\d+$/.test(segment) ? `${path}[${segment}]` : `${path}.${segment}`;
      this.add(path, unknown && location === 'query' ? UNKNOWN_PARAMETER : (error.message ?? 'er ugyldig'));
    }
  }
}

const NUL = '\u0000';
export const NUL_MESSAGE = 'kan ikke inneholde NUL-tegnet (U+0000)';

/** A name as it goes into a field error's path: a NUL in a property name shown as its escape, not as the byte. */
const visible = (name: string) => name.replaceAll(NUL, '\\u0000');

/**
 * Names every string of a request value, and every property name, that holds a NUL: PostgreSQL stores no NUL in
 * text (it refuses the statement, a 500), and no field of the product means one. Iterative, so a body nested as
 * deep as the size limit allows does not overflow the stack.
 */
function refuseNul(location: Location, value: unknown, collected: FieldErrorCollector): void {
  const pending: [string, unknown][] = [[location, value]];
  while (pending.length) {
    const [path, item] = pending.pop()!;
    if (typeof item === 'string') {
      if (item.includes(NUL)) collected.add(path, NUL_MESSAGE);
    } else if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index--) pending.push([`${path}[${index}]`, item[index]]);
    } else if (item !== null && typeof item === 'object') {
      const entries = Object.entries(item);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [name, property] = entries[index]!;
        if (name.includes(NUL)) collected.add(`${path}.${visible(name)}`, NUL_MESSAGE);
        else pending.push([`${path}.${name}`, property]);
      }
    }
  }
}

/**
 * The router lets long path parameters through (the URL is bounded by the header size), so that a long one is
 * refused here, after the login check and in the shared error body, rather than by the router's own 414.
 * A parameter whose schema names no maxLength gets the router's former limit.
 */
const MAX_PATH_PARAMETER_LENGTH = 100;

/** A refusal's answer may use this many characters of names and reasons, or half the request if more. */
const MIN_CHARACTER_BUDGET = 4096;

function pick(values: Record<string, unknown>, parameters: readonly Parameter[], lowerCaseNames = false): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const { name } of parameters) {
    const key = lowerCaseNames ? name.toLowerCase() : name;
    if (values[key] !== undefined) picked[key] = values[key];
  }
  return picked;
}

/** Compiles, once at start-up, everything the contract says about one operation's request. */
export function compileRequestValidator(operation: Operation): (request: ValidatedRequest, requestBytes?: number) => Validation {
  const of = (location: Parameter['in']) => operation.parameters.filter((p) => p.in === location);
  const params: ValidateFunction = coercing.compile(objectSchema(of('path')));
  const query: ValidateFunction = coercing.compile(objectSchema(of('query'), { closed: true }));
  const headers: ValidateFunction = coercing.compile(objectSchema(of('header'), { lowerCaseNames: true }));
  const body = operation.body?.contentType === 'application/json' ? strict.compile(operation.body.schema) : undefined;
  const numeric = operation.parameters
    .map((p) => ({ location: p.in, name: p.in === 'header' ? p.name.toLowerCase() : p.name, kind: numericKind(p.schema) }))
    .filter((p): p is { location: Parameter['in']; name: string; kind: keyof typeof DECIMAL } => p.kind !== undefined);

  return (request, requestBytes = 0) => {
    const value = {
      params: { ...request.params },
      query: { ...request.query },
      headers: { ...request.headers },
      body: request.body,
    };
    const collected = new FieldErrorCollector(Math.max(MIN_CHARACTER_BUDGET, requestBytes / 2));
    const raw = { path: value.params, query: value.query, header: value.headers, cookie: {} } as Record<Parameter['in'], Record<string, unknown>>;
    // Faults found in the raw text are the only ones named for that parameter.
    const refused = new Set<string>();
    const refuse = (where: string, message: string) => {
      collected.add(where, message);
      refused.add(where);
    };
    for (const parameter of of('path')) {
      const given = value.params[parameter.name];
      const max = typeof parameter.schema?.maxLength === 'number' ? parameter.schema.maxLength : MAX_PATH_PARAMETER_LENGTH;
      if (typeof given === 'string' && given.length > max) refuse(`path.${parameter.name}`, `er for lang (høyst ${max} tegn)`);
    }
    for (const { location, name, kind } of numeric) {
      const given = raw[location][name];
      const texts = Array.isArray(given) ? given : given === undefined ? [] : [given];
      if (!refused.has(`${location}.${name}`) && texts.some((text) => typeof text === 'string' && !DECIMAL[kind].test(text))) {
        refuse(`${location}.${name}`, NOT_DECIMAL[kind]);
      }
    }
    const keep = (location: Location, errors: ErrorObject[] | null | undefined) =>
      collected.addAjv(location, errors?.filter((e) => !refused.has(`${location}.${e.instancePath.split('/')[1] ?? ''}`)));
    if (!params(value.params)) keep('path', params.errors);
    if (!query(value.query)) keep('query', query.errors);
    if (!headers(value.headers)) keep('header', headers.errors);
    if (operation.body?.contentType === 'application/json') {
      if (value.body === undefined || value.body === null) {
        if (operation.body.required) collected.add('body', 'mangler');
      } else if (body && !body(value.body)) {
        collected.addAjv('body', body.errors);
      }
    }
    // Only the parameters the contract declares: other headers reach no handler.
    refuseNul('path', pick(value.params, of('path')), collected);
    refuseNul('query', pick(value.query, of('query')), collected);
    refuseNul('header', pick(value.headers, of('header'), true), collected);
    if (operation.body?.contentType === 'application/json') refuseNul('body', value.body, collected);
    return collected.errors.length ? { ok: false, errors: collected.errors, omitted: collected.omitted } : { ok: true, value };
  };
}
