/** The month range of the customer ledger (Kundereskontro, part 2 §2.3 and §9). */
import { DateTime } from 'luxon';
import { PRODUCT_TIME_ZONE } from '../product';
import type { DateInput, DateRange } from './isoDate';
import { osloDay, toIsoDate } from './isoDate';

/** 'yyyy-MM', as a month input holds it. */
export type YearMonth = string;

export interface MonthRange {
  readonly fromMonth: YearMonth;
  readonly toMonth: YearMonth;
}

const YEAR_MONTH_FORMAT = 'yyyy-MM';

/** From the previous month to the current month. */
export function defaultLedgerMonths(today: DateInput): MonthRange {
  const day = osloDay(today);
  return { fromMonth: day.minus({ months: 1 }).toFormat(YEAR_MONTH_FORMAT), toMonth: day.toFormat(YEAR_MONTH_FORMAT) };
}

function month(value: YearMonth): DateTime {
  const parsed = DateTime.fromFormat(value, YEAR_MONTH_FORMAT, { zone: PRODUCT_TIME_ZONE });
  if (!parsed.isValid) throw new RangeError(`not a month: ${value}`);
  return parsed;
}

/** The days the ledger call asks for: the first day of the first month to the last day of the last. */
export function ledgerPeriod(months: MonthRange): DateRange {
  return { from: toIsoDate(month(months.fromMonth).startOf('month')), to: toIsoDate(month(months.toMonth).endOf('month')) };
}

/** The start may not pass the end and the end may not precede the start. */
export function ledgerMonthInputBounds(months: MonthRange): { readonly fromMax: YearMonth; readonly toMin: YearMonth } {
  return { fromMax: months.toMonth, toMin: months.fromMonth };
}
