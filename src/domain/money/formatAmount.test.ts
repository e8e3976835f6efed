import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { AMOUNT_GROUP_SEPARATOR, AMOUNT_MINUS_SIGN, formatAmount, formatAmountForFile, normalizeAmountText } from './formatAmount';
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

  it('writes the true minus sign U+2212 on screen', () => {
    expect(AMOUNT_MINUS_SIGN).toBe('\u2212');
    expect(formatAmount(-123450)).toBe(`\u22121${NBSP}234,50`);
    expect(formatAmount(-1)).toBe('\u22120,01');
  });

  it('writes ASCII hyphen-minus in files (CSV, PDF), otherwise the same text', () => {
    expect(formatAmountForFile(-123450)).toBe(`-1${NBSP}234,50`);
    expect(formatAmountForFile(123450)).toBe(formatAmount(123450));
  });

  it('is what Intl nb-NO writes, character for character', () => {
    const intl = new Intl.NumberFormat('nb-NO', { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'negative' });
    fc.assert(
      fc.property(fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }), (amount) => {
        expect(formatAmount(amount)).toBe(intl.format(amount / 100));
      }),
    );
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
      expect(text).toMatch(new RegExp(`^\u2212?\\d{1,3}(${AMOUNT_GROUP_SEPARATOR}\\d{3})*,\\d{2}$`));
    }));
  });
});

describe('normalizeAmountText', () => {
  it('turns Unicode spaces into spaces and U+2212 into hyphen-minus', () => {
    expect(normalizeAmountText('\u22121\u00A0234\u202F567,00')).toBe('-1 234 567,00');
  });
});
