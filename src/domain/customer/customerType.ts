/** Private (Retail) or business (Business) customer, and the confirmation of an unconfirmed type (part 1 §2). */

export const CUSTOMER_TYPES = ['Business', 'Retail'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export const CUSTOMER_TYPE_LABELS: Readonly<Record<CustomerType, string>> = { Retail: 'Privat', Business: 'Bedrift' };

/** The spec says "Retail shown as Privat, otherwise Bedrift", so anything unknown reads as Bedrift. */
export function customerTypeLabel(type: string): string {
  return type === 'Retail' ? CUSTOMER_TYPE_LABELS.Retail : CUSTOMER_TYPE_LABELS.Business;
}

export function isCustomerType(value: string): value is CustomerType {
  return (CUSTOMER_TYPES as readonly string[]).includes(value);
}

/** What the officer may do with customers whose type is unconfirmed: keep the registered type or set one. */
export const CUSTOMER_TYPE_TREATMENTS = ['keep', 'Retail', 'Business'] as const;
export type CustomerTypeTreatment = (typeof CUSTOMER_TYPE_TREATMENTS)[number];

export const CHOOSE_TREATMENT_MESSAGE = 'Velg hvordan du vil behandle disse først';

/** null when a treatment is chosen, else the message that stops the confirmation. */
export function customerTypeTreatmentIssue(treatment: CustomerTypeTreatment | null): string | null {
  return treatment === null ? CHOOSE_TREATMENT_MESSAGE : null;
}
