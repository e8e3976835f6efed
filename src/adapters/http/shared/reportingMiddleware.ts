import type { Middleware } from 'openapi-fetch';
import type { NotifierPort } from '../../../application/ports/notifier.port';
import { issueMessage, issuePath, ResponseShapeError, type ResponseValidatorTable, type ValidateFunction } from './responseValidation';
import { serverMessage } from './serverMessage';

export const CHANGE_FAILED = 'Kommunikasjonsfeil med API';
export const UNKNOWN_ERROR = 'Ukjent feil';

export interface ReportingOptions {
  readonly notifier: NotifierPort;
  /** The API's validators, loaded with the first answer (they stay out of the first download). */
  readonly contract: () => Promise<{ readonly validators: ResponseValidatorTable; readonly errorBody: ValidateFunction }>;
}

/** Requests of calls named reads with `asRead` (openapi-fetch hands its middleware the request it sends). */
const namedReads = new WeakSet<Request>();

/**
 * Names one call a read whatever its method, as its `middleware` option:
 * `client.POST('/Customer/Search', { body, signal, middleware: [asRead] })`. The searches send their terms
 * as a POST body, yet a failed search is a failed load (part 1 §8), not a failed change.
 */
export const asRead: Middleware = {
  onRequest({ request }) {
    namedReads.add(request);
    return undefined;
  },
};

const isRead = (request: Request): boolean => {
  const method = request.method.toUpperCase();
  return method === 'GET' || method === 'HEAD' || namedReads.has(request);
};
const isJson = (response: Response): boolean => /\bjson\b/i.test(response.headers.get('content-type') ?? '');

/**
 * A checked JSON answer, passed on with the body the check parsed: openapi-fetch reads it with json(),
 * which answers that object rather than parsing the text a second time (a client's 200 000 customers
 * are 23 MB of JSON, a parse of which is a second of the main thread on a slow machine). The bytes stay
 * its body, and its Content-Length says how many there are: without one (a streamed answer) openapi-fetch
 * would read text() and parse again. The body is a stream over those bytes, handed over only if read:
 * a Response made from the buffer itself copied the 23 MB (about 110 ms in a CPU profile).
 */
class CheckedJsonResponse extends Response {
  readonly #parsed: unknown;

  constructor(bytes: ArrayBuffer, parsed: unknown, answer: Response) {
    const headers = new Headers(answer.headers);
    headers.set('content-length', String(bytes.byteLength));
    // The bytes are decoded already; a header saying otherwise would be wrong about this body.
    headers.delete('content-encoding');
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(bytes));
        controller.close();
      },
    });
    super(body, { status: answer.status, statusText: answer.statusText, headers });
    this.#parsed = parsed;
  }

  override json(): Promise<unknown> {
    return Promise.resolve(this.#parsed);
  }
}

/**
 * Part 1 §5 and §8 for every call of one API:
 * - a JSON success answer is checked against its generated validator; a mismatch is reported with the field
 *   path and message and the call fails with a ResponseShapeError;
 * - a failed read (GET, or a call named a read with `asRead`) is reported as "<status>: <server message>" with
 *   the URL, except 401 and 404 (silent); a read that got no answer at all is not reported;
 * - a failed change (any other POST, PUT, PATCH, DELETE) is reported as "Kommunikasjonsfeil med API" with the
 *   status and the server message, or "Ukjent feil" when there is none (also when no answer came at all);
 * - a request its caller aborted is not reported.
 * The answer itself is passed on unchanged (a checked one with its body parsed once), so callers still see
 * `error` and `response`.
 */
export function reportingMiddleware({ notifier, contract }: ReportingOptions): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      // The answer's validator loads while the request travels, not after the answer: on a page whose reads
      // wait on each other (customer → invoice → lines) that is one module fetch less per step. A failed load
      // shows when the answer arrives.
      const method = request.method.toUpperCase();
      void contract()
        .then(({ validators }) => validators[`${method} ${schemaPath}`]?.load())
        .catch(() => undefined);
      return undefined;
    },
    async onResponse({ request, response, schemaPath }) {
      const method = request.method.toUpperCase();
      const { validators, errorBody } = await contract();
      if (response.ok) {
        const validation = validators[`${method} ${schemaPath}`];
        if (!validation || validation.status !== response.status || !isJson(response)) return undefined;
        const bytes = await response.arrayBuffer();
        const text = new TextDecoder().decode(bytes);
        let body: unknown;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          throw report(new ResponseShapeError('response', 'er ikke gyldig JSON', request.url, validation.operationId));
        }
        const validate = await validation.load();
        if (validate(body)) return new CheckedJsonResponse(bytes, body, response);
        const issue = validate.errors?.[0];
        const error = issue
          ? new ResponseShapeError(issuePath(issue), issueMessage(issue), request.url, validation.operationId)
          : new ResponseShapeError('response', 'har feil form', request.url, validation.operationId);
        throw report(error);
      }
      if (isRead(request)) {
        if (response.status === 401 || response.status === 404) return undefined;
        const message = (await serverMessage(response, errorBody)) ?? (response.statusText || UNKNOWN_ERROR);
        notifier.notify({ severity: 'error', message: `${response.status}: ${message}`, detail: request.url });
        return undefined;
      }
      const message = (await serverMessage(response, errorBody)) ?? UNKNOWN_ERROR;
      notifier.notify({ severity: 'error', message: CHANGE_FAILED, detail: `${response.status}: ${message}` });
      return undefined;
    },
    onError({ request }) {
      // A request the caller abandoned (a search overtaken by newer typing) is not a failure to report.
      if (request.signal.aborted) return undefined;
      if (!isRead(request)) {
        notifier.notify({ severity: 'error', message: CHANGE_FAILED, detail: UNKNOWN_ERROR });
      }
      return undefined;
    },
  };

  function report(error: ResponseShapeError): ResponseShapeError {
    notifier.notify({ severity: 'error', message: `Uventet svar fra API: ${error.path} ${error.problem}`, detail: error.url });
    return error;
  }
}
