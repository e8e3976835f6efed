/**
 * Dates on screen are dd.mm.yyyy (part 1 §1, part 2 §1).
 *
 * Decisions for parsing what an officer typed:
 * - Day and month may have one or two digits ("1.2.2026" is 1 February 2026), because that is
 *   how dates are typed quickly and there is no ambiguity once the year has four digits.
 * - The year must have four digits: "1.2.26" is rejected rather than guessed.
 * - Only '.' separates the parts, and the date must exist: 31.02.2026 and 29.02.2025 are rejected.
 */
import { err, ok, type Result } from '../result';
import { isoText, isRealDay, norwegianText, twoDigits } from './calendarDay';
import type { DateInput, IsoDate } from './isoDate';
import { calendarDay } from './isoDate';
import { osloClock } from './osloClock';

export const DATE_MISSING_MESSAGE = 'Dato mangler';
export const DATE_INVALID_MESSAGE = 'Ugyldig dato';

const TYPED_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** dd.mm.yyyy. */
export function formatNorwegianDate(value: DateInput): string {
  return norwegianText(calendarDay(value));
}

/** dd.mm.yyyy hh:mm of an instant in Oslo time, e.g. for created timestamps. */
export function formatNorwegianDateTime(instant: Date): string {
  const clock = osloClock(instant);
  return `${norwegianText(clock)} ${twoDigits(clock.hour)}:${twoDigits(clock.minute)}`;
}

export function parseNorwegianDate(text: string): Result<IsoDate, string> {
  const trimmed = text.trim();
  if (trimmed === '') return err(DATE_MISSING_MESSAGE);
  const match = TYPED_DATE.exec(trimmed);
  if (match === null) return err(DATE_INVALID_MESSAGE);
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDay(year, month, day) ? ok(isoText({ year, month, day })) : err(DATE_INVALID_MESSAGE);
}
