import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isValidNorwegianPostalCode } from './postalCode';

describe('isValidNorwegianPostalCode', () => {
  it('accepts exactly four digits, leading zero included', () => {
    expect(isValidNorwegianPostalCode('0150')).toBe(true);
    expect(isValidNorwegianPostalCode('9990')).toBe(true);
  });

  it('rejects three or five digits, letters and spaces', () => {
    expect(isValidNorwegianPostalCode('015')).toBe(false);
    expect(isValidNorwegianPostalCode('01500')).toBe(false);
    expect(isValidNorwegianPostalCode('01a0')).toBe(false);
    expect(isValidNorwegianPostalCode(' 0150')).toBe(false);
    expect(isValidNorwegianPostalCode('')).toBe(false);
  });

  it('accepts every number 0..9999 written with four digits', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 9999 }), (n) => isValidNorwegianPostalCode(String(n).padStart(4, '0'))));
  });
});
