import { fullFormats } from 'ajv-formats/dist/formats.js';

/**
 * JSON Schema's `date` and `date-time` admit values PostgreSQL refuses: the year 0000, UTC offsets up to
 * ±23:59 (PostgreSQL stops at ±15:59) and fractions of any length. The contracts' formats mean "a date or
 * instant the back-end stores", so the validator narrows them to that and such a value is a 400, never a
 * 500 from the database (part 1 §8: bad input is refused with its field, nothing written).
 */
const DATE_TIME = /^(\d{4})-\d\d-\d\d[t ]\d\d:\d\d:\d\d(?:\.(\d+))?(?:z|[+-](\d\d)(?::?\d\d)?)$/i;
const DATE = /^(\d{4})-\d\d-\d\d$/;
const MAX_OFFSET_HOURS = 15;
/** Nanoseconds at most; PostgreSQL keeps microseconds and rounds the rest. */
const MAX_FRACTION_DIGITS = 9;

const isDateTime = (fullFormats['date-time'] as { validate: (value: string) => boolean }).validate;
const isDate = (fullFormats.date as { validate: (value: string) => boolean }).validate;

export function isStorableDateTime(value: string): boolean {
  const match = DATE_TIME.exec(value);
  if (!match || !isDateTime(value)) return false;
  const [, year, fraction = '', offsetHours = '0'] = match;
  return Number(year) >= 1 && fraction.length <= MAX_FRACTION_DIGITS && Number(offsetHours) <= MAX_OFFSET_HOURS;
}

export function isStorableDate(value: string): boolean {
  const match = DATE.exec(value);
  return match !== null && isDate(value) && Number(match[1]) >= 1;
}
