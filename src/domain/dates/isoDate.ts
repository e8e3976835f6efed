/**
 * Calendar dates as the product means them: a day in Europe/Oslo, exchanged as ISO text
 * 'yyyy-MM-dd'. "Today" is always passed in by the caller (a clock port in the SPA, the request
 * time on the server) so every rule can be tested at any date, DST changes included.
 */
import { daysFrom, isoText, isRealDay, plusDays, type CalendarDay } from './calendarDay';
import { osloClock } from './osloClock';

/** 'yyyy-MM-dd', a calendar day in Oslo. */
export type IsoDate = string;

/** Either an instant (read on the Oslo calendar) or an ISO date. */
export type DateInput = Date | IsoDate;

export interface DateRange {
  readonly from: IsoDate;
  readonly to: IsoDate;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseIsoDate(value: string): CalendarDay | undefined {
  const match = ISO_DATE.exec(value);
  if (match === null) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDay(year, month, day) ? { year, month, day } : undefined;
}

export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== undefined;
}

/**
 * The day in Oslo of an instant, or the day an ISO date names. An unreadable ISO string is a
 * programming error (dates reach the domain already parsed), so it throws.
 */
export function calendarDay(value: DateInput): CalendarDay {
  if (typeof value !== 'string') {
    const { year, month, day } = osloClock(value);
    return { year, month, day };
  }
  const day = parseIsoDate(value);
  if (day === undefined) throw new RangeError(`not a valid date: ${value}`);
  return day;
}

export function toIsoDate(value: DateInput): IsoDate {
  return isoText(calendarDay(value));
}

/** Whole calendar days from `from` to `to`, positive when `to` is later. */
export function daysBetween(from: DateInput, to: DateInput): number {
  return daysFrom(calendarDay(from), calendarDay(to));
}

export function addDays(date: DateInput, days: number): IsoDate {
  return isoText(plusDays(calendarDay(date), days));
}
