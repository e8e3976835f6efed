import fc from 'fast-check';
import type { Operation, Parameter } from '../../../server/http/openapi/operations';
import { deepJson, EDGE_NUMBERS, HOSTILE_TEXTS, hostileValue, validValue, wideJson, type KnownValues, type Schema } from './schemaValues';

/** One request of the fuzzer, as light-my-request takes it (method, url, headers, payload). */
export interface FuzzRequest {
  readonly method: Operation['method'];
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly payload?: string | Buffer;
  /** Who sends it: an officer of the seed, or nobody (no token, or one that is not valid). */
  readonly as: 'teknisk' | 'leder' | 'saksbehandler' | 'nobody' | 'forged';
  /** What the fuzzer did to it, for the report of a failure. */
  readonly note: string;
}

type Values = { path: Record<string, unknown>; query: Record<string, unknown>; header: Record<string, unknown> };

const BOUNDARY = 'norlinkfuzz';

/** URL text for a parameter value: arrays repeat the name (form style, explode), objects as JSON. */
function urlText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function urlOf(prefix: string, operation: Operation, values: Values): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(urlText(values.path[name] ?? '1')));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values.query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, urlText(item));
  }
  const search = query.toString();
  return `${prefix}${path}${search ? `?${search}` : ''}`;
}

function parameterValues(parameters: readonly Parameter[], known: KnownValues): fc.Arbitrary<Record<string, unknown>> {
  const model = Object.fromEntries(parameters.map((p) => [p.name, validValue(p.schema ?? {}, known, 0, p.name)]));
  const required = parameters.filter((p) => p.required || p.in === 'path').map((p) => p.name);
  return fc.record(model, { requiredKeys: required }) as fc.Arbitrary<Record<string, unknown>>;
}

/** The binary fields of a multipart body and how many files each takes. */
function fileFields(schema: Schema): [string, number][] {
  const fields: [string, number][] = [];
  for (const [name, property] of Object.entries((schema.properties as Record<string, Schema> | undefined) ?? {})) {
    if (property.format === 'binary') fields.push([name, 1]);
    else if (property.type === 'array' && (property.items as Schema | undefined)?.format === 'binary') fields.push([name, Math.min(Number(property.maxItems ?? 1), 3)]);
  }
  return fields;
}

const FILES = [
  { name: 'faktura.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') },
  { name: 'kvittering.png', type: 'image/png', bytes: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') },
  { name: 'innbetaling.txt', type: 'text/plain', bytes: Buffer.from('NY000010000000000000000000000000000000000000000000000000000000000000000000000000\n') },
  { name: 'tom.pdf', type: 'application/pdf', bytes: Buffer.alloc(0) },
] as const;

function part(field: string, file: { name: string; type: string; bytes: Buffer }): Buffer {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), file.bytes, Buffer.from('\r\n')]);
}

/** A multipart form of the operation's file fields, whole or spoilt: cut off, empty, extra or unknown parts, a NUL in a name. */
function multipartBody(schema: Schema): fc.Arbitrary<{ payload: Buffer; contentType: string; note: string }> {
  const fields = fileFields(schema);
  const whole = fc.tuple(...fields.map(([field, count]) => fc.array(fc.constantFrom(...FILES), { minLength: 1, maxLength: count }).map((files) => files.map((file) => part(field, file))))).map((parts) =>
    Buffer.concat([...parts.flat(), Buffer.from(`--${BOUNDARY}--\r\n`)]),
  );
  const contentType = `multipart/form-data; boundary=${BOUNDARY}`;
  const [firstField = 'file'] = fields.map(([field]) => field);
  return fc.oneof(
    { arbitrary: whole.map((payload) => ({ payload, contentType, note: 'whole form' })), weight: 5 },
    { arbitrary: fc.tuple(whole, fc.nat()).map(([payload, cut]) => ({ payload: payload.subarray(0, cut % Math.max(payload.length, 1)), contentType, note: 'cut form' })), weight: 2 },
    {
      arbitrary: fc.constantFrom(
        { payload: Buffer.from('--XYZ\r\n-13647563049--XYZ--\r\n'), contentType: 'multipart/form-data; boundary=XYZ', note: 'cut-off form of the issue' },
        { payload: Buffer.alloc(0), contentType, note: 'empty form' },
        { payload: Buffer.from(`--${BOUNDARY}--\r\n`), contentType, note: 'form without parts' },
        { payload: Buffer.concat([part(firstField, FILES[0]), Buffer.from(`--${BOUNDARY}--\r\n`)]), contentType: 'multipart/form-data', note: 'no boundary' },
        { payload: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="ekstra"\r\n\r\nhei\r\n--${BOUNDARY}--\r\n`), contentType, note: 'unknown text field' },
        { payload: Buffer.concat([part(firstField, FILES[0]), Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="ekstra"\r\n\r\nhei\r\n--${BOUNDARY}--\r\n`)]), contentType, note: 'file and unknown text field' },
        { payload: Buffer.concat([part('ukjent', FILES[0]), Buffer.from(`--${BOUNDARY}--\r\n`)]), contentType, note: 'unknown file field' },
        { payload: Buffer.concat([part(firstField, { ...FILES[0], name: 'a\u0000b.pdf' }), Buffer.from(`--${BOUNDARY}--\r\n`)]), contentType, note: 'NUL in file name' },
        { payload: Buffer.concat([...Array.from({ length: 30 }, () => part(firstField, FILES[0])), Buffer.from(`--${BOUNDARY}--\r\n`)]), contentType, note: 'too many files' },
        { payload: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition\r\n\r\nx\r\n--${BOUNDARY}--\r\n`), contentType, note: 'malformed part header' },
      ),
      weight: 3,
    },
  );
}

/** The paths in a value where a hostile value can go: the root and each property or item, a few levels down. */
function placesIn(value: unknown, at: (string | number)[] = [], places: (string | number)[][] = [[]], depth = 0): (string | number)[][] {
  if (depth > 3 || value === null || typeof value !== 'object') return places;
  for (const [key, inner] of Object.entries(value as object)) {
    const place = [...at, Array.isArray(value) ? Number(key) : key];
    places.push(place);
    placesIn(inner, place, places, depth + 1);
  }
  return places;
}

function replaced(value: unknown, place: readonly (string | number)[], replacement: unknown): unknown {
  if (place.length === 0) return replacement;
  const [head, ...rest] = place;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head!] = replaced(copy[head!], rest, replacement);
  return copy;
}

function schemaAt(schema: Schema, place: readonly (string | number)[]): Schema {
  let here: Schema | undefined = schema;
  for (const step of place) {
    if (!here) return {};
    here = typeof step === 'number' ? (here.items as Schema | undefined) : ((here.properties as Record<string, Schema> | undefined) ?? {})[step];
  }
  return here ?? {};
}

const RAW_JSON = [
  { text: '', note: 'empty JSON body' },
  { text: '{"unterminated": ', note: 'malformed JSON' },
  { text: 'null', note: 'JSON null' },
  { text: deepJson(100_000), note: 'body nested 100 000 deep' },
  { text: wideJson(30_000), note: 'body of 30 000 properties' },
  { text: `[${'1,'.repeat(100_000)}1]`, note: 'array of 100 001 items' },
  { text: '{"a":"\\u0000"}', note: 'escaped NUL' },
] as const;

/** Ids of one row of the seed that belong together (a client, its customer, the customer's invoice). */
export type KnownRow = Readonly<Record<string, number>>;

/**
 * Where a request repeats its path in its body (`invoiceId` in the address and in the body, `entry.id` and
 * `entryId`), the body names the same: a request whose two halves disagree stops at the handler's first check.
 */
function echoPath(body: unknown, path: Record<string, unknown>): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const echoed: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const [name, value] of Object.entries(path)) {
    if (name in echoed && typeof value === typeof echoed[name]) echoed[name] = value;
    for (const inner of Object.values(echoed)) {
      if (inner && typeof inner === 'object' && !Array.isArray(inner) && name in inner) (inner as Record<string, unknown>)[name] = value;
    }
  }
  if (typeof path.entryId === 'number' && echoed.entry && typeof echoed.entry === 'object') (echoed.entry as Record<string, unknown>).id = path.entryId;
  return echoed;
}

/** `values` with the parameters a seeded row names set from it, so a client, its customer and invoice go together. */
function fromRow(values: Record<string, unknown>, names: readonly string[], row: KnownRow | null): Record<string, unknown> {
  if (!row) return values;
  const joined = { ...values };
  for (const name of names) if (row[name] !== undefined) joined[name] = row[name];
  return joined;
}

/**
 * Requests for one operation: mostly what its contract allows (ids of the seed among them), the rest with one
 * parameter or body value made hostile, a malformed body, another content type, or sent without a valid login.
 */
export function fuzzRequests(prefix: string, operation: Operation, known: KnownValues, rows: readonly KnownRow[] = []): fc.Arbitrary<FuzzRequest> {
  const of = (location: Parameter['in']) => operation.parameters.filter((p) => p.in === location);
  const values = fc.record({ path: parameterValues(of('path'), known), query: parameterValues(of('query'), known), header: parameterValues(of('header'), known) });
  const jsonBody = operation.body?.contentType === 'application/json' ? validValue(operation.body.schema, known) : fc.constant(undefined);
  const formBody = operation.body?.contentType === 'multipart/form-data' ? multipartBody(operation.body.schema) : fc.constant(undefined);
  // Mostly the Technical officer of bases 1-5, who may call everything; the others reach the 403s and 404s of roles and bases.
  const sender = fc.oneof(
    { arbitrary: fc.constant<FuzzRequest['as']>('teknisk'), weight: 14 },
    { arbitrary: fc.constantFrom<FuzzRequest['as']>('leder', 'saksbehandler'), weight: 4 },
    { arbitrary: fc.constantFrom<FuzzRequest['as']>('nobody', 'forged'), weight: 2 },
  );
  const mutation = fc.oneof(
    { arbitrary: fc.constant({ kind: 'none' as const }), weight: 6 },
    { arbitrary: fc.record({ kind: fc.constant('parameter' as const), pick: fc.nat(), value: fc.constantFrom<unknown>(...HOSTILE_TEXTS, ...EDGE_NUMBERS) }), weight: 2 },
    { arbitrary: fc.record({ kind: fc.constant('body' as const), pick: fc.nat(), value: fc.nat() }), weight: operation.body?.contentType === 'application/json' ? 2 : 0 },
    { arbitrary: fc.record({ kind: fc.constant('raw' as const), pick: fc.nat() }), weight: operation.body ? 1 : 0 },
    { arbitrary: fc.record({ kind: fc.constant('unknown query' as const), value: fc.constantFrom('x', 'a\u0000') }), weight: 1 },
  );
  const row = rows.length ? fc.option(fc.constantFrom(...rows), { freq: 2 }) : fc.constant(null);
  return fc.tuple(values, jsonBody, formBody, sender, mutation, row).map(([parameters, json, form, as, change, seeded]) => {
    const names = (location: Parameter['in']) => of(location).map((p) => p.name);
    const path = fromRow(parameters.path, names('path'), seeded);
    const chosen = { path, query: fromRow(parameters.query, names('query'), seeded), header: { ...parameters.header } };
    let body: unknown = echoPath(json, seeded ? { ...seeded, ...path } : path);
    let raw: { payload: string | Buffer; contentType: string } | undefined;
    let note = form ? `${form.note}` : 'as the contract allows';
    if (change.kind === 'parameter') {
      const targets = operation.parameters.filter((p) => p.in !== 'cookie');
      const target = targets[change.pick % Math.max(targets.length, 1)];
      if (target) {
        chosen[target.in as keyof Values][target.name] = typeof change.value === 'number' ? String(change.value) : change.value;
        note = `${target.in}.${target.name} = ${JSON.stringify(change.value).slice(0, 60)}`;
      }
    } else if (change.kind === 'body' && operation.body?.contentType === 'application/json') {
      const places = placesIn(body);
      const place = places[change.pick % places.length]!;
      const hostile = fc.sample(hostileValue(schemaAt(operation.body.schema, place)), { numRuns: 1, seed: change.value })[0];
      body = replaced(body, place, hostile);
      note = `body${place.map((step) => (typeof step === 'number' ? `[${step}]` : `.${step}`)).join('')} = ${JSON.stringify(hostile)?.slice(0, 60)}`;
    } else if (change.kind === 'raw') {
      const options = [...RAW_JSON.map((entry) => ({ payload: entry.text, contentType: 'application/json', note: entry.note })), { payload: '<a/>', contentType: 'application/xml', note: 'XML body' }, { payload: 'a=1', contentType: 'application/x-www-form-urlencoded', note: 'form-encoded body' }];
      const pickedRaw = options[change.pick % options.length]!;
      raw = pickedRaw;
      note = pickedRaw.note;
    } else if (change.kind === 'unknown query') {
      chosen.query[`ukjent${change.value}`] = '1';
      note = 'unknown query parameter';
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(chosen.header)) if (value !== undefined) headers[name.toLowerCase()] = urlText(value).replaceAll(/[\r\n\u0000]/g, '');
    let payload: string | Buffer | undefined;
    if (raw) {
      payload = raw.payload;
      headers['content-type'] = raw.contentType;
    } else if (form) {
      payload = form.payload;
      headers['content-type'] = form.contentType;
    } else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    return { method: operation.method, url: urlOf(prefix, operation, chosen), headers, ...(payload === undefined ? {} : { payload }), as, note };
  });
}
