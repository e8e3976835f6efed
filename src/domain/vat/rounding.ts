/** The entry's øre rounding (øreavrunding): a small correction so the VAT rows meet the invoice total. */
import type { Ore } from '../money/ore';
import { assertOre } from '../money/ore';

/** One krone, in øre: the largest rounding the form lets through, and the first one shown in red. */
export const MAX_ROUNDING: Ore = 100;

export const ROUNDING_TOO_LARGE_MESSAGE = 'Øreavrunding kan ikke være mer enn 1 krone';

export function clampRounding(rounding: Ore): Ore {
  return Math.min(MAX_ROUNDING, Math.max(-MAX_ROUNDING, assertOre(rounding)));
}

/**
 * The clamp still lets exactly ±1,00 through, and the spec marks that value red: a full krone
 * is no longer rounding but a missing amount.
 */
export function isRoundingTooLarge(rounding: Ore): boolean {
  return Math.abs(assertOre(rounding)) >= MAX_ROUNDING;
}
