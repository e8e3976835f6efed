/**
 * What differs between an invoice and a credit note in the entry form (part 2 §2.7 and §5):
 * a credit note refers to an invoice, has no due date, is always negative and cannot go out as
 * eFaktura.
 */
import type { Ore } from '../money/ore';
import { assertOre } from '../money/ore';
import type { ShipmentType } from '../shipment/shipmentType';
import { SHIPMENT_TYPES } from '../shipment/shipmentType';

export const ENTRY_TYPES = ['INVOICE', 'CREDITNOTE'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];

/** The spec gives no wording for this rule; this is ours. */
export const CREDIT_NOTE_EFAKTURA_MESSAGE = 'Kreditnota kan ikke sendes som eFaktura';

export function isCreditNote(entryType: EntryType): boolean {
  return entryType === 'CREDITNOTE';
}

/** Whatever sign the officer typed, a credit note's amount is negative. */
export function amountForEntryType(amount: Ore, entryType: EntryType): Ore {
  assertOre(amount);
  return isCreditNote(entryType) ? -Math.abs(amount) + 0 : amount;
}

export function shipmentTypesForEntry(entryType: EntryType, available: readonly ShipmentType[] = SHIPMENT_TYPES): ShipmentType[] {
  return isCreditNote(entryType) ? available.filter((type) => type !== 'EFAKTURA') : [...available];
}

export function isShipmentAllowedForEntry(entryType: EntryType, shipmentType: ShipmentType): boolean {
  return !(isCreditNote(entryType) && shipmentType === 'EFAKTURA');
}

export interface EntryFieldAvailability {
  /** The ref invoice number field exists only for credit notes. */
  readonly refInvoiceNr: boolean;
  /** The due date is disabled for credit notes. */
  readonly dueDate: boolean;
}

export function entryFieldAvailability(entryType: EntryType): EntryFieldAvailability {
  const creditNote = isCreditNote(entryType);
  return { refInvoiceNr: creditNote, dueDate: !creditNote };
}

/** Where focus goes once the server has accepted the journal number. */
export function fieldAfterValidJournalNumber(entryType: EntryType): 'jourDate' | 'refInvoiceNr' {
  return isCreditNote(entryType) ? 'refInvoiceNr' : 'jourDate';
}
