/**
 * The shape of the generated validators (src/adapters/http/<api>/generated/validators.d.ts), restated
 * structurally so the shared middleware needs no generated folder (ARCHITECTURE.md §3 rule 3).
 */
export interface ValidationIssue {
  readonly instancePath: string;
  readonly keyword: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly message?: string;
}

export interface ValidateFunction {
  (data: unknown): boolean;
  errors?: readonly ValidationIssue[] | null;
}

export interface ResponseValidation {
  readonly operationId: string;
  readonly status: number;
  /** The operation's validator, loaded the first time its answer arrives. */
  load(): Promise<ValidateFunction>;
}

/** JSON success answers keyed "<METHOD> <path template>", as openapi-fetch reports schemaPath. */
export type ResponseValidatorTable = Readonly<Record<string, ResponseValidation>>;

/** A JSON answer that does not match its contract (part 1 §5: "a mismatch shows a toast with the field path and message"). */
export class ResponseShapeError extends Error {
  override readonly name = 'ResponseShapeError';
  constructor(
    /** Where in the answer, e.g. "response.items[3].customerNr" ("response" for the whole body). */
    readonly path: string,
    /** What is wrong, e.g. "must be integer" or "must have required property 'id'". */
    readonly problem: string,
    readonly url: string,
    readonly operationId: string,
  ) {
    super(`${path}: ${problem}`);
  }
}

/** "/items/3/customerNr" → "response.items[3].customerNr"; a missing property is named in the path too. */
export function issuePath(issue: ValidationIssue): string {
  const segments = issue.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
  const missing = issue.keyword === 'required' ? issue.params.missingProperty : undefined;
  if (typeof missing === 'string') segments.push(missing);
  let path = 'response';
  for (const segment of segments) path += /^\d+$/.test(segment) ? `[${segment}]` : `.${segment}`;
  return path;
}

export function issueMessage(issue: ValidationIssue): string {
  if (issue.keyword === 'required') return 'mangler (påkrevd felt)';
  return issue.message ?? issue.keyword;
}

/** Whether a JSON answer matches its operation's contract; the validator is loaded on first use. */
export async function conformsTo(table: ResponseValidatorTable, key: string, body: unknown): Promise<boolean> {
  const validation = table[key];
  if (!validation) throw new Error(`no response validator for ${key}`);
  return (await validation.load())(body);
}
