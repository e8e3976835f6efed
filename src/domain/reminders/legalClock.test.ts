import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../dates/isoDate';
import { maxReminderFeeOn, PUBLISHED_LATE_CHARGE_RULES, PUBLISHED_RULE_ROWS } from './lateCharges';
import { legalClock, type ClaimFacts, type ClaimReminder } from './legalClock';

const rules = PUBLISHED_LATE_CHARGE_RULES;
const base: ClaimFacts = {
  dueDate: '2026-10-01', restAmount: 500_000, principal: 500_000, reductions: [], interestChargedUntil: null, feesChargedBefore: 0, feesChargedAmount: 0,
  lastFeeReminderDueDate: null, customerType: 'Retail', settled: false, stopped: false, sentToCollection: false, reminders: [],
  clientReminderDays: 14, clientSendsSecondReminder: true,
};
const clock = (facts: Partial<ClaimFacts>, today: string) => legalClock({ ...base, ...facts }, rules, PUBLISHED_RULE_ROWS, today);

describe('the legal clock (hand-written cases)', () => {
  it("first a reminder, the client's days after the due date, with the fee from 14 days after it", () => {
    const next = clock({}, '2026-10-05');
    expect(next).toMatchObject({ step: 'REMINDER1', earliest: '2026-10-15', fee: 3500 });
    expect(next.reason).toBe('Tidligst 15.10.2026: 14 dager etter forfall 01.10.2026 (klientens purredager)');
    expect(next.law).toContain('inkassoforskriften § 1-2');
    // 5 000 kr at 12 % for 14 days: 5 000 × 0,12 × 14 / 365 = 23,01 kr.
    expect(next.interest).toBe(2301);
    // A client that reminds after 7 days may remind earlier, but without a fee (not yet 14 days after due).
    expect(clock({ clientReminderDays: 7 }, '2026-10-05')).toMatchObject({ step: 'REMINDER1', earliest: '2026-10-08', fee: 0 });
  });

  it("then a second reminder the day after the first one's deadline, and the collection notice after that", () => {
    const first: ClaimReminder = { type: 'REMINDER1', status: 'Sent', dueDate: '2026-10-29' };
    const booked = { reminders: [first], feesChargedBefore: 1, feesChargedAmount: 3500, lastFeeReminderDueDate: '2026-10-29', interestChargedUntil: '2026-10-15' };
    expect(clock(booked, '2026-10-20')).toMatchObject({ step: 'REMINDER2', earliest: '2026-10-30', fee: 3500 });
    expect(clock({ ...booked, clientSendsSecondReminder: false }, '2026-10-20')).toMatchObject({ step: 'COLLECTION_NOTICE', earliest: '2026-10-30', fee: 3500 });
    const second: ClaimReminder = { type: 'REMINDER2', status: 'Sent', dueDate: '2026-11-13' };
    // Two fees charged: the notice may carry none (inkassoforskriften § 1-3).
    expect(clock({ ...booked, reminders: [first, second], feesChargedBefore: 2, lastFeeReminderDueDate: '2026-11-13' }, '2026-11-01'))
      .toMatchObject({ step: 'COLLECTION_NOTICE', earliest: '2026-11-14', fee: 0 });
  });

  it("hands over to collection only after the notice's deadline, and charges no reminder fee for it", () => {
    const notice: ClaimReminder = { type: 'COLLECTION_NOTICE', status: 'Sent', dueDate: '2026-11-20' };
    const next = clock({ reminders: [{ type: 'REMINDER1', status: 'Sent', dueDate: '2026-10-29' }, notice], feesChargedBefore: 2 }, '2026-11-10');
    expect(next).toMatchObject({ step: 'HAND_OVER', earliest: '2026-11-21', fee: 0 });
    expect(next.law).toContain('inkassoloven § 9 første ledd bokstav b');
  });

  it('gives a business debtor the standardkompensasjon less the fees charged, a consumer none', () => {
    expect(clock({ customerType: 'Business' }, '2026-10-20').compensation).toBe(46_000);
    expect(clock({ customerType: 'Business', feesChargedAmount: 3500 }, '2026-10-20').compensation).toBe(42_500);
    expect(clock({ customerType: 'Retail' }, '2026-10-20').compensation).toBe(0);
  });

  it('says why nothing is next: paid, stopped, with the agency, waiting for approval, rejected', () => {
    expect(clock({ settled: true }, '2026-11-01')).toMatchObject({ step: null, reason: 'Fakturaen er betalt; ingen flere trinn.' });
    expect(clock({ stopped: true }, '2026-11-01').step).toBeNull();
    expect(clock({ sentToCollection: true }, '2026-11-01').step).toBeNull();
    expect(clock({ reminders: [{ type: 'REMINDER1', status: 'Pending', dueDate: '2026-10-29' }] }, '2026-11-01').reason).toBe('En purring venter på godkjenning.');
    expect(clock({ reminders: [{ type: 'REMINDER1', status: 'Rejected', dueDate: '2026-10-29' }] }, '2026-11-01').step).toBeNull();
  });
});

const history = fc.record({
  dueOffset: fc.integer({ min: 0, max: 3500 }),
  reminderDays: fc.integer({ min: 0, max: 40 }),
  second: fc.boolean(),
  type: fc.constantFrom('Retail' as const, 'Business' as const),
  steps: fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 3 }),
  todayOffset: fc.integer({ min: -10, max: 400 }),
});

describe('the legal clock (properties)', () => {
  it('never puts a step earlier than the law allows, nor a fee above the cap of the day', () => {
    fc.assert(
      fc.property(history, ({ dueOffset, reminderDays, second, type, steps, todayOffset }) => {
        const dueDate = addDays('2016-01-01', dueOffset);
        // Reminders sent one after the other, each the given days after the last deadline, each with a 14-day deadline.
        const reminders: ClaimReminder[] = [];
        let sentOn = addDays(dueDate, Math.max(1, reminderDays));
        const types = second ? (['REMINDER1', 'REMINDER2', 'COLLECTION_NOTICE'] as const) : (['REMINDER1', 'COLLECTION_NOTICE'] as const);
        steps.slice(0, types.length).forEach((gap, i) => {
          if (i > 0) sentOn = addDays(reminders.at(-1)!.dueDate, 1 + gap);
          reminders.push({ type: types[i]!, status: 'Sent', dueDate: addDays(sentOn, 14) });
        });
        const fees = Math.min(2, reminders.length);
        const today = addDays(dueDate, todayOffset);
        const next = legalClock(
          { ...base, dueDate, customerType: type, reminders, clientReminderDays: reminderDays, clientSendsSecondReminder: second, feesChargedBefore: fees,
            lastFeeReminderDueDate: reminders.slice(0, 2).at(-1)?.dueDate ?? null },
          rules, PUBLISHED_RULE_ROWS, today,
        );
        expect(next.step).not.toBeNull();
        const earliest = next.earliest!;
        expect(daysBetween(dueDate, earliest)).toBeGreaterThanOrEqual(1);
        const last = reminders.at(-1);
        if (last) expect(earliest > last.dueDate).toBe(true);
        if (next.step === 'HAND_OVER') expect(last?.type).toBe('COLLECTION_NOTICE');
        const when = earliest > today ? earliest : today;
        expect(next.fee).toBeLessThanOrEqual(maxReminderFeeOn(when));
        if (daysBetween(dueDate, when) < 14 || fees >= 2 || next.step === 'HAND_OVER') expect(next.fee).toBe(0);
        if (type === 'Retail') expect(next.compensation).toBe(0);
      }),
      { numRuns: 400 },
    );
  });
});
