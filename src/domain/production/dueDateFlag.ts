/**
 * A due date far ahead usually means a typo in the year, so production flags it before the
 * invoice goes out (part 1 §2 /production, §9).
 */
import type { DateInput, IsoDate } from '../dates/isoDate';
import { daysBetween } from '../dates/isoDate';

export const PRODUCTION_DUE_DATE_FLAG_DAYS = 90;

/** Flagged from 90 days ahead of today, inclusive. */
export function isDueDateFlagged(dueDate: IsoDate, today: DateInput): boolean {
  return daysBetween(today, dueDate) >= PRODUCTION_DUE_DATE_FLAG_DAYS;
}

export function flaggedEntryCount(entries: readonly { readonly dueDate: IsoDate | null }[], today: DateInput): number {
  return entries.filter((entry) => entry.dueDate !== null && isDueDateFlagged(entry.dueDate, today)).length;
}

/** A batch is flagged only when more than one of its entries is: one odd date is left to the entry's own flag. */
export function isBatchFlagged(entries: readonly { readonly dueDate: IsoDate | null }[], today: DateInput): boolean {
  return flaggedEntryCount(entries, today) > 1;
}
