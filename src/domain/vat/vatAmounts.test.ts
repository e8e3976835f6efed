import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { exTaxFromIncTax, incTaxFromExTax, taxAmount } from './vatAmounts';

const ore = fc.integer({ min: -1_000_000_000_00, max: 1_000_000_000_00 });
const percent = fc.constantFrom(0, 6, 11.11, 12, 15, 25);

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

  it('tax is always inc − ex, so the three add up', () => {
    fc.assert(fc.property(ore, percent, (ex, p) => {
      const inc = incTaxFromExTax(ex, p);
      expect(ex + taxAmount(ex, inc)).toBe(inc);
    }));
  });

  it('ex → inc → ex comes back exactly (inc is within ½ øre of exact, dividing by ≥ 1 keeps it within ½)', () => {
    fc.assert(fc.property(ore, percent, (ex, p) => {
      expect(exTaxFromIncTax(incTaxFromExTax(ex, p), p)).toBe(ex);
    }));
  });

  it('inc → ex → inc comes back within one øre', () => {
    fc.assert(fc.property(ore, percent, (inc, p) => {
      expect(Math.abs(incTaxFromExTax(exTaxFromIncTax(inc, p), p) - inc)).toBeLessThanOrEqual(1);
    }));
  });

  it('a credit note mirrors the invoice', () => {
    fc.assert(fc.property(ore, percent, (ex, p) => {
      expect(incTaxFromExTax(-ex, p)).toBe(-incTaxFromExTax(ex, p) + 0);
    }));
  });
});
