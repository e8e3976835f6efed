import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../server/db/database';
import { loadApiDocument, type OpenApiDocument } from '../../../server/http/openapi/loadDocument';
import { listOperations, type Operation } from '../../../server/http/openapi/operations';
import { fuzzRequests, type FuzzRequest, type KnownRow } from './fuzzRequests';
import type { KnownValues } from './schemaValues';

// ajv-formats is CommonJS; its default export arrives wrapped under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule;

export const APIS = ['data', 'legacy', 'service'] as const;
export type ApiName = (typeof APIS)[number];

type MediaTypes = Record<string, { schema?: object }>;
type Responses = Record<string, { content?: MediaTypes }>;

export interface FuzzTarget {
  readonly api: ApiName;
  readonly operation: Operation;
  readonly responses: Responses;
}

/** Every operation of the three contracts, with the answers each lists. */
export async function fuzzTargets(): Promise<FuzzTarget[]> {
  const targets: FuzzTarget[] = [];
  for (const api of APIS) {
    const document: OpenApiDocument = await loadApiDocument(path.resolve(import.meta.dirname, `../../../openapi/${api}-api.yaml`));
    for (const operation of listOperations(document)) {
      targets.push({ api, operation, responses: (document.paths[operation.path]![operation.method.toLowerCase()] as { responses: Responses }).responses });
    }
  }
  return targets;
}

/**
 * Ids that exist in the seeded database, by the name of the parameter or property that carries them, so that
 * requests reach the handlers' reads and writes rather than stopping at 404. A query whose table a migration
 * renames just contributes nothing.
 */
const KNOWN_QUERIES: Record<string, string> = {
  clientId: 'SELECT id FROM client ORDER BY id LIMIT 4',
  customerId: 'SELECT id::int AS id FROM customer ORDER BY id LIMIT 4',
  customerNr: 'SELECT nr AS id FROM customer ORDER BY id LIMIT 4',
  invoiceId: 'SELECT id::int AS id FROM invoice ORDER BY id LIMIT 4',
  jourNr: 'SELECT jour_nr::int AS id FROM invoice ORDER BY id LIMIT 4',
  journalNr: 'SELECT jour_nr::int AS id FROM invoice ORDER BY id LIMIT 4',
  noteId: 'SELECT id::int AS id FROM customer_note ORDER BY id LIMIT 4',
  userId: 'SELECT id FROM officer ORDER BY id LIMIT 4',
  bundleId: 'SELECT id::int AS id FROM reminder_bundle ORDER BY id LIMIT 2',
  caseId: 'SELECT id::int AS id FROM dc_case ORDER BY id LIMIT 2',
  entryId: 'SELECT id::int AS id FROM production_entry ORDER BY id LIMIT 2',
  paymentId: 'SELECT id::int AS id FROM payment ORDER BY id LIMIT 2',
  reminderId: 'SELECT id::int AS id FROM reminder ORDER BY id LIMIT 2',
  ruleId: 'SELECT id FROM reminder_rule ORDER BY id LIMIT 2',
  vatRateId: 'SELECT id FROM tax_rate ORDER BY id LIMIT 2',
  orgNo: 'SELECT org_no AS id FROM client WHERE org_no IS NOT NULL ORDER BY id LIMIT 2',
};

/** Rows of ids that belong together: an invoice with its client, customer and numbers. */
const KNOWN_ROWS = `SELECT i.client_id AS "clientId", i.customer_id::int AS "customerId", cu.nr AS "customerNr", i.id::int AS "invoiceId", i.jour_nr::int AS "jourNr"
  FROM invoice i JOIN customer cu ON cu.id = i.customer_id JOIN client c ON c.id = i.client_id ORDER BY i.id LIMIT 6`;

export async function knownRows(db: Database): Promise<KnownRow[]> {
  try {
    return await db.query<KnownRow>(KNOWN_ROWS);
  } catch {
    return [];
  }
}

export async function knownValues(db: Database): Promise<KnownValues> {
  const known: Record<string, (number | string)[]> = {};
  for (const [name, sql] of Object.entries(KNOWN_QUERIES)) {
    try {
      known[name] = (await db.query<{ id: number | string }>(sql)).map((row) => row.id);
    } catch {
      known[name] = [];
    }
  }
  return known;
}

const OFFICERS = { teknisk: 'teknisk-demo', leder: 'leder-demo', saksbehandler: 'saksbehandler-demo' } as const;
type Officer = keyof typeof OFFICERS;
/** `cookie`: the data API's session cookies as the browser sends them back (the refresh token is one, httpOnly). */
type Tokens = { legacy: string; data: string; cookie: string; service: string };

/** The `name=value` pairs of an answer's Set-Cookie headers, as a Cookie header; cleared ones (empty) left out. */
function cookiesOf(setCookie: string | string[] | undefined, previous = ''): string {
  const jar = new Map(previous.split('; ').filter(Boolean).map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const));
  for (const header of [setCookie ?? []].flat()) {
    const pair = header.split(';')[0]!;
    const name = pair.slice(0, pair.indexOf('='));
    if (pair.endsWith('=')) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

export interface Failure {
  readonly kind: '5xx' | 'undocumented status' | 'answer off its schema' | 'content type off the contract';
  readonly operation: string;
  readonly request: string;
  readonly status: number;
  readonly detail: string;
}

export interface FuzzReport {
  requests: number;
  /** Milliseconds the requests took, sign-ins included. */
  milliseconds: number;
  operations: number;
  /** How many answers of each status. */
  readonly statuses: Record<string, number>;
  readonly failures: Failure[];
  /** Operations no request of which reached a 2xx, for the reader of a long run. */
  readonly neverSucceeded: string[];
  relogins: number;
}

export interface FuzzOptions {
  readonly app: FastifyInstance;
  readonly known: KnownValues;
  /** Ids of the seed that belong together (knownRows). */
  readonly rows?: readonly KnownRow[];
  /** Requests per operation. */
  readonly perOperation: number;
  readonly seed: number;
  readonly targets: readonly FuzzTarget[];
  /** Called after each operation, for a progress line. */
  readonly progress?: (done: number, of: number, report: FuzzReport) => void;
  /** Called with every request and its answer (a long run's log). */
  readonly observe?: (target: FuzzTarget, request: FuzzRequest, response: { statusCode: number; body: string }) => void;
}

/**
 * Sends `perOperation` generated requests to every operation and checks each answer against its contract:
 * never a 5xx, only statuses the operation lists, and every JSON body matching the schema of its status (any
 * other body of a listed content type). Requests come from a different address each (the app trusts one proxy
 * hop) so the login's rate limit does not stand in for what the fuzzer wants to reach; an officer whose session
 * a request ended (logout, ending sessions) is signed in again.
 */
export async function runContractFuzzer(options: FuzzOptions): Promise<FuzzReport> {
  const { app } = options;
  let sent = 0;
  const inject = (request: { method: string; url: string; headers?: Record<string, string>; payload?: string | Buffer }) => {
    sent += 1;
    const address = `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
    return app.inject({ ...request, method: request.method as 'GET', headers: { ...request.headers, 'x-forwarded-for': address } });
  };
  const ajv = new Ajv2020({ allErrors: false, strict: false });
  addFormats(ajv);
  const validators = new Map<object, ValidateFunction>();
  const validatorOf = (schema: object) => validators.get(schema) ?? validators.set(schema, ajv.compile(schema)).get(schema)!;

  const sessions = new Map<Officer, Tokens>();
  async function signIn(officer: Officer): Promise<Tokens> {
    const password = OFFICERS[officer];
    const legacy = (await inject({ method: 'POST', url: '/api/legacy/login', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ user: officer, password }) })).json() as { access_token: string };
    const dataLogin = await inject({ method: 'POST', url: '/api/data/login', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ username: officer, password }) });
    const data = dataLogin.json() as { access_token: string };
    const service = (await inject({ method: 'POST', url: '/api/service/auth/login', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ username: officer, password }) })).json() as { token: string };
    const tokens = { legacy: legacy.access_token, data: data.access_token, cookie: cookiesOf(dataLogin.headers['set-cookie']), service: service.token };
    sessions.set(officer, tokens);
    return tokens;
  }
  const credentials = async (api: ApiName, as: FuzzRequest['as']): Promise<Record<string, string>> => {
    if (as === 'nobody') return {};
    if (as === 'forged') return api === 'legacy' ? { 'x-session-token': 'forged.token.value' } : { authorization: 'Bearer forged.token.value', cookie: 'norlink-refresh=forged' };
    const tokens = sessions.get(as) ?? (await signIn(as));
    if (api === 'legacy') return { 'x-session-token': tokens.legacy };
    return { authorization: `Bearer ${api === 'data' ? tokens.data : tokens.service}`, ...(api === 'data' && tokens.cookie ? { cookie: tokens.cookie } : {}) };
  };

  const started = performance.now();
  const report: FuzzReport = { requests: 0, milliseconds: 0, operations: 0, statuses: {}, failures: [], neverSucceeded: [], relogins: 0 };
  let done = 0;
  for (const target of options.targets) {
    const { api, operation } = target;
    const samples = fc.sample(fuzzRequests(`/api/${api}`, operation, options.known, options.rows), { numRuns: options.perOperation, seed: options.seed + done });
    let succeeded = false;
    for (const request of samples) {
      const auth = await credentials(api, request.as);
      const response = await inject({ method: request.method, url: request.url, headers: { ...auth, ...request.headers }, ...(request.payload === undefined ? {} : { payload: request.payload }) });
      report.requests += 1;
      options.observe?.(target, request, response);
      report.statuses[response.statusCode] = (report.statuses[response.statusCode] ?? 0) + 1;
      if (response.statusCode >= 200 && response.statusCode < 300) succeeded = true;
      const described = `${request.method} ${request.url.slice(0, 300)} as ${request.as}: ${request.note}`;
      const fail = (kind: Failure['kind'], detail: string) => report.failures.push({ kind, operation: `${api} ${operation.operationId}`, request: described, status: response.statusCode, detail: detail.slice(0, 500) });
      const listed = target.responses[String(response.statusCode)] ?? target.responses.default;
      if (response.statusCode >= 500) fail('5xx', response.body);
      else if (!listed) fail('undocumented status', response.body);
      else checkBody(listed.content, response, validatorOf, fail);
      if (response.statusCode === 401 && request.as !== 'nobody' && request.as !== 'forged') {
        report.relogins += 1;
        await signIn(request.as);
      }
      if (operation.operationId === 'renewAccessToken' && response.statusCode === 200 && request.as !== 'nobody' && request.as !== 'forged') {
        const renewed = response.json() as { access_token?: string };
        const tokens = sessions.get(request.as)!;
        sessions.set(request.as, { ...tokens, data: renewed.access_token ?? tokens.data, cookie: cookiesOf(response.headers['set-cookie'], tokens.cookie) });
      }
    }
    if (!succeeded) report.neverSucceeded.push(`${api} ${operation.operationId}`);
    report.operations += 1;
    report.milliseconds = Math.round(performance.now() - started);
    done += 1;
    options.progress?.(done, options.targets.length, report);
  }
  return report;
}

function checkBody(
  content: MediaTypes | undefined,
  response: { statusCode: number; headers: Record<string, unknown>; body: string; json: () => unknown },
  validatorOf: (schema: object) => ValidateFunction,
  fail: (kind: Failure['kind'], detail: string) => void,
): void {
  const contentType = String(response.headers['content-type'] ?? '').split(';')[0]!.trim();
  if (!content || Object.keys(content).length === 0) {
    if (response.body.length > 0) fail('content type off the contract', `a body (${contentType}) where the contract lists none`);
    return;
  }
  const media = content[contentType];
  if (!media) {
    fail('content type off the contract', `${contentType || 'no content type'}; the contract lists ${Object.keys(content).join(', ')}`);
    return;
  }
  if (contentType !== 'application/json' || !media.schema) return;
  const validate = validatorOf(media.schema);
  let body: unknown;
  try {
    body = response.json();
  } catch {
    fail('answer off its schema', 'not JSON');
    return;
  }
  if (!validate(body)) fail('answer off its schema', `${ajvText(validate)} in ${response.body.slice(0, 300)}`);
}

const ajvText = (validate: ValidateFunction) => (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`).join('; ');

/** The report as the few lines a person reads: counts first, then each failure. */
export function summary(report: FuzzReport, seed: number, perOperation: number): string {
  const statuses = Object.entries(report.statuses)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  const fiveHundreds = Object.entries(report.statuses).filter(([status]) => Number(status) >= 500).reduce((sum, [, count]) => sum + count, 0);
  const lines = [
    `contract fuzzer (seed ${seed}, ${perOperation} per operation): ${report.requests} requests over ${report.operations} operations in ${(report.milliseconds / 1000).toFixed(1)} s`,
    `statuses: ${statuses}`,
    `5xx: ${fiveHundreds}, undocumented: ${report.failures.filter((f) => f.kind === 'undocumented status').length}, off schema: ${report.failures.filter((f) => f.kind !== 'undocumented status' && f.kind !== '5xx').length}, failures: ${report.failures.length}, sign-ins again: ${report.relogins}`,
  ];
  for (const failure of report.failures) lines.push(`  ${failure.kind}: ${failure.operation} → ${failure.status} | ${failure.request} | ${failure.detail}`);
  return lines.join('\n');
}
