import { isCaseSelectable, isPaymentSelectable, isPendingCaseClientListed, READY_PAYMENT_STATUS } from '../selection/selectability';
import { selectionModelFrom, type SelectionModel } from '../selection/selectionModel';

/** What the selection rules read of a pending payment transmission's clients. */
export interface PaymentSelectionClient {
  readonly clientId: number;
  readonly payments: readonly { readonly id: number; readonly status: string }[];
}

/** What the selection rules read of a pending case transmission's clients. */
export interface CaseSelectionClient {
  readonly clientId: number;
  readonly readyCount: number;
  readonly agencyCustomerNumbers: readonly unknown[];
  readonly invoices: readonly { readonly id: number; readonly status: string; readonly agencyCustomerNumber?: string | null }[];
}

/** Pending payments: every client is shown; only Ready payments can be ticked. */
export function paymentSelectionModel(clients: readonly PaymentSelectionClient[]): SelectionModel {
  return selectionModelFrom(clients, {
    groupId: (client) => client.clientId,
    items: (client) => client.payments,
    rowId: (payment) => payment.id,
    selectable: (payment) => isPaymentSelectable(payment),
  });
}

/** The payments still waiting on a pending payment transmission, which are also the ones that can be ticked. */
export function readyPaymentCount(clients: readonly PaymentSelectionClient[]): number {
  return clients.reduce((sum, client) => sum + client.payments.filter(isPaymentSelectable).length, 0);
}

/** The clients a pending case transmission lists: those with a case still ready. */
export function listedCaseClients<Client extends CaseSelectionClient>(clients: readonly Client[]): Client[] {
  return clients.filter(isPendingCaseClientListed);
}

/**
 * The cases still waiting on a pending case transmission: every Ready case, also one that cannot
 * be ticked yet because it waits for its customer number at the agency. The officer stays on the
 * page until all of them are handled (part 1 §4), and such a case becomes tickable as soon as its
 * number is chosen ("Velg Inkassoselskap"), so leaving earlier would hide it from the officer.
 */
export function readyCaseCount(clients: readonly CaseSelectionClient[]): number {
  return listedCaseClients(clients).reduce(
    (sum, client) => sum + client.invoices.filter((caseRow) => caseRow.status === READY_PAYMENT_STATUS).length,
    0,
  );
}

/**
 * Pending cases: only listed clients; a case can be ticked while it is Ready and, when its client
 * has customer numbers at the agency, once one is chosen.
 */
export function caseSelectionModel(clients: readonly CaseSelectionClient[]): SelectionModel {
  return selectionModelFrom(listedCaseClients(clients), {
    groupId: (client) => client.clientId,
    items: (client) => client.invoices,
    rowId: (caseRow) => caseRow.id,
    selectable: (caseRow, client) =>
      caseRow.status === READY_PAYMENT_STATUS && isCaseSelectable(caseRow, client.agencyCustomerNumbers.length > 0),
  });
}
