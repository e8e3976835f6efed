import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { apiDecimalFromOre, MAX_API_AMOUNT_KRONER, oreFromApiDecimal } from './apiDecimal';
import { MAX_ORE, sumOre } from './ore';

describe('oreFromApiDecimal', () => {
  it('reads the decimal the sender wrote, where Math.round(x * 100) would be off by one øre', () => {
    expect(Math.round(1.005 * 100)).toBe(100);
    expect(oreFromApiDecimal(1.005)).toBe(101);
    expect(oreFromApiDecimal(1.015)).toBe(102);
    expect(oreFromApiDecimal(-1.005)).toBe(-101);
    expect(oreFromApiDecimal(8.345)).toBe(835);
  });

  it('reads ordinary amounts', () => {
    expect(oreFromApiDecimal(1234.5)).toBe(123450);
    expect(oreFromApiDecimal(0.1 + 0.2)).toBe(30);
    expect(oreFromApiDecimal(0)).toBe(0);
    expect(Object.is(oreFromApiDecimal(-0), 0)).toBe(true);
    expect(oreFromApiDecimal(-0.004)).toBe(0);
    expect(oreFromApiDecimal(12)).toBe(1200);
  });

  it('handles numbers JavaScript writes in exponent form', () => {
    expect(String(1e-7)).toBe('1e-7');
    expect(oreFromApiDecimal(1e-7)).toBe(0);
    expect(oreFromApiDecimal(5e-3)).toBe(1);
    expect(oreFromApiDecimal(1e13)).toBe(1e15);
  });

  it('throws on a broken contract: non-finite or too large', () => {
    expect(() => oreFromApiDecimal(Number.NaN)).toThrow(RangeError);
    expect(() => oreFromApiDecimal(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => oreFromApiDecimal(1e21)).toThrow(RangeError);
    expect(() => oreFromApiDecimal(MAX_ORE)).toThrow(RangeError);
  });
});

describe('apiDecimalFromOre', () => {
  it('writes kroner with two decimals as the nearest double', () => {
    expect(apiDecimalFromOre(123450)).toBe(1234.5);
    expect(apiDecimalFromOre(101)).toBe(1.01);
    expect(apiDecimalFromOre(-5)).toBe(-0.05);
    expect(apiDecimalFromOre(0)).toBe(0);
    expect(() => apiDecimalFromOre(0.5)).toThrow(RangeError);
  });

  it('round-trips every amount of up to 15 significant digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 15) + 1, max: 10 ** 15 - 1 }), (amount) => {
        expect(oreFromApiDecimal(apiDecimalFromOre(amount))).toBe(amount);
      }),
    );
  });

  it('is always within half an øre of x * 100 for any finite API number in range', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (x) => {
        expect(Math.abs(oreFromApiDecimal(x) - x * 100)).toBeLessThanOrEqual(0.5 + 1e-3);
      }),
    );
  });
});

describe('MAX_API_AMOUNT_KRONER', () => {
  it('is read exactly, and 900 amounts at the bound still add up within MAX_ORE', () => {
    expect(oreFromApiDecimal(MAX_API_AMOUNT_KRONER)).toBe(MAX_API_AMOUNT_KRONER * 100);
    expect(oreFromApiDecimal(-MAX_API_AMOUNT_KRONER)).toBe(-MAX_API_AMOUNT_KRONER * 100);
    expect(sumOre(Array.from({ length: 900 }, () => oreFromApiDecimal(MAX_API_AMOUNT_KRONER)))).toBeLessThanOrEqual(MAX_ORE);
    expect(() => sumOre(Array.from({ length: 901 }, () => oreFromApiDecimal(MAX_API_AMOUNT_KRONER)))).toThrow(RangeError);
  });
});
