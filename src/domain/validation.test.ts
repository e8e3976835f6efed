import { describe, it, expect } from 'vitest';
import { formValidation, hasBlockingIssue, issuesFor, type FieldIssue } from './validation';

const warning: FieldIssue = { field: 'a', severity: 'warning', message: 'Sjekk' };
const error: FieldIssue = { field: 'b', severity: 'error', message: 'Feil' };

describe('form validation', () => {
  it('warnings let the officer save, errors do not', () => {
    expect(formValidation([warning])).toEqual({ issues: [warning], canSave: true });
    expect(formValidation([warning, error])).toEqual({ issues: [warning, error], canSave: false });
    expect(formValidation([])).toEqual({ issues: [], canSave: true });
    expect(hasBlockingIssue([error])).toBe(true);
  });

  it('picks the issues of one field', () => {
    expect(issuesFor([warning, error], 'b')).toEqual([error]);
    expect(issuesFor([warning, error], 'c')).toEqual([]);
  });
});
