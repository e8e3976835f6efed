import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BANK_ACCOUNT_DIGITS_ONLY,
  BANK_ACCOUNT_SEARCH_TOO_SHORT,
  bankAccountDigits,
  bankAccountSearchProblem,
  CLIENT_SEARCH_TOO_SHORT,
  clientSearchProblem,
  INVOICE_NUMBER_DIGITS_ONLY,
  invoiceNumberDigits,
  isNumberTerm,
  kidCharacters,
  normalizeSearchTerm,
  SEARCH_TERM_TOO_SHORT,
  searchTermProblem,
} from './searchRequestRules';

describe('search terms', () => {
  it('are trimmed and keep one space between words', () => {
    expect(normalizeSearchTerm('  Bakkehaug \t  Rør  ')).toBe('Bakkehaug Rør');
  });

  it('enable the customer and invoice searches from 2 characters, white space not counted', () => {
    expect(searchTermProblem('a')).toBe(SEARCH_TERM_TOO_SHORT);
    expect(searchTermProblem(' a  ')).toBe(SEARCH_TERM_TOO_SHORT);
    expect(searchTermProblem('ab')).toBeNull();
    expect(SEARCH_TERM_TOO_SHORT).toBe('Søket må ha minst 2 tegn');
  });

  it('enable the client search from 3 characters, numbers and names alike', () => {
    expect(clientSearchProblem('10')).toBe(CLIENT_SEARCH_TOO_SHORT);
    expect(clientSearchProblem('Rø ')).toBe(CLIENT_SEARCH_TOO_SHORT);
    expect(clientSearchProblem('100')).toBeNull();
    expect(clientSearchProblem('Rør')).toBeNull();
  });

  it('are numbers when they hold digits only', () => {
    expect(isNumberTerm(' 1234 ')).toBe(true);
    expect(isNumberTerm('12 34')).toBe(false);
    expect(isNumberTerm('12a')).toBe(false);
    fc.assert(fc.property(fc.nat(), (n) => isNumberTerm(String(n))));
  });
});

describe('bank account search', () => {
  it('reads the ### ## ##### grouping as digits', () => {
    expect(bankAccountDigits('1503 12.34567')).toBe('15031234567');
  });

  it('needs 2 digits and digits only', () => {
    expect(bankAccountSearchProblem('1')).toBe(BANK_ACCOUNT_SEARCH_TOO_SHORT);
    expect(bankAccountSearchProblem('1 5')).toBeNull();
    expect(bankAccountSearchProblem('15a')).toBe(BANK_ACCOUNT_DIGITS_ONLY);
  });
});

describe('invoice number and KID search', () => {
  it('reads an invoice number as its digits, spaces being grouping', () => {
    expect(invoiceNumberDigits(' 70 001 ')).toBe('70001');
    expect(invoiceNumberDigits('70001a')).toBeNull();
    expect(invoiceNumberDigits('')).toBeNull();
    expect(INVOICE_NUMBER_DIGITS_ONLY).toBe('Fakturanummeret kan bare inneholde siffer');
  });

  it('reads a KID as digits and hyphens', () => {
    expect(kidCharacters('1234 5678-')).toBe('12345678-');
    expect(kidCharacters('12/34')).toBeNull();
  });
});
