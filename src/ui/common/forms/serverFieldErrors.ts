/** One entry of the shared error body's `fieldErrors` (openapi/common/error.yaml): `body.email`, `query.fromDate`. */
export interface ServerFieldError {
  readonly path: string;
  readonly message: string;
}

/** Where a refused save's reasons go: on a field of the form, or (for the rest) on the form as a whole. */
export interface PlacedServerErrors<Field extends string> {
  readonly onFields: readonly { readonly field: Field; readonly message: string }[];
  readonly onForm: readonly string[];
}

/** The `fieldErrors` an adapter's failure carries, if it carries any (read structurally: ui imports no adapter). */
export function serverFieldErrorsOf(error: unknown): readonly ServerFieldError[] {
  if (typeof error !== 'object' || error === null) return [];
  const list = (error as { fieldErrors?: unknown }).fieldErrors;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (entry): entry is ServerFieldError =>
      typeof entry === 'object' && entry !== null && typeof entry.path === 'string' && typeof entry.message === 'string',
  );
}

/**
 * Matches each server reason to a form field: the path without its `body.` prefix (`body.customer.email`
 * → `customer.email`), else its last segment (`email`), so a form whose field names follow the request
 * body needs no map; `rename` covers the fields named otherwise. A reason no field claims is kept for the form.
 */
export function placeServerErrors<Field extends string>(
  errors: readonly ServerFieldError[],
  fields: readonly Field[],
  rename: Readonly<Record<string, Field>> = {},
): PlacedServerErrors<Field> {
  const known = new Set<string>(fields);
  const onFields: { field: Field; message: string }[] = [];
  const onForm: string[] = [];
  for (const { path, message } of errors) {
    const inBody = path.replace(/^body\./, '');
    const last = inBody.split('.').pop() ?? inBody;
    const field = rename[path] ?? (path.startsWith('body.') ? [inBody, last].find((candidate) => known.has(candidate)) : undefined);
    if (field !== undefined) onFields.push({ field: field as Field, message });
    else onForm.push(message);
  }
  return { onFields, onForm };
}
