/**
 * The termination PDF as bytes (part 2 §5 "Termination": PDF only). A PDF is a PDF by its signature,
 * not by its name or the type the browser guessed (ARCHITECTURE.md §7 Files); the browser checks it before
 * sending and the server again before storing.
 */
export const PDF_SIGNATURE = '%PDF';

/** The largest termination PDF accepted: a scanned, signed letter of a few pages fits well within it. */
export const MAX_TERMINATION_PDF_BYTES = 10 * 1024 * 1024;

// The spec names the rule without wording; the texts are ours.
export const TERMINATION_FILE_NOT_PDF_MESSAGE = 'Filen er ikke en PDF';
export const TERMINATION_FILE_TOO_LARGE_MESSAGE = 'Filen er for stor (største tillatte størrelse er 10 MB)';

export function hasPdfSignature(bytes: Uint8Array): boolean {
  if (bytes.length < PDF_SIGNATURE.length) return false;
  for (let i = 0; i < PDF_SIGNATURE.length; i++) if (bytes[i] !== PDF_SIGNATURE.charCodeAt(i)) return false;
  return true;
}

/** Why these bytes cannot be the termination PDF, or null when they can. */
export function terminationFileIssue(bytes: Uint8Array): string | null {
  if (bytes.length > MAX_TERMINATION_PDF_BYTES) return TERMINATION_FILE_TOO_LARGE_MESSAGE;
  return hasPdfSignature(bytes) ? null : TERMINATION_FILE_NOT_PDF_MESSAGE;
}
