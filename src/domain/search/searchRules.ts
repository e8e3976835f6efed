/**
 * When a search may be sent, and what it asks for (part 1 §2 "Search popup" and "/search/", §5, §9).
 * The search popup and the search page both ask these functions; the answer is either the query to
 * send or the hint that tells the officer what is missing. The rules the search calls themselves
 * enforce, and their texts, are in searchRequestRules.ts: the hint is the text the server would refuse
 * the request with.
 *
 * Decisions:
 * - Terms are searched as normalizeSearchTerm gives them (trimmed, one space between words).
 * - A customer search by bank account needs the whole eleven-digit account (the contract's
 *   `Customer/WithBankAccount` takes exactly eleven digits); spaces and dots are ignored, so
 *   `1234 56 78903` and `1234.56.78903` both work. The spec writes the format as `### ## #####`;
 *   a Norwegian account has eleven digits, shown `#### ## #####` (identifiers/bankAccount).
 * - An amount is read with parseAmount, so `1 234,50`, `1234.5` and `kr 1 234,50` all find 1 234,50 kr.
 */
import { BANK_ACCOUNT_LENGTH } from '../identifiers/bankAccount';
import { isValidEmail } from '../identifiers/email';
import { parseAmount } from '../money/parseAmount';
import type { Ore } from '../money/ore';
import { err, ok, type Result } from '../result';
import {
  AMOUNT_SEARCH_NEEDS_CLIENT,
  BANK_ACCOUNT_DIGITS_ONLY,
  bankAccountDigits,
  bankAccountSearchProblem,
  clientSearchProblem,
  INVOICE_NUMBER_DIGITS_ONLY,
  invoiceNumberDigits,
  isNumberTerm,
  KID_DIGITS_ONLY,
  kidCharacters,
  normalizeSearchTerm,
  searchTermProblem,
  TEXT_SEARCH_NEEDS_CLIENT,
} from './searchRequestRules';

/** Our choice (the spec gives none): enough clients to pick from without scrolling far. */
export const CLIENT_PICKER_MAX_RESULTS = 20;
/** Our choice (the spec gives none): the search page lists at most this many rows. */
export const SEARCH_PAGE_MAX_RESULTS = 100;

export const NO_RESULTS_MESSAGE = 'Ingen resultater';
export const BANK_ACCOUNT_TOO_LONG = `Kontonummeret har ${BANK_ACCOUNT_LENGTH} siffer`;
export const WHOLE_EMAIL_NEEDED = 'Skriv hele e-postadressen';
export const WHOLE_BANK_ACCOUNT_NEEDED = `Skriv hele kontonummeret (${BANK_ACCOUNT_LENGTH} siffer)`;
export const BANK_ACCOUNT_SEARCH_NEEDS_CLIENT = 'Søk på kontonummer krever at en klient er valgt';

/** A search that may be sent (its query), or the hint shown instead. */
export type SearchReadiness<Q> = Result<Q, string>;

// ---------------------------------------------------------------- clients

/** How the client pickers look a client up: a numeric term is an id prefix, other text a name substring. */
export type ClientLookup =
  | { readonly by: 'idPrefix'; readonly prefix: string }
  | { readonly by: 'name'; readonly text: string }
  | { readonly by: 'bankAccount'; readonly digits: string };

export function clientLookupByTerm(term: string): SearchReadiness<ClientLookup> {
  const problem = clientSearchProblem(term);
  if (problem) return err(problem);
  const text = normalizeSearchTerm(term);
  return ok(isNumberTerm(text) ? { by: 'idPrefix', prefix: text } : { by: 'name', text });
}

/** The start of a client's bank account: 2 to 11 digits, spaces and dots ignored. */
export function clientLookupByBankAccount(term: string): SearchReadiness<ClientLookup> {
  const problem = bankAccountSearchProblem(term);
  if (problem) return err(problem);
  const digits = bankAccountDigits(term);
  return digits.length > BANK_ACCOUNT_LENGTH ? err(BANK_ACCOUNT_TOO_LONG) : ok({ by: 'bankAccount', digits });
}

// ---------------------------------------------------------------- customers

export const CUSTOMER_SEARCH_MODES = ['text', 'address', 'email', 'bankAccount'] as const;
export type CustomerSearchMode = (typeof CUSTOMER_SEARCH_MODES)[number];

export const CUSTOMER_SEARCH_MODE_LABELS: Readonly<Record<CustomerSearchMode, string>> = {
  text: 'Navn eller nummer',
  address: 'Adresse',
  email: 'E-post',
  bankAccount: 'Kontonummer',
};

/** The payment page's customer picker: a number by its prefix, other text in the name or the address lines (part 1 §2). */
export const NAME_OR_ADDRESS_SEARCH = 'nameOrAddress';
export type CustomerQueryMode = CustomerSearchMode | typeof NAME_OR_ADDRESS_SEARCH;

export type CustomerQuery =
  | { readonly mode: 'text' | 'address' | typeof NAME_OR_ADDRESS_SEARCH; readonly term: string; readonly clientId: number | null }
  | { readonly mode: 'email'; readonly email: string; readonly clientId: number | null }
  | { readonly mode: 'bankAccount'; readonly accountNumber: string; readonly clientId: number };

/** A payer's bank account is looked up among one client's customers. */
export function customerSearchNeedsClient(mode: CustomerQueryMode): boolean {
  return mode === 'bankAccount';
}

export function customerQuery(mode: CustomerQueryMode, term: string, clientId: number | null): SearchReadiness<CustomerQuery> {
  if (customerSearchNeedsClient(mode) && clientId === null) return err(BANK_ACCOUNT_SEARCH_NEEDS_CLIENT);
  const problem = searchTermProblem(term);
  if (problem) return err(problem);
  const text = normalizeSearchTerm(term);
  switch (mode) {
    case 'text':
    case 'address':
    case NAME_OR_ADDRESS_SEARCH:
      return ok({ mode, term: text, clientId });
    case 'email':
      return isValidEmail(text) ? ok({ mode, email: text, clientId }) : err(WHOLE_EMAIL_NEEDED);
    case 'bankAccount': {
      const digits = bankAccountDigits(text);
      if (!/^\d*$/.test(digits)) return err(BANK_ACCOUNT_DIGITS_ONLY);
      if (digits.length !== BANK_ACCOUNT_LENGTH) return err(WHOLE_BANK_ACCOUNT_NEEDED);
      return ok({ mode, accountNumber: digits, clientId: clientId as number });
    }
  }
}

// ---------------------------------------------------------------- invoices

/** `std` is the invoice number. */
export const INVOICE_SEARCH_TYPES = ['std', 'kid', 'reference', 'caseNumber', 'amount', 'text'] as const;
export type InvoiceSearchType = (typeof INVOICE_SEARCH_TYPES)[number];

export const INVOICE_SEARCH_TYPE_LABELS: Readonly<Record<InvoiceSearchType, string>> = {
  std: 'Fakturanummer',
  kid: 'KID',
  reference: 'Referanse',
  caseNumber: 'Saksnummer',
  amount: 'Beløp',
  text: 'Fakturatekst',
};

export type InvoiceQuery =
  | { readonly type: 'std' | 'kid' | 'reference' | 'caseNumber'; readonly term: string; readonly clientId: number | null }
  | { readonly type: 'text'; readonly term: string; readonly clientId: number }
  | { readonly type: 'amount'; readonly amount: Ore; readonly clientId: number };

/** Searches that would scan every client's invoices are only offered within one client. */
export function invoiceSearchNeedsClient(type: InvoiceSearchType): boolean {
  return type === 'amount' || type === 'text';
}

export function invoiceQuery(type: InvoiceSearchType, term: string, clientId: number | null): SearchReadiness<InvoiceQuery> {
  if (type === 'amount' && clientId === null) return err(AMOUNT_SEARCH_NEEDS_CLIENT);
  if (type === 'text' && clientId === null) return err(TEXT_SEARCH_NEEDS_CLIENT);
  const problem = searchTermProblem(term);
  if (problem) return err(problem);
  const text = normalizeSearchTerm(term);
  switch (type) {
    case 'std': {
      const digits = invoiceNumberDigits(text);
      return digits === null ? err(INVOICE_NUMBER_DIGITS_ONLY) : ok({ type, term: digits, clientId });
    }
    case 'kid': {
      const kid = kidCharacters(text);
      return kid === null ? err(KID_DIGITS_ONLY) : ok({ type, term: kid, clientId });
    }
    case 'reference':
    case 'caseNumber':
      return ok({ type, term: text, clientId });
    case 'text':
      return ok({ type, term: text, clientId: clientId as number });
    case 'amount': {
      const amount = parseAmount(text);
      return amount.ok ? ok({ type, amount: amount.value, clientId: clientId as number }) : err(amount.error);
    }
  }
}

// ---------------------------------------------------------------- the search page's address

export const SEARCH_TABS = ['customer', 'invoice'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

export const SEARCH_TAB_LABELS: Readonly<Record<SearchTab, string>> = { customer: 'Kunde', invoice: 'Faktura' };

function oneOf<T extends string>(values: readonly T[], fallback: T) {
  return (param: string | null): T => (values as readonly string[]).includes(param ?? '') ? (param as T) : fallback;
}

/** An unknown or missing value in the address falls back to the first tab and the first mode. */
export const searchTabFromParam = oneOf(SEARCH_TABS, 'customer');
export const customerSearchModeFromParam = oneOf(CUSTOMER_SEARCH_MODES, 'text');
export const invoiceSearchTypeFromParam = oneOf(INVOICE_SEARCH_TYPES, 'std');

/** A client id from the address: a positive whole number, else none. */
export function clientIdFromParam(param: string | null): number | null {
  if (param === null || !/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= 2_147_483_647 ? id : null;
}
