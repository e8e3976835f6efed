import {
  clientIdFromParam,
  customerSearchModeFromParam,
  invoiceSearchTypeFromParam,
  searchTabFromParam,
  type CustomerSearchMode,
  type InvoiceSearchType,
  type SearchTab,
} from '../../domain/search/searchRules';
import { SEARCH_PATH } from '../app/paths';

/** What /search/ shows, kept in the address so a search can be shared and survives a reload. */
export type SearchPageState =
  | { readonly tab: 'customer'; readonly mode: CustomerSearchMode; readonly term: string; readonly clientId: number | null }
  | { readonly tab: 'invoice'; readonly mode: InvoiceSearchType; readonly term: string; readonly clientId: number | null };

/** The search params: tab, mode, q (the term) and client (the client filter's id). */
export function searchPageState(params: URLSearchParams): SearchPageState {
  const tab: SearchTab = searchTabFromParam(params.get('tab'));
  const term = params.get('q') ?? '';
  const clientId = clientIdFromParam(params.get('client'));
  return tab === 'customer'
    ? { tab, mode: customerSearchModeFromParam(params.get('mode')), term, clientId }
    : { tab, mode: invoiceSearchTypeFromParam(params.get('mode')), term, clientId };
}

export function searchPageParams(state: SearchPageState): URLSearchParams {
  const params = new URLSearchParams({ tab: state.tab, mode: state.mode });
  if (state.term !== '') params.set('q', state.term);
  if (state.clientId !== null) params.set('client', String(state.clientId));
  return params;
}

export function searchPageAddress(state: SearchPageState): string {
  return `${SEARCH_PATH}?${searchPageParams(state).toString()}`;
}
