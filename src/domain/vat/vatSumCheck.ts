/** Whether the VAT summary accounts for the whole invoice total. */
import type { Ore } from '../money/ore';
import { assertOre } from '../money/ore';
import type { TaxRow } from './taxRows';
import { taxRowTotals } from './taxRows';

export const VAT_SUM_MISMATCH_MESSAGE = 'MVA sum stemmer ikke med beløp';

/** How much the total exceeds the rows plus rounding; 0 when they agree. Also shown in mismatch tooltips. */
export function vatSumDifference(rows: readonly TaxRow[], rounding: Ore, total: Ore): Ore {
  return assertOre(total) - (taxRowTotals(rows).amountIncTax + assertOre(rounding));
}

export function vatSumMatches(rows: readonly TaxRow[], rounding: Ore, total: Ore): boolean {
  return vatSumDifference(rows, rounding, total) === 0;
}
