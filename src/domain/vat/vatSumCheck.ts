/** Whether the VAT summary accounts for the whole invoice total. */
import type { Ore } from '../money/ore';
import { assertOre } from '../money/ore';
import type { TaxRow } from './taxRows';
import { usesVatSummary } from './taxRates';
import { taxRowTotals } from './taxRows';

export const VAT_SUM_MISMATCH_MESSAGE = 'MVA sum stemmer ikke med beløp';

/** How much the total exceeds the rows plus rounding; 0 when they agree. Also shown in mismatch tooltips. */
export function vatSumDifference(rows: readonly TaxRow[], rounding: Ore, total: Ore): Ore {
  return assertOre(total) - (taxRowTotals(rows).amountIncTax + assertOre(rounding));
}

export function vatSumMatches(rows: readonly TaxRow[], rounding: Ore, total: Ore): boolean {
  return vatSumDifference(rows, rounding, total) === 0;
}

/**
 * The entry's total incl. VAT: as typed, except for a client that always uses the VAT summary (client 2084,
 * part 2 §5), whose total is the summary's: its rows plus the rounding, so it can never disagree with them.
 * The entry form shows this total and the server stores it, through this one function.
 */
export function entryTotalIncTax(clientId: number, typed: Ore, rows: readonly TaxRow[], rounding: Ore): Ore {
  return usesVatSummary(clientId, false) ? taxRowTotals(rows).amountIncTax + assertOre(rounding) : assertOre(typed);
}
