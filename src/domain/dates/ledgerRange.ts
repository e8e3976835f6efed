/** The month range of the customer ledger (Kundereskontro, part 2 §2.3 and §9). */
import { isoText, lastOfMonth, plusMonths, type CalendarDay } from './calendarDay';
import type { DateInput, DateRange } from './isoDate';
import { calendarDay } from './isoDate';

/** 'yyyy-MM', as a month input holds it. */
export type YearMonth = string;

export interface MonthRange {
  readonly fromMonth: YearMonth;
  readonly toMonth: YearMonth;
}

const YEAR_MONTH = /^(\d{4})-(\d{2})$/;

const yearMonthOf = (day: CalendarDay): YearMonth => isoText(day).slice(0, 7);

/** From the previous month to the current month. */
export function defaultLedgerMonths(today: DateInput): MonthRange {
  const day = calendarDay(today);
  return { fromMonth: yearMonthOf(plusMonths(day, -1)), toMonth: yearMonthOf(day) };
}

/** The first day of the month; an unreadable month is a programming error (the month input gives 'yyyy-MM'). */
function firstDayOf(value: YearMonth): CalendarDay {
  const match = YEAR_MONTH.exec(value);
  const month = Number(match?.[2]);
  if (match === null || month < 1 || month > 12) throw new RangeError(`not a month: ${value}`);
  return { year: Number(match[1]), month, day: 1 };
}

/** The days the ledger call asks for: the first day of the first month to the last day of the last. */
export function ledgerPeriod(months: MonthRange): DateRange {
  return { from: isoText(firstDayOf(months.fromMonth)), to: isoText(lastOfMonth(firstDayOf(months.toMonth))) };
}

/** The start may not pass the end and the end may not precede the start. */
export function ledgerMonthInputBounds(months: MonthRange): { readonly fromMax: YearMonth; readonly toMin: YearMonth } {
  return { fromMax: months.toMonth, toMin: months.fromMonth };
}
