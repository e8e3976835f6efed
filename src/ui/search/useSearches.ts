import type { ServerRead } from '../../application/ports/serverRead.port';
import type { ClientHit, CustomerHit, InvoiceHit } from '../../application/ports/search.port';
import { TOKENS } from '../../composition/tokens';
import { useInjection } from '../../composition/injection';
import { BANK_ACCOUNT_SEARCH_DEBOUNCE_MS, CUSTOMER_SEARCH_CACHE_MS, SEARCH_DEBOUNCE_MS } from '../../domain/queryPolicy';
import {
  CLIENT_PICKER_MAX_RESULTS,
  clientLookupByBankAccount,
  clientLookupByTerm,
  customerQuery,
  invoiceQuery,
  type CustomerQueryMode,
  type InvoiceSearchType,
  type SearchReadiness,
} from '../../domain/search/searchRules';
import { useServerRead, useStartServerRead } from '../serverState/useServerRead';
import { useDebouncedValue } from './useDebouncedValue';

export interface SearchState<T> {
  /** What the officer must add before the search runs (from the domain's rules), or null when it can run. */
  readonly hint: string | null;
  /** The answer for the settled term; undefined before there is one. May be the previous answer while `searching`. */
  readonly results: readonly T[] | undefined;
  /** Typing has not settled yet, or the answer is on its way. */
  readonly searching: boolean;
}

/**
 * One search: the hint follows every keystroke; the request waits until the term has been still for
 * the debounce, and is only made when the domain's rules allow it. The popup's 350 ms from the last key
 * to the results (issue 6) leave 50 ms beside the debounce, so the debounce counts from the keystroke
 * when the field says when that was (`typedAt`, performance.now()), and the request leaves from its timer.
 */
function useSearch<Q, T>(
  term: string,
  debounceMs: number,
  readiness: (term: string) => SearchReadiness<Q>,
  readOf: (query: Q) => ServerRead<T[]>,
  { staleTime, typedAt }: { staleTime?: number; typedAt?: number } = {},
): SearchState<T> {
  const start = useStartServerRead();
  const freshness = staleTime ? { staleTime } : {};
  const settledTerm = useDebouncedValue(term, debounceMs, {
    changedAt: typedAt,
    onSettle: (next) => {
      const query = readiness(next);
      if (query.ok) start(readOf(query.value), freshness);
    },
  });
  const now = readiness(term);
  const settled = readiness(settledTerm);
  const read = useServerRead(settled.ok ? readOf(settled.value) : null, { keepPrevious: true, ...freshness });
  if (!now.ok) return { hint: now.error, results: undefined, searching: false };
  return {
    hint: null,
    results: settled.ok ? read.data : undefined,
    searching: settledTerm !== term || read.isFetching,
  };
}

/** The client pickers: by number or name (from 3 characters), or by bank account (from 2 digits, answering sooner). */
export function useClientSearch(term: string, by: 'term' | 'bankAccount'): SearchState<ClientHit> {
  const search = useInjection(TOKENS.Search);
  return useSearch(
    term,
    by === 'bankAccount' ? BANK_ACCOUNT_SEARCH_DEBOUNCE_MS : SEARCH_DEBOUNCE_MS,
    by === 'bankAccount' ? clientLookupByBankAccount : clientLookupByTerm,
    (lookup) => search.clients(lookup, CLIENT_PICKER_MAX_RESULTS),
  );
}

export function useCustomerSearch(
  mode: CustomerQueryMode,
  term: string,
  clientId: number | null,
  maxItems: number,
  typedAt?: number,
): SearchState<CustomerHit> {
  const search = useInjection(TOKENS.Search);
  return useSearch(
    term,
    SEARCH_DEBOUNCE_MS,
    (t) => customerQuery(mode, t, clientId),
    (query) => search.customers(query, maxItems),
    { staleTime: CUSTOMER_SEARCH_CACHE_MS, typedAt },
  );
}

export function useInvoiceSearch(type: InvoiceSearchType, term: string, clientId: number | null, maxItems: number, typedAt?: number): SearchState<InvoiceHit> {
  const search = useInjection(TOKENS.Search);
  return useSearch(
    term,
    SEARCH_DEBOUNCE_MS,
    (t) => invoiceQuery(type, t, clientId),
    (query) => search.invoices(query, maxItems),
    { typedAt },
  );
}

/** The client chosen in the address, read back for its name. */
export function useClientById(clientId: number | null): ClientHit | null | undefined {
  const search = useInjection(TOKENS.Search);
  return useServerRead(clientId === null ? null : search.client(clientId)).data;
}
