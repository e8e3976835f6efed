/** The period presets of the customer's posts tab (part 2 §2.3). */
import { err, ok, type Result } from '../result';
import { plusMonths } from './calendarDay';
import { monthContaining, quarterContaining, yearContaining } from './calendarPeriods';
import type { DateInput, DateRange } from './isoDate';
import { calendarDay } from './isoDate';

export const POSTS_PERIOD_PRESETS = ['thisYear', 'lastYear', 'thisMonth', 'lastMonth', 'thisQuarter', 'lastQuarter'] as const;

export type PostsPeriodPreset = (typeof POSTS_PERIOD_PRESETS)[number];

export const POSTS_PERIOD_PRESET_LABELS: Readonly<Record<PostsPeriodPreset, string>> = {
  thisYear: 'I år',
  lastYear: 'I fjor',
  thisMonth: 'Denne måneden',
  lastMonth: 'Forrige måned',
  thisQuarter: 'Dette kvartalet',
  lastQuarter: 'Forrige kvartal',
};

/** What the spec shows for a preset the product does not know. */
export const MISSING_IMPLEMENTATION_MESSAGE = 'Mangler implementasjon';

/** Takes any string because presets arrive from the address bar and older links. */
export function postsPeriod(preset: string, today: DateInput): Result<DateRange, string> {
  const day = calendarDay(today);
  switch (preset) {
    case 'thisYear':
      return ok(yearContaining(day));
    case 'lastYear':
      return ok(yearContaining(plusMonths(day, -12)));
    case 'thisMonth':
      return ok(monthContaining(day));
    case 'lastMonth':
      return ok(monthContaining(plusMonths(day, -1)));
    case 'thisQuarter':
      return ok(quarterContaining(day));
    case 'lastQuarter':
      return ok(quarterContaining(plusMonths(day, -3)));
    default:
      return err(MISSING_IMPLEMENTATION_MESSAGE);
  }
}
