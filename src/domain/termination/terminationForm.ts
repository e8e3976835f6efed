/** Which termination form opens (part 2 §4 "Client termination"). */
import type { DateInput, IsoDate } from '../dates/isoDate';
import { toIsoDate } from '../dates/isoDate';
import type { ClientTerminationStatus } from './terminationStatus';
import { isTerminationRegistered } from './terminationStatus';

export const BANKRUPTCY_NOTE = 'Bedriften er konkurs';
export const EDIT_TERMINATION_TITLE = 'Endre oppsigelse';

export type TerminationForm =
  | { readonly kind: 'bankrupt'; readonly note: string; readonly terminationDate: IsoDate; readonly endOfServiceDate: IsoDate }
  | {
      readonly kind: 'edit';
      readonly title: string;
      readonly note: string;
      readonly terminationDate: IsoDate | null;
      readonly endOfServiceDate: IsoDate | null;
    }
  | { readonly kind: 'new'; readonly note: string; readonly terminationDate: null; readonly endOfServiceDate: null };

/**
 * Bankruptcy wins over an earlier termination: a bankrupt company's service ends today
 * whatever was agreed before.
 */
export function terminationFormFor(status: ClientTerminationStatus, isBankrupt: boolean, today: DateInput): TerminationForm {
  if (isBankrupt) {
    const day = toIsoDate(today);
    return { kind: 'bankrupt', note: BANKRUPTCY_NOTE, terminationDate: day, endOfServiceDate: day };
  }
  if (isTerminationRegistered(status)) {
    return {
      kind: 'edit',
      title: EDIT_TERMINATION_TITLE,
      note: status.terminationNote ?? '',
      terminationDate: status.terminationDate,
      endOfServiceDate: status.endOfServiceDate,
    };
  }
  return { kind: 'new', note: '', terminationDate: null, endOfServiceDate: null };
}
