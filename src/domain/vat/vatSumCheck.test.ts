import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { editTaxRow, taxRowFromExTax, taxRowFromIncTax, taxRowTotals } from './taxRows';
import { exTaxFromIncTax } from './vatAmounts';
import { ALWAYS_VAT_SUMMARY_CLIENT_ID } from './taxRates';
import { entryTotalIncTax, VAT_SUM_MISMATCH_MESSAGE, vatSumDifference, vatSumMatches } from './vatSumCheck';

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

describe("the entry's total", () => {
  it('is the typed amount for every client but 2084', () => {
    expect(entryTotalIncTax(2083, 99900, rows, 0)).toBe(99900);
  });

  it('is the VAT summary (rows plus rounding) for client 2084, whatever was typed', () => {
    expect(entryTotalIncTax(ALWAYS_VAT_SUMMARY_CLIENT_ID, 99900, rows, -1)).toBe(12500);
    expect(vatSumMatches(rows, -1, entryTotalIncTax(ALWAYS_VAT_SUMMARY_CLIENT_ID, 99900, rows, -1))).toBe(true);
    expect(entryTotalIncTax(ALWAYS_VAT_SUMMARY_CLIENT_ID, 99900, [], 0)).toBe(0);
  });
});

describe('the VAT rows of an entry form, as properties', () => {
  const rates = [{ code: 3, percent: 25 }, { code: 31, percent: 15 }, { code: 33, percent: 12 }, { code: 5, percent: 0 }];
  const ore = fc.integer({ min: -50_000_000_00, max: 50_000_000_00 });
  const typed = fc.array(fc.tuple(fc.constantFrom(...rates), fc.boolean(), ore), { maxLength: 8 });

  it('a row typed excluding VAT keeps that amount to the øre through inc and back', () => {
    fc.assert(
      fc.property(fc.constantFrom(...rates), ore, (rate, ex) => {
        const row = taxRowFromExTax(rate, ex);
        expect(exTaxFromIncTax(row.amountIncTax, rate.percent)).toBe(ex);
        expect(taxRowFromIncTax(rate, row.amountIncTax).amountExTax).toBe(ex);
      }),
    );
  });

  it('whatever rows the officer types, the sum check passes for their inc total plus a rounding, and fails one øre off', () => {
    fc.assert(
      fc.property(typed, fc.integer({ min: -99, max: 99 }), (edits, rounding) => {
        const rows = edits.reduce(
          (acc, [rate, byEx, amount]) => editTaxRow(acc, rate, byEx ? { amountExTax: amount } : { amountIncTax: amount }),
          [] as ReturnType<typeof editTaxRow>,
        );
        const total = taxRowTotals(rows).amountIncTax + rounding;
        expect(vatSumMatches(rows, rounding, total)).toBe(true);
        expect(vatSumMatches(rows, rounding, total + 1)).toBe(false);
        expect(vatSumMatches(rows, rounding, total - 1)).toBe(false);
        expect(vatSumDifference(rows, rounding, total + 7)).toBe(7);
      }),
    );
  });
});
