/** How an invoice reaches the customer (part 1 §4). */

export const SHIPMENT_TYPES = ['PAPER', 'EMAIL', 'AVTALEGIRO', 'EFAKTURA', 'EHF'] as const;
export type ShipmentType = (typeof SHIPMENT_TYPES)[number];

/** Reminders may also be stopped from being sent at all. */
export const REMINDER_SHIPMENT_TYPES = ['NOSEND', 'PAPER', 'EMAIL', 'EFAKTURA'] as const;
export type ReminderShipmentType = (typeof REMINDER_SHIPMENT_TYPES)[number];

/** The column headings of the pending-production counts (part 1 §2 /widgets). */
export const SHIPMENT_TYPE_ABBREVIATIONS: Readonly<Record<ShipmentType, string>> = {
  PAPER: 'P',
  EMAIL: 'M',
  AVTALEGIRO: 'A',
  EFAKTURA: 'EP',
  EHF: 'EHF',
};

/** Shipments in words, as the tables show them; the product names are written as their owners write them. */
export const SHIPMENT_LABELS: Readonly<Record<ShipmentType | ReminderShipmentType, string>> = {
  PAPER: 'Post',
  EMAIL: 'E-post',
  AVTALEGIRO: 'AvtaleGiro',
  EFAKTURA: 'eFaktura',
  EHF: 'EHF',
  NOSEND: 'Sendes ikke',
};

/** Unknown codes are shown as sent, so a new shipment is visible before it has a name. */
export function shipmentLabel(shipment: string): string {
  return (SHIPMENT_LABELS as Readonly<Record<string, string>>)[shipment] ?? shipment;
}

export function isShipmentType(value: string): value is ShipmentType {
  return (SHIPMENT_TYPES as readonly string[]).includes(value);
}
