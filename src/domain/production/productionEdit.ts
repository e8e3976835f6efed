/**
 * What the edit dialogs of production accept (part 1 §5): the pending production needs a shipment
 * type; the e-mail is empty or a valid address; a credit note cannot go as eFaktura (part 1 §4). The
 * dialog's form and the server both ask these functions.
 */
import { EMAIL_INVALID_MESSAGE, isValidEmail } from '../identifiers/email';
import { isShipmentType, type ShipmentType } from '../shipment/shipmentType';
import type { FieldIssue } from '../validation';
import { CREDIT_NOTE_NO_EFAKTURA, SHIPMENT_TYPE_REQUIRED } from './productionTexts';

export interface ProductionEditForm {
  readonly shipmentType: string;
  readonly email: string;
  readonly yourRef: string;
  /** yyyy-mm-dd or empty. */
  readonly dueDate: string;
}

export type ProductionEditField = 'shipmentType' | 'email';

export function productionEditIssues(form: ProductionEditForm, type: 'INVOICE' | 'CREDITNOTE'): FieldIssue<ProductionEditField>[] {
  const issues: FieldIssue<ProductionEditField>[] = [];
  if (form.shipmentType.length < 1 || !isShipmentType(form.shipmentType)) {
    issues.push({ field: 'shipmentType', severity: 'error', message: SHIPMENT_TYPE_REQUIRED });
  } else if (type === 'CREDITNOTE' && form.shipmentType === 'EFAKTURA') {
    issues.push({ field: 'shipmentType', severity: 'error', message: CREDIT_NOTE_NO_EFAKTURA });
  }
  const email = form.email.trim();
  if (email !== '' && !isValidEmail(email)) issues.push({ field: 'email', severity: 'error', message: EMAIL_INVALID_MESSAGE });
  return issues;
}

/**
 * The shipment a failed entry is resent with by default (part 1 §4): EMAIL when the status says the
 * eFaktura agreement is missing and the customer has an e-mail, else the shipment it failed on.
 */
export function defaultResendShipment(entry: {
  readonly statusText: string | null;
  readonly customerEmail: string | null;
  readonly shipmentType: ShipmentType;
}): ShipmentType {
  const status = (entry.statusText ?? '').toLowerCase();
  const agreementMissing = status.includes('efaktura') && (status.includes('avtale') || status.includes('agreement'));
  return agreementMissing && entry.customerEmail ? 'EMAIL' : entry.shipmentType;
}

/** The due-date field of the resend dialog shows only when the status mentions 'Forfallsdato' (part 1 §4). */
export function resendNeedsDueDate(statusText: string | null): boolean {
  return (statusText ?? '').toLowerCase().includes('forfallsdato');
}
