/**
 * The termination form as the officer fills it in (part 2 §4, §5 "Termination"): reason, the two dates and the
 * signed notice as a PDF. Its rules are the domain's: validateTermination for the dates and the attachment, and
 * terminationFileIssue for the bytes (a PDF by its signature, within the size limit). The form and the
 * termination machine both call terminationSubmissionIssues; the server calls the same two rules.
 */
import type { DateInput, IsoDate } from '../dates/isoDate';
import { terminationFileIssue } from './terminationFile';
import type { TerminationForm } from './terminationForm';
import { PDF_MIME_TYPE, validateTermination } from './terminationValidation';

/** The termination PDF as chosen: its name (data only) and its bytes. */
export interface TerminationFile {
  readonly name: string;
  readonly bytes: Uint8Array;
}

/** What the officer filled in on the termination form (its field names are the form's). */
export interface TerminationSubmission {
  readonly note: string;
  readonly terminationDate: IsoDate | null;
  readonly endOfServiceDate: IsoDate | null;
  readonly file: TerminationFile | null;
}

export interface TerminationSubmissionIssue {
  readonly field: 'terminationDate' | 'endOfServiceDate' | 'file';
  readonly message: string;
}

/** The form's values when it opens: what the domain chose (bankruptcy, 'Endre oppsigelse' or new), no file yet. */
export function terminationSubmissionOf(form: TerminationForm): TerminationSubmission {
  return { note: form.note, terminationDate: form.terminationDate, endOfServiceDate: form.endOfServiceDate, file: null };
}

/** What is wrong with the form as filled in, each on its field; an edited termination keeps its stored PDF. */
export function terminationSubmissionIssues(submission: TerminationSubmission, formKind: TerminationForm['kind'] | null, today: DateInput): TerminationSubmissionIssue[] {
  const issues: TerminationSubmissionIssue[] = validateTermination(
    {
      terminationDate: submission.terminationDate,
      endOfServiceDate: submission.endOfServiceDate,
      attachment: submission.file && { fileName: submission.file.name, mimeType: PDF_MIME_TYPE },
      hasStoredAttachment: formKind === 'edit',
    },
    today,
  ).map((issue) => ({ field: issue.field === 'attachment' ? 'file' : issue.field, message: issue.message }));
  const fileIssue = submission.file && terminationFileIssue(submission.file.bytes);
  return fileIssue && !issues.some((issue) => issue.field === 'file') ? [...issues, { field: 'file', message: fileIssue }] : issues;
}
