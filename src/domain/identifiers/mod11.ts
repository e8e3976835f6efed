/**
 * The two check-digit algorithms Norwegian identifiers are built on.
 *
 * Weights are read from the RIGHT: `weights[0]` multiplies the digit next to the check digit,
 * and the list repeats when the number is longer than the list. That is how the standard
 * ("2,3,4,5,6,7 repeating from the right") is written, and it makes the same default serve
 * KIDs of any length, org numbers (3,2,7,6,5,4,3,2 read left to right) and bank accounts
 * (5,4,3,2,7,6,5,4,3,2 read left to right).
 */

/** The standard MOD11 weights, read from the rightmost digit leftwards. */
export const MOD11_STANDARD_WEIGHTS: readonly number[] = [2, 3, 4, 5, 6, 7];

const DIGITS_ONLY = /^\d+$/;

export function isDigits(value: string): boolean {
  return DIGITS_ONLY.test(value);
}

/**
 * The MOD11 check digit for `digits`, or null when the remainder leaves 10, which no single
 * digit can express (such a base cannot carry a MOD11 check digit; KIDs write '-' instead).
 * Returns null as well for input that is not a non-empty string of digits.
 */
export function mod11CheckDigit(digits: string, weights: readonly number[] = MOD11_STANDARD_WEIGHTS): number | null {
  if (!isDigits(digits) || weights.length === 0) return null;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[digits.length - 1 - i]);
    // The index is always in range (modulo a non-empty list); Number() only satisfies the type checker.
    sum += digit * Number(weights[i % weights.length]);
  }
  const check = 11 - (sum % 11);
  if (check === 11) return 0;
  if (check === 10) return null;
  return check;
}

/**
 * The Luhn (MOD10) check digit for `digits`. Unlike MOD11 every base has a Luhn digit, so the
 * only failure is a caller passing something that is not digits: a programming error, thrown.
 */
export function mod10CheckDigit(digits: string): number {
  if (digits !== '' && !isDigits(digits)) throw new RangeError(`mod10CheckDigit expects digits, got '${digits}'`);
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[digits.length - 1 - i]);
    // The digit next to the check digit is doubled, then every second one leftwards.
    const weighted = i % 2 === 0 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return (10 - (sum % 10)) % 10;
}
