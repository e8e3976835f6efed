import type { IsoDate } from '../dates/isoDate';
import type { Ore } from '../money/ore';
import type { ReminderRuleType, ReminderRuleValues } from '../reminderRules/reminderRules';

/**
 * Which of a client's reminder rules (part 2 §3.6) stops a reminder for an overdue invoice. The
 * reminder run records each stop with its reason, so the first matching rule is the one named.
 * The spec names the rule types and their fields only; how each is read is decided here.
 */

export interface ReminderRule extends ReminderRuleValues {
  readonly type: ReminderRuleType;
}

export interface ReminderCandidate {
  readonly invoiceNumber: number;
  readonly invoiceDate: IsoDate;
  readonly invoiceAmount: Ore;
  /** What is still unpaid on the invoice. */
  readonly outstanding: Ore;
  readonly currencyCode: string;
  readonly customerNumber: string;
  readonly customerName: string;
  /** ISO 3166 code of the customer's address; Norway is 'NO'. */
  readonly countryCode: string;
  /** The customer's unallocated credit (payments and credit notes not matched to invoices), ≥ 0. */
  readonly customerLeftoverBalance: Ore;
}

export const HOME_COUNTRY = 'NO';

// Reasons shown with a stopped reminder (not given by the spec).
export const STOP_REASON: Readonly<Record<ReminderRuleType, string>> = {
  AMOUNT_LIMIT: 'Utestående beløp er under beløpsgrensen',
  EXCLUDE_INVOICE_AMOUNT: 'Fakturabeløpet er unntatt',
  EXCLUDE_INVOICE_DATE_RANGE: 'Fakturadatoen er i en unntatt periode',
  SKIP_FOREIGN_ADDRESSES: 'Kunden har utenlandsk adresse',
  EXCLUDE_INVOICE_NUMBER_RANGE: 'Fakturanummeret er i et unntatt område',
  EXCLUDE_CURRENCY: 'Valutaen er unntatt',
  EXCLUDE_CUSTOMER: 'Kunden er unntatt',
  EXCLUDE_CUSTOMERS_WITH_SUFFICIENT_LEFTOVER_BALANCE: 'Kunden har nok tilgode til å dekke fakturaen',
};

const sameText = (a: string, b: string): boolean => a.trim().toLocaleLowerCase('nb') === b.trim().toLocaleLowerCase('nb');

function inNumberRange(number: number, rule: ReminderRule): boolean {
  const from = rule.fromNumber ?? Number.NEGATIVE_INFINITY;
  const to = rule.toNumber ?? Number.POSITIVE_INFINITY;
  return rule.inclusive ? number >= from && number <= to : number > from && number < to;
}

/** Whether `rule` stops the reminder for `candidate`. */
export function ruleStops(rule: ReminderRule, candidate: ReminderCandidate): boolean {
  switch (rule.type) {
    case 'AMOUNT_LIMIT':
      return rule.amount !== null && candidate.outstanding < rule.amount;
    case 'EXCLUDE_INVOICE_AMOUNT':
      return rule.amount !== null && candidate.invoiceAmount === rule.amount;
    case 'EXCLUDE_INVOICE_DATE_RANGE':
      return (rule.fromDate === null || candidate.invoiceDate >= rule.fromDate) && (rule.toDate === null || candidate.invoiceDate <= rule.toDate);
    case 'SKIP_FOREIGN_ADDRESSES':
      return candidate.countryCode.toUpperCase() !== HOME_COUNTRY;
    case 'EXCLUDE_INVOICE_NUMBER_RANGE':
      return inNumberRange(candidate.invoiceNumber, rule);
    case 'EXCLUDE_CURRENCY':
      return rule.currencyCode !== null && sameText(candidate.currencyCode, rule.currencyCode);
    case 'EXCLUDE_CUSTOMER':
      return rule.text !== null && (sameText(candidate.customerNumber, rule.text) || sameText(candidate.customerName, rule.text));
    case 'EXCLUDE_CUSTOMERS_WITH_SUFFICIENT_LEFTOVER_BALANCE':
      return candidate.customerLeftoverBalance >= candidate.outstanding;
  }
}

/** The first rule that stops the reminder, with its reason; null when the reminder may be made. */
export function reminderStop(rules: readonly ReminderRule[], candidate: ReminderCandidate): { readonly rule: ReminderRule; readonly reason: string } | null {
  const rule = rules.find((each) => ruleStops(each, candidate));
  return rule === undefined ? null : { rule, reason: STOP_REASON[rule.type] };
}
