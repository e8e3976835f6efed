import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countText, formatDecimal, formatInteger, MINUS_SIGN } from './formatNumber';

const NBSP = '\u00A0';
// signDisplay 'negative': Intl would write −0 for a negative zero, we write 0.
const intlInteger = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 0, signDisplay: 'negative' });

describe('formatInteger', () => {
  it('groups thousands with a no-break space and writes the true minus sign', () => {
    expect(formatInteger(0)).toBe('0');
    expect(formatInteger(999)).toBe('999');
    expect(formatInteger(6034)).toBe(`6${NBSP}034`);
    expect(formatInteger(1_234_567)).toBe(`1${NBSP}234${NBSP}567`);
    expect(formatInteger(-6723)).toBe(`${MINUS_SIGN}6${NBSP}723`);
    expect(MINUS_SIGN).toBe('\u2212');
  });

  it('refuses a fraction', () => {
    expect(() => formatInteger(0.5)).toThrow(RangeError);
  });

  it('writes what Intl nb-NO writes, character for character', () => {
    fc.assert(fc.property(fc.maxSafeInteger(), (n) => {
        expect(formatInteger(n)).toBe(intlInteger.format(n));
      }),
    );
  });
});

describe('formatDecimal', () => {
  it("writes a quantity with a comma and the true minus sign: '−0,5', not '-0.5'", () => {
    expect(formatDecimal(-0.5)).toBe(`${MINUS_SIGN}0,5`);
    expect(formatDecimal(2)).toBe('2');
    expect(formatDecimal(1234.25)).toBe(`1${NBSP}234,25`);
    expect(formatDecimal(8000)).toBe(`8${NBSP}000`);
  });

  it('rounds half away from zero on the written digits, and pads to the minimum', () => {
    expect(formatDecimal(1.005)).toBe('1,01');
    expect(formatDecimal(-1.005)).toBe(`${MINUS_SIGN}1,01`);
    expect(formatDecimal(0.1234, { maximumFractionDigits: 3 })).toBe('0,123');
    expect(formatDecimal(25, { minimumFractionDigits: 2 })).toBe('25,00');
    expect(formatDecimal(-0.001)).toBe('0');
  });

  it('agrees with Intl nb-NO on numbers of two decimals', () => {
    const intl = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 2, signDisplay: 'negative' });
    fc.assert(fc.property(fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }), (cents) => {
        expect(formatDecimal(cents / 100)).toBe(intl.format(cents / 100));
      }),
    );
  });
});

describe('countText', () => {
  it('takes the singular for one and the plural otherwise (1 mottaker, 0 and 2 mottakere)', () => {
    expect(countText(1, 'mottaker', 'mottakere')).toBe('1 mottaker');
    expect(countText(0, 'mottaker', 'mottakere')).toBe('0 mottakere');
    expect(countText(6034, 'purring', 'purringer')).toBe(`6${NBSP}034 purringer`);
  });
});
