import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/isoDate';
import { REMINDER_RULE_TYPES, type ReminderRuleType } from '../reminderRules/reminderRules';
import { reminderStop, ruleStops, STOP_REASON, type ReminderCandidate, type ReminderRule } from './reminderExclusion';

const NO_VALUES = { amount: null, currencyCode: null, text: null, fromDate: null, toDate: null, fromNumber: null, toNumber: null, inclusive: true } as const;
const rule = (type: ReminderRuleType, values: Partial<ReminderRule> = {}): ReminderRule => ({ ...NO_VALUES, type, ...values });

const candidateArb: fc.Arbitrary<ReminderCandidate> = fc
  .record({
    invoiceNumber: fc.integer({ min: 1, max: 10_000_000 }),
    dayOffset: fc.integer({ min: 0, max: 4000 }),
    invoiceAmount: fc.integer({ min: 1, max: 100_000_000 }),
    paidShare: fc.double({ min: 0, max: 0.99, noNaN: true }),
    currencyCode: fc.constantFrom('NOK', 'SEK', 'EUR', 'USD'),
    customerNumber: fc.integer({ min: 1, max: 999_999 }).map(String),
    customerName: fc.constantFrom('Ola Nordmann', 'Kari Ås', 'Bergen Bil AS'),
    countryCode: fc.constantFrom('NO', 'SE', 'DK', 'DE'),
    customerLeftoverBalance: fc.integer({ min: 0, max: 100_000_000 }),
  })
  .map(({ dayOffset, paidShare, invoiceAmount, ...rest }) => ({
    ...rest,
    invoiceAmount,
    invoiceDate: addDays('2016-01-01', dayOffset),
    outstanding: Math.max(1, Math.round(invoiceAmount * (1 - paidShare))),
  }));

/** For each type, a rule built from the candidate so that it must stop it. */
const stoppingRule: Record<ReminderRuleType, (c: ReminderCandidate) => ReminderRule> = {
  AMOUNT_LIMIT: (c) => rule('AMOUNT_LIMIT', { amount: c.outstanding + 1 }),
  EXCLUDE_INVOICE_AMOUNT: (c) => rule('EXCLUDE_INVOICE_AMOUNT', { amount: c.invoiceAmount }),
  EXCLUDE_INVOICE_DATE_RANGE: (c) => rule('EXCLUDE_INVOICE_DATE_RANGE', { fromDate: addDays(c.invoiceDate, -3), toDate: c.invoiceDate }),
  SKIP_FOREIGN_ADDRESSES: () => rule('SKIP_FOREIGN_ADDRESSES'),
  EXCLUDE_INVOICE_NUMBER_RANGE: (c) => rule('EXCLUDE_INVOICE_NUMBER_RANGE', { fromNumber: c.invoiceNumber, toNumber: c.invoiceNumber + 5, inclusive: true }),
  EXCLUDE_CURRENCY: (c) => rule('EXCLUDE_CURRENCY', { currencyCode: c.currencyCode.toLowerCase(), text: 'Unntatt' }),
  EXCLUDE_CUSTOMER: (c) => rule('EXCLUDE_CUSTOMER', { text: ` ${c.customerNumber} ` }),
  EXCLUDE_CUSTOMERS_WITH_SUFFICIENT_LEFTOVER_BALANCE: () => rule('EXCLUDE_CUSTOMERS_WITH_SUFFICIENT_LEFTOVER_BALANCE'),
};

/** The cases where the type's rule applies at all (the address and balance rules depend on the customer). */
const applies: Record<ReminderRuleType, (c: ReminderCandidate) => ReminderCandidate> = {
  AMOUNT_LIMIT: (c) => c,
  EXCLUDE_INVOICE_AMOUNT: (c) => c,
  EXCLUDE_INVOICE_DATE_RANGE: (c) => c,
  SKIP_FOREIGN_ADDRESSES: (c) => ({ ...c, countryCode: c.countryCode === 'NO' ? 'SE' : c.countryCode }),
  EXCLUDE_INVOICE_NUMBER_RANGE: (c) => c,
  EXCLUDE_CURRENCY: (c) => c,
  EXCLUDE_CUSTOMER: (c) => c,
  EXCLUDE_CUSTOMERS_WITH_SUFFICIENT_LEFTOVER_BALANCE: (c) => ({ ...c, customerLeftoverBalance: c.outstanding + c.customerLeftoverBalance }),
};

describe('reminderStop', () => {
  for (const type of REMINDER_RULE_TYPES) {
    it(`${type}: an excluded invoice never gets a reminder, whatever other rules there are`, () => {
      fc.assert(
        fc.property(candidateArb, fc.array(fc.constantFrom(...REMINDER_RULE_TYPES), { maxLength: 4 }), (raw, others) => {
          const candidate = applies[type](raw);
          const rules = [...others.map((other) => rule(other, { amount: 1 })), stoppingRule[type](candidate)];
          const stop = reminderStop(rules, candidate);
          expect(stop).not.toBeNull();
          expect(Object.values(STOP_REASON)).toContain(stop?.reason);
        }),
      );
    });
  }

  it('makes the reminder when no rule matches', () => {
    fc.assert(
      fc.property(candidateArb, (raw) => {
        const candidate = { ...raw, countryCode: 'NO', customerLeftoverBalance: raw.outstanding - 1 };
        const rules = [
          rule('AMOUNT_LIMIT', { amount: candidate.outstanding }),
          rule('EXCLUDE_INVOICE_AMOUNT', { amount: candidate.invoiceAmount + 1 }),
          rule('EXCLUDE_INVOICE_DATE_RANGE', { fromDate: addDays(candidate.invoiceDate, 1), toDate: addDays(candidate.invoiceDate, 9) }),
          rule('SKIP_FOREIGN_ADDRESSES'),
          rule('EXCLUDE_INVOICE_NUMBER_RANGE', { fromNumber: candidate.invoiceNumber, toNumber: candidate.invoiceNumber + 1, inclusive: false }),
          rule('EXCLUDE_CURRENCY', { currencyCode: 'XXX' }),
          rule('EXCLUDE_CUSTOMER', { text: 'ingen slik kunde' }),
          rule('EXCLUDE_CUSTOMERS_WITH_SUFFICIENT_LEFTOVER_BALANCE'),
        ];
        expect(reminderStop(rules, candidate)).toBeNull();
      }),
    );
  });

  it('names the first matching rule', () => {
    const candidate: ReminderCandidate = {
      invoiceNumber: 10, invoiceDate: '2024-02-01', invoiceAmount: 50_000, outstanding: 50_000, currencyCode: 'SEK',
      customerNumber: '7', customerName: 'Kari Ås', countryCode: 'SE', customerLeftoverBalance: 0,
    };
    expect(reminderStop([rule('EXCLUDE_CURRENCY', { currencyCode: 'SEK' }), rule('SKIP_FOREIGN_ADDRESSES')], candidate)?.reason).toBe('Valutaen er unntatt');
    expect(ruleStops(rule('EXCLUDE_CUSTOMER', { text: 'kari ås' }), candidate)).toBe(true);
  });
});
