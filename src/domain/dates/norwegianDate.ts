/**
 * Dates on screen are dd.mm.yyyy (part 1 §1, part 2 §1).
 *
 * Decisions for parsing what an officer typed:
 * - Day and month may have one or two digits ("1.2.2026" is 1 February 2026), because that is
 *   how dates are typed quickly and there is no ambiguity once the year has four digits.
 * - The year must have four digits: "1.2.26" is rejected rather than guessed.
 * - Only '.' separates the parts, and the date must exist: 31.02.2026 and 29.02.2025 are rejected.
 */
import { DateTime } from 'luxon';
import { PRODUCT_TIME_ZONE } from '../product';
import { err, ok, type Result } from '../result';
import type { DateInput, IsoDate } from './isoDate';
import { osloDay, toIsoDate } from './isoDate';

export const NORWEGIAN_DATE_FORMAT = 'dd.MM.yyyy';
export const NORWEGIAN_DATE_TIME_FORMAT = 'dd.MM.yyyy HH:mm';

export const DATE_MISSING_MESSAGE = 'Dato mangler';
export const DATE_INVALID_MESSAGE = 'Ugyldig dato';

const TYPED_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

export function formatNorwegianDate(value: DateInput): string {
  return osloDay(value).toFormat(NORWEGIAN_DATE_FORMAT);
}

/** Date and time of an instant in Oslo time, e.g. for created timestamps. */
export function formatNorwegianDateTime(value: DateTime): string {
  return value.setZone(PRODUCT_TIME_ZONE).toFormat(NORWEGIAN_DATE_TIME_FORMAT);
}

export function parseNorwegianDate(text: string): Result<IsoDate, string> {
  const trimmed = text.trim();
  if (trimmed === '') return err(DATE_MISSING_MESSAGE);
  const match = TYPED_DATE.exec(trimmed);
  if (match === null) return err(DATE_INVALID_MESSAGE);
  const [, day, month, year] = match.map(Number);
  const date = DateTime.fromObject({ year, month, day }, { zone: PRODUCT_TIME_ZONE });
  return date.isValid ? ok(toIsoDate(date)) : err(DATE_INVALID_MESSAGE);
}
