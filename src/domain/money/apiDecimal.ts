/**
 * The APIs carry money as a JSON number of kroner with two decimals (1234.5 = 1 234,50 kr).
 *
 * `Math.round(x * 100)` is wrong for such numbers: 1.005 is stored as 1.00499999999999989...,
 * so it yields 100 øre where the sender meant 101. We go through the number's shortest decimal
 * text (`String(x)`, which is exactly what the sender wrote for any value of up to 15
 * significant digits) and round that decimal half away from zero.
 */
import type { Ore } from './ore';
import { assertOre, divideRounded, KRONER_DECIMALS, MAX_ORE, ORE_PER_KRONE } from './ore';

/**
 * The largest amount, of either sign, an API request may carry: 100 milliarder kroner (10^13 øre). Every
 * amount of a request passes oreFromApiDecimal and is then added up with others (lines, allocations, a
 * ledger), so one amount must leave room for a sum: 900 amounts at this bound still add up within MAX_ORE,
 * where an amount near MAX_ORE itself would overflow the first sum. Each contract bounds its request amounts
 * within this (the server refuses to start on one that does not), so a larger one is a 400, never a 500.
 */
export const MAX_API_AMOUNT_KRONER = 100_000_000_000;

const DECIMAL_TEXT = /^(-)?(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/**
 * Kroner from the API to øre. A non-finite or out-of-range number means the contract was
 * broken upstream (response validation should have caught it), so it throws.
 */
export function oreFromApiDecimal(value: number): Ore {
  if (!Number.isFinite(value)) throw new RangeError(`amount from the API is not a finite number: ${value}`);
  const match = DECIMAL_TEXT.exec(String(value));
  /* v8 ignore next -- String() of a finite number always matches; the guard satisfies the type checker */
  if (match === null) throw new RangeError(`cannot read amount ${value}`);
  const [, minus, whole = '', fraction = '', exponent = '0'] = match;
  const shift = Number(exponent) - fraction.length + KRONER_DECIMALS;
  const digits = BigInt(`${whole}${fraction}`);
  const magnitude = shift >= 0 ? digits * 10n ** BigInt(shift) : divideRounded(digits, 10n ** BigInt(-shift));
  if (magnitude > BigInt(MAX_ORE)) throw new RangeError(`amount from the API is too large: ${value}`);
  const ore = Number(magnitude);
  return minus === '-' ? -ore + 0 : ore;
}

/** Øre to the API's kroner number, via decimal text so the nearest double to the exact value is sent. */
export function apiDecimalFromOre(amount: Ore): number {
  assertOre(amount);
  const magnitude = Math.abs(amount);
  const text = `${Math.floor(magnitude / ORE_PER_KRONE)}.${String(magnitude % ORE_PER_KRONE).padStart(2, '0')}`;
  return amount < 0 ? -Number(text) : Number(text);
}
