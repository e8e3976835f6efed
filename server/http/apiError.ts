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
