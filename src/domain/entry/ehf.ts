/** EHF (Peppol e-invoice to businesses) needs a buyer reference, and is for VAT-registered senders. */
import type { ShipmentType } from '../shipment/shipmentType';

/** What Deres ref. becomes when the officer enters the empty field on an EHF entry. */
export const EHF_DEFAULT_YOUR_REF = 'Fakturamottak';

/** The spec requires Deres ref. for EHF without giving the wording; this is ours. */
export const YOUR_REF_REQUIRED_FOR_EHF_MESSAGE = 'Deres ref. må fylles ut ved EHF-forsendelse';

export const CLIENT_NOT_VAT_BOUND_MESSAGE = 'Klienten er ikke MVA-pliktig';

export function isYourRefRequired(shipmentType: ShipmentType | null): boolean {
  return shipmentType === 'EHF';
}

export function yourRefOnFocus(yourRef: string, shipmentType: ShipmentType | null): string {
  return isYourRefRequired(shipmentType) && yourRef.trim() === '' ? EHF_DEFAULT_YOUR_REF : yourRef;
}

export function showsNotVatBoundNotice(shipmentType: ShipmentType | null, clientVatBound: boolean): boolean {
  return shipmentType === 'EHF' && !clientVatBound;
}
