import { describe, it, expect } from 'vitest';
import { taxRowFromExTax } from './taxRows';
import { VAT_SUM_MISMATCH_MESSAGE, vatSumDifference, vatSumMatches } from './vatSumCheck';

const rows = [taxRowFromExTax({ code: 3, percent: 25 }, 10000), taxRowFromExTax({ code: 5, percent: 0 }, 1)];

describe('the VAT sum check', () => {
  it('passes when the rows plus rounding make the total', () => {
    expect(vatSumMatches(rows, 0, 12501)).toBe(true);
    expect(vatSumMatches(rows, -1, 12500)).toBe(true);
    expect(vatSumDifference(rows, 0, 12501)).toBe(0);
  });

  it('fails one øre either side', () => {
    expect(vatSumMatches(rows, 0, 12500)).toBe(false);
    expect(vatSumMatches(rows, 0, 12502)).toBe(false);
    expect(vatSumDifference(rows, 0, 12502)).toBe(1);
    expect(vatSumDifference(rows, 0, 12500)).toBe(-1);
    expect(VAT_SUM_MISMATCH_MESSAGE).toBe('MVA sum stemmer ikke med beløp');
  });

  it('treats no rows as a sum of zero', () => {
    expect(vatSumMatches([], 0, 0)).toBe(true);
    expect(vatSumMatches([], 0, 100)).toBe(false);
  });
});
