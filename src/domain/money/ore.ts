/**
 * Money is held as a whole number of øre (1 krone = 100 øre) everywhere in the product, so sums,
 * splits and VAT never drift the way binary floating-point kroner do (0.1 + 0.2 !== 0.3).
 * Kroner only exist at the edges: what the officer types (parseAmount), what the screen shows
 * (formatAmount) and what the APIs exchange (apiDecimal).
 */

/** An amount in øre: always a safe integer. A type alias rather than a brand, to keep call sites light. */
export type Ore = number;

export const ORE_PER_KRONE = 100;
/** Decimals of a kroner amount: log10(ORE_PER_KRONE). */
export const KRONER_DECIMALS = 2;

/** Amounts outside ±Number.MAX_SAFE_INTEGER øre cannot be represented exactly and are rejected. */
export const MAX_ORE: Ore = Number.MAX_SAFE_INTEGER;

export function isOre(value: unknown): value is Ore {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Passing a fraction of an øre is a programming error (a kroner value slipped through), so it throws. */
export function assertOre(value: number, what = 'amount'): Ore {
  if (!isOre(value)) throw new RangeError(`${what} must be a whole number of øre, got ${value}`);
  return value;
}

/** Whole kroner only: 1.1 * 100 is 110.00000000000001 in binary, so fractional kroner go through parseAmount or oreFromApiDecimal. */
export function oreFromWholeKroner(wholeKroner: number): Ore {
  if (!Number.isSafeInteger(wholeKroner)) throw new RangeError(`whole kroner expected, got ${wholeKroner}`);
  return assertOre(wholeKroner * ORE_PER_KRONE, 'kroner');
}

export function sumOre(amounts: readonly Ore[]): Ore {
  let total = 0;
  for (const amount of amounts) total += assertOre(amount);
  return assertOre(total, 'sum');
}

/**
 * `numerator / denominator` rounded half away from zero, computed exactly in BigInt.
 * Half away from zero is how Norwegian invoices round øre (0,5 øre → 1 øre, −0,5 øre → −1 øre).
 */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (2n * n + d) / (2n * d);
  return negative ? -quotient : quotient;
}

/**
 * Splits `total` into `parts` amounts that differ by at most one øre and add up to exactly
 * `total`. The leftover øre go to the first parts, so the result is deterministic and the
 * first instalment is never the smaller one.
 */
export function splitOre(total: Ore, parts: number): Ore[] {
  assertOre(total, 'total');
  if (!Number.isSafeInteger(parts) || parts < 1) throw new RangeError(`parts must be a positive integer, got ${parts}`);
  const sign = total < 0 ? -1 : 1;
  const magnitude = Math.abs(total);
  const base = Math.floor(magnitude / parts);
  const leftover = magnitude - base * parts;
  return Array.from({ length: parts }, (_, i) => sign * (base + (i < leftover ? 1 : 0)) + 0);
}

/**
 * Splits `total` in proportion to non-negative `weights` (for example other amounts), adding up
 * exactly to `total`. Uses the largest-remainder method: every part is first rounded down, then
 * the leftover øre go to the parts that lost most, earliest first on ties.
 */
export function allocateOre(total: Ore, weights: readonly number[]): Ore[] {
  assertOre(total, 'total');
  if (weights.length === 0) throw new RangeError('allocateOre needs at least one weight');
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) {
    throw new RangeError('weights must be non-negative integers');
  }
  const weightSum = weights.reduce((a, b) => a + BigInt(b), 0n);
  if (weightSum === 0n) throw new RangeError('at least one weight must be positive');
  const sign = total < 0 ? -1n : 1n;
  const magnitude = BigInt(Math.abs(total));
  const floors = weights.map((w) => (magnitude * BigInt(w)) / weightSum);
  const remainders = weights.map((w, i) => ({ i, rest: (magnitude * BigInt(w)) % weightSum }));
  const leftover = Number(magnitude - floors.reduce((a, b) => a + b, 0n));
  remainders.sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  const topUp = new Set(remainders.slice(0, leftover).map(({ i }) => i));
  return floors.map((part, i) => Number(sign * (part + (topUp.has(i) ? 1n : 0n))) + 0);
}
