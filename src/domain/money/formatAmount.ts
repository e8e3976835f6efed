/**
 * How an amount looks on screen: two decimals, comma as decimal separator, a space between
 * groups of thousands: "-1 234 567,89".
 *
 * Decisions (made once, here, for every screen):
 * - The group space is U+00A0 NO-BREAK SPACE, so an amount never wraps across two lines in a
 *   narrow table cell. It is also what `Intl.NumberFormat('nb-NO')` uses for grouping, so our
 *   text and MUI X's formatting agree character for character.
 * - Minus is the ASCII hyphen-minus '-', not U+2212 (which `Intl` with nb-NO produces). An
 *   amount copied from the screen must paste back into our own fields, into spreadsheets and
 *   into the legacy DOS system, and search by amount must match what the officer typed; all
 *   of those understand '-' and several do not understand U+2212. We format by hand instead of
 *   with Intl so the output does not depend on the ICU version of the browser or of Node.
 */
import type { Ore } from './ore';
import { assertOre, ORE_PER_KRONE } from './ore';

export const AMOUNT_GROUP_SEPARATOR = '\u00A0';
export const AMOUNT_DECIMAL_SEPARATOR = ',';
export const AMOUNT_MINUS_SIGN = '-';

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, AMOUNT_GROUP_SEPARATOR);
}

export function formatAmount(amount: Ore): string {
  assertOre(amount);
  const magnitude = Math.abs(amount);
  const kroner = Math.floor(magnitude / ORE_PER_KRONE);
  const ore = magnitude % ORE_PER_KRONE;
  const sign = amount < 0 ? AMOUNT_MINUS_SIGN : '';
  return `${sign}${groupThousands(String(kroner))}${AMOUNT_DECIMAL_SEPARATOR}${String(ore).padStart(2, '0')}`;
}

/** The same text with any Unicode space turned into ' ' and U+2212 into '-', for comparing strings in tests and searches. */
export function normalizeAmountText(text: string): string {
  return text.replace(/\s/g, ' ').replaceAll('\u2212', '-');
}
