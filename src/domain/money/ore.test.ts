import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { allocateOre, assertOre, divideRounded, isOre, MAX_ORE, oreFromWholeKroner, splitOre, sumOre } from './ore';

const ore = fc.integer({ min: -1_000_000_000_00, max: 1_000_000_000_00 });

describe('øre as safe integers', () => {
  it('recognises whole numbers of øre only', () => {
    expect(isOre(150)).toBe(true);
    expect(isOre(-1)).toBe(true);
    expect(isOre(1.5)).toBe(false);
    expect(isOre(MAX_ORE + 1)).toBe(false);
    expect(isOre('100')).toBe(false);
  });

  it('throws on fractions of an øre, which only a programming error produces', () => {
    expect(() => assertOre(12.34)).toThrow(RangeError);
    expect(assertOre(1234)).toBe(1234);
  });

  it('converts whole kroner, and refuses fractional kroner', () => {
    expect(oreFromWholeKroner(12)).toBe(1200);
    expect(oreFromWholeKroner(-3)).toBe(-300);
    expect(() => oreFromWholeKroner(1.1)).toThrow(RangeError);
    expect(() => oreFromWholeKroner(MAX_ORE)).toThrow(RangeError);
  });

  it('sums without float drift', () => {
    expect(sumOre([10, 20])).toBe(30); // 0,10 + 0,20 is exactly 0,30
    expect(sumOre([])).toBe(0);
    expect(() => sumOre([MAX_ORE, 1])).toThrow(RangeError);
  });
});

describe('divideRounded', () => {
  it('rounds half away from zero', () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(5n, -2n)).toBe(-3n);
    expect(divideRounded(-5n, -2n)).toBe(3n);
    expect(divideRounded(4n, 3n)).toBe(1n);
    expect(divideRounded(0n, 7n)).toBe(0n);
  });

  it('refuses division by zero', () => {
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
  });

  it('is never more than half away from the exact quotient', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.bigInt({ min: 1n, max: 10n ** 6n }), (n, d) => {
        const q = divideRounded(n, d);
        const diffTimesTwo = 2n * (q * d - n);
        return diffTimesTwo <= d && diffTimesTwo >= -d;
      }),
    );
  });
});

describe('splitOre', () => {
  it('splits 100 øre in three as 34 + 33 + 33, and −100 as −34 − 33 − 33', () => {
    expect(splitOre(100, 3)).toEqual([34, 33, 33]);
    expect(splitOre(-100, 3)).toEqual([-34, -33, -33]);
    expect(splitOre(0, 2)).toEqual([0, 0]);
    expect(Object.is(splitOre(0, 1)[0], 0)).toBe(true);
  });

  it('refuses zero, negative or fractional part counts and fractional totals', () => {
    expect(() => splitOre(100, 0)).toThrow(RangeError);
    expect(() => splitOre(100, 1.5)).toThrow(RangeError);
    expect(() => splitOre(1.5, 2)).toThrow(RangeError);
  });

  it('always adds up exactly, with parts at most one øre apart', () => {
    fc.assert(
      fc.property(ore, fc.integer({ min: 1, max: 500 }), (total, parts) => {
        const split = splitOre(total, parts);
        expect(split).toHaveLength(parts);
        expect(split.reduce((a, b) => a + b, 0)).toBe(total);
        expect(Math.max(...split) - Math.min(...split)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('allocateOre', () => {
  it('splits in proportion with the largest-remainder method', () => {
    expect(allocateOre(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateOre(1000, [1, 3])).toEqual([250, 750]);
    expect(allocateOre(-1000, [1, 3])).toEqual([-250, -750]);
    expect(allocateOre(10, [0, 5])).toEqual([0, 10]);
    // 101 over 2:1 → 67.33 / 33.67: the second lost more, it gets the øre
    expect(allocateOre(101, [2, 1])).toEqual([67, 34]);
  });

  it('refuses bad weights', () => {
    expect(() => allocateOre(100, [])).toThrow(RangeError);
    expect(() => allocateOre(100, [0, 0])).toThrow(RangeError);
    expect(() => allocateOre(100, [-1, 2])).toThrow(RangeError);
    expect(() => allocateOre(100, [0.5])).toThrow(RangeError);
  });

  it('always adds up exactly and each part is within one øre of its exact share', () => {
    fc.assert(
      fc.property(
        ore,
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 20 }).filter((w) => w.some((x) => x > 0)),
        (total, weights) => {
          const parts = allocateOre(total, weights);
          const weightSum = weights.reduce((a, b) => a + b, 0);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          parts.forEach((part, i) => {
            const exact = (total * (weights[i] ?? 0)) / weightSum;
            expect(Math.abs(part - exact)).toBeLessThan(1 + 1e-6);
          });
        },
      ),
    );
  });
});
