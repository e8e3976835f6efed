import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { clampRounding, isRoundingTooLarge, MAX_ROUNDING, ROUNDING_TOO_LARGE_MESSAGE } from './rounding';

describe('øre rounding', () => {
  it('is clamped between −1 and 1 krone', () => {
    expect(clampRounding(250)).toBe(100);
    expect(clampRounding(-250)).toBe(-100);
    expect(clampRounding(99)).toBe(99);
    expect(clampRounding(-3)).toBe(-3);
  });

  it('is red at 1,00 kr or more in either direction, not at 0,99 kr', () => {
    expect(isRoundingTooLarge(99)).toBe(false);
    expect(isRoundingTooLarge(100)).toBe(true);
    expect(isRoundingTooLarge(-99)).toBe(false);
    expect(isRoundingTooLarge(-100)).toBe(true);
    expect(ROUNDING_TOO_LARGE_MESSAGE).toBe('Øreavrunding kan ikke være mer enn 1 krone');
  });

  it('refuses fractions of an øre', () => {
    expect(() => clampRounding(0.5)).toThrow(RangeError);
  });

  it('always lands within ±1 krone', () => {
    fc.assert(fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (r) => {
      expect(Math.abs(clampRounding(r))).toBeLessThanOrEqual(MAX_ROUNDING);
    }));
  });
});
