import type { CustomerType } from '../customer/customerType';
import { EMAIL_INVALID_MESSAGE, isValidEmail } from '../identifiers/email';
import type { ReminderShipmentType } from '../shipment/shipmentType';
import { EMAIL_ONLY_FOR_EMAIL_SHIPMENT_MESSAGE, EMAIL_REQUIRED_MESSAGE } from './reminderTexts';

/** What the officer may change on a pending reminder (part 1 §5 "Reminder shipment change"). */
export interface ReminderChange {
  readonly shipmentType?: ReminderShipmentType;
  readonly email?: string;
  readonly customerType?: CustomerType;
}

export interface ReminderChangeForm {
  readonly shipmentType: ReminderShipmentType;
  readonly email: string;
  /** The chosen type; choosing one (also the one the customer has) confirms it. Null: left as it is. */
  readonly customerType: CustomerType | null;
}

export type ReminderChangeCheck =
  | { readonly ok: true; readonly change: ReminderChange | null }
  | { readonly ok: false; readonly field: 'email'; readonly message: string };

/**
 * The request a filled-in change form makes. The e-mail must be valid and is sent only with shipment
 * EMAIL; NOSEND submits nothing of the shipment (the change is null when nothing else is chosen).
 */
export function reminderChangeFrom(form: ReminderChangeForm): ReminderChangeCheck {
  const email = form.email.trim();
  if (form.shipmentType === 'EMAIL') {
    if (email === '') return { ok: false, field: 'email', message: EMAIL_REQUIRED_MESSAGE };
    if (!isValidEmail(email)) return { ok: false, field: 'email', message: EMAIL_INVALID_MESSAGE };
  }
  const change: { -readonly [K in keyof ReminderChange]: ReminderChange[K] } = {};
  if (form.shipmentType !== 'NOSEND') change.shipmentType = form.shipmentType;
  if (form.shipmentType === 'EMAIL') change.email = email;
  if (form.customerType) change.customerType = form.customerType;
  return { ok: true, change: Object.keys(change).length === 0 ? null : change };
}

/**
 * The server's rule for a change, on the reminder as it will be: an e-mail only with shipment EMAIL,
 * and shipment EMAIL only with a valid address. Answers the refusal, or null when the change stands.
 */
export function reminderChangeRefusal(
  change: ReminderChange,
  current: { readonly shipmentType: ReminderShipmentType; readonly email: string | null },
): { readonly field: 'email' | 'shipmentType'; readonly message: string } | null {
  const shipment = change.shipmentType ?? current.shipmentType;
  if (change.email !== undefined && shipment !== 'EMAIL') return { field: 'email', message: EMAIL_ONLY_FOR_EMAIL_SHIPMENT_MESSAGE };
  if (change.email !== undefined && !isValidEmail(change.email)) return { field: 'email', message: EMAIL_INVALID_MESSAGE };
  if (shipment === 'EMAIL' && !(change.email ?? current.email)) return { field: 'shipmentType', message: EMAIL_REQUIRED_MESSAGE };
  return null;
}
