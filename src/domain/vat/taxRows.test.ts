import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { editTaxRow, taxOf, taxRowFromExTax, taxRowFromIncTax, taxRowTotals, type TaxRow } from './taxRows';

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
