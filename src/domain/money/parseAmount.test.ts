import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  AMOUNT_INVALID_MESSAGE,
  AMOUNT_MISSING_MESSAGE,
  AMOUNT_TOO_LARGE_MESSAGE,
  AMOUNT_TOO_MANY_DECIMALS_MESSAGE,
  parseAmount,
} from './parseAmount';
import { formatAmount } from './formatAmount';
import { MAX_ORE } from './ore';

describe('parseAmount accepts Norwegian ways of writing an amount', () => {
  it.each([
    ['1 234,50', 123450],
    ['1234,5', 123450],
    ['1234.50', 123450],
    ['1.234,50', 123450],
    ['1.234.567', 123456700],
    ['1\u00A0234,50', 123450],
    ['1\u202F234,50', 123450],
    ['1\u2009234,50', 123450],
    ['-12', -1200],
    ['\u221212', -1200],
    ['+12', 1200],
    ['kr 10', 1000],
    ['kr. 10', 1000],
    ['kr10', 1000],
    ['KR 10', 1000],
    ['NOK 10', 1000],
    ['10 kr', 1000],
    ['10kr', 1000],
    ['kr -10', -1000],
    ['-kr 10', -1000],
    ['- 10', -1000],
    ['10,-', 1000],
    ['kr 1 000,-', 100000],
    ['-10,-', -1000],
    [',50', 50],
    ['0,05', 5],
    ['  42  ', 4200],
    ['-0', 0],
    ['0', 0],
  ])('%s → %d øre', (input, expected) => {
    expect(parseAmount(input)).toEqual({ ok: true, value: expected });
  });

  it('returns 0 rather than −0 for a negative zero', () => {
    const result = parseAmount('-0,00');
    expect(result.ok && Object.is(result.value, 0)).toBe(true);
  });
});

describe('parseAmount rejects with a Norwegian message', () => {
  it.each(['', '   '])('empty %j → Beløp mangler', (input) => {
    expect(parseAmount(input)).toEqual({ ok: false, error: AMOUNT_MISSING_MESSAGE });
  });

  it.each([
    'abc',
    'kr',
    '12 34',
    '1 2345',
    '1234,',
    '1234.',
    '1,234.50',
    '1,2,3',
    '--5',
    '5-',
    '10 -',
    'krone 10',
    '1.234,5.0',
    '1 234,5a',
    '10,-,-',
    '1,00,-',
    '.',
    ',',
    '12a',
  ])('%j → Ugyldig beløp', (input) => {
    expect(parseAmount(input)).toEqual({ ok: false, error: AMOUNT_INVALID_MESSAGE });
  });

  it('two decimals are fine, three are not (so "1.234" is not silently 1 234 kr)', () => {
    expect(parseAmount('1,23')).toEqual({ ok: true, value: 123 });
    expect(parseAmount('1,234')).toEqual({ ok: false, error: AMOUNT_TOO_MANY_DECIMALS_MESSAGE });
    expect(parseAmount('1.234')).toEqual({ ok: false, error: AMOUNT_TOO_MANY_DECIMALS_MESSAGE });
  });

  it('accepts the largest safe amount and rejects one øre more', () => {
    expect(parseAmount(formatAmount(MAX_ORE))).toEqual({ ok: true, value: MAX_ORE });
    expect(parseAmount('90071992547409,92')).toEqual({ ok: false, error: AMOUNT_TOO_LARGE_MESSAGE });
    expect(parseAmount('-90071992547409,92')).toEqual({ ok: false, error: AMOUNT_TOO_LARGE_MESSAGE });
  });
});

describe('parseAmount properties', () => {
  const ore = fc.integer({ min: -MAX_ORE, max: MAX_ORE });

  it('reads back every formatted amount', () => {
    fc.assert(fc.property(ore, (amount) => {
      expect(parseAmount(formatAmount(amount))).toEqual({ ok: true, value: amount });
    }));
  });

  it('reads the same amount whatever group space, minus sign, decimal mark or currency the officer used', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000_00, max: 1_000_000_000_00 }),
        fc.constantFrom(' ', '\u00A0', '\u202F', ''),
        fc.constantFrom('-', '\u2212'),
        fc.constantFrom(',', '.'),
        fc.constantFrom('', 'kr ', 'kr'),
        (amount, group, minus, decimal, currency) => {
          const magnitude = Math.abs(amount);
          const whole = String(Math.floor(magnitude / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, group);
          const text = `${amount < 0 ? minus : ''}${currency}${whole}${decimal}${String(magnitude % 100).padStart(2, '0')}`;
          expect(parseAmount(text)).toEqual({ ok: true, value: amount });
        },
      ),
    );
  });

  it('never throws, whatever is typed', () => {
    fc.assert(fc.property(fc.string(), (text) => {
      const result = parseAmount(text);
      expect(typeof result.ok).toBe('boolean');
    }));
  });
});
