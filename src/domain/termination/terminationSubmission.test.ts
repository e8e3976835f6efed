import { describe, expect, it } from 'vitest';
import { TERMINATION_FILE_NOT_PDF_MESSAGE } from './terminationFile';
import { BANKRUPTCY_NOTE, terminationFormFor } from './terminationForm';
import { terminationSubmissionIssues, terminationSubmissionOf } from './terminationSubmission';
import { END_OF_SERVICE_DATE_IN_PAST_MESSAGE, TERMINATION_PDF_REQUIRED_MESSAGE } from './terminationValidation';

const TODAY = '2026-11-25';
const pdf = { name: 'oppsigelse.pdf', bytes: new TextEncoder().encode('%PDF-1.4 ...') };

describe('the termination form as filled in', () => {
  it('opens with what the domain chose and no file', () => {
    const bankrupt = terminationFormFor({ isActive: true, terminationDate: null, endOfServiceDate: null }, true, TODAY);
    expect(terminationSubmissionOf(bankrupt)).toEqual({ note: BANKRUPTCY_NOTE, terminationDate: TODAY, endOfServiceDate: TODAY, file: null });
  });

  it('puts each rule on its field: the PDF on the file, by its bytes; an edited termination keeps its stored PDF', () => {
    const valid = { note: '', terminationDate: TODAY, endOfServiceDate: '2026-12-31', file: pdf };
    expect(terminationSubmissionIssues(valid, 'new', TODAY)).toEqual([]);
    expect(terminationSubmissionIssues({ ...valid, file: null }, 'new', TODAY)).toEqual([{ field: 'file', message: TERMINATION_PDF_REQUIRED_MESSAGE }]);
    expect(terminationSubmissionIssues({ ...valid, file: null }, 'edit', TODAY)).toEqual([]);
    expect(terminationSubmissionIssues({ ...valid, file: { name: 'x.pdf', bytes: new Uint8Array([1, 2, 3]) } }, 'new', TODAY)).toEqual([
      { field: 'file', message: TERMINATION_FILE_NOT_PDF_MESSAGE },
    ]);
    expect(terminationSubmissionIssues({ ...valid, endOfServiceDate: '2026-11-24' }, 'new', TODAY)).toEqual([
      { field: 'endOfServiceDate', message: END_OF_SERVICE_DATE_IN_PAST_MESSAGE },
    ]);
  });
});
