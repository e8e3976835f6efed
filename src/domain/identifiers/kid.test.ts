import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { KID_MAX_LENGTH, isValidKid, kidWithMod10, kidWithMod11 } from './kid';
import { mod11CheckDigit } from './mod11';

const base = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: KID_MAX_LENGTH - 1 })
  .map((d) => d.join(''));

describe('KID', () => {
  it('appends the Luhn digit', () => {
    expect(kidWithMod10('1234567')).toBe('12345674');
    expect(isValidKid('12345674')).toBe(true);
  });

  it('appends the MOD11 digit, or a dash when the check is 10', () => {
    expect(kidWithMod11('123456')).toBe('1234560');
    expect(mod11CheckDigit('6')).toBeNull();
    expect(kidWithMod11('6')).toBe('6-');
    expect(isValidKid('6-')).toBe(true);
  });

  it('rejects a dash where MOD11 does not give 10', () => {
    expect(isValidKid('5-')).toBe(false);
  });

  it('rejects too short, too long, empty and non-digit KIDs', () => {
    expect(isValidKid('')).toBe(false);
    expect(isValidKid('0')).toBe(false);
    expect(isValidKid(kidWithMod10('1'.repeat(KID_MAX_LENGTH)))).toBe(false);
    expect(isValidKid(kidWithMod10('1'.repeat(KID_MAX_LENGTH - 1)))).toBe(true);
    expect(isValidKid('12a45674')).toBe(false);
    expect(isValidKid('1234567x')).toBe(false);
    expect(isValidKid('-')).toBe(false);
  });

  it('rejects a number whose last digit matches neither algorithm', () => {
    // 1234567: Luhn 4, MOD11 → pick a digit that is neither.
    const mod11 = kidWithMod11('1234567').slice(-1);
    const wrong = ['0', '1', '2', '3', '5', '6', '7', '8', '9'].find((d) => d !== mod11);
    expect(isValidKid(`1234567${wrong}`)).toBe(false);
  });

  it('generated MOD10 and MOD11 KIDs validate', () => {
    fc.assert(fc.property(base, (b) => isValidKid(kidWithMod10(b)) && isValidKid(kidWithMod11(b))));
  });
});
