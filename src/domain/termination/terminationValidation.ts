/**
 * The termination form's rules (part 2 §5 "Termination"): both dates required, the termination
 * date at most today (it records a notice already given), the end of service at least today
 * (service cannot end in the past), and the signed notice attached as a PDF.
 */
import type { DateInput, IsoDate } from '../dates/isoDate';
import { toIsoDate } from '../dates/isoDate';

/** The spec states these rules without wording; the texts are ours. */
export const TERMINATION_DATE_REQUIRED_MESSAGE = 'Oppsigelsesdato må fylles ut';
export const END_OF_SERVICE_DATE_REQUIRED_MESSAGE = 'Sluttdato må fylles ut';
export const TERMINATION_DATE_IN_FUTURE_MESSAGE = 'Oppsigelsesdato kan ikke være etter dagens dato';
export const END_OF_SERVICE_DATE_IN_PAST_MESSAGE = 'Sluttdato kan ikke være før dagens dato';
export const TERMINATION_PDF_REQUIRED_MESSAGE = 'Oppsigelsen må legges ved som PDF';

export const PDF_MIME_TYPE = 'application/pdf';

export interface TerminationAttachment {
  readonly fileName: string;
  readonly mimeType: string;
}

export interface TerminationInput {
  readonly terminationDate: IsoDate | null;
  readonly endOfServiceDate: IsoDate | null;
  /** The newly chosen file, if any. */
  readonly attachment: TerminationAttachment | null;
  /** An edited termination that already has its PDF need not upload it again. */
  readonly hasStoredAttachment: boolean;
}

export type TerminationField = 'terminationDate' | 'endOfServiceDate' | 'attachment';

export interface TerminationIssue {
  readonly field: TerminationField;
  readonly message: string;
}

export function isPdf(attachment: TerminationAttachment): boolean {
  return attachment.mimeType === PDF_MIME_TYPE || attachment.fileName.toLowerCase().endsWith('.pdf');
}

/** The limits for the date pickers. */
export function terminationDateBounds(today: DateInput): { readonly terminationDateMax: IsoDate; readonly endOfServiceDateMin: IsoDate } {
  const day = toIsoDate(today);
  return { terminationDateMax: day, endOfServiceDateMin: day };
}

export function validateTermination(input: TerminationInput, today: DateInput): TerminationIssue[] {
  const issues: TerminationIssue[] = [];
  const { terminationDateMax, endOfServiceDateMin } = terminationDateBounds(today);
  if (input.terminationDate === null) issues.push({ field: 'terminationDate', message: TERMINATION_DATE_REQUIRED_MESSAGE });
  else if (input.terminationDate > terminationDateMax) issues.push({ field: 'terminationDate', message: TERMINATION_DATE_IN_FUTURE_MESSAGE });
  if (input.endOfServiceDate === null) issues.push({ field: 'endOfServiceDate', message: END_OF_SERVICE_DATE_REQUIRED_MESSAGE });
  else if (input.endOfServiceDate < endOfServiceDateMin) issues.push({ field: 'endOfServiceDate', message: END_OF_SERVICE_DATE_IN_PAST_MESSAGE });
  const attachmentMissing = input.attachment === null ? !input.hasStoredAttachment : !isPdf(input.attachment);
  if (attachmentMissing) issues.push({ field: 'attachment', message: TERMINATION_PDF_REQUIRED_MESSAGE });
  return issues;
}
