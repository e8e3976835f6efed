import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import localizeNb from 'ajv-i18n/localize/nb/index.js';
import type { FieldError } from '../apiError';
import type { Operation, Parameter } from './operations';

// ajv-formats is CommonJS; its default export arrives wrapped under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule;

type Location = 'path' | 'query' | 'header' | 'body';

export interface ValidatedRequest {
  readonly params: Record<string, unknown>;
  readonly query: Record<string, unknown>;
  readonly headers: Record<string, unknown>;
  readonly body: unknown;
}

export type Validation = { readonly ok: true; readonly value: ValidatedRequest } | { readonly ok: false; readonly errors: FieldError[] };

function createAjv(coerceTypes: false | 'array') {
  const ajv = new Ajv2020({ allErrors: true, strict: false, coerceTypes, useDefaults: coerceTypes !== false });
  addFormats(ajv);
  return ajv;
}

// URL parts arrive as text and are read as the types the contract declares; JSON bodies are not
// coerced: a string where the contract says number is a 400, not a guess.
const coercing = createAjv('array');
const strict = createAjv(false);

function objectSchema(parameters: readonly Parameter[], lowerCaseNames = false) {
  const name = (p: Parameter) => (lowerCaseNames ? p.name.toLowerCase() : p.name);
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [name(p), p.schema ?? {}])),
    required: parameters.filter((p) => p.required || p.in === 'path').map(name),
  };
}

function fieldErrors(location: Location, errors: ErrorObject[] | null | undefined): FieldError[] {
  if (!errors?.length) return [];
  localizeNb(errors);
  return errors.map((error) => {
    const segments = error.instancePath
      .split('/')
      .slice(1)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
    if (error.keyword === 'additionalProperties') segments.push(String(error.params.additionalProperty));
    const path = segments.reduce((acc, s) => (/^\d+$/.test(s) ? `${acc}[${s}]` : `${acc}.${s}`), location);
    return { path, message: error.message ?? 'er ugyldig' };
  });
}

/** Compiles, once at start-up, everything the contract says about one operation's request. */
export function compileRequestValidator(operation: Operation): (request: ValidatedRequest) => Validation {
  const of = (location: Parameter['in']) => operation.parameters.filter((p) => p.in === location);
  const params: ValidateFunction = coercing.compile(objectSchema(of('path')));
  const query: ValidateFunction = coercing.compile(objectSchema(of('query')));
  const headers: ValidateFunction = coercing.compile(objectSchema(of('header'), true));
  const body = operation.body?.contentType === 'application/json' ? strict.compile(operation.body.schema) : undefined;

  return (request) => {
    const value = {
      params: { ...request.params },
      query: { ...request.query },
      headers: { ...request.headers },
      body: request.body,
    };
    const errors = [
      ...(params(value.params) ? [] : fieldErrors('path', params.errors)),
      ...(query(value.query) ? [] : fieldErrors('query', query.errors)),
      ...(headers(value.headers) ? [] : fieldErrors('header', headers.errors)),
    ];
    if (operation.body?.contentType === 'application/json') {
      if (value.body === undefined || value.body === null) {
        if (operation.body.required) errors.push({ path: 'body', message: 'mangler' });
      } else if (body && !body(value.body)) {
        errors.push(...fieldErrors('body', body.errors));
      }
    }
    return errors.length ? { ok: false, errors } : { ok: true, value };
  };
}
