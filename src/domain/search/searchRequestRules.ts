/**
 * What the search calls accept (part 1 §2, §5, §9; part 2 customer pickers), with the texts of a
 * refused request. The reference server answers 400 with these texts, and the SPA shows the same
 * texts as the hint under a field that cannot search yet (searchRules.ts builds on this module).
 */
import { normalizeBankAccount } from '../identifiers/bankAccount';

/** Customer and invoice searches are enabled when the term has more than 1 character. */
export const SEARCH_TERM_MIN_LENGTH = 2;
/** The client field (popup and /search) searches from 3 characters. */
export const CLIENT_SEARCH_MIN_LENGTH = 3;
/** The client picker by bank account searches from 2 digits. */
export const BANK_ACCOUNT_CLIENT_SEARCH_MIN_LENGTH = 2;
/** The search popup shows at most 10 customers. */
export const POPUP_MAX_RESULTS = 10;
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

/** Bank account digits as typed in the ### ## ##### format: spaces and dots are only grouping (identifiers/bankAccount). */
export const bankAccountDigits = normalizeBankAccount;

/** Null when the client picker may search by these bank account digits, else why not. */
export function bankAccountSearchProblem(text: string): string | null {
  const digits = bankAccountDigits(text);
  if (!/^\d*$/.test(digits)) return BANK_ACCOUNT_DIGITS_ONLY;
  return digits.length < BANK_ACCOUNT_CLIENT_SEARCH_MIN_LENGTH ? BANK_ACCOUNT_SEARCH_TOO_SHORT : null;
}

/** An invoice number as searched: its digits (spaces are grouping), or null when it is not one. */
export function invoiceNumberDigits(term: string): string | null {
  const digits = normalizeSearchTerm(term).replace(/ /g, '');
  return /^\d+$/.test(digits) ? digits : null;
}

/** A KID as searched: digits and hyphens (a MOD11 KID may end in '-'), or null when it is not one. */
export function kidCharacters(term: string): string | null {
  const kid = normalizeSearchTerm(term).replace(/ /g, '');
  return /^[\d-]+$/.test(kid) ? kid : null;
}
