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

  toBody(): ErrorBody {
    return {
      status: this.status,
      message: this.message,
      ...(this.code === undefined ? {} : { code: this.code }),
      ...(this.fieldErrors?.length ? { fieldErrors: this.fieldErrors } : {}),
    };
  }
}
