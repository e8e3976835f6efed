import { fileKindOf } from '../files/fileKind';

/** The termination PDF as bytes (part 2 §5 "Termination": PDF only), a PDF by its signature (domain/files). */

/** The largest termination PDF accepted: a scanned, signed letter of a few pages fits well within it. */
export const MAX_TERMINATION_PDF_BYTES = 10 * 1024 * 1024;

// The spec names the rule without wording; the texts are ours.
export const TERMINATION_FILE_NOT_PDF_MESSAGE = 'Filen er ikke en PDF';
export const TERMINATION_FILE_TOO_LARGE_MESSAGE = 'Filen er for stor (største tillatte størrelse er 10 MB)';

/** Why these bytes cannot be the termination PDF, or null when they can. */
export function terminationFileIssue(bytes: Uint8Array): string | null {
  if (bytes.length > MAX_TERMINATION_PDF_BYTES) return TERMINATION_FILE_TOO_LARGE_MESSAGE;
  return fileKindOf(bytes) === 'application/pdf' ? null : TERMINATION_FILE_NOT_PDF_MESSAGE;
}
