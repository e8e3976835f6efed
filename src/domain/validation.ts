/**
 * The shape every form rule in the domain answers with. Errors block saving; warnings are shown
 * (usually in yellow) but the officer may save anyway, because the spec's warnings describe
 * values that are unusual rather than impossible.
 */
export type Severity = 'error' | 'warning';

export interface FieldIssue<Field extends string = string> {
  readonly field: Field;
  readonly severity: Severity;
  readonly message: string;
}

export interface FormValidation<Field extends string = string> {
  readonly issues: readonly FieldIssue<Field>[];
  readonly canSave: boolean;
}

export function hasBlockingIssue(issues: readonly FieldIssue[]): boolean {
  return issues.some((issue) => issue.severity === 'error');
}

export function formValidation<Field extends string>(issues: readonly FieldIssue<Field>[]): FormValidation<Field> {
  return { issues, canSave: !hasBlockingIssue(issues) };
}

/** The issues of one field, for showing under that field. */
export function issuesFor<Field extends string>(issues: readonly FieldIssue<Field>[], field: Field): FieldIssue<Field>[] {
  return issues.filter((issue) => issue.field === field);
}
