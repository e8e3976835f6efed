/**
 * How an amount looks: two decimals, comma as decimal separator, a space between groups of thousands.
 *
 * Decisions (made once, here, for every screen; the number rules themselves are numbers/formatNumber.ts):
 * - The group space is U+00A0 NO-BREAK SPACE, so an amount never wraps across two lines in a narrow table
 *   cell. It is also what `Intl.NumberFormat('nb-NO')` uses for grouping, so our text and MUI X's agree.
 * - On screen the minus is the true minus sign U+2212, as nb-NO writes it (issue 43). Our own amount fields
 *   and searches read it back (parseAmount accepts '-' and U+2212), so an amount copied from a page still
 *   pastes into the product.
 * - In files for other programs the minus is ASCII '-' (formatAmountForFile): spreadsheets read only '-' as
 *   a sign in a CSV cell, DOS knows no other, and the PDFs' standard Helvetica (WinAnsi) has no U+2212 glyph.
 * - By hand rather than with Intl, so the output does not depend on the ICU version of the browser or Node.
 */
import { DECIMAL_SEPARATOR, GROUP_SEPARATOR, groupThousands, MINUS_SIGN } from '../numbers/formatNumber';
import type { Ore } from './ore';
import { assertOre, ORE_PER_KRONE } from './ore';

export const AMOUNT_GROUP_SEPARATOR = GROUP_SEPARATOR;
export const AMOUNT_DECIMAL_SEPARATOR = DECIMAL_SEPARATOR;
/** The minus of an amount on screen. */
export const AMOUNT_MINUS_SIGN = MINUS_SIGN;
/** The minus of an amount in a CSV file or a PDF document. */
export const FILE_MINUS_SIGN = '-';

function withMinus(amount: Ore, minus: string): string {
  assertOre(amount);
  const magnitude = Math.abs(amount);
  const kroner = Math.floor(magnitude / ORE_PER_KRONE);
  const ore = magnitude % ORE_PER_KRONE;
  const sign = amount < 0 ? minus : '';
  return `${sign}${groupThousands(String(kroner))}${AMOUNT_DECIMAL_SEPARATOR}${String(ore).padStart(2, '0')}`;
}

/** An amount on screen: "−1 234,50". */
export function formatAmount(amount: Ore): string {
  return withMinus(amount, AMOUNT_MINUS_SIGN);
}

/** An amount in a CSV cell or a PDF document: "-1 234,50" (see the decisions above). */
export function formatAmountForFile(amount: Ore): string {
  return withMinus(amount, FILE_MINUS_SIGN);
}

/** The same text with any Unicode space turned into ' ' and U+2212 into '-', for comparing strings in tests and searches. */
export function normalizeAmountText(text: string): string {
  return text.replace(/\s/g, ' ').replaceAll('\u2212', '-');
}
