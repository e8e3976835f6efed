/**
 * The figures of the amount correction (part 2 §2.11): the stored amounts of an entry against the
 * sums of its VAT summary and of its lines, and the differences the mismatch tooltips show. Øre.
 */
import type { Ore } from '../money/ore';
import { vatSummaryOfLines } from '../vat/taxRows';

export interface StoredAmounts {
  readonly amountIncTax: Ore;
  readonly amountExTax: Ore;
  readonly taxAmount: Ore;
  readonly rounding: Ore;
}

export interface AmountRow {
  readonly amountExTax: Ore;
  readonly amountIncTax: Ore;
}

export interface AmountSums {
  readonly amountExTax: Ore;
  readonly taxAmount: Ore;
  readonly amountIncTax: Ore;
}

export function sumRows(rows: readonly AmountRow[]): AmountSums {
  const amountExTax = rows.reduce((sum, row) => sum + row.amountExTax, 0);
  const amountIncTax = rows.reduce((sum, row) => sum + row.amountIncTax, 0);
  return { amountExTax, amountIncTax, taxAmount: amountIncTax - amountExTax };
}

export interface AmountMismatch {
  /** Stored total minus (VAT summary incl. VAT + rounding); 0 when they agree. */
  readonly againstTaxSummary: Ore;
  /** Stored total minus (lines incl. VAT + rounding). */
  readonly againstLines: Ore;
  /** VAT summary incl. VAT minus lines incl. VAT. */
  readonly summaryAgainstLines: Ore;
}

export function amountMismatch(stored: StoredAmounts, taxSummary: readonly AmountRow[], lines: readonly AmountRow[]): AmountMismatch {
  const summary = sumRows(taxSummary);
  const lineSum = sumRows(lines);
  return {
    againstTaxSummary: stored.amountIncTax - (summary.amountIncTax + stored.rounding),
    againstLines: stored.amountIncTax - (lineSum.amountIncTax + stored.rounding),
    summaryAgainstLines: summary.amountIncTax - lineSum.amountIncTax,
  };
}

export function hasMismatch(mismatch: AmountMismatch): boolean {
  return mismatch.againstTaxSummary !== 0 || mismatch.againstLines !== 0;
}

/** The stored amounts an entry gets when it takes its values from its VAT summary (copy from tax summary). */
export function amountsFromTaxSummary(taxSummary: readonly AmountRow[], rounding: Ore): StoredAmounts {
  const sums = sumRows(taxSummary);
  return { amountExTax: sums.amountExTax, taxAmount: sums.taxAmount, amountIncTax: sums.amountIncTax + rounding, rounding };
}

/** An invoice line as far as the correction reads it. */
export interface CorrectionLine {
  readonly lineType: 'PRODUCT' | 'TEXT';
  readonly taxPercent: number | null;
  readonly amountExTax: Ore;
}

/**
 * What the lines give, per VAT rate, by the one VAT rule (vatSummaryOfLines: the rate's base × rate rounded once):
 * the 'calculated' side of the correction, and the VAT summary that 'from the lines' writes (the server's LINES).
 * Summing the lines' own amounts including VAT would round per line and differ an øre from the rule.
 */
export function rowsFromLines(lines: readonly CorrectionLine[]): AmountRow[] {
  return vatSummaryOfLines(
    lines.filter((line) => line.lineType === 'PRODUCT' && line.taxPercent !== null).map((line) => ({ taxCode: 0, taxPercent: line.taxPercent!, amountExTax: line.amountExTax })),
  ).map((row) => ({ amountExTax: row.amountExTax, amountIncTax: row.amountIncTax }));
}
