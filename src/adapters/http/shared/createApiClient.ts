import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { NotifierPort } from '../../../application/ports/notifier.port';
import { reportingMiddleware } from './reportingMiddleware';
import type { ResponseValidatorTable, ValidateFunction } from './responseValidation';

export interface ApiClientOptions {
  /** Base URL of the API, e.g. https://host/api/data (AppConfig). */
  readonly baseUrl: string;
  readonly notifier: NotifierPort;
  /** Defaults to the global fetch; tests and the server-side may pass another. */
  readonly fetch?: typeof globalThis.fetch;
}

export interface ApiContract {
  readonly validators: ResponseValidatorTable;
  readonly errorBody: ValidateFunction;
}

/**
 * One openapi-fetch client with the shared middleware: auth first on the way out; on the way back the auth
 * middleware (renewal and retry) sees the answer before validation and reporting do.
 */
export function createApiClient<Paths extends object>(options: ApiClientOptions, loadContract: () => Promise<ApiContract>, auth: Middleware): Client<Paths> {
  let contract: Promise<ApiContract> | undefined;
  const baseFetch = options.fetch ?? globalThis.fetch;
  // Never called as a method (a native fetch called on another object throws "Illegal invocation").
  const fetchImpl = (input: Request): Promise<Response> => baseFetch(input);
  const client = createClient<Paths>({ baseUrl: options.baseUrl.replace(/\/+$/, ''), fetch: fetchImpl });
  // openapi-fetch runs onResponse in reverse order: auth's retry happens before reporting sees the answer.
  client.use(reportingMiddleware({ notifier: options.notifier, contract: () => (contract ??= loadContract()) }), auth);
  return client;
}
