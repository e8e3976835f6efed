import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vatSummaryOfLines } from '../vat/taxRows';
import { peppolAmountFailures, type EhfAmounts, type EhfBreakdown, type EhfLineAmounts } from './peppolAmountRules';

const line = (net: number, percent: number, extra: Partial<EhfLineAmounts> = {}): EhfLineAmounts => ({
  net,
  quantity: 1,
  price: net,
  allowances: [],
  category: percent > 0 ? 'S' : 'Z',
  percent,
  ...extra,
});

/** A document of `lines` with `breakdown` and totals that add up from them. */
function documentOf(lines: readonly EhfLineAmounts[], breakdown: readonly EhfBreakdown[], rounding = 0): EhfAmounts {
  const lineTotal = lines.reduce((sum, l) => sum + l.net, 0);
  const taxTotal = breakdown.reduce((sum, row) => sum + row.tax, 0);
  return { lines, breakdown, lineTotal, taxExclusive: lineTotal, taxTotal, taxInclusive: lineTotal + taxTotal, rounding, payable: lineTotal + taxTotal + rounding };
}

const rules = (amounts: EhfAmounts) => peppolAmountFailures(amounts).map((failure) => failure.rule);

describe('the PEPPOL amount rules of an EHF', () => {
  it('accept VAT per rate of base × rate rounded once', () => {
    const lines = [line(10_000, 25), line(33_333, 15), line(500, 0)];
    const breakdown: EhfBreakdown[] = [
      { category: 'S', percent: 25, taxable: 10_000, tax: 2_500 },
      { category: 'S', percent: 15, taxable: 33_333, tax: 5_000 },
      { category: 'Z', percent: 0, taxable: 500, tax: 0 },
    ];
    expect(rules(documentOf(lines, breakdown))).toEqual([]);
  });

  it('accept a VAT amount off base × rate by less than one krone (BR-CO-17, BR-S-09), and refuse one krone', () => {
    const lines = [line(10_000, 25)];
    const withTax = (tax: number) => documentOf(lines, [{ category: 'S', percent: 25, taxable: 10_000, tax }]);
    expect(rules(withTax(2_501))).toEqual([]); // VAT rounded per line: an øre off
    expect(rules(withTax(2_599))).toEqual([]);
    expect(rules(withTax(2_401))).toEqual([]);
    expect(rules(withTax(2_600))).toEqual(['BR-S-09', 'BR-CO-17']);
    expect(rules(withTax(2_400))).toEqual(['BR-S-09', 'BR-CO-17']);
  });

  it('accept a standard-rated base off its lines by less than one krone (BR-S-08), but zero-rated and not subject ones must match exactly', () => {
    const s = (taxable: number) => documentOf([line(10_000, 25)], [{ category: 'S', percent: 25, taxable, tax: 2_500 }]);
    expect(rules(s(10_099))).toEqual([]);
    expect(rules(s(10_100))).toEqual(['BR-S-08']);
    const z = documentOf([line(10_000, 0)], [{ category: 'Z', percent: 0, taxable: 10_001, tax: 0 }]);
    expect(rules(z)).toEqual(['BR-Z-08']);
    const o = documentOf([line(10_000, 0, { category: 'O', percent: null })], [{ category: 'O', percent: null, taxable: 10_000, tax: 1 }]);
    expect(rules(o)).toEqual(['BR-O-09']);
  });

  it('refuse a rate without lines, a line category without breakdown, and no breakdown at all', () => {
    expect(rules(documentOf([line(10_000, 25)], [{ category: 'S', percent: 15, taxable: 10_000, tax: 1_500 }]))).toEqual(['BR-S-08']);
    expect(rules(documentOf([line(10_000, 25), line(100, 0)], [{ category: 'S', percent: 25, taxable: 10_000, tax: 2_500 }]))).toEqual(['BR-Z-01']);
    expect(rules(documentOf([line(10_000, 25)], []))).toEqual(['BR-CO-18', 'BR-S-01']);
  });

  it('refuse totals that do not add up exactly', () => {
    const good = documentOf([line(10_000, 25)], [{ category: 'S', percent: 25, taxable: 10_000, tax: 2_500 }], -1);
    expect(rules(good)).toEqual([]);
    expect(rules({ ...good, lineTotal: 10_001, taxExclusive: 10_001, taxInclusive: 12_501, payable: 12_500 })).toEqual(['BR-CO-10']);
    expect(rules({ ...good, taxExclusive: 10_001, taxInclusive: 12_501, payable: 12_500 })).toEqual(['BR-CO-13']);
    expect(rules({ ...good, taxTotal: 2_501, taxInclusive: 12_501, payable: 12_500 })).toEqual(['BR-CO-14']);
    expect(rules({ ...good, taxInclusive: 12_501, payable: 12_500 })).toEqual(['BR-CO-15']);
    expect(rules({ ...good, payable: 12_500 })).toEqual(['BR-CO-16']);
  });

  it('hold a line to quantity × price − discount within 0,02, its discount to base × percent, and its price to zero or more', () => {
    // 7,5 × 779,42 = 5 845,65; 10 % discount 584,57 (rounded from 584,565); net 5 261,08: the line 14053.
    const discounted = line(526_108, 25, { quantity: 7.5, price: 77_942, allowances: [{ amount: 58_457, base: 584_565, percent: 10 }] });
    const breakdown: EhfBreakdown[] = [{ category: 'S', percent: 25, taxable: 526_108, tax: 131_527 }];
    expect(rules(documentOf([discounted], breakdown))).toEqual([]);
    // The same line with the discount folded into nothing: quantity × price is not the line amount.
    expect(rules(documentOf([{ ...discounted, allowances: [] }], breakdown))).toEqual(['PEPPOL-EN16931-R120']);
    expect(rules(documentOf([{ ...discounted, allowances: [{ amount: 58_460, base: 584_565, percent: 10 }], net: 526_105 }], [{ ...breakdown[0]!, taxable: 526_105, tax: 131_526 }]))).toEqual([
      'PEPPOL-EN16931-R040',
    ]);
    expect(rules(documentOf([line(-100, 25, { price: -100 })], [{ category: 'S', percent: 25, taxable: -100, tax: -25 }]))).toEqual(['BR-27']);
    expect(rules(documentOf([line(-100, 25, { quantity: -1, price: 100 })], [{ category: 'S', percent: 25, taxable: -100, tax: -25 }]))).toEqual([]);
  });

  it('property: a document whose breakdown follows the one VAT rule passes, whatever its lines', () => {
    const rate = fc.constantFrom(25, 15, 12, 0);
    const drawnLine = fc.record({ percent: rate, quantity: fc.integer({ min: 1, max: 40 }), price: fc.integer({ min: 0, max: 2_000_000 }), discount: fc.constantFrom(0, 5, 10, 15) });
    fc.assert(
      fc.property(fc.array(drawnLine, { minLength: 1, maxLength: 6 }), fc.integer({ min: -99, max: 99 }), (drawn, rounding) => {
        const lines = drawn.map(({ percent, quantity, price, discount }) => {
          const gross = quantity * price;
          const allowance = Math.round((gross * discount) / 100);
          return line(gross - allowance, percent, { quantity, price, allowances: discount ? [{ amount: allowance, base: gross, percent: discount }] : [] });
        });
        const summary = vatSummaryOfLines(lines.map((l) => ({ taxCode: l.percent!, taxPercent: l.percent!, amountExTax: l.net })));
        const breakdown = summary.map((row): EhfBreakdown => ({
          category: row.taxPercent > 0 ? 'S' : 'Z',
          percent: row.taxPercent,
          taxable: row.amountExTax,
          tax: row.amountIncTax - row.amountExTax,
        }));
        expect(rules(documentOf(lines, breakdown, rounding))).toEqual([]);
      }),
    );
  });
});
