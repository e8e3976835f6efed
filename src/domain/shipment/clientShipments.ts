/**
 * The shipments a client offers a customer of a type (GET clients/{id}/shipments?customerType, part 2 §7.1).
 * The spec gives the call and its filter, not the rule; this reading is ours, from what each channel is:
 * - Post and E-post reach anyone;
 * - EHF goes over PEPPOL to an organisation number, so to businesses only (the customer form already asks a
 *   business on EHF for its org. nr.);
 * - eFaktura and AvtaleGiro are the banks' services for private customers; eFaktura only while the client's
 *   production setting "eFaktura privat" (efaktura_priv) is on.
 * Without a customer type: every choice the client offers either type.
 */
import type { CustomerType } from '../customer/customerType';
import { SHIPMENT_TYPES, type ShipmentType } from './shipmentType';

const FOR_TYPE: Readonly<Record<ShipmentType, readonly CustomerType[]>> = {
  PAPER: ['Business', 'Retail'],
  EMAIL: ['Business', 'Retail'],
  EHF: ['Business'],
  EFAKTURA: ['Retail'],
  AVTALEGIRO: ['Retail'],
};

export function clientShipmentChoices(customerType: CustomerType | undefined, efakturaPrivate: boolean): ShipmentType[] {
  return SHIPMENT_TYPES.filter(
    (shipment) => (customerType === undefined || FOR_TYPE[shipment].includes(customerType)) && (shipment !== 'EFAKTURA' || efakturaPrivate),
  );
}
