/**
 * Bekreft kundetype (part 1 §2, §5, §8, §9): which customers of a client are ticked across the pages
 * of /confirm-customer/{clientId}, and what a confirmation request asks the server to do.
 *
 * A selection is either some customers by id (ticked page by page, kept while paging), or every
 * customer of the client still waiting for confirmation except those unticked afterwards ("all N
 * matching"). The second form is sent to the server as such, so confirming 10 000 customers does not
 * mean sending 10 000 ids, and customers that arrive meanwhile are treated like the ones on screen.
 */

export const CONFIRM_PAGE_SIZES = [25, 50, 100, 200] as const;
export type ConfirmPageSize = (typeof CONFIRM_PAGE_SIZES)[number];
export const DEFAULT_CONFIRM_PAGE_SIZE: ConfirmPageSize = 50;

/** Toast when a confirmation fails or the server's answer is not what the contract says (part 1 §8). */
export const CONFIRM_FAILED_MESSAGE = 'Kunne ikke bekrefte';
/** /confirm-customer/{clientId} of a client that is unknown or outside the officer's bases (server and page). */
export const CLIENT_NOT_FOUND_MESSAGE = 'Klient ikke funnet';
/** Asked to confirm with nothing ticked (server and UI); the UI keeps Bekreft disabled in that case. */
export const NOTHING_TO_CONFIRM_MESSAGE = 'Velg kundene som skal bekreftes';

/** A page size from the address bar: one of the four, else the default. */
export function confirmPageSize(value: string | null): ConfirmPageSize {
  const size = Number(value);
  return (CONFIRM_PAGE_SIZES as readonly number[]).includes(size) ? (size as ConfirmPageSize) : DEFAULT_CONFIRM_PAGE_SIZE;
}

/** A zero-based page index from the address bar's `page`, which counts from 1 as the officer does; else the first page. */
export function confirmPageIndex(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page - 1 : 0;
}

/** The index of the last page that holds customers (0 when none wait). */
export function lastPageIndex(totalCount: number, size: ConfirmPageSize): number {
  return Math.max(0, Math.ceil(totalCount / size) - 1);
}

/** Plain arrays, so the machine's context stays serialisable for the diagrams. */
export type CustomerSelection =
  | { readonly kind: 'some'; readonly ids: readonly number[] }
  | { readonly kind: 'allMatching'; readonly except: readonly number[] };

export const NO_CUSTOMERS: CustomerSelection = { kind: 'some', ids: [] };

export function isCustomerSelected(selection: CustomerSelection, id: number): boolean {
  return selection.kind === 'some' ? selection.ids.includes(id) : !selection.except.includes(id);
}

/** How many customers the selection covers, given how many wait for confirmation in all. */
export function selectedCount(selection: CustomerSelection, totalCount: number): number {
  return selection.kind === 'some' ? selection.ids.length : Math.max(0, totalCount - selection.except.length);
}

const without = (ids: readonly number[], drop: readonly number[]) => ids.filter((id) => !drop.includes(id));
const withAll = (ids: readonly number[], add: readonly number[]) => [...ids, ...add.filter((id) => !ids.includes(id))];

export function toggleCustomer(selection: CustomerSelection, id: number): CustomerSelection {
  if (selection.kind === 'some') {
    return { kind: 'some', ids: selection.ids.includes(id) ? without(selection.ids, [id]) : [...selection.ids, id] };
  }
  return { kind: 'allMatching', except: selection.except.includes(id) ? without(selection.except, [id]) : [...selection.except, id] };
}

export type PageCheckState = 'checked' | 'unchecked' | 'indeterminate';

/** The header checkbox: every customer on the page ticked, none, or some. */
export function pageCheckState(selection: CustomerSelection, pageIds: readonly number[]): PageCheckState {
  const ticked = pageIds.filter((id) => isCustomerSelected(selection, id)).length;
  if (ticked === 0) return 'unchecked';
  return ticked === pageIds.length ? 'checked' : 'indeterminate';
}

/** The header checkbox ticks the whole page, or unticks it when the whole page already is. */
export function togglePage(selection: CustomerSelection, pageIds: readonly number[]): CustomerSelection {
  const untick = pageCheckState(selection, pageIds) === 'checked';
  if (selection.kind === 'some') return { kind: 'some', ids: untick ? without(selection.ids, pageIds) : withAll(selection.ids, pageIds) };
  return { kind: 'allMatching', except: untick ? withAll(selection.except, pageIds) : without(selection.except, pageIds) };
}

export function selectAllMatching(): CustomerSelection {
  return { kind: 'allMatching', except: [] };
}

/** Whether "all N matching" is worth offering: the page is ticked whole and customers wait beyond it. */
export function offersAllMatching(selection: CustomerSelection, pageIds: readonly number[], totalCount: number): boolean {
  return selection.kind === 'some' && pageIds.length > 0 && pageCheckState(selection, pageIds) === 'checked' && selection.ids.length < totalCount;
}

export function hasCustomerSelection(selection: CustomerSelection, totalCount: number): boolean {
  return selectedCount(selection, totalCount) > 0;
}

/** What PUT CustomerType/Confirm is asked: the ids, or every waiting customer of the client but the unticked. */
export type ConfirmTarget =
  | { readonly customers: readonly number[] }
  | { readonly allOfClient: number; readonly except: readonly number[] };

export function confirmTarget(clientId: number, selection: CustomerSelection): ConfirmTarget {
  return selection.kind === 'some' ? { customers: selection.ids } : { allOfClient: clientId, except: selection.except };
}
