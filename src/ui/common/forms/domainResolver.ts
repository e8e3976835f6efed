import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * What a domain rule says about one field (src/domain/validation.ts's FieldIssue, or an area's own
 * `{ field, message }` issue such as CustomerFormIssue). A missing severity means an error.
 */
export interface DomainIssue {
  readonly field: string;
  readonly message: string;
  readonly severity?: 'error' | 'warning';
}

/**
 * A react-hook-form resolver over a domain validation, so a rule lives once in src/domain and the
 * server calls the same function. Only errors block saving; warnings stay with the form, which
 * shows them from the same function (the spec's warnings allow saving, so they are not errors).
 * The first error of a field is the one shown, in the order the domain reports them.
 */
export function domainResolver<Values extends FieldValues>(validate: (values: Values) => readonly DomainIssue[]): Resolver<Values> {
  return (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of validate(values)) {
      if (issue.severity === 'warning' || errors[issue.field]) continue;
      errors[issue.field] = { type: 'domain', message: issue.message };
    }
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
