import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../dates/isoDate';
import { divideRounded } from '../money/ore';
import { lateInterest, maxReminderFeeOn } from './lateCharges';
import { ratePeriodsUntil, RUN_REMINDER_CODE, runReminderFee } from './reminderRun';

/** The interest as the run's SQL computes it: the overlap of (due, runDay] with each span, summed, rounded once. */
function interestBySpans(principal: number, dueDate: string, runDay: string): number {
  let basisPointDays = 0n;
  for (const span of ratePeriodsUntil(runDay)) {
    const from = span.from > addDays(dueDate, 1) ? span.from : addDays(dueDate, 1);
    const until = span.until < runDay ? span.until : runDay;
    const days = Math.max(0, daysBetween(from, until) + 1);
    basisPointDays += BigInt(span.basisPoints) * BigInt(days);
  }
  return Number(divideRounded(BigInt(Math.max(principal, 0)) * basisPointDays, 10_000n * 365n));
}

describe('the reminder run rules', () => {
  it('gives the rate table as closed spans, each day in exactly one, the last open to the run day', () => {
    const spans = ratePeriodsUntil('2026-01-20');
    expect(spans.at(-1)).toEqual({ from: '2026-01-01', until: '2026-01-20', basisPoints: 1200 });
    for (let i = 1; i < spans.length; i++) expect(addDays(spans[i - 1]!.until, 1)).toBe(spans[i]!.from);
  });

  it('over the 1 July 2025 and 1 January 2026 changes (hand-computed)', () => {
    // 8 000 kr from 16 June 2025 to 20 January 2026: 15 days at 12,5 %, 184 at 12,25 %, 20 at 12,00 %
    // = 8 000 × (1,875 + 22,54 + 2,4) / 100 / 365 = 587,726 kr.
    expect(lateInterest(800_000, '2025-06-15', '2026-01-20')).toBe(58_773);
    expect(interestBySpans(800_000, '2025-06-15', '2026-01-20')).toBe(58_773);
  });

  it("the spans' interest (the SQL's way) is the domain's lateInterest for any principal and period", () => {
    const day = fc.integer({ min: 0, max: 3600 }).map((offset) => addDays('2016-01-01', offset));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), day, fc.integer({ min: 0, max: 1500 }), (principal, due, overdue) => {
        const runDay = addDays(due, overdue);
        expect(interestBySpans(principal, due, runDay)).toBe(lateInterest(principal, due, runDay));
      }),
    );
  });

  it('charges the legal maximum fee of the run day, for both reminders, with their codes', () => {
    expect(runReminderFee('REMINDER1', '2016-06-01')).toBe(maxReminderFeeOn('2016-06-01'));
    expect(runReminderFee('REMINDER1', '2016-06-01')).toBe(6_700);
    expect(runReminderFee('REMINDER2', '2026-01-20')).toBe(3_500);
    expect(runReminderFee('REMINDER1', '2026-01-20', 9_000)).toBe(3_500);
    expect(runReminderFee('REMINDER1', '2026-01-20', 2_500)).toBe(2_500);
    expect(RUN_REMINDER_CODE).toEqual({ REMINDER1: 'P1', REMINDER2: 'P2' });
  });
});
