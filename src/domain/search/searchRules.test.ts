import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BANK_ACCOUNT_SEARCH_NEEDS_CLIENT,
  BANK_ACCOUNT_TOO_LONG,
  clientIdFromParam,
  clientLookupByBankAccount,
  clientLookupByTerm,
  customerQuery,
  customerSearchNeedsClient,
  CUSTOMER_SEARCH_MODES,
  customerSearchModeFromParam,
  invoiceQuery,
  invoiceSearchNeedsClient,
  INVOICE_SEARCH_TYPES,
  invoiceSearchTypeFromParam,
  searchTabFromParam,
  WHOLE_BANK_ACCOUNT_NEEDED,
  WHOLE_EMAIL_NEEDED,
} from './searchRules';
import {
  AMOUNT_SEARCH_NEEDS_CLIENT,
  BANK_ACCOUNT_DIGITS_ONLY,
  BANK_ACCOUNT_SEARCH_TOO_SHORT,
  CLIENT_SEARCH_TOO_SHORT,
  INVOICE_NUMBER_DIGITS_ONLY,
  KID_DIGITS_ONLY,
  SEARCH_TERM_TOO_SHORT,
  TEXT_SEARCH_NEEDS_CLIENT,
} from './searchRequestRules';
import { AMOUNT_INVALID_MESSAGE } from '../money/parseAmount';

describe('client look-up by number or name', () => {
  it('needs 3 characters: 2 are not enough, 3 are', () => {
    expect(clientLookupByTerm('10')).toEqual({ ok: false, error: 'Klientsøket må ha minst 3 tegn' });
    expect(clientLookupByTerm('100')).toEqual({ ok: true, value: { by: 'idPrefix', prefix: '100' } });
    expect(clientLookupByTerm('Bå')).toEqual({ ok: false, error: CLIENT_SEARCH_TOO_SHORT });
    expect(clientLookupByTerm('Båt')).toEqual({ ok: true, value: { by: 'name', text: 'Båt' } });
  });

  it('searches the term as normalised: trimmed, one space between words', () => {
    expect(clientLookupByTerm('  ab  ')).toEqual({ ok: false, error: CLIENT_SEARCH_TOO_SHORT });
    expect(clientLookupByTerm(' 1001 ')).toEqual({ ok: true, value: { by: 'idPrefix', prefix: '1001' } });
    expect(clientLookupByTerm(' Nordlys   Bygg ')).toEqual({ ok: true, value: { by: 'name', text: 'Nordlys Bygg' } });
  });

  it('reads digits as an id prefix and anything else as a name', () => {
    expect(clientLookupByTerm('1a0')).toEqual({ ok: true, value: { by: 'name', text: '1a0' } });
    fc.assert(
      fc.property(fc.stringMatching(/^\d{3,10}$/), (digits) => {
        const lookup = clientLookupByTerm(digits);
        return lookup.ok && lookup.value.by === 'idPrefix';
      }),
    );
  });
});

describe('client look-up by bank account', () => {
  it('needs 2 digits: 1 is not enough', () => {
    expect(clientLookupByBankAccount('1')).toEqual({ ok: false, error: BANK_ACCOUNT_SEARCH_TOO_SHORT });
    expect(clientLookupByBankAccount('')).toEqual({ ok: false, error: 'Kontonummeret må ha minst 2 siffer' });
    expect(clientLookupByBankAccount('12')).toEqual({ ok: true, value: { by: 'bankAccount', digits: '12' } });
  });

  it('ignores spaces and dots, refuses letters and more than 11 digits', () => {
    expect(clientLookupByBankAccount('1234 56.7')).toEqual({ ok: true, value: { by: 'bankAccount', digits: '1234567' } });
    expect(clientLookupByBankAccount('12a')).toEqual({ ok: false, error: BANK_ACCOUNT_DIGITS_ONLY });
    expect(clientLookupByBankAccount('1234 56 78903')).toEqual({ ok: true, value: { by: 'bankAccount', digits: '12345678903' } });
    expect(clientLookupByBankAccount('1234 56 789034')).toEqual({ ok: false, error: BANK_ACCOUNT_TOO_LONG });
  });
});

describe('customer search', () => {
  it('by text or address is enabled from 2 characters, not 1', () => {
    expect(customerQuery('text', 'H', null)).toEqual({ ok: false, error: 'Søket må ha minst 2 tegn' });
    expect(customerQuery('text', ' Ha ', null)).toEqual({ ok: true, value: { mode: 'text', term: 'Ha', clientId: null } });
    expect(customerQuery('address', 'G', 1001)).toEqual({ ok: false, error: SEARCH_TERM_TOO_SHORT });
    expect(customerQuery('address', 'Storgata  1', 1001)).toEqual({ ok: true, value: { mode: 'address', term: 'Storgata 1', clientId: 1001 } });
  });

  it('by e-mail needs the whole address', () => {
    expect(customerQuery('email', 'kari@', null)).toEqual({ ok: false, error: WHOLE_EMAIL_NEEDED });
    expect(customerQuery('email', 'kari@firma', null)).toEqual({ ok: false, error: 'Skriv hele e-postadressen' });
    expect(customerQuery('email', 'kari@firma.no', 1001)).toEqual({ ok: true, value: { mode: 'email', email: 'kari@firma.no', clientId: 1001 } });
  });

  it('by bank account is disabled until a client is chosen, then needs all 11 digits', () => {
    expect(customerQuery('bankAccount', '1234 56 78903', null)).toEqual({ ok: false, error: BANK_ACCOUNT_SEARCH_NEEDS_CLIENT });
    expect(customerQuery('bankAccount', '1234 56 7890', 1001)).toEqual({ ok: false, error: WHOLE_BANK_ACCOUNT_NEEDED });
    expect(customerQuery('bankAccount', '1234 56 789034', 1001)).toEqual({ ok: false, error: WHOLE_BANK_ACCOUNT_NEEDED });
    expect(customerQuery('bankAccount', '1234 5x 78903', 1001)).toEqual({ ok: false, error: BANK_ACCOUNT_DIGITS_ONLY });
    expect(customerQuery('bankAccount', '1234.56.78903', 1001)).toEqual({
      ok: true,
      value: { mode: 'bankAccount', accountNumber: '12345678903', clientId: 1001 },
    });
  });

  it('asks for a client before it counts characters', () => {
    expect(customerQuery('bankAccount', '', null)).toEqual({ ok: false, error: 'Søk på kontonummer krever at en klient er valgt' });
  });
});

describe('invoice search', () => {
  it('by invoice number, KID, reference or case number is enabled from 2 characters, with or without a client', () => {
    for (const type of ['std', 'kid', 'reference', 'caseNumber'] as const) {
      expect(invoiceQuery(type, '1', null)).toEqual({ ok: false, error: SEARCH_TERM_TOO_SHORT });
      expect(invoiceQuery(type, '12', null)).toEqual({ ok: true, value: { type, term: '12', clientId: null } });
      expect(invoiceQuery(type, '12', 1001)).toEqual({ ok: true, value: { type, term: '12', clientId: 1001 } });
    }
  });

  it('by invoice number takes digits (spaces are grouping), by KID digits and hyphens', () => {
    expect(invoiceQuery('std', '12a', null)).toEqual({ ok: false, error: INVOICE_NUMBER_DIGITS_ONLY });
    expect(invoiceQuery('std', '70 001', null)).toEqual({ ok: true, value: { type: 'std', term: '70001', clientId: null } });
    expect(invoiceQuery('kid', '0012345-', null)).toEqual({ ok: true, value: { type: 'kid', term: '0012345-', clientId: null } });
    expect(invoiceQuery('kid', 'KID 12', null)).toEqual({ ok: false, error: KID_DIGITS_ONLY });
    expect(invoiceQuery('reference', 'PO-7', null)).toEqual({ ok: true, value: { type: 'reference', term: 'PO-7', clientId: null } });
  });

  it('by amount or invoice text needs a client', () => {
    expect(invoiceQuery('amount', '1 234,50', null)).toEqual({ ok: false, error: AMOUNT_SEARCH_NEEDS_CLIENT });
    expect(invoiceQuery('text', 'Konsulenttimer', null)).toEqual({ ok: false, error: TEXT_SEARCH_NEEDS_CLIENT });
    expect(invoiceQuery('text', 'K', 1001)).toEqual({ ok: false, error: SEARCH_TERM_TOO_SHORT });
    expect(invoiceQuery('text', 'Ko', 1001)).toEqual({ ok: true, value: { type: 'text', term: 'Ko', clientId: 1001 } });
  });

  it('reads the amount as the officer writes it, in øre', () => {
    expect(invoiceQuery('amount', 'kr 1 234,50', 1001)).toEqual({ ok: true, value: { type: 'amount', amount: 123450, clientId: 1001 } });
    expect(invoiceQuery('amount', '10', 1001)).toEqual({ ok: true, value: { type: 'amount', amount: 1000, clientId: 1001 } });
    expect(invoiceQuery('amount', '5', 1001)).toEqual({ ok: false, error: SEARCH_TERM_TOO_SHORT });
    expect(invoiceQuery('amount', 'ti kroner', 1001)).toEqual({ ok: false, error: AMOUNT_INVALID_MESSAGE });
  });
});

describe('which searches need a client', () => {
  it('customers by bank account do, by text, address or e-mail do not', () => {
    expect(CUSTOMER_SEARCH_MODES.filter(customerSearchNeedsClient)).toEqual(['bankAccount']);
  });

  it('invoices by amount or invoice text do, the others do not', () => {
    expect(INVOICE_SEARCH_TYPES.filter(invoiceSearchNeedsClient)).toEqual(['amount', 'text']);
  });
});

describe('the search page address', () => {
  it('falls back to the first tab and mode for unknown values', () => {
    expect(searchTabFromParam('invoice')).toBe('invoice');
    expect(searchTabFromParam(null)).toBe('customer');
    expect(searchTabFromParam('faktura')).toBe('customer');
    expect(customerSearchModeFromParam('email')).toBe('email');
    expect(customerSearchModeFromParam('epost')).toBe('text');
    expect(invoiceSearchTypeFromParam('amount')).toBe('amount');
    expect(invoiceSearchTypeFromParam(null)).toBe('std');
  });

  it('reads a client id as a positive 32-bit whole number', () => {
    expect(clientIdFromParam('1001')).toBe(1001);
    expect(clientIdFromParam('2147483647')).toBe(2147483647);
    expect(clientIdFromParam('2147483648')).toBeNull();
    expect(clientIdFromParam('0')).toBeNull();
    expect(clientIdFromParam('-3')).toBeNull();
    expect(clientIdFromParam('10x')).toBeNull();
    expect(clientIdFromParam(null)).toBeNull();
  });
});
