/**
 * The customer as the API sends and receives it (CustomerInput of openapi/service-api.yaml, in domain
 * terms), and the customer form's values from and to it. The server validates a CustomerInput by turning
 * it into the form's values and running validateCustomerForm, so both sides apply the same rules.
 */
import type { ShipmentType } from '../shipment/shipmentType';
import { EMPTY_CUSTOMER_FORM, orgNoDigits, type CustomerForm } from './customerForm';
import type { CustomerType } from './customerType';

export interface CustomerRecord {
  readonly nr: number;
  readonly name: string;
  readonly type: CustomerType;
  readonly addressLine1?: string | null;
  readonly addressLine2?: string | null;
  readonly countryCode: string;
  readonly postNo?: string | null;
  readonly cityName?: string | null;
  readonly phoneNr?: string | null;
  readonly email?: string | null;
  readonly invoiceEmail?: string | null;
  readonly orgNo?: string | null;
  readonly fixedOrgNo?: boolean;
  readonly shipmentType: ShipmentType;
  readonly fixedShipment?: boolean;
  readonly creditDays?: number | null;
}

/** The org number as the form shows it: groups of three (974 760 673). */
export function orgNoInGroups(orgNo: string): string {
  return orgNoDigits(orgNo).replace(/(\d{3})(?=\d)/g, '$1 ');
}

export function customerFormFromRecord(record: CustomerRecord): CustomerForm {
  return {
    ...EMPTY_CUSTOMER_FORM,
    nr: String(record.nr),
    name: record.name,
    type: record.type,
    addressLine1: record.addressLine1 ?? '',
    addressLine2: record.addressLine2 ?? '',
    countryCode: record.countryCode,
    postNo: record.postNo ?? '',
    cityName: record.cityName ?? '',
    phoneNr: record.phoneNr ?? '',
    email: record.email ?? '',
    invoiceEmail: record.invoiceEmail ?? '',
    orgNo: orgNoInGroups(record.orgNo ?? ''),
    fixedOrgNo: record.fixedOrgNo ?? false,
    shipmentType: record.shipmentType,
    fixedShipment: record.fixedShipment ?? false,
    creditDays: record.creditDays === null || record.creditDays === undefined ? '' : String(record.creditDays),
  };
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** A valid form's values as the record to save (validateCustomerForm has passed, so nr and type are set). */
export function customerRecordFromForm(form: CustomerForm): CustomerRecord {
  return {
    nr: Number(form.nr.trim()),
    name: form.name.trim(),
    type: form.type as CustomerType,
    addressLine1: orNull(form.addressLine1),
    addressLine2: orNull(form.addressLine2),
    countryCode: form.countryCode,
    postNo: orNull(form.postNo),
    cityName: orNull(form.cityName),
    phoneNr: orNull(form.phoneNr),
    email: orNull(form.email),
    invoiceEmail: orNull(form.invoiceEmail),
    orgNo: orNull(orgNoDigits(form.orgNo)),
    fixedOrgNo: form.fixedOrgNo,
    shipmentType: form.shipmentType as ShipmentType,
    fixedShipment: form.fixedShipment,
    creditDays: form.creditDays.trim() === '' ? null : Number(form.creditDays),
  };
}
