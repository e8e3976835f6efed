/**
 * Moving between amounts excluding and including VAT. Both directions round to whole øre, half
 * away from zero, and the tax is always derived as inc − ex so that the three numbers on a
 * tax row add up exactly (computing the tax separately could leave them one øre apart).
 */
import type { Ore } from '../money/ore';
import { assertOre, divideRounded } from '../money/ore';

/** Rates may carry up to two decimals (historic rates such as 11,11 %); we compute in hundredths of a percent. */
const BASIS_POINTS_PER_WHOLE = 10_000n;

function basisPoints(percent: number): bigint {
  if (!Number.isFinite(percent) || percent < 0) throw new RangeError(`VAT percent must be a non-negative number, got ${percent}`);
  return BigInt(Math.round(percent * 100));
}

export function incTaxFromExTax(amountExTax: Ore, percent: number): Ore {
  const ex = BigInt(assertOre(amountExTax));
  return Number(divideRounded(ex * (BASIS_POINTS_PER_WHOLE + basisPoints(percent)), BASIS_POINTS_PER_WHOLE));
}

export function exTaxFromIncTax(amountIncTax: Ore, percent: number): Ore {
  const inc = BigInt(assertOre(amountIncTax));
  return Number(divideRounded(inc * BASIS_POINTS_PER_WHOLE, BASIS_POINTS_PER_WHOLE + basisPoints(percent)));
}

export function taxAmount(amountExTax: Ore, amountIncTax: Ore): Ore {
  return assertOre(amountIncTax) - assertOre(amountExTax);
}
