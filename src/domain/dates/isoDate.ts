/**
 * Calendar dates as the product means them: a day in Europe/Oslo, exchanged as ISO text
 * 'yyyy-MM-dd'. "Today" is always passed in by the caller (a clock port in the SPA, the request
 * time on the server) so every rule can be tested at any date, DST changes included.
 */
import { DateTime } from 'luxon';
import { PRODUCT_TIME_ZONE } from '../product';

/** 'yyyy-MM-dd', a calendar day in Oslo. */
export type IsoDate = string;

/** Either a luxon instant (read in Oslo time) or an ISO date. */
export type DateInput = DateTime | IsoDate;

export interface DateRange {
  readonly from: IsoDate;
  readonly to: IsoDate;
}

const ISO_DATE_FORMAT = 'yyyy-MM-dd';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  return ISO_DATE.test(value) && DateTime.fromISO(value, { zone: PRODUCT_TIME_ZONE }).isValid;
}

/**
 * The start of the given day in Oslo. An unreadable ISO string is a programming error (dates
 * reach the domain already parsed), so it throws instead of producing an Invalid DateTime.
 */
export function osloDay(value: DateInput): DateTime {
  const dateTime = typeof value === 'string' ? DateTime.fromISO(value, { zone: PRODUCT_TIME_ZONE }) : value.setZone(PRODUCT_TIME_ZONE);
  if (!dateTime.isValid) throw new RangeError(`not a valid date: ${String(value)}`);
  return dateTime.startOf('day');
}

export function toIsoDate(value: DateInput): IsoDate {
  return osloDay(value).toFormat(ISO_DATE_FORMAT);
}

/**
 * Whole calendar days from `from` to `to`, positive when `to` is later. Counted on the calendar
 * (not in 24-hour steps), so the 23- and 25-hour days of a DST change still count as one day.
 */
export function daysBetween(from: DateInput, to: DateInput): number {
  const a = osloDay(from);
  const b = osloDay(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}

export function addDays(date: DateInput, days: number): IsoDate {
  return toIsoDate(osloDay(date).plus({ days }));
}
