/** A file that must be a PDF (the termination letter, an entry's Faktura kopi and Vedlegg): checked by its bytes (fileKind). */
import { fileKindOf } from './fileKind';

/** The largest PDF accepted: a scanned document of a few pages fits well within it. */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;

// The spec names the rule without wording; the texts are ours.
export const FILE_NOT_PDF_MESSAGE = 'Filen er ikke en PDF';
export const PDF_TOO_LARGE_MESSAGE = 'Filen er for stor (største tillatte størrelse er 10 MB)';

/** Why these bytes cannot be taken as the PDF, or null when they can. */
export function pdfFileIssue(bytes: Uint8Array): string | null {
  if (bytes.length > MAX_PDF_BYTES) return PDF_TOO_LARGE_MESSAGE;
  return fileKindOf(bytes) === 'application/pdf' ? null : FILE_NOT_PDF_MESSAGE;
}
