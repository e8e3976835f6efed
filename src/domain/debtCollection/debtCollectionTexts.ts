import { formatInteger } from '../numbers/formatNumber';

/**
 * The Norwegian texts of the debt-collection screens and their server (part 1 §2, §8), once each.
 */

export const BUNDLE_NOT_FOUND_MESSAGE = 'Bunt ble ikke funnet';
export const NO_AGENCY_MESSAGE = 'Ingen inkassoselskap';
export const TRANSMISSION_NOT_FOUND_MESSAGE = 'Oversendelsen ble ikke funnet';

/** Empty states (part 1 §8). */
export const NO_COLLECTION_CASES_MESSAGE = 'Ingen inkassosaker';
export const NO_CASES_MESSAGE = 'Ingen saker';
export const NO_PAYMENTS_MESSAGE = 'Ingen innbetalinger';
export const PAYMENTS_NOT_FOUND_MESSAGE = 'Innbetalinger ikke funnet';
export const NO_FILES_MESSAGE = 'Ingen filer';

/** A failed approve or reject (part 1 §8); an answer without the pending count is MISSING_PENDING_COUNT_MESSAGE. */
export const APPROVE_FAILED_MESSAGE = 'En feil oppstod, kunne ikke godkjenne.';
export const REJECT_FAILED_MESSAGE = 'En feil oppstod, kunne ikke avvise.';
export const DOWNLOAD_FAILED_MESSAGE = 'En feil oppstod ved nedlasting av fil';

/** What a successful approve or reject says (issue 15): how many items it decided, e.g. '3 godkjent', '2 avvist'. */
export function decisionDoneMessage(decision: 'approve' | 'reject', count: number): string {
  return `${formatInteger(count)} ${decision === 'approve' ? 'godkjent' : 'avvist'}`;
}

/** The server's refusals, which the officer reads in the change-failure toast. */
export const CASE_NOT_FOUND_MESSAGE = 'Saken ble ikke funnet';
export const CASE_ALREADY_DECIDED_MESSAGE = 'Saken er allerede behandlet';
export const FILE_NOT_FOUND_MESSAGE = 'Filen ble ikke funnet';
export const UNKNOWN_AGENCY_CUSTOMER_NUMBER_MESSAGE = 'Kundenummeret finnes ikke hos inkassoselskapet';
export const AGENCY_CUSTOMER_NUMBER_REQUIRED_MESSAGE = 'Velg kundenummer hos inkassoselskapet';

/** Item ids that are not in the bundle (or not in the officer's bases). */
export function itemsNotInBundleMessage(kind: 'CASE' | 'PAYMENT', ids: readonly number[]): string {
  return `${kind === 'CASE' ? 'Saker' : 'Innbetalinger'} finnes ikke i bunten: ${ids.join(', ')}`;
}

/** Cases whose client has customer numbers at the agency but none is chosen yet. */
export function casesWithoutAgencyNumberMessage(ids: readonly number[]): string {
  return `Velg kundenummer hos inkassoselskapet først (sak ${ids.join(', ')})`;
}
