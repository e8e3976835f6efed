import type { ReminderRule } from '../../application/ports/reminderRules.port';
import { formatNorwegianDate } from '../../domain/dates/norwegianDate';
import { formatAmount } from '../../domain/money/formatAmount';
import type { ReminderRuleType } from '../../domain/reminderRules/reminderRules';

export interface RuleColumn {
  readonly header: string;
  readonly cell: (rule: ReminderRule) => string;
}

const dateText = (day: string | null) => (day === null ? '' : formatNorwegianDate(day));
const amount: RuleColumn = { header: 'Beløp', cell: (rule) => (rule.amount === null ? '' : formatAmount(rule.amount)) };

/** The columns each tab's table shows beside the client (part 2 §3.6). */
export const RULE_COLUMNS: Readonly<Record<ReminderRuleType, readonly RuleColumn[]>> = {
  AMOUNT_LIMIT: [amount],
  EXCLUDE_INVOICE_AMOUNT: [amount],
  EXCLUDE_INVOICE_DATE_RANGE: [
    { header: 'Fra dato', cell: (rule) => dateText(rule.fromDate) },
    { header: 'Til dato', cell: (rule) => dateText(rule.toDate) },
  ],
  SKIP_FOREIGN_ADDRESSES: [],
  EXCLUDE_INVOICE_NUMBER_RANGE: [
    { header: 'Fra fakturanr.', cell: (rule) => String(rule.fromNumber ?? '') },
    { header: 'Til fakturanr.', cell: (rule) => String(rule.toNumber ?? '') },
    { header: 'Inkludert', cell: (rule) => (rule.inclusive ? 'Ja' : 'Nei') },
  ],
  EXCLUDE_CURRENCY: [
    { header: 'Valuta', cell: (rule) => rule.currencyCode ?? '' },
    { header: 'Tekst', cell: (rule) => rule.text ?? '' },
  ],
  EXCLUDE_CUSTOMER: [{ header: 'Navn', cell: (rule) => rule.text ?? '' }],
  EXCLUDE_CUSTOMERS_WITH_SUFFICIENT_LEFTOVER_BALANCE: [],
};

/** What a rule is, in words, for the delete button's accessible name: 'Slett regel 1001 Firma AS, 123,45'. */
export function describeRule(rule: ReminderRule): string {
  const values = RULE_COLUMNS[rule.type].map((column) => column.cell(rule)).filter((text) => text !== '');
  return [`${rule.clientId} ${rule.clientName}`, ...values].join(', ');
}
