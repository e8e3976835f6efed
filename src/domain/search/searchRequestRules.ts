/**
 * What the search calls accept (part 1 §2, §5, §9; part 2 customer pickers), with the texts of a
 * refused request: the reference server answers 400 with these. The limits themselves are the ones
 * the SPA enables its fields by (searchRules.ts).
 */
import {
  BANK_ACCOUNT_CLIENT_SEARCH_MIN_DIGITS as BANK_ACCOUNT_CLIENT_SEARCH_MIN_LENGTH,
  CLIENT_SEARCH_MIN_LENGTH,
  SEARCH_TERM_MIN_LENGTH,
} from './searchRules';

export { POPUP_MAX_RESULTS } from './searchRules';

/** Customer pickers (payment page, entry form) show at most 20 customers. */
export const PICKER_MAX_RESULTS = 20;
/** Customer pickers load a client's whole customer list with this page size (page 0). */
export const FULL_LIST_PAGE_SIZE = 999_999;

export const SEARCH_TERM_TOO_SHORT = `Søket må ha minst ${SEARCH_TERM_MIN_LENGTH} tegn`;
export const CLIENT_SEARCH_TOO_SHORT = `Klientsøket må ha minst ${CLIENT_SEARCH_MIN_LENGTH} tegn`;
export const BANK_ACCOUNT_SEARCH_TOO_SHORT = `Kontonummeret må ha minst ${BANK_ACCOUNT_CLIENT_SEARCH_MIN_LENGTH} siffer`;
export const BANK_ACCOUNT_DIGITS_ONLY = 'Kontonummeret kan bare inneholde siffer';
export const INVOICE_NUMBER_DIGITS_ONLY = 'Fakturanummeret kan bare inneholde siffer';
export const KID_DIGITS_ONLY = 'KID kan bare inneholde siffer og bindestrek';
export const AMOUNT_SEARCH_NEEDS_CLIENT = 'Søk på beløp krever at en klient er valgt';
export const TEXT_SEARCH_NEEDS_CLIENT = 'Søk i fakturatekst krever at en klient er valgt';

/** What the officer typed, as searched: trimmed, inner runs of white space as one space. */
export function normalizeSearchTerm(term: string): string {
  return term.trim().replace(/\s+/g, ' ');
}

/** A term of digits only is a number (customer number, client id, invoice number) rather than text. */
export function isNumberTerm(term: string): boolean {
  return /^\d+$/.test(normalizeSearchTerm(term));
}

/** Null when a customer or invoice search may run with this term, else why not. */
export function searchTermProblem(term: string): string | null {
  return normalizeSearchTerm(term).length < SEARCH_TERM_MIN_LENGTH ? SEARCH_TERM_TOO_SHORT : null;
}

/** Null when the client field may search with this term (number or name), else why not. */
export function clientSearchProblem(term: string): string | null {
  return normalizeSearchTerm(term).length < CLIENT_SEARCH_MIN_LENGTH ? CLIENT_SEARCH_TOO_SHORT : null;
}

/** Bank account digits as typed in the ### ## ##### format: spaces and dots are only grouping. */
export function bankAccountDigits(text: string): string {
  return text.replace(/[\s.]/g, '');
}

/** Null when the client picker may search by these bank account digits, else why not. */
export function bankAccountSearchProblem(text: string): string | null {
  const digits = bankAccountDigits(text);
  if (!/^\d*$/.test(digits)) return BANK_ACCOUNT_DIGITS_ONLY;
  return digits.length < BANK_ACCOUNT_CLIENT_SEARCH_MIN_LENGTH ? BANK_ACCOUNT_SEARCH_TOO_SHORT : null;
}
