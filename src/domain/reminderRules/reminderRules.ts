import type { IsoDate } from '../dates/isoDate';
import type { Ore } from '../money/ore';
import { err, ok, type Result } from '../result';
import type { FieldIssue } from '../validation';

/** The eight reminder-rule types (part 2 §2.8, §3.6), in the order of the tabs on /settings/reminder-rules/. */
export const REMINDER_RULE_TYPES = [
  'AMOUNT_LIMIT',
  'EXCLUDE_INVOICE_AMOUNT',
  'EXCLUDE_INVOICE_DATE_RANGE',
  'SKIP_FOREIGN_ADDRESSES',
  'EXCLUDE_INVOICE_NUMBER_RANGE',
  'EXCLUDE_CURRENCY',
  'EXCLUDE_CUSTOMER',
  'EXCLUDE_CUSTOMERS_WITH_SUFFICIENT_LEFTOVER_BALANCE',
] as const;

export type ReminderRuleType = (typeof REMINDER_RULE_TYPES)[number];

/** The tab shown when the address names none (part 2 §9 default tabs). */
export const DEFAULT_REMINDER_RULE_TYPE: ReminderRuleType = 'AMOUNT_LIMIT';

export function reminderRuleTypeFromParam(value: string | null): ReminderRuleType {
  return (REMINDER_RULE_TYPES as readonly string[]).includes(value ?? '') ? (value as ReminderRuleType) : DEFAULT_REMINDER_RULE_TYPE;
}

/** The key each type's rules are listed under in the rules response (part 2 §3.6). */
export const REMINDER_RULE_GROUP = {
  AMOUNT_LIMIT: 'amountLimit',
  EXCLUDE_INVOICE_DATE_RANGE: 'excludeInvoiceDate',
  EXCLUDE_INVOICE_AMOUNT: 'excludeAmount',
  EXCLUDE_CURRENCY: 'excludeCurrency',
  EXCLUDE_CUSTOMER: 'excludeCustomer',
  EXCLUDE_CUSTOMERS_WITH_SUFFICIENT_LEFTOVER_BALANCE: 'checkCustomerBalance',
  EXCLUDE_INVOICE_NUMBER_RANGE: 'excludeInvoiceNumber',
  SKIP_FOREIGN_ADDRESSES: 'skipForeignAddress',
} as const satisfies Record<ReminderRuleType, string>;

export type ReminderRuleGroup = (typeof REMINDER_RULE_GROUP)[ReminderRuleType];

/** The fields a rule may carry; which of them a type uses is `RULE_FIELDS`. */
export type ReminderRuleField = 'amount' | 'currencyCode' | 'text' | 'fromDate' | 'toDate' | 'fromNumber' | 'toNumber' | 'inclusive';

/** Fields per type (part 2 §3.6); the foreign-address and leftover-balance rules need only a client. */
export const RULE_FIELDS: Readonly<Record<ReminderRuleType, readonly ReminderRuleField[]>> = {
  AMOUNT_LIMIT: ['amount'],
  EXCLUDE_INVOICE_AMOUNT: ['amount'],
  EXCLUDE_INVOICE_DATE_RANGE: ['fromDate', 'toDate'],
  SKIP_FOREIGN_ADDRESSES: [],
  EXCLUDE_INVOICE_NUMBER_RANGE: ['fromNumber', 'toNumber', 'inclusive'],
  EXCLUDE_CURRENCY: ['currencyCode', 'text'],
  EXCLUDE_CUSTOMER: ['text'],
  EXCLUDE_CUSTOMERS_WITH_SUFFICIENT_LEFTOVER_BALANCE: [],
};

/** A rule's values, checked: the fields its type does not use are null (inclusive defaults to true). */
export interface ReminderRuleValues {
  readonly amount: Ore | null;
  readonly currencyCode: string | null;
  readonly text: string | null;
  readonly fromDate: IsoDate | null;
  readonly toDate: IsoDate | null;
  readonly fromNumber: number | null;
  readonly toNumber: number | null;
  readonly inclusive: boolean;
}

/** What the dialog or the request holds before the check; anything may be missing. */
export type ReminderRuleDraft = { readonly [K in keyof ReminderRuleValues]?: ReminderRuleValues[K] | null | undefined };

// The spec's messages (part 2 §5 "Reminder-rule dialogs").
export const AMOUNT_MISSING = 'Beløp mangler';
export const NAME_MISSING = 'Navn mangler';
export const CURRENCY_MISSING = 'Valuta mangler';
export const CURRENCY_HINT = 'F.eks. NOK';
export const DATE_MISSING = 'Dato mangler';
export const FROM_NUMBER_MISSING = 'Fra fakturanr. mangler';
export const TO_NUMBER_MISSING = 'Til fakturanr. mangler';
export const RULE_ADD_FAILED = 'Kunne ikke legge til regelen. Finnes den fra før?';
// Not given by the spec: the ranges the database also insists on, and the currency code's form.
export const CURRENCY_INVALID = 'Valuta må være tre bokstaver, f.eks. NOK';
export const DATE_RANGE_REVERSED = 'Fra-dato kan ikke være etter til-dato';
export const NUMBER_RANGE_REVERSED = 'Fra fakturanr. kan ikke være større enn til fakturanr.';
export const RULE_NOT_FOUND = 'Fant ikke regelen';

const CURRENCY_CODE = /^[A-Z]{3}$/;

const blank = (text: string | null | undefined): boolean => text === null || text === undefined || text.trim() === '';

/** The required fields a type still lacks: the dialog keeps 'Legg til' disabled until there are none. */
export function missingRequiredFields(type: ReminderRuleType, draft: ReminderRuleDraft): ReminderRuleField[] {
  const missing: ReminderRuleField[] = [];
  const uses = (field: ReminderRuleField) => RULE_FIELDS[type].includes(field);
  if (uses('amount') && draft.amount == null) missing.push('amount');
  if (uses('currencyCode') && blank(draft.currencyCode)) missing.push('currencyCode');
  if (type === 'EXCLUDE_CUSTOMER' && blank(draft.text)) missing.push('text');
  if (uses('toDate') && blank(draft.toDate)) missing.push('toDate');
  if (uses('fromNumber') && draft.fromNumber == null) missing.push('fromNumber');
  if (uses('toNumber') && draft.toNumber == null) missing.push('toNumber');
  return missing;
}

const MISSING_MESSAGE: Readonly<Record<ReminderRuleField, string>> = {
  amount: AMOUNT_MISSING,
  currencyCode: CURRENCY_MISSING,
  text: NAME_MISSING,
  fromDate: DATE_MISSING,
  toDate: DATE_MISSING,
  fromNumber: FROM_NUMBER_MISSING,
  toNumber: TO_NUMBER_MISSING,
  inclusive: '',
};

/**
 * A rule of a type as the dialog and the server accept it (part 2 §5): the type's required fields,
 * a three-letter currency, ranges that do not run backwards. Fields the type does not use are dropped.
 */
export function checkReminderRule(
  type: ReminderRuleType,
  draft: ReminderRuleDraft,
): Result<ReminderRuleValues, FieldIssue<ReminderRuleField>[]> {
  const issues: FieldIssue<ReminderRuleField>[] = missingRequiredFields(type, draft).map((field) => ({
    field,
    severity: 'error',
    message: MISSING_MESSAGE[field],
  }));
  const uses = (field: ReminderRuleField) => RULE_FIELDS[type].includes(field);
  const pick = <K extends ReminderRuleField>(field: K): ReminderRuleValues[K] | null =>
    uses(field) ? ((draft[field] ?? null) as ReminderRuleValues[K] | null) : null;
  const trimmed = (field: 'currencyCode' | 'text'): string | null => {
    const value = pick(field);
    return blank(value) ? null : value!.trim();
  };
  const values: ReminderRuleValues = {
    amount: pick('amount'),
    currencyCode: trimmed('currencyCode')?.toUpperCase() ?? null,
    text: trimmed('text'),
    fromDate: blank(pick('fromDate')) ? null : pick('fromDate'),
    toDate: blank(pick('toDate')) ? null : pick('toDate'),
    fromNumber: pick('fromNumber'),
    toNumber: pick('toNumber'),
    inclusive: uses('inclusive') ? (draft.inclusive ?? true) : true,
  };
  const problem = (field: ReminderRuleField, message: string) => issues.push({ field, severity: 'error', message });
  if (values.currencyCode !== null && !CURRENCY_CODE.test(values.currencyCode)) problem('currencyCode', CURRENCY_INVALID);
  if (values.fromDate !== null && values.toDate !== null && values.fromDate > values.toDate) problem('fromDate', DATE_RANGE_REVERSED);
  if (values.fromNumber !== null && values.toNumber !== null && values.fromNumber > values.toNumber) problem('fromNumber', NUMBER_RANGE_REVERSED);
  return issues.length > 0 ? err(issues) : ok(values);
}

/** The tab and dialog titles; the spec names the types but gives no Norwegian labels, so these are ours. */
export const REMINDER_RULE_LABEL: Readonly<Record<ReminderRuleType, string>> = {
  AMOUNT_LIMIT: 'Beløpsgrense',
  EXCLUDE_INVOICE_AMOUNT: 'Utelat fakturabeløp',
  EXCLUDE_INVOICE_DATE_RANGE: 'Utelat fakturadato',
  SKIP_FOREIGN_ADDRESSES: 'Hopp over utenlandske adresser',
  EXCLUDE_INVOICE_NUMBER_RANGE: 'Utelat fakturanummer',
  EXCLUDE_CURRENCY: 'Utelat valuta',
  EXCLUDE_CUSTOMER: 'Utelat kunde',
  EXCLUDE_CUSTOMERS_WITH_SUFFICIENT_LEFTOVER_BALANCE: 'Kunder med nok saldo',
};
