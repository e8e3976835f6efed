/**
 * Every rule of the entry form (part 2 §5 "Entry form") in one pass, answered as a list of
 * field issues and `canSave`. The form shows errors in red and warnings in yellow; only errors
 * block Lagre. Red values in the spec (rounding of a krone or more, a VAT sum that does not
 * match) are errors; the spec's "warns" are warnings.
 */
import type { DateInput, IsoDate } from '../dates/isoDate';
import { daysBetween } from '../dates/isoDate';
import type { Ore } from '../money/ore';
import type { ShipmentType } from '../shipment/shipmentType';
import type { FieldIssue, FormValidation } from '../validation';
import { formValidation } from '../validation';
import { isRoundingTooLarge, ROUNDING_TOO_LARGE_MESSAGE } from '../vat/rounding';
import type { TaxRow } from '../vat/taxRows';
import { VAT_SUM_MISMATCH_MESSAGE, vatSumMatches } from '../vat/vatSumCheck';
import { DOS_NUMBER_UNSUPPORTED_MESSAGE, isSupportedInDos } from './dosNumber';
import { CLIENT_NOT_VAT_BOUND_MESSAGE, isYourRefRequired, showsNotVatBoundNotice, YOUR_REF_REQUIRED_FOR_EHF_MESSAGE } from './ehf';
import type { EntryType } from './entryType';
import { CREDIT_NOTE_EFAKTURA_MESSAGE, entryFieldAvailability, isShipmentAllowedForEntry } from './entryType';

/**
 * An invoice date further than this from today is probably a typo. The spec says "more than 90
 * days from today" ('unna' = away): we warn in both directions, since a date 91 days back is as
 * likely a wrong year as one 91 days ahead.
 */
export const INVOICE_DATE_MAX_DAYS_AWAY = 90;
/** A due date more than this many days in the past is probably a typo. */
export const DUE_DATE_MAX_DAYS_PAST = 10;

export const INVOICE_DATE_FAR_AWAY_MESSAGE = `Dato er mer enn ${INVOICE_DATE_MAX_DAYS_AWAY} dager unna`;
export const DUE_DATE_BEFORE_INVOICE_DATE_MESSAGE = 'Forfallsdato kan ikke være før fakturadato';
export const DUE_DATE_FAR_PAST_MESSAGE = `Forfallsdato er mer enn ${DUE_DATE_MAX_DAYS_PAST} dager i fortiden`;
export const NUMBER_IN_USE_MESSAGE = 'Nummeret er allerede i bruk';
/** The spec does not word the required-date messages; these are ours. */
export const INVOICE_DATE_REQUIRED_MESSAGE = 'Fakturadato må fylles ut';
export const DUE_DATE_REQUIRED_MESSAGE = 'Forfallsdato må fylles ut';
/** Ours (issue 40): a delivery period that ends before it starts. */
export const DELIVERY_PERIOD_BACKWARDS_MESSAGE = 'Leveringsperioden kan ikke slutte før den begynner';

export type EntryField = 'jourNr' | 'refInvoiceNr' | 'jourDate' | 'dueDate' | 'deliveryEndDate' | 'yourRef' | 'shipmentType' | 'rounding' | 'taxSummary';

export interface EntryDraft {
  readonly entryType: EntryType;
  readonly jourNr: number | null;
  readonly refInvoiceNr: number | null;
  readonly jourDate: IsoDate | null;
  readonly dueDate: IsoDate | null;
  /**
   * When what is invoiced was delivered, or the first day of a delivery period; null is the invoice date
   * (bokføringsforskriften § 5-1-1 nr. 4, salesDocument.ts).
   */
  readonly deliveryDate: IsoDate | null;
  /** The last day of a delivery period; null for a single day. */
  readonly deliveryEndDate: IsoDate | null;
  readonly yourRef: string;
  readonly shipmentType: ShipmentType | null;
  /** The entry total including VAT, already signed for the entry type. */
  readonly amountIncTax: Ore;
  readonly rounding: Ore;
  readonly taxRows: readonly TaxRow[];
}

export interface EntryContext {
  readonly today: DateInput;
  readonly clientVatBound: boolean;
  /** The server's journal-number check answered that the number is taken (validJournalNumber false). */
  readonly journalNumberInUse: boolean;
}

type Issue = FieldIssue<EntryField>;

function numberIssues(draft: EntryDraft, context: EntryContext): Issue[] {
  const issues: Issue[] = [];
  if (context.journalNumberInUse) issues.push({ field: 'jourNr', severity: 'error', message: NUMBER_IN_USE_MESSAGE });
  if (draft.jourNr !== null && !isSupportedInDos(draft.jourNr)) {
    issues.push({ field: 'jourNr', severity: 'warning', message: DOS_NUMBER_UNSUPPORTED_MESSAGE });
  }
  const refAvailable = entryFieldAvailability(draft.entryType).refInvoiceNr;
  if (refAvailable && draft.refInvoiceNr !== null && !isSupportedInDos(draft.refInvoiceNr)) {
    issues.push({ field: 'refInvoiceNr', severity: 'warning', message: DOS_NUMBER_UNSUPPORTED_MESSAGE });
  }
  return issues;
}

function dateIssues(draft: EntryDraft, today: DateInput): Issue[] {
  const issues: Issue[] = [];
  const deliveryStart = draft.deliveryDate ?? draft.jourDate;
  if (draft.deliveryEndDate !== null && deliveryStart !== null && draft.deliveryEndDate < deliveryStart) {
    issues.push({ field: 'deliveryEndDate', severity: 'error', message: DELIVERY_PERIOD_BACKWARDS_MESSAGE });
  }
  if (draft.jourDate === null) {
    issues.push({ field: 'jourDate', severity: 'error', message: INVOICE_DATE_REQUIRED_MESSAGE });
  } else if (Math.abs(daysBetween(today, draft.jourDate)) > INVOICE_DATE_MAX_DAYS_AWAY) {
    issues.push({ field: 'jourDate', severity: 'warning', message: INVOICE_DATE_FAR_AWAY_MESSAGE });
  }
  if (!entryFieldAvailability(draft.entryType).dueDate) return issues;
  if (draft.dueDate === null) {
    issues.push({ field: 'dueDate', severity: 'error', message: DUE_DATE_REQUIRED_MESSAGE });
    return issues;
  }
  if (draft.jourDate !== null && draft.dueDate < draft.jourDate) {
    issues.push({ field: 'dueDate', severity: 'error', message: DUE_DATE_BEFORE_INVOICE_DATE_MESSAGE });
  }
  if (daysBetween(draft.dueDate, today) > DUE_DATE_MAX_DAYS_PAST) {
    issues.push({ field: 'dueDate', severity: 'warning', message: DUE_DATE_FAR_PAST_MESSAGE });
  }
  return issues;
}

function shipmentIssues(draft: EntryDraft, clientVatBound: boolean): Issue[] {
  const issues: Issue[] = [];
  if (draft.shipmentType !== null && !isShipmentAllowedForEntry(draft.entryType, draft.shipmentType)) {
    issues.push({ field: 'shipmentType', severity: 'error', message: CREDIT_NOTE_EFAKTURA_MESSAGE });
  }
  if (showsNotVatBoundNotice(draft.shipmentType, clientVatBound)) {
    issues.push({ field: 'shipmentType', severity: 'warning', message: CLIENT_NOT_VAT_BOUND_MESSAGE });
  }
  if (isYourRefRequired(draft.shipmentType) && draft.yourRef.trim() === '') {
    issues.push({ field: 'yourRef', severity: 'error', message: YOUR_REF_REQUIRED_FOR_EHF_MESSAGE });
  }
  return issues;
}

function amountIssues(draft: EntryDraft): Issue[] {
  const issues: Issue[] = [];
  if (isRoundingTooLarge(draft.rounding)) issues.push({ field: 'rounding', severity: 'error', message: ROUNDING_TOO_LARGE_MESSAGE });
  if (!vatSumMatches(draft.taxRows, draft.rounding, draft.amountIncTax)) {
    issues.push({ field: 'taxSummary', severity: 'error', message: VAT_SUM_MISMATCH_MESSAGE });
  }
  return issues;
}

export function validateEntry(draft: EntryDraft, context: EntryContext): FormValidation<EntryField> {
  return formValidation([
    ...numberIssues(draft, context),
    ...dateIssues(draft, context.today),
    ...shipmentIssues(draft, context.clientVatBound),
    ...amountIssues(draft),
  ]);
}
