import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { editTaxRow, taxOf, taxRowFromExTax, taxRowFromIncTax, taxRowTotals, vatSummaryOfLines, type TaxRow } from './taxRows';
import { vatOfBase } from './vatAmounts';

const high = { code: 3, percent: 25 };
const low = { code: 33, percent: 12 };

describe('tax rows', () => {
  it('compute inc from ex and ex from inc, with tax = inc − ex', () => {
    const fromEx = taxRowFromExTax(high, 10000);
    expect(fromEx).toEqual({ taxCode: 3, taxPercent: 25, amountExTax: 10000, amountIncTax: 12500 });
    expect(taxOf(fromEx)).toBe(2500);
    expect(taxRowFromIncTax(low, 11200)).toEqual({ taxCode: 33, taxPercent: 12, amountExTax: 10000, amountIncTax: 11200 });
  });

  it('adds a row for a rate that had none, and replaces the row of a rate that had one', () => {
    const one = editTaxRow([], high, { amountExTax: 10000 });
    expect(one).toEqual([taxRowFromExTax(high, 10000)]);
    const two = editTaxRow(one, low, { amountIncTax: 11200 });
    expect(two).toHaveLength(2);
    const replaced = editTaxRow(two, high, { amountIncTax: 25000 });
    expect(replaced).toEqual([taxRowFromIncTax(high, 25000), taxRowFromIncTax(low, 11200)]);
  });

  it('removes a row when its amount is emptied, from either field', () => {
    const rows = [taxRowFromExTax(high, 10000), taxRowFromExTax(low, 500)];
    expect(editTaxRow(rows, high, { amountExTax: null })).toEqual([taxRowFromExTax(low, 500)]);
    expect(editTaxRow(rows, low, { amountIncTax: null })).toEqual([taxRowFromExTax(high, 10000)]);
    expect(editTaxRow([], low, { amountIncTax: null })).toEqual([]);
  });

  it('sums the rows', () => {
    expect(taxRowTotals([taxRowFromExTax(high, 10000), taxRowFromExTax(low, 10000)])).toEqual({
      amountExTax: 20000,
      amountIncTax: 23700,
      taxAmount: 3700,
    });
    expect(taxRowTotals([])).toEqual({ amountExTax: 0, amountIncTax: 0, taxAmount: 0 });
  });

  it('keeps at most one row per rate and totals that add up, whatever the edits', () => {
    const rate = fc.constantFrom(high, low, { code: 5, percent: 0 });
    const edit = fc.oneof(
      fc.record({ amountExTax: fc.option(fc.integer({ min: -10_000_000, max: 10_000_000 })) }),
      fc.record({ amountIncTax: fc.option(fc.integer({ min: -10_000_000, max: 10_000_000 })) }),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(rate, edit), { maxLength: 30 }), (edits) => {
        const rows = edits.reduce<TaxRow[]>((acc, [r, e]) => editTaxRow(acc, r, e), []);
        expect(new Set(rows.map((row) => row.taxCode)).size).toBe(rows.length);
        const totals = taxRowTotals(rows);
        expect(totals.amountExTax + totals.taxAmount).toBe(totals.amountIncTax);
      }),
    );
  });
});

describe('the VAT summary of lines', () => {
  const rates = [
    { code: 3, percent: 25 },
    { code: 31, percent: 15 },
    { code: 33, percent: 12 },
    { code: 5, percent: 0 },
  ];

  it('sums the bases per rate and computes each rate’s VAT once, highest rate first', () => {
    const lines = [
      { taxCode: 3, taxPercent: 25, amountExTax: 2 },
      { taxCode: 33, taxPercent: 12, amountExTax: 10_000 },
      { taxCode: 3, taxPercent: 25, amountExTax: 2 },
      { taxCode: 3, taxPercent: 25, amountExTax: 2 },
    ];
    // Rounded per line, 25 % of 0,02 kr three times would be 3 øre; once per rate it is round(1,5) = 2 øre.
    expect(vatSummaryOfLines(lines)).toEqual([
      { taxCode: 3, taxPercent: 25, amountExTax: 6, amountIncTax: 8 },
      { taxCode: 33, taxPercent: 12, amountExTax: 10_000, amountIncTax: 11_200 },
    ]);
    expect(vatSummaryOfLines([])).toEqual([]);
  });

  it('property: each rate’s VAT is round(Σ base × rate), and the summary adds up to the lines', () => {
    const line = fc.record({ rate: fc.constantFrom(...rates), amountExTax: fc.integer({ min: -5_000_000, max: 5_000_000 }) });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (drawn) => {
        const lines = drawn.map(({ rate, amountExTax }) => ({ taxCode: rate.code, taxPercent: rate.percent, amountExTax }));
        const summary = vatSummaryOfLines(lines);
        for (const row of summary) {
          const base = lines.filter((l) => l.taxCode === row.taxCode).reduce((sum, l) => sum + l.amountExTax, 0);
          expect(row.amountExTax).toBe(base);
          expect(taxOf(row)).toBe(vatOfBase(base, row.taxPercent));
          expect(taxOf(row)).toBe(Math.sign(base) * Math.round(Math.abs(base) * row.taxPercent / 100) + 0);
        }
        expect(new Set(summary.map((row) => row.taxCode)).size).toBe(summary.length);
        expect(taxRowTotals(summary).amountExTax).toBe(lines.reduce((sum, l) => sum + l.amountExTax, 0));
      }),
    );
  });
});
