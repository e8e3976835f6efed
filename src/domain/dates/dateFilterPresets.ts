/**
 * The date filter of the work-queue archives (part 1 §9): presets resolved to a from/to range of
 * whole days, given today.
 *
 * Decisions:
 * - "This week/month/year" cover the whole calendar period (Monday–Sunday, 1st–last day,
 *   1 Jan–31 Dec), not only up to today: archives hold nothing dated in the future, and a whole
 *   period gives the same range all period long.
 * - "Last year so far" (Forrige år hittil) runs from 1 January last year to the same calendar
 *   date one year ago, to compare with this year up to today. Same calendar date, not same
 *   ordinal day: 1 March is day 60 or 61 depending on leap years, and officers count in dates.
 *   On 29 February the end is 28 February of last year.
 */
import { err, ok, type Result } from '../result';
import { isoText, plusDays, plusMonths } from './calendarDay';
import { monthContaining, weekContaining, yearContaining } from './calendarPeriods';
import type { DateInput, DateRange, IsoDate } from './isoDate';
import { calendarDay, isIsoDate } from './isoDate';
import { DATE_INVALID_MESSAGE } from './norwegianDate';

export const DATE_FILTER_PRESETS = [
  'thisWeek',
  'thisMonth',
  'thisYear',
  'lastWeek',
  'lastMonth',
  'lastYear',
  'lastYearSoFar',
  'custom',
] as const;

export type DateFilterPreset = (typeof DATE_FILTER_PRESETS)[number];

export const DEFAULT_DATE_FILTER_PRESET: DateFilterPreset = 'thisWeek';

export const DATE_FILTER_PRESET_LABELS: Readonly<Record<DateFilterPreset, string>> = {
  thisWeek: 'Denne uken',
  thisMonth: 'Denne måneden',
  thisYear: 'I år',
  lastWeek: 'Forrige uke',
  lastMonth: 'Forrige måned',
  lastYear: 'I fjor',
  lastYearSoFar: 'I fjor til samme dato',
  custom: 'Egendefinert',
};

export const CUSTOM_RANGE_INVALID_MESSAGE = 'Til-dato kan ikke være før fra-dato';

export type DateFilter =
  | { readonly preset: Exclude<DateFilterPreset, 'custom'> }
  | { readonly preset: 'custom'; readonly from: IsoDate; readonly to: IsoDate };

export function isDateFilterPreset(value: string): value is DateFilterPreset {
  return (DATE_FILTER_PRESETS as readonly string[]).includes(value);
}

/** A preset from the address bar; anything unknown or missing falls back to the default. */
export function dateFilterPresetFromParam(value: string | null | undefined): DateFilterPreset {
  return value !== null && value !== undefined && isDateFilterPreset(value) ? value : DEFAULT_DATE_FILTER_PRESET;
}

export function dateFilterRange(filter: DateFilter, today: DateInput): DateRange {
  const day = calendarDay(today);
  switch (filter.preset) {
    case 'thisWeek':
      return weekContaining(day);
    case 'thisMonth':
      return monthContaining(day);
    case 'thisYear':
      return yearContaining(day);
    case 'lastWeek':
      return weekContaining(plusDays(day, -7));
    case 'lastMonth':
      return monthContaining(plusMonths(day, -1));
    case 'lastYear':
      return yearContaining(plusMonths(day, -12));
    case 'lastYearSoFar': {
      const sameDayLastYear = plusMonths(day, -12);
      return { from: isoText({ year: sameDayLastYear.year, month: 1, day: 1 }), to: isoText(sameDayLastYear) };
    }
    case 'custom':
      return { from: filter.from, to: filter.to };
  }
}

/** Checks a custom range typed by the officer. */
export function customDateRange(from: IsoDate, to: IsoDate): Result<DateRange, string> {
  if (!isIsoDate(from) || !isIsoDate(to)) return err(DATE_INVALID_MESSAGE);
  return from <= to ? ok({ from, to }) : err(CUSTOM_RANGE_INVALID_MESSAGE);
}

/**
 * The period of a see-all list from its address (part 1 §9): `filter` a preset (default this week), or
 * `custom` with fromDate and toDate.
 */
export function dateFilterRangeFromParams(params: URLSearchParams, today: DateInput): DateRange {
  const from = params.get('fromDate');
  const to = params.get('toDate');
  if (params.get('filter') === 'custom' && from && to) return { from, to };
  const preset = dateFilterPresetFromParam(params.get('filter'));
  return dateFilterRange(preset === 'custom' ? { preset: 'thisWeek' } : { preset }, today);
}
