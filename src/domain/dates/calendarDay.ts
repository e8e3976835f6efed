/**
 * A day of the Gregorian calendar as plain numbers, and the arithmetic the date rules need.
 *
 * Days are counted on the calendar (through Date.UTC, which has no time zone and no DST), never in
 * 24-hour steps, so the 23- and 25-hour days of a DST change cannot move a date. Only reading an
 * instant needs a time zone; that is osloClock's job.
 */

export interface CalendarDay {
  readonly year: number;
  /** 1 = January … 12 = December. */
  readonly month: number;
  readonly day: number;
}

const MS_PER_DAY = 86_400_000;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isRealDay(year: number, month: number, day: number): boolean {
  return Number.isInteger(year) && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Days since 1 January 1970, the count the arithmetic runs on. */
function dayNumber(day: CalendarDay): number {
  return Date.UTC(day.year, day.month - 1, day.day) / MS_PER_DAY;
}

function fromDayNumber(days: number): CalendarDay {
  const date = new Date(days * MS_PER_DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function plusDays(day: CalendarDay, days: number): CalendarDay {
  return fromDayNumber(dayNumber(day) + days);
}

/** Whole days from `from` to `to`, positive when `to` is later. */
export function daysFrom(from: CalendarDay, to: CalendarDay): number {
  return dayNumber(to) - dayNumber(from);
}

/**
 * The same day `months` months later (earlier when negative). A day the target month lacks becomes
 * its last day: 31 March minus one month is 28 or 29 February, as an officer counts months.
 */
export function plusMonths(day: CalendarDay, months: number): CalendarDay {
  const monthIndex = day.year * 12 + (day.month - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12 + 1;
  return { year, month, day: Math.min(day.day, daysInMonth(year, month)) };
}

/** ISO 8601 weekday: 1 = Monday … 7 = Sunday. */
export function weekdayOf(day: CalendarDay): number {
  return new Date(dayNumber(day) * MS_PER_DAY).getUTCDay() || 7;
}

export function firstOfMonth(day: CalendarDay): CalendarDay {
  return { year: day.year, month: day.month, day: 1 };
}

export function lastOfMonth(day: CalendarDay): CalendarDay {
  return { year: day.year, month: day.month, day: daysInMonth(day.year, day.month) };
}

export const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** 'yyyy-MM-dd'. */
export function isoText(day: CalendarDay): string {
  return `${String(day.year).padStart(4, '0')}-${twoDigits(day.month)}-${twoDigits(day.day)}`;
}

/** 'dd.MM.yyyy', how dates are shown. */
export function norwegianText(day: CalendarDay): string {
  return `${twoDigits(day.day)}.${twoDigits(day.month)}.${String(day.year).padStart(4, '0')}`;
}
