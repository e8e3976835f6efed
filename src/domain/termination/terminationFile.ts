import { FILE_NOT_PDF_MESSAGE, MAX_PDF_BYTES, PDF_TOO_LARGE_MESSAGE, pdfFileIssue } from '../files/pdfFile';

/** The termination PDF as bytes (part 2 §5 "Termination": PDF only), a PDF by its signature (domain/files). */

/** The largest termination PDF accepted. */
export const MAX_TERMINATION_PDF_BYTES = MAX_PDF_BYTES;

export const TERMINATION_FILE_NOT_PDF_MESSAGE = FILE_NOT_PDF_MESSAGE;
export const TERMINATION_FILE_TOO_LARGE_MESSAGE = PDF_TOO_LARGE_MESSAGE;

/** Why these bytes cannot be the termination PDF, or null when they can. */
export const terminationFileIssue = pdfFileIssue;
