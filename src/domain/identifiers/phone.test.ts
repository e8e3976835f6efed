import { describe, it, expect } from 'vitest';
import { formatPhone, isValidNorwegianPhone } from './phone';

describe('Norwegian phone numbers', () => {
  it('accepts eight digits with or without +47 / 0047 and spaces', () => {
    expect(isValidNorwegianPhone('12345678')).toBe(true);
    expect(isValidNorwegianPhone('+4712345678')).toBe(true);
    expect(isValidNorwegianPhone('004712345678')).toBe(true);
    expect(isValidNorwegianPhone('+47 12 34 56 78')).toBe(true);
  });

  it('rejects seven or nine digits, other prefixes and letters', () => {
    expect(isValidNorwegianPhone('1234567')).toBe(false);
    expect(isValidNorwegianPhone('123456789')).toBe(false);
    expect(isValidNorwegianPhone('+4612345678')).toBe(false);
    expect(isValidNorwegianPhone('1234567a')).toBe(false);
    expect(isValidNorwegianPhone('')).toBe(false);
  });

  it('formats as four groups of two, dropping the prefix', () => {
    expect(formatPhone('12345678')).toBe('12 34 56 78');
    expect(formatPhone('+47 1234 5678')).toBe('12 34 56 78');
    expect(formatPhone('12345')).toBe('12345');
  });
});
