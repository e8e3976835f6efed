import { parseAmount, AMOUNT_TOO_MANY_DECIMALS_MESSAGE } from '../money/parseAmount';
import { formatAmount } from '../money/formatAmount';
import { err, ok, type Result } from '../result';
import { RULE_KINDS, RULE_TEXTS, type LegalRuleKind, type RuleUnit } from './legalRules';

/**
 * A rule's value as an officer types it on the settings page (Innstillinger → Satser og regler), in the unit the
 * tables show it in: a rate in percent with up to two decimals ('12,25' is 1225 basis points), an amount in kroner
 * ('35,00' is 3500 øre) and days as a whole number. The stored value is the whole number legalRuleIssues checks.
 */

/** The unit's sign beside the field and in the table's heading. */
export const RULE_UNIT_SIGN: Readonly<Record<RuleUnit, string>> = { basisPoints: '%', ore: 'kr', days: 'dager' };

export const RULE_VALUE_TEXTS = {
  missing: 'Verdi må fylles ut',
  invalid: 'Ugyldig verdi',
  twoDecimals: 'Verdien kan ikke ha mer enn to desimaler',
} as const;

/** The whole number of the kind's unit that `text` means, or why it means none. */
export function parseRuleValue(kind: LegalRuleKind, text: string): Result<number, string> {
  const typed = text.trim();
  if (typed === '') return err(RULE_VALUE_TEXTS.missing);
  const unit = RULE_KINDS[kind].unit;
  if (unit === 'days') {
    const days = typed.replace(/\s*dager?$/i, '');
    return /^\d{1,9}$/.test(days) ? ok(Number(days)) : err(RULE_TEXTS.valueWhole);
  }
  // Percent and kroner both carry two decimals: hundredths of a percent are basis points, of a krone øre.
  const parsed = parseAmount(unit === 'basisPoints' ? typed.replace(/\s*%$/, '') : typed);
  if (parsed.ok) return parsed;
  return err(parsed.error === AMOUNT_TOO_MANY_DECIMALS_MESSAGE ? RULE_VALUE_TEXTS.twoDecimals : RULE_VALUE_TEXTS.invalid);
}

/** A stored value as the field shows it for a correction, without its unit: '12,25', '35,00', '14'. */
export function ruleValueText(kind: LegalRuleKind, value: number): string {
  return RULE_KINDS[kind].unit === 'days' ? String(value) : formatAmount(value).replace(/\u00A0/g, ' ');
}
