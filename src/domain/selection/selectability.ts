/** Which rows of the approval pages may be ticked (part 1 §2). */

export const READY_PAYMENT_STATUS = 'Ready';

/** An item still waiting for the officer's decision; an approved, rejected or sent one is decided and never tickable again. */
export function isAwaitingDecision(item: { readonly status: string }): boolean {
  return item.status === READY_PAYMENT_STATUS;
}

/** Only payments still waiting (status Ready) can be approved or rejected; Sent ones are history. */
export function isPaymentSelectable(payment: { readonly status: string }): boolean {
  return isAwaitingDecision(payment);
}

/** The pending case transmission lists only clients with cases ready to decide. */
export function isPendingCaseClientListed(client: { readonly readyCount: number }): boolean {
  return client.readyCount > 0;
}

/**
 * When the client has customer numbers at the agency, the agency must know which one a case
 * belongs to, so the case can be ticked only once one is chosen.
 */
export function isCaseSelectable(
  caseRow: { readonly agencyCustomerNumber?: string | null },
  clientHasAgencyCustomerNumbers: boolean,
): boolean {
  if (!clientHasAgencyCustomerNumbers) return true;
  return (caseRow.agencyCustomerNumber ?? '').trim() !== '';
}

/** A reminder's fee depends on the customer type, so the type must be confirmed first. */
export function isReminderSelectable(reminder: { readonly isCustomerTypeConfirmed: boolean }): boolean {
  return reminder.isCustomerTypeConfirmed;
}
