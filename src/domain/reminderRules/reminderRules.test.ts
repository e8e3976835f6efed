import { describe, expect, it } from 'vitest';
import {
  AMOUNT_MISSING,
  checkReminderRule,
  CURRENCY_INVALID,
  CURRENCY_MISSING,
  DATE_MISSING,
  DATE_RANGE_REVERSED,
  FROM_NUMBER_MISSING,
  missingRequiredFields,
  NAME_MISSING,
  NUMBER_RANGE_REVERSED,
  REMINDER_RULE_TYPES,
  reminderRuleTypeFromParam,
  TO_NUMBER_MISSING,
} from './reminderRules';

const messages = (result: ReturnType<typeof checkReminderRule>) => (result.ok ? [] : result.error.map((issue) => `${issue.field}: ${issue.message}`));

describe('reminder rules (part 2 §5)', () => {
  it('asks each type for its own required fields with the spec messages', () => {
    expect(messages(checkReminderRule('AMOUNT_LIMIT', {}))).toEqual([`amount: ${AMOUNT_MISSING}`]);
    expect(messages(checkReminderRule('EXCLUDE_INVOICE_AMOUNT', {}))).toEqual([`amount: ${AMOUNT_MISSING}`]);
    expect(messages(checkReminderRule('EXCLUDE_CUSTOMER', { text: '  ' }))).toEqual([`text: ${NAME_MISSING}`]);
    expect(messages(checkReminderRule('EXCLUDE_CURRENCY', {}))).toEqual([`currencyCode: ${CURRENCY_MISSING}`]);
    expect(messages(checkReminderRule('EXCLUDE_INVOICE_DATE_RANGE', { fromDate: '2026-01-01' }))).toEqual([`toDate: ${DATE_MISSING}`]);
    expect(messages(checkReminderRule('EXCLUDE_INVOICE_NUMBER_RANGE', {}))).toEqual([
      `fromNumber: ${FROM_NUMBER_MISSING}`,
      `toNumber: ${TO_NUMBER_MISSING}`,
    ]);
  });

  it('needs nothing but the client for the foreign-address and leftover-balance rules', () => {
    expect(checkReminderRule('SKIP_FOREIGN_ADDRESSES', { amount: 5 }).ok).toBe(true);
    expect(missingRequiredFields('EXCLUDE_CUSTOMERS_WITH_SUFFICIENT_LEFTOVER_BALANCE', {})).toEqual([]);
  });

  it('keeps only the fields the type uses and normalises the currency', () => {
    const result = checkReminderRule('EXCLUDE_CURRENCY', { currencyCode: ' sek ', text: 'Svenske', amount: 100 });
    expect(result).toEqual({
      ok: true,
      value: { amount: null, currencyCode: 'SEK', text: 'Svenske', fromDate: null, toDate: null, fromNumber: null, toNumber: null, inclusive: true },
    });
  });

  it('refuses a malformed currency and ranges that run backwards', () => {
    expect(messages(checkReminderRule('EXCLUDE_CURRENCY', { currencyCode: 'NO' }))).toEqual([`currencyCode: ${CURRENCY_INVALID}`]);
    expect(messages(checkReminderRule('EXCLUDE_INVOICE_DATE_RANGE', { fromDate: '2026-02-01', toDate: '2026-01-01' }))).toEqual([
      `fromDate: ${DATE_RANGE_REVERSED}`,
    ]);
    expect(messages(checkReminderRule('EXCLUDE_INVOICE_NUMBER_RANGE', { fromNumber: 9, toNumber: 3 }))).toEqual([
      `fromNumber: ${NUMBER_RANGE_REVERSED}`,
    ]);
    expect(checkReminderRule('EXCLUDE_INVOICE_NUMBER_RANGE', { fromNumber: 3, toNumber: 3, inclusive: false })).toMatchObject({
      ok: true,
      value: { fromNumber: 3, toNumber: 3, inclusive: false },
    });
  });

  it('reads the tab from the address, AMOUNT_LIMIT by default', () => {
    expect(reminderRuleTypeFromParam(null)).toBe('AMOUNT_LIMIT');
    expect(reminderRuleTypeFromParam('nonsense')).toBe('AMOUNT_LIMIT');
    for (const type of REMINDER_RULE_TYPES) expect(reminderRuleTypeFromParam(type)).toBe(type);
  });
});
