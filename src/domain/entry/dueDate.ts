/** The entry's due date default (part 2 §5 "Entry form"). */
import type { DateInput, IsoDate } from '../dates/isoDate';
import { addDays } from '../dates/isoDate';

/** The invoice date plus the customer's own credit days when set, otherwise the standard credit days. */
export function defaultDueDate(invoiceDate: DateInput, customerCreditDays: number | null | undefined, standardCreditDays: number): IsoDate {
  return addDays(invoiceDate, customerCreditDays ?? standardCreditDays);
}

/** On leaving the due-date field: an empty due date is filled in from the invoice date, a typed one is kept. */
export function dueDateOnBlur(
  dueDate: IsoDate | null,
  invoiceDate: IsoDate | null,
  customerCreditDays: number | null | undefined,
  standardCreditDays: number,
): IsoDate | null {
  if (dueDate !== null || invoiceDate === null) return dueDate;
  return defaultDueDate(invoiceDate, customerCreditDays, standardCreditDays);
}
