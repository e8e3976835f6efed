import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { MOD11_STANDARD_WEIGHTS, isDigits, mod10CheckDigit, mod11CheckDigit } from './mod11';

const digitString = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((ds) => ds.join(''));

describe('mod11CheckDigit', () => {
  it('uses the standard weights 2..7 from the right', () => {
    expect(MOD11_STANDARD_WEIGHTS).toEqual([2, 3, 4, 5, 6, 7]);
    // 1*7 + 2*6 + 3*5 + 4*4 + 5*3 + 6*2 = 77 → remainder 0 → check 0
    expect(mod11CheckDigit('123456')).toBe(0);
    // 0 0 0 0 0 1 → 1*2 = 2 → 11-2 = 9
    expect(mod11CheckDigit('000001')).toBe(9);
  });

  it('gives null when the remainder leaves 10', () => {
    // '5': 5·2 = 10 → 11 − 10 = 1.  '6': 6·2 = 12, 12 mod 11 = 1 → 11 − 1 = 10 → no digit
    expect(mod11CheckDigit('6')).toBeNull();
    expect(mod11CheckDigit('5')).toBe(1);
  });

  it('repeats the weights when the number is longer than the list', () => {
    // 7 digits: the leftmost gets weight 2 again.
    expect(mod11CheckDigit('1000000')).toBe(mod11CheckDigit('1'));
  });

  it('rejects input that is not digits, and an empty weight list', () => {
    expect(mod11CheckDigit('')).toBeNull();
    expect(mod11CheckDigit('12a4')).toBeNull();
    expect(mod11CheckDigit('1234', [])).toBeNull();
  });

  it('always yields a digit 0..9 or null', () => {
    fc.assert(
      fc.property(digitString(1, 30), (ds) => {
        const check = mod11CheckDigit(ds);
        return check === null || (Number.isInteger(check) && check >= 0 && check <= 9);
      }),
    );
  });
});

describe('mod10CheckDigit (Luhn)', () => {
  it('matches known Luhn examples', () => {
    expect(mod10CheckDigit('7992739871')).toBe(3);
    expect(mod10CheckDigit('1234567')).toBe(4);
    expect(mod10CheckDigit('')).toBe(0);
  });

  it('throws on non-digits, which only a programming error produces', () => {
    expect(() => mod10CheckDigit('12x')).toThrow(RangeError);
  });

  it('a number with its Luhn digit appended has a Luhn sum divisible by 10', () => {
    fc.assert(
      fc.property(digitString(1, 25), (ds) => {
        const full = `${ds}${mod10CheckDigit(ds)}`;
        // The Luhn sum of the complete number, where the check digit is not doubled, is a multiple of 10.
        let sum = 0;
        for (let i = 0; i < full.length; i += 1) {
          const d = Number(full[full.length - 1 - i]);
          const w = i % 2 === 1 ? d * 2 : d;
          sum += w > 9 ? w - 9 : w;
        }
        return sum % 10 === 0;
      }),
    );
  });
});

describe('isDigits', () => {
  it('accepts digits only', () => {
    expect(isDigits('0123')).toBe(true);
    expect(isDigits('')).toBe(false);
    expect(isDigits('12 3')).toBe(false);
  });
});
