/**
 * The customer form (part 2 §2.4 and §5): its values as typed, its rules, and the changes one
 * field makes to others. Values are kept as the inputs hold them (strings) so a half-typed form
 * can be validated on every change.
 */
import { isValidEmail, EMAIL_INVALID_MESSAGE } from '../identifiers/email';
import { isValidNorwegianPostalCode } from '../identifiers/postalCode';
import type { ShipmentType } from '../shipment/shipmentType';
import type { CustomerType } from './customerType';
import { isCustomerType } from './customerType';

export const NORWAY_COUNTRY_CODE = 'NO';

/** What a change of customer type resets the shipment to. */
export const SHIPMENT_AFTER_TYPE_CHANGE: ShipmentType = 'PAPER';

export const POSTAL_CODE_NORWAY_MESSAGE = 'Postnummer må være 4 siffer i Norge';
export const CITY_NAME_NORWAY_MESSAGE = 'Poststed må fylles ut i Norge';
export const ORG_NO_REQUIRED_FOR_EHF_MESSAGE = 'Org. nr. er påkrevd ved eFaktura forsendelse';
export const EMAIL_REQUIRED_FOR_EMAIL_SHIPMENT_MESSAGE = 'E-post er påkrevd ved e-post forsendelse';
/** The spec states these rules without wording; the texts are ours. */
export const CUSTOMER_NR_NOT_A_NUMBER_MESSAGE = 'Kundenr. må være et tall';
export const CUSTOMER_NAME_REQUIRED_MESSAGE = 'Navn må fylles ut';
export const CUSTOMER_TYPE_REQUIRED_MESSAGE = 'Velg Privat eller Bedrift';
export const ORG_NO_LENGTH_MESSAGE = 'Org. nr. må ha 9 siffer';
export const CUSTOMER_NR_ZERO_MESSAGE = 'Kundenr. må være større enn 0';

export interface CustomerForm {
  readonly nr: string;
  readonly name: string;
  readonly type: CustomerType | '';
  readonly addressLine1: string;
  readonly addressLine2: string;
  readonly countryCode: string;
  readonly postNo: string;
  readonly cityName: string;
  readonly phoneNr: string;
  readonly email: string;
  readonly invoiceEmail: string;
  /** Shown in groups of three, so it may contain spaces. */
  readonly orgNo: string;
  readonly fixedOrgNo: boolean;
  readonly shipmentType: string;
  readonly fixedShipment: boolean;
  readonly creditDays: string;
}

export type CustomerFormField = keyof CustomerForm;

export interface CustomerFormIssue {
  readonly field: CustomerFormField;
  readonly message: string;
}

export const EMPTY_CUSTOMER_FORM: CustomerForm = {
  nr: '',
  name: '',
  type: '',
  addressLine1: '',
  addressLine2: '',
  countryCode: NORWAY_COUNTRY_CODE,
  postNo: '',
  cityName: '',
  phoneNr: '',
  email: '',
  invoiceEmail: '',
  orgNo: '',
  fixedOrgNo: false,
  shipmentType: SHIPMENT_AFTER_TYPE_CHANGE,
  fixedShipment: false,
  creditDays: '',
};

/** The org number without the display spaces. */
export function orgNoDigits(orgNo: string): string {
  return orgNo.replace(/\s/g, '');
}

const NINE_DIGITS = /^\d{9}$/;

function isNorway(form: CustomerForm): boolean {
  return form.countryCode === NORWAY_COUNTRY_CODE;
}

export function validateCustomerForm(form: CustomerForm): CustomerFormIssue[] {
  const issues: CustomerFormIssue[] = [];
  const add = (field: CustomerFormField, message: string) => issues.push({ field, message });
  const orgNo = orgNoDigits(form.orgNo);

  if (!/^\d+$/.test(form.nr.trim())) add('nr', CUSTOMER_NR_NOT_A_NUMBER_MESSAGE);
  else if (Number(form.nr) < 1) add('nr', CUSTOMER_NR_ZERO_MESSAGE);
  if (form.name.trim() === '') add('name', CUSTOMER_NAME_REQUIRED_MESSAGE);
  if (!isCustomerType(form.type)) add('type', CUSTOMER_TYPE_REQUIRED_MESSAGE);

  if (form.email === '' && form.shipmentType === 'EMAIL') add('email', EMAIL_REQUIRED_FOR_EMAIL_SHIPMENT_MESSAGE);
  else if (form.email !== '' && !isValidEmail(form.email)) add('email', EMAIL_INVALID_MESSAGE);
  if (form.invoiceEmail !== '' && !isValidEmail(form.invoiceEmail)) add('invoiceEmail', EMAIL_INVALID_MESSAGE);

  if (orgNo === '' && form.shipmentType === 'EHF' && isNorway(form)) add('orgNo', ORG_NO_REQUIRED_FOR_EHF_MESSAGE);
  else if (orgNo !== '' && !NINE_DIGITS.test(orgNo)) add('orgNo', ORG_NO_LENGTH_MESSAGE);

  if (isNorway(form)) {
    if (!isValidNorwegianPostalCode(form.postNo)) add('postNo', POSTAL_CODE_NORWAY_MESSAGE);
    if (form.cityName.trim() === '') add('cityName', CITY_NAME_NORWAY_MESSAGE);
  }
  return issues;
}

/**
 * A change of type resets the shipment to paper (the shipments offered depend on the type);
 * a private customer has no org number, so Retail clears it and unlocks the field.
 */
export function onCustomerTypeChanged(form: CustomerForm, newType: CustomerType): CustomerForm {
  if (newType === form.type) return form;
  const changed = { ...form, type: newType, shipmentType: SHIPMENT_AFTER_TYPE_CHANGE };
  return newType === 'Retail' ? { ...changed, orgNo: '', fixedOrgNo: false } : changed;
}

/** The create dialog opens from a search: a numeric search text is the customer no, anything else the name. */
export function customerFormFromSearchText(searchText: string, base: CustomerForm = EMPTY_CUSTOMER_FORM): CustomerForm {
  const text = searchText.trim();
  return /^\d+$/.test(text) ? { ...base, nr: text } : { ...base, name: text };
}

/** The customer no is read-only when the client has a template number. */
export function isCustomerNrReadOnly(templateNumber: number | null | undefined): boolean {
  return templateNumber !== null && templateNumber !== undefined;
}

/** A Norwegian postal code of four digits looks up the city name. */
export function shouldLookUpCityName(form: Pick<CustomerForm, 'countryCode' | 'postNo'>): boolean {
  return form.countryCode === NORWAY_COUNTRY_CODE && isValidNorwegianPostalCode(form.postNo);
}

/** A Norwegian org number of nine digits looks up the company registry and the EHF network. */
export function shouldLookUpOrganisation(form: Pick<CustomerForm, 'countryCode' | 'orgNo'>): boolean {
  return form.countryCode === NORWAY_COUNTRY_CODE && NINE_DIGITS.test(orgNoDigits(form.orgNo));
}

export type EhfReceiverStatus = 'enabled' | 'notRegistered' | 'notFound';

/** What the invoice-network lookup says about the firm receiving EHF. */
export function ehfReceiverStatus(lookup: { readonly found: boolean; readonly company?: { readonly isEnabled: boolean } | null }): EhfReceiverStatus {
  if (!lookup.found) return 'notFound';
  return lookup.company?.isEnabled === true ? 'enabled' : 'notRegistered';
}
