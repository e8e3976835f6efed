/** One error body for all three APIs: status, message and the fields at fault (openapi: ErrorBody). */
export interface FieldError {
  /** Where the bad value is: `body.email`, `query.maxItems`, `path.clientId`, `header.x-session-token`. */
  readonly path: string;
  readonly message: string;
}

export interface ErrorBody {
  readonly status: number;
  readonly message: string;
  /** A machine-readable code where the spec names one ('12': a collector address already registered). */
  readonly code?: string;
  readonly fieldErrors?: readonly FieldError[];
}

/** What openapi/common/error.yaml allows (apiError.test.ts holds the two together). */
export const FIELD_ERROR_LIMITS = {
  maxEntries: 200,
  maxPathLength: 500,
  maxMessageLength: 1000,
  /** Of the body's own message. */
  maxBodyMessageLength: 2000,
} as const;

/** Thrown by handlers; the error handler turns it into its status and ErrorBody. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: readonly FieldError[],
    readonly code?: string,
  ) {
    super(message);
  }

  /**
   * The body within the limits of the shared error body, whoever threw it: a handler that names a fault per
   * item of a long list (300 allocations of one entry) gets the first 200, and its message says how many more.
   */
  toBody(): ErrorBody {
    const fieldErrors = this.fieldErrors?.slice(0, FIELD_ERROR_LIMITS.maxEntries).map((entry) => ({
      path: cut(entry.path, FIELD_ERROR_LIMITS.maxPathLength),
      message: cut(entry.message, FIELD_ERROR_LIMITS.maxMessageLength),
    }));
    const omitted = (this.fieldErrors?.length ?? 0) - (fieldErrors?.length ?? 0);
    return {
      status: this.status,
      message: omitted > 0 ? withOmitted(this.message, omitted) : cut(this.message, FIELD_ERROR_LIMITS.maxBodyMessageLength),
      ...(this.code === undefined ? {} : { code: this.code }),
      ...(fieldErrors?.length ? { fieldErrors } : {}),
    };
  }
}

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** A refusal's message, ending with how many faults it leaves out, within the body's message length. */
export function withOmitted(message: string, omitted: number): string {
  const more = omitted > 0 ? ` (${omitted} feil til er ikke vist)` : '';
  return `${message.slice(0, FIELD_ERROR_LIMITS.maxBodyMessageLength - more.length)}${more}`;
}
