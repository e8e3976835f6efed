import { EMAIL_INVALID_MESSAGE, isValidEmail } from '../identifiers/email';
import { BANK_ACCOUNT_LENGTH, normalizeBankAccount } from '../identifiers/bankAccount';
import { isDigits } from '../identifiers/mod11';
import { ORG_NUMBER_LENGTH } from '../identifiers/orgNumber';

/** The onboarding wizard's rules (part 2 §2.10, §3.7, §4 Wizard, §5 New client, §9 onboarding defaults). */

export const WIZARD_STEPS = ['company', 'settings', 'service', 'prices', 'subscription'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
export const WIZARD_STEP_LABELS: Readonly<Record<WizardStep, string>> = {
  company: 'Foretak',
  settings: 'Innstillinger',
  service: 'Tjeneste',
  prices: 'Priser',
  subscription: 'Abonnement',
};

export const CLIENT_CREATION_FAILED = 'En feil oppstod!';
// The spec words none of these; ours.
export const COMPANY_NAME_MISSING = 'Firmanavn mangler';
export const ORG_NO_INVALID = 'Org.nr. må ha 9 siffer';
export const POST_NO_MISSING = 'Postnummer mangler';
export const BASE_MISSING = 'Velg base';
export const ACCOUNT_NO_INVALID = 'Kontonummer må ha 11 siffer';
export const DAYS_INVALID = 'Antall dager må være mellom 0 og 365';
export const EU_LIMITS_ORDER = 'Beløpsgrense 2 må være større enn beløpsgrense 1';
export const AMOUNT_INVALID = 'Beløpet må være 0 eller mer';

export const PRICE_SHIPMENT_TYPES = ['NOSEND', 'PAPER', 'EMAIL', 'EINVOICE', 'AVTALEGIRO'] as const;
export type PriceShipmentType = (typeof PRICE_SHIPMENT_TYPES)[number];
export type PriceList = Partial<Record<PriceShipmentType, number>>;
export type Product = 'ALL' | 'PROD' | 'MONITOR';

/** The values a new client is made of: the wizard's form, and what the server checks (amounts in kroner, as typed). */
export interface NewClientValues {
  officerId: number | null;
  contractDate: string;
  name: string;
  orgNo: string;
  vatBound: boolean;
  addressLine1: string;
  addressLine2: string;
  postNo: string;
  cityName: string;
  countryCode: string;
  contactPerson: string;
  email: string;
  phoneNo: string;
  accountNo: string;
  iban: string;
  bic: string;
  creditDays: number;
  daysReminder1: number;
  daysReminder3: number;
  daysReminderB: number;
  daysDebtCollect: number;
  prodInvoicePdf: boolean;
  prodCreditnotePdf: boolean;
  efakturaPriv: boolean;
  dispatchInvoices: boolean;
  agencyId: number | null;
  autoCollect: boolean;
  customerNumber: string;
  euFeeEnabled: boolean;
  invoiceAmountLimit1: number;
  invoiceAmountLimit2: number;
  feeRate1: number;
  feeRate2: number;
  feeRate3: number;
  billingInterval: 'Monthly' | 'Yearly';
  startDate: string;
  subscriptionAmount: number;
  invoicePrices: PriceList;
  rateInvoicePrices: PriceList;
  creditnotePrices: PriceList;
  reminderPrice: number;
  smsPrice: number;
  nyfakturaUserPrice: number;
  portoInvoice: PriceList;
  portoCreditnote: PriceList;
}

export type NewClientField = keyof NewClientValues;

/** Which step shows a field, so a refused submit can open the first step with an error (part 2 §4). */
export const STEP_OF_FIELD: Readonly<Record<NewClientField, WizardStep>> = {
  officerId: 'company', contractDate: 'company', name: 'company', orgNo: 'company', vatBound: 'company', addressLine1: 'company',
  addressLine2: 'company', postNo: 'company', cityName: 'company', countryCode: 'company', contactPerson: 'company', email: 'company',
  phoneNo: 'company', accountNo: 'company', iban: 'company', bic: 'company',
  creditDays: 'settings', daysReminder1: 'settings', daysReminder3: 'settings', daysReminderB: 'settings', daysDebtCollect: 'settings',
  prodInvoicePdf: 'settings', prodCreditnotePdf: 'settings', efakturaPriv: 'settings', dispatchInvoices: 'settings',
  agencyId: 'service', autoCollect: 'service', customerNumber: 'service', euFeeEnabled: 'service', invoiceAmountLimit1: 'service',
  invoiceAmountLimit2: 'service', feeRate1: 'service', feeRate2: 'service', feeRate3: 'service',
  invoicePrices: 'prices', rateInvoicePrices: 'prices', creditnotePrices: 'prices', reminderPrice: 'prices', smsPrice: 'prices',
  nyfakturaUserPrice: 'prices', portoInvoice: 'prices', portoCreditnote: 'prices',
  billingInterval: 'subscription', startDate: 'subscription', subscriptionAmount: 'subscription',
};

/** The first step, in the wizard's order, that shows one of these fields; null when none does. */
export function firstStepWithErrors(fields: readonly string[]): WizardStep | null {
  const steps = new Set(fields.map((field) => STEP_OF_FIELD[field as NewClientField]).filter(Boolean));
  return WIZARD_STEPS.find((step) => steps.has(step)) ?? null;
}

/** Part 2 §9's default prices in kroner. */
export const DEFAULT_PRICES = {
  invoicePrices: { NOSEND: 17, PAPER: 36, EMAIL: 36, EINVOICE: 36, AVTALEGIRO: 36 },
  rateInvoicePrices: { NOSEND: 13, PAPER: 13, EMAIL: 13, EINVOICE: 13, AVTALEGIRO: 13 },
  creditnotePrices: { NOSEND: 17, PAPER: 36, EMAIL: 36, EINVOICE: 36 },
  reminderPrice: 0,
  smsPrice: 3.9,
  nyfakturaUserPrice: 56,
  portoInvoice: { PAPER: 16, EMAIL: 0.5, EINVOICE: 4 },
  portoCreditnote: { PAPER: 16, EMAIL: 0.5, EINVOICE: 4 },
} satisfies Partial<NewClientValues>;

/** What a pending registration brings to the wizard (part 2 §3.7). */
export interface PendingRegistration {
  readonly companyName: string;
  readonly orgNo: string;
  readonly contactPerson: string | null;
  readonly email: string | null;
  readonly phoneNo: string | null;
  readonly bankAccount: string | null;
  readonly product: Product;
  readonly addressLine1: string | null;
  readonly postNo: string | null;
  readonly cityName: string | null;
}

/** MONITOR turns invoice PDF, credit-note PDF and dispatch off; PROD and ALL turn them on (part 2 §4). */
export function productionDefaults(product: Product): Pick<NewClientValues, 'prodInvoicePdf' | 'prodCreditnotePdf' | 'dispatchInvoices'> {
  const on = product !== 'MONITOR';
  return { prodInvoicePdf: on, prodCreditnotePdf: on, dispatchInvoices: on };
}

/** The wizard's starting values: part 2 §9's defaults, then what the registration says. */
export function newClientDefaults(today: string, pending?: PendingRegistration): NewClientValues {
  const values: NewClientValues = {
    officerId: null, contractDate: today, name: '', orgNo: '', vatBound: true, addressLine1: '', addressLine2: '', postNo: '',
    cityName: '', countryCode: 'NO', contactPerson: '', email: '', phoneNo: '', accountNo: '', iban: '', bic: '',
    creditDays: 15, daysReminder1: 14, daysReminder3: 17, daysReminderB: 14, daysDebtCollect: 17,
    ...productionDefaults('ALL'), efakturaPriv: true,
    agencyId: null, autoCollect: false, customerNumber: '',
    euFeeEnabled: true, invoiceAmountLimit1: 1000, invoiceAmountLimit2: 5000, feeRate1: 80, feeRate2: 160, feeRate3: 280,
    billingInterval: 'Monthly', startDate: today, subscriptionAmount: 0,
    ...DEFAULT_PRICES,
  };
  if (!pending) return values;
  return {
    ...values,
    ...productionDefaults(pending.product),
    name: pending.companyName,
    orgNo: pending.orgNo,
    contactPerson: pending.contactPerson ?? '',
    email: pending.email ?? '',
    phoneNo: pending.phoneNo ?? '',
    accountNo: pending.bankAccount ?? '',
    addressLine1: pending.addressLine1 ?? '',
    postNo: pending.postNo ?? '',
    cityName: pending.cityName ?? '',
  };
}

export interface NewClientIssue {
  readonly field: NewClientField;
  readonly message: string;
}

const isDays = (value: number) => Number.isInteger(value) && value >= 0 && value <= 365;
const isAmount = (value: number) => Number.isFinite(value) && value >= 0;

/** The company step's fields: 'Neste' there checks these first (part 2 §4). */
export const COMPANY_STEP_FIELDS: readonly NewClientField[] = Object.entries(STEP_OF_FIELD)
  .filter(([, step]) => step === 'company')
  .map(([field]) => field as NewClientField);

/** Every rule over a new client, in the wizard's order of fields; the server calls the same function. */
export function validateNewClient(values: NewClientValues): NewClientIssue[] {
  const issues: NewClientIssue[] = [];
  const refuse = (field: NewClientField, message: string) => issues.push({ field, message });
  if (values.officerId === null || !Number.isInteger(values.officerId) || values.officerId < 1 || values.officerId > 5) refuse('officerId', BASE_MISSING);
  if (values.name.trim() === '') refuse('name', COMPANY_NAME_MISSING);
  const orgNo = values.orgNo.replace(/\s/g, '');
  if (orgNo.length !== ORG_NUMBER_LENGTH || !isDigits(orgNo)) refuse('orgNo', ORG_NO_INVALID);
  if (values.postNo.trim() === '') refuse('postNo', POST_NO_MISSING);
  if (values.email.trim() !== '' && !isValidEmail(values.email.trim())) refuse('email', EMAIL_INVALID_MESSAGE);
  const account = normalizeBankAccount(values.accountNo);
  if (account.length !== BANK_ACCOUNT_LENGTH || !isDigits(account)) refuse('accountNo', ACCOUNT_NO_INVALID);
  for (const field of ['creditDays', 'daysReminder1', 'daysReminder3', 'daysReminderB', 'daysDebtCollect'] as const) {
    if (!isDays(values[field])) refuse(field, DAYS_INVALID);
  }
  if (values.euFeeEnabled) {
    for (const field of ['invoiceAmountLimit1', 'invoiceAmountLimit2', 'feeRate1', 'feeRate2', 'feeRate3'] as const) {
      if (!isAmount(values[field])) refuse(field, AMOUNT_INVALID);
    }
    if (values.invoiceAmountLimit2 <= values.invoiceAmountLimit1) refuse('invoiceAmountLimit2', EU_LIMITS_ORDER);
  }
  for (const field of ['invoicePrices', 'rateInvoicePrices', 'creditnotePrices', 'portoInvoice', 'portoCreditnote'] as const) {
    if (Object.values(values[field]).some((price) => !isAmount(price))) refuse(field, AMOUNT_INVALID);
  }
  for (const field of ['reminderPrice', 'smsPrice', 'nyfakturaUserPrice', 'subscriptionAmount'] as const) {
    if (!isAmount(values[field])) refuse(field, AMOUNT_INVALID);
  }
  return issues;
}

/** Where each checked field sits in the request body (POST clients), for the 400's field paths and back. */
export const NEW_CLIENT_BODY_PATH: Readonly<Partial<Record<NewClientField, string>>> = {
  officerId: 'body.officerId', contractDate: 'body.contractDate',
  name: 'body.company.name', orgNo: 'body.company.orgNo', email: 'body.company.email', postNo: 'body.company.address.postNo',
  countryCode: 'body.company.address.countryCode', accountNo: 'body.bank.accountNo', agencyId: 'body.debtCollection.agencyId',
  creditDays: 'body.settings.creditDays', daysReminder1: 'body.settings.daysReminder1', daysReminder3: 'body.settings.daysReminder3',
  daysReminderB: 'body.settings.daysReminderB', daysDebtCollect: 'body.settings.daysDebtCollect',
  invoiceAmountLimit1: 'body.euFee.invoiceAmountLimit1', invoiceAmountLimit2: 'body.euFee.invoiceAmountLimit2',
  feeRate1: 'body.euFee.feeRate1', feeRate2: 'body.euFee.feeRate2', feeRate3: 'body.euFee.feeRate3',
  invoicePrices: 'body.prices.invoice', rateInvoicePrices: 'body.prices.rateInvoice', creditnotePrices: 'body.prices.creditnote',
  reminderPrice: 'body.prices.reminder', smsPrice: 'body.prices.sms', nyfakturaUserPrice: 'body.prices.nyfakturaUser',
  portoInvoice: 'body.porto.invoice', portoCreditnote: 'body.porto.creditnote',
  billingInterval: 'body.subscription.billingInterval', startDate: 'body.subscription.startDate', subscriptionAmount: 'body.subscription.amount',
};

export const bodyPathOf = (field: NewClientField): string => NEW_CLIENT_BODY_PATH[field] ?? `body.${field}`;

/** The field a server reason's path names (the path itself or one below it), or null for none. */
export function fieldOfBodyPath(path: string): NewClientField | null {
  const found = Object.entries(NEW_CLIENT_BODY_PATH).find(([, place]) => path === place || path.startsWith(`${place}.`));
  return found ? (found[0] as NewClientField) : null;
}
