/** The calendar periods the date presets are built from. Weeks start on Monday (ISO 8601, as in Norway). */
import type { DateTime } from 'luxon';
import type { DateRange } from './isoDate';
import { toIsoDate } from './isoDate';

/** JavaScript month indexes (0 = January) on which quarters start: January, April, July, October. */
export const QUARTER_START_MONTHS: readonly number[] = [0, 3, 6, 9];

/** luxon's weekday number for Monday (1 = Monday … 7 = Sunday, always ISO whatever the locale). */
export const FIRST_DAY_OF_WEEK = 1;

function range(from: DateTime, to: DateTime): DateRange {
  return { from: toIsoDate(from), to: toIsoDate(to) };
}

export function weekContaining(day: DateTime): DateRange {
  const monday = day.minus({ days: day.weekday - FIRST_DAY_OF_WEEK });
  return range(monday, monday.plus({ days: 6 }));
}

export function monthContaining(day: DateTime): DateRange {
  return range(day.startOf('month'), day.endOf('month'));
}

export function yearContaining(day: DateTime): DateRange {
  return range(day.startOf('year'), day.endOf('year'));
}

/** The quarter's first month is the last entry of QUARTER_START_MONTHS not after the day's month. */
export function quarterContaining(day: DateTime): DateRange {
  const monthIndex = day.month - 1;
  const startIndex = Math.max(...QUARTER_START_MONTHS.filter((start) => start <= monthIndex));
  const start = day.set({ month: startIndex + 1, day: 1 });
  return range(start, start.plus({ months: 2 }).endOf('month'));
}
