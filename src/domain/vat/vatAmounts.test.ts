import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { exTaxFromIncTax, followsVatRule, incTaxFromExTax, taxAmount, vatOfBase } from './vatAmounts';

const ore = fc.integer({ min: -1_000_000_000_00, max: 1_000_000_000_00 });
const percent = fc.constantFrom(0, 6, 10, 11.11, 12, 15, 25);

/** base × rate / 100 rounded half away from zero, worked out in decimal text (no binary fractions). */
function roundedByHand(base: number, ratePercent: number): number {
  const hundredths = BigInt(Math.round(ratePercent * 100));
  const exact = BigInt(Math.abs(base)) * hundredths; // in 1/10 000 øre
  const whole = exact / 10_000n;
  const rest = exact % 10_000n;
  const rounded = Number(rest >= 5_000n ? whole + 1n : whole);
  return (base < 0 ? -rounded : rounded) + 0;
}

describe('the one VAT rule: VAT = base × rate, rounded once (EN 16931 BR-CO-17)', () => {
  it('rounds to whole øre, half away from zero', () => {
    expect(vatOfBase(10_000, 25)).toBe(2_500);
    expect(vatOfBase(2, 25)).toBe(1); // 0,5 øre → 1 øre
    expect(vatOfBase(-2, 25)).toBe(-1);
    expect(vatOfBase(1, 25)).toBe(0);
    expect(vatOfBase(33_333, 15)).toBe(5_000); // 4 999,95 øre
    expect(vatOfBase(100, 11.11)).toBe(11);
    expect(vatOfBase(12_345, 0)).toBe(0);
  });

  it('is base × rate rounded, for any base and rate', () => {
    fc.assert(fc.property(ore, percent, (base, p) => {
      expect(vatOfBase(base, p)).toBe(roundedByHand(base, p));
    }));
  });

  it('is why a row of lines rounded one by one is not the rule: three lines of 0,02 kr at 25 %', () => {
    // Per line: 3 × round(0,5) = 3 øre; per rate: round(6 × 0,25) = round(1,5) = 2 øre.
    expect([2, 2, 2].reduce((sum, base) => sum + vatOfBase(base, 25), 0)).toBe(3);
    expect(vatOfBase(6, 25)).toBe(2);
  });
});

describe('VAT amounts', () => {
  it('adds 25 % and takes it off again', () => {
    expect(incTaxFromExTax(10000, 25)).toBe(12500);
    expect(exTaxFromIncTax(12500, 25)).toBe(10000);
    expect(taxAmount(10000, 12500)).toBe(2500);
  });

  it('rounds to whole øre, half away from zero', () => {
    // 0,02 kr + 25 % = 0,025 kr → 0,03 kr; for a credit note −0,025 → −0,03
    expect(incTaxFromExTax(2, 25)).toBe(3);
    expect(incTaxFromExTax(-2, 25)).toBe(-3);
    // 0,01 kr inc 25 % = 0,008 kr ex → 0,01 kr
    expect(exTaxFromIncTax(1, 25)).toBe(1);
    expect(incTaxFromExTax(100, 11.11)).toBe(111);
    expect(exTaxFromIncTax(99999, 15)).toBe(86956);
  });

  it('finds the nearest base when no base gives the amount exactly, the lower one on a tie', () => {
    // At 25 %: base 1 → 1, base 2 → 3: no base gives 2 øre. Both miss by one; the lower (1) is taken.
    expect(exTaxFromIncTax(2, 25)).toBe(1);
    expect(exTaxFromIncTax(-2, 25)).toBe(-1);
    expect(followsVatRule(2, 2, 25)).toBe(false);
    expect(followsVatRule(1, 1, 25)).toBe(true);
  });

  it('leaves 0 % untouched', () => {
    expect(incTaxFromExTax(12345, 0)).toBe(12345);
    expect(exTaxFromIncTax(12345, 0)).toBe(12345);
  });

  it('refuses a negative or non-finite percent and fractions of an øre', () => {
    expect(() => incTaxFromExTax(100, -25)).toThrow(RangeError);
    expect(() => exTaxFromIncTax(100, Number.NaN)).toThrow(RangeError);
    expect(() => incTaxFromExTax(1.5, 25)).toThrow(RangeError);
    expect(() => taxAmount(1, 1.5)).toThrow(RangeError);
  });

  it('tax is always inc − ex, and it is the base’s VAT', () => {
    fc.assert(fc.property(ore, percent, (ex, p) => {
      const inc = incTaxFromExTax(ex, p);
      expect(taxAmount(ex, inc)).toBe(vatOfBase(ex, p));
      expect(followsVatRule(ex, inc, p)).toBe(true);
    }));
  });

  it('ex → inc → ex comes back exactly', () => {
    fc.assert(fc.property(ore, percent, (ex, p) => {
      expect(exTaxFromIncTax(incTaxFromExTax(ex, p), p)).toBe(ex);
    }));
  });

  it('inc → ex → inc comes back within one øre', () => {
    fc.assert(fc.property(ore, percent, (inc, p) => {
      expect(Math.abs(incTaxFromExTax(exTaxFromIncTax(inc, p), p) - inc)).toBeLessThanOrEqual(1);
    }));
  });

  it('comes back exactly whenever some base gives that amount (every amount up to ±30 kr, every rate)', () => {
    for (const p of [6, 10, 11.11, 12, 15, 25]) {
      const reachable = new Set<number>();
      for (let base = -3_000; base <= 3_000; base++) reachable.add(incTaxFromExTax(base, p));
      for (let inc = -3_000; inc <= 3_000; inc++) {
        expect(incTaxFromExTax(exTaxFromIncTax(inc, p), p) === inc, `${inc} øre at ${p} %`).toBe(reachable.has(inc));
      }
    }
  });

  it('a credit note mirrors the invoice', () => {
    fc.assert(fc.property(ore, percent, (ex, p) => {
      expect(incTaxFromExTax(-ex, p)).toBe(-incTaxFromExTax(ex, p) + 0);
      expect(exTaxFromIncTax(-ex, p)).toBe(-exTaxFromIncTax(ex, p) + 0);
    }));
  });
});
