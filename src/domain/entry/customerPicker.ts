/**
 * The entry form's customer picker (part 2 §2.7, §5 "Customer search", §9): the client's whole
 * customer list is loaded once (page 0, size 999999); from 2 characters a numeric term finds the
 * customers whose number starts with it, any other term those whose name contains it, at most 20.
 *
 * For a client with 200 000 customers the search runs on every keystroke, so the list is turned
 * into an index once (lower-cased names and number strings) and the scan stops at the 20th hit.
 */
import type { ClientCustomerRow, CustomerList } from '../client/customerList';
import { isNumberTerm, normalizeSearchTerm, PICKER_MAX_RESULTS, searchTermProblem } from '../search/searchRequestRules';

export const CUSTOMERS_LOADING_TEXT = 'Laster kunder...';

export interface CustomerPickerIndex {
  readonly customers: CustomerList;
  readonly numbers: readonly string[];
  readonly names: readonly string[];
}

export function customerPickerIndex(customers: CustomerList): CustomerPickerIndex {
  const numbers = new Array<string>(customers.length);
  const names = new Array<string>(customers.length);
  for (let index = 0; index < customers.length; index++) {
    numbers[index] = String(customers.nrAt(index));
    names[index] = customers.nameAt(index)!.toLowerCase();
  }
  return { customers, numbers, names };
}

/** The picker's answer: the customers to list, or why none are searched for yet. */
export type CustomerPickerResult = { readonly hint: string } | { readonly customers: readonly ClientCustomerRow[] };

export function pickCustomers(index: CustomerPickerIndex, text: string, max: number = PICKER_MAX_RESULTS): CustomerPickerResult {
  const problem = searchTermProblem(text);
  if (problem !== null) return { hint: problem };
  const term = normalizeSearchTerm(text).toLowerCase();
  const haystack = isNumberTerm(term) ? index.numbers : index.names;
  const matches = isNumberTerm(term) ? (value: string) => value.startsWith(term) : (value: string) => value.includes(term);
  const customers: ClientCustomerRow[] = [];
  for (let i = 0; i < haystack.length && customers.length < max; i++) {
    if (matches(haystack[i]!)) customers.push(index.customers.at(i)!);
  }
  return { customers };
}
