/**
 * How a number looks on screen (part 1 §1, part 2 §1: comma as decimal separator, space as thousand
 * separator), decided once here for counts, quantities, percentages and chart axes; amounts in øre have
 * their own function on top of these (money/formatAmount.ts).
 *
 * Decisions (made once, here, for every screen):
 * - The group space is U+00A0 NO-BREAK SPACE, so a number never wraps across two lines in a narrow cell.
 *   It is also what `Intl.NumberFormat('nb-NO')` groups with. Groups start at four digits: "1 000", "6 034".
 * - Minus is the true minus sign U+2212, as nb-NO writes it (and Intl with it). Our own fields read it back
 *   (money/parseAmount.ts); files for other programs (CSV, PDF) keep '-' (formatAmountForFile).
 * - By hand rather than with Intl, so the text does not depend on the ICU version of the browser or of Node.
 */
export const GROUP_SEPARATOR = '\u00A0';
export const DECIMAL_SEPARATOR = ',';
export const MINUS_SIGN = '\u2212';

/** Digits with a no-break space between groups of three: "1234567" → "1 234 567". */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR);
}

/** A whole number (a count, a number of rows): "6 034", "−12". Not for identifiers such as invoice or customer numbers. */
export function formatInteger(value: number): string {
  if (!Number.isInteger(value)) throw new RangeError(`Not a whole number: ${value}`);
  const sign = value < 0 ? MINUS_SIGN : '';
  return `${sign}${groupThousands(String(Math.abs(value)))}`;
}

export interface DecimalDigits {
  /** Decimals always shown (padded with zeros). Default 0. */
  readonly minimumFractionDigits?: number;
  /** Decimals at most, the last rounded half away from zero. Default 2. */
  readonly maximumFractionDigits?: number;
}

/** A number with decimals (a quantity, a percentage, an axis tick): "−0,5", "1 234,25", "25". */
export function formatDecimal(value: number, { minimumFractionDigits = 0, maximumFractionDigits = 2 }: DecimalDigits = {}): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const scale = 10 ** maximumFractionDigits;
  // Half away from zero on the decimal digits as written (1.005 → 1,01), not on the binary fraction.
  const scaled = Math.round(Number(`${Math.abs(value)}e${maximumFractionDigits}`));
  const whole = Math.floor(scaled / scale);
  let fraction = maximumFractionDigits === 0 ? '' : String(scaled % scale).padStart(maximumFractionDigits, '0');
  while (fraction.length > minimumFractionDigits && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const sign = value < 0 && scaled !== 0 ? MINUS_SIGN : '';
  return `${sign}${groupThousands(String(whole))}${fraction === '' ? '' : `${DECIMAL_SEPARATOR}${fraction}`}`;
}

/** A count with its noun in the right number: "1 mottaker", "0 mottakere", "6 034 purringer". */
export function countText(count: number, singular: string, plural: string): string {
  return `${formatInteger(count)} ${count === 1 ? singular : plural}`;
}
