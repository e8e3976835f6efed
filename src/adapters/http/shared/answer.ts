/** One reason of a refused request: where (`body.email`) and why, from the shared error body. */
export interface FailureFieldError {
  readonly path: string;
  readonly message: string;
}

/**
 * A call that did not answer 2xx. The middleware has already told the officer (part 1 §8); a form puts
 * `fieldErrors` on its fields (src/ui/common/forms).
 */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: readonly FailureFieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

interface FetchResult<T> {
  readonly data?: T;
  readonly error?: unknown;
  readonly response: Response;
}

function messageOf(error: unknown, response: Response): string {
  if (typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message;
  }
  return `${response.status} ${response.statusText}`.trim();
}

function fieldErrorsOf(error: unknown): FailureFieldError[] {
  const list = typeof error === 'object' && error !== null ? (error as { fieldErrors?: unknown }).fieldErrors : undefined;
  return Array.isArray(list) ? list.filter((e): e is FailureFieldError => typeof e?.path === 'string' && typeof e?.message === 'string') : [];
}

/**
 * The body of an openapi-fetch answer, or an ApiFailure. Adapters return plain values or throw, so
 * the query cache and the machines see a failure as a failure.
 */
export async function answer<T>(call: Promise<FetchResult<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok || error !== undefined) throw new ApiFailure(response.status, messageOf(error, response), fieldErrorsOf(error));
  return data as T;
}

/** A read whose 404 means "there is no such thing" (the page shows the spec's message), not a failure. */
export async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 404) return null;
    throw error;
  }
}

/** `filename*=UTF-8''…` or `filename="…"` of a Content-Disposition header. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return disposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? fallback;
}
