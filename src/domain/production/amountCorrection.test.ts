import { describe, expect, it } from 'vitest';
import { amountMismatch, amountsFromTaxSummary, hasMismatch, rowsFromLines } from './amountCorrection';

describe('amount correction figures', () => {
  const summary = [
    { amountExTax: 10_000, amountIncTax: 12_500 },
    { amountExTax: 2_000, amountIncTax: 2_300 },
  ];
  const lines = [{ amountExTax: 12_000, amountIncTax: 14_800 }];

  it('shows the differences against the VAT summary and the lines, rounding included', () => {
    const stored = { amountIncTax: 14_900, amountExTax: 12_000, taxAmount: 2_800, rounding: 0 };
    expect(amountMismatch(stored, summary, lines)).toEqual({ againstTaxSummary: 100, againstLines: 100, summaryAgainstLines: 0 });
    expect(hasMismatch(amountMismatch(stored, summary, lines))).toBe(true);
    const fine = { ...stored, amountIncTax: 14_850, rounding: 50 };
    expect(hasMismatch(amountMismatch(fine, summary, lines))).toBe(false);
  });

  it('takes the amounts from the VAT summary, to the øre', () => {
    expect(amountsFromTaxSummary(summary, -30)).toEqual({ amountExTax: 12_000, taxAmount: 2_800, amountIncTax: 14_770, rounding: -30 });
    expect(amountsFromTaxSummary([], 0)).toEqual({ amountExTax: 0, taxAmount: 0, amountIncTax: 0, rounding: 0 });
  });

  it('computes the lines’ VAT per rate, once, not line by line', () => {
    const lines = [
      { lineType: 'PRODUCT' as const, taxPercent: 25, amountExTax: 2 },
      { lineType: 'PRODUCT' as const, taxPercent: 25, amountExTax: 2 },
      { lineType: 'PRODUCT' as const, taxPercent: 25, amountExTax: 2 },
      { lineType: 'PRODUCT' as const, taxPercent: 15, amountExTax: 33_333 },
      { lineType: 'TEXT' as const, taxPercent: null, amountExTax: 0 },
    ];
    // Per line 3 × round(0,5) = 3 øre of VAT; per rate round(1,5) = 2.
    expect(rowsFromLines(lines)).toEqual([
      { amountExTax: 6, amountIncTax: 8 },
      { amountExTax: 33_333, amountIncTax: 38_333 },
    ]);
    const stored = { amountIncTax: 38_341, amountExTax: 33_339, taxAmount: 5_002, rounding: 0 };
    expect(hasMismatch(amountMismatch(stored, rowsFromLines(lines), rowsFromLines(lines)))).toBe(false);
  });
});
