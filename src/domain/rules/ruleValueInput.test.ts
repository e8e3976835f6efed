import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEGAL_RULE_KINDS, RULE_KINDS, RULE_TEXTS } from './legalRules';
import { parseRuleValue, ruleValueText, RULE_VALUE_TEXTS } from './ruleValueInput';

describe('a rule value as an officer types it', () => {
  it('reads a rate in percent as basis points, an amount in kroner as øre and days as a whole number', () => {
    expect(parseRuleValue('LATE_INTEREST', '12,25')).toEqual({ ok: true, value: 1225 });
    expect(parseRuleValue('LATE_INTEREST', '12.5 %')).toEqual({ ok: true, value: 1250 });
    expect(parseRuleValue('LATE_INTEREST', '11')).toEqual({ ok: true, value: 1100 });
    expect(parseRuleValue('REMINDER_FEE_CAP', '37,50')).toEqual({ ok: true, value: 3750 });
    expect(parseRuleValue('INKASSOSATS', '1 050 kr')).toEqual({ ok: true, value: 105_000 });
    expect(parseRuleValue('MIN_DAYS_BETWEEN_STEPS', '14')).toEqual({ ok: true, value: 14 });
    expect(parseRuleValue('MIN_DAYS_BETWEEN_STEPS', '14 dager')).toEqual({ ok: true, value: 14 });
  });

  it('says why what was typed is no value', () => {
    expect(parseRuleValue('LATE_INTEREST', ' ')).toEqual({ ok: false, error: RULE_VALUE_TEXTS.missing });
    expect(parseRuleValue('LATE_INTEREST', '12,255')).toEqual({ ok: false, error: RULE_VALUE_TEXTS.twoDecimals });
    expect(parseRuleValue('STANDARD_COMPENSATION', 'fire hundre')).toEqual({ ok: false, error: RULE_VALUE_TEXTS.invalid });
    expect(parseRuleValue('MIN_DAYS_BETWEEN_STEPS', '14,5')).toEqual({ ok: false, error: RULE_TEXTS.valueWhole });
  });

  it('shows every value of every kind so that it reads back as the same value', () => {
    for (const kind of LEGAL_RULE_KINDS) {
      const { min, max } = RULE_KINDS[kind];
      fc.assert(fc.property(fc.integer({ min, max }), (value) => {
        expect(parseRuleValue(kind, ruleValueText(kind, value))).toEqual({ ok: true, value });
      }));
    }
  });
});
