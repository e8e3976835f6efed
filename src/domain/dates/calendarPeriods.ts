/** The calendar periods the date presets are built from. Weeks start on Monday (ISO 8601, as in Norway). */
import { firstOfMonth, isoText, lastOfMonth, plusDays, plusMonths, weekdayOf, type CalendarDay } from './calendarDay';
import type { DateRange } from './isoDate';

/** JavaScript month indexes (0 = January) on which quarters start: January, April, July, October. */
export const QUARTER_START_MONTHS: readonly number[] = [0, 3, 6, 9];

/** The ISO weekday number of Monday (1 = Monday … 7 = Sunday). */
export const FIRST_DAY_OF_WEEK = 1;

function range(from: CalendarDay, to: CalendarDay): DateRange {
  return { from: isoText(from), to: isoText(to) };
}

export function weekContaining(day: CalendarDay): DateRange {
  const monday = plusDays(day, FIRST_DAY_OF_WEEK - weekdayOf(day));
  return range(monday, plusDays(monday, 6));
}

export function monthContaining(day: CalendarDay): DateRange {
  return range(firstOfMonth(day), lastOfMonth(day));
}

export function yearContaining(day: CalendarDay): DateRange {
  return range({ year: day.year, month: 1, day: 1 }, { year: day.year, month: 12, day: 31 });
}

/** The quarter's first month is the last entry of QUARTER_START_MONTHS not after the day's month. */
export function quarterContaining(day: CalendarDay): DateRange {
  const monthIndex = day.month - 1;
  const startIndex = Math.max(...QUARTER_START_MONTHS.filter((start) => start <= monthIndex));
  const start: CalendarDay = { year: day.year, month: startIndex + 1, day: 1 };
  return range(start, lastOfMonth(plusMonths(start, 2)));
}
