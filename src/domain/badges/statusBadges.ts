/**
 * Colours of the invoice status badge and the reminder-run badge (part 2 §2.5, part 1 §9),
 * named as MUI palette colours so the UI passes them straight to a Chip.
 */

export type BadgeColor = 'error' | 'warning' | 'success' | 'info';

/** NP = not paid, P = paid. */
export const INVOICE_STATUS_NOT_PAID = 'NP';
export const INVOICE_STATUS_PAID = 'P';

/** The invoice waits for someone to decide whether it goes to debt collection. */
export const PROC_LEVEL_AWAITING_DEBT_COLLECTION_DECISION = 4;
/** The reminder run finished successfully. */
export const PROC_LEVEL_SUCCESS = 6;

export function invoiceStatusBadgeColor(statusCode: string): BadgeColor {
  if (statusCode === INVOICE_STATUS_NOT_PAID) return 'error';
  if (statusCode === INVOICE_STATUS_PAID) return 'success';
  return 'info';
}

export interface ReminderRunStatus {
  readonly isActive: boolean;
  readonly procLevel: number;
  readonly readyForDebtCollectionDecision: boolean;
}

/** A stopped run outranks everything: it needs attention whatever level it reached. */
export function reminderRunBadgeColor(status: ReminderRunStatus): BadgeColor {
  if (!status.isActive) return 'error';
  if (status.procLevel === PROC_LEVEL_AWAITING_DEBT_COLLECTION_DECISION && status.readyForDebtCollectionDecision) return 'warning';
  if (status.procLevel === PROC_LEVEL_SUCCESS) return 'success';
  return 'info';
}
