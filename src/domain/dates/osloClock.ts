/**
 * What a clock in Oslo shows at an instant: the one place that knows the product's time zone rules,
 * which come from the platform's time zone database (Intl), so summer time needs no table here.
 */
import { PRODUCT_TIME_ZONE } from '../product';
import type { CalendarDay } from './calendarDay';

export interface OsloClockReading extends CalendarDay {
  /** 0–23. */
  readonly hour: number;
  readonly minute: number;
}

// Built once: constructing an Intl formatter costs far more than formatting with it.
const OSLO_PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: PRODUCT_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

/** An invalid Date is a programming error (instants reach the domain already parsed), so it throws. */
export function osloClock(instant: Date): OsloClockReading {
  if (Number.isNaN(instant.getTime())) throw new RangeError('not a valid instant');
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of OSLO_PARTS.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year, month, day, hour, minute } = parts;
  if (year === undefined || month === undefined || day === undefined || hour === undefined || minute === undefined) {
    throw new RangeError(`the platform cannot read ${instant.toISOString()} in ${PRODUCT_TIME_ZONE}`);
  }
  return { year, month, day, hour, minute };
}
