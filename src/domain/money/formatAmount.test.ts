import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { AMOUNT_GROUP_SEPARATOR, AMOUNT_MINUS_SIGN, formatAmount, normalizeAmountText } from './formatAmount';
import { MAX_ORE } from './ore';

const NBSP = '\u00A0';

describe('formatAmount', () => {
  it('shows two decimals, comma and no-break spaces between thousands', () => {
    expect(formatAmount(0)).toBe('0,00');
    expect(formatAmount(5)).toBe('0,05');
    expect(formatAmount(123450)).toBe(`1${NBSP}234,50`);
    expect(formatAmount(99999)).toBe('999,99');
    expect(formatAmount(100000)).toBe(`1${NBSP}000,00`);
    expect(formatAmount(123456789)).toBe(`1${NBSP}234${NBSP}567,89`);
  });

  it('writes minus as ASCII hyphen-minus', () => {
    expect(AMOUNT_MINUS_SIGN).toBe('-');
    expect(formatAmount(-123450)).toBe(`-1${NBSP}234,50`);
    expect(formatAmount(-1)).toBe('-0,01');
  });

  it('refuses fractions of an øre', () => {
    expect(() => formatAmount(0.5)).toThrow(RangeError);
  });

  it('agrees with Intl nb-NO once its minus and spaces are normalised', () => {
    const intl = new Intl.NumberFormat('nb-NO', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000_00, max: 1_000_000_000_00 }), (amount) => {
        expect(normalizeAmountText(formatAmount(amount))).toBe(normalizeAmountText(intl.format(amount / 100)));
      }),
    );
  });

  it('never contains a breaking space, whatever the amount', () => {
    fc.assert(fc.property(fc.integer({ min: -MAX_ORE, max: MAX_ORE }), (amount) => {
      const text = formatAmount(amount);
      expect(text).not.toMatch(/ /);
      expect(text).toMatch(new RegExp(`^-?\\d{1,3}(${AMOUNT_GROUP_SEPARATOR}\\d{3})*,\\d{2}$`));
    }));
  });
});

describe('normalizeAmountText', () => {
  it('turns Unicode spaces into spaces and U+2212 into hyphen-minus', () => {
    expect(normalizeAmountText('\u22121\u00A0234\u202F567,00')).toBe('-1 234 567,00');
  });
});
