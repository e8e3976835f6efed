import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/isoDate';
import { LATE_PAYMENT_INTEREST_RATES } from './lateCharges';
import { isLeapYear, lateInterestCharge, rowInForce, type InterestChargeRequest } from './lateInterest';

const rates = LATE_PAYMENT_INTEREST_RATES;
const charge = (request: Omit<InterestChargeRequest, 'rates' | 'reductions' | 'chargedUntil'> & Partial<InterestChargeRequest>) =>
  lateInterestCharge({ rates, reductions: [], chargedUntil: null, ...request });

/**
 * The figures below are computed by hand with the method of Finansdepartementet's calculator (lateInterest.ts):
 * principal × rate × days / days of the year (365, or 366 in a leap year), period by period.
 */
describe('lateInterestCharge (hand-computed)', () => {
  it('splits a month across the 1 July 2023 change: 15 days at 10,75 %, 15 at 11,75 %', () => {
    // 10 000 kr × 0,1075 × 15 / 365 = 44,178 kr; 10 000 kr × 0,1175 × 15 / 365 = 48,288 kr; together 92,466 kr → 92,46 (down).
    const result = charge({ principalNow: 1_000_000, dueDate: '2023-06-15', until: '2023-07-15' });
    expect(result.total).toBe(9246);
    expect(result.from).toBe('2023-06-16');
    expect(result.periods.map(({ ruleId: _ruleId, ...period }) => period)).toEqual([
      { from: '2023-06-16', to: '2023-06-30', days: 15, yearDays: 365, principal: 1_000_000, basisPoints: 1075, interest: 4418 },
      { from: '2023-07-01', to: '2023-07-15', days: 15, yearDays: 365, principal: 1_000_000, basisPoints: 1175, interest: 4828 },
    ]);
    // Each period names the rate's row in the rule table (issue 42).
    expect(result.periods.map((p) => rates.find((r) => r.ruleId === p.ruleId)?.from)).toEqual(['2023-01-01', '2023-07-01']);
    expect(result.lastKnownFrom).toEqual([]);
  });

  it('counts a day of a leap year as 1/366: 30 days of 2024 at 12,5 %', () => {
    // 1 000 kr × 0,125 × 30 / 366 = 10,2459 kr (with /365 it would be 10,27).
    expect(charge({ principalNow: 100_000, dueDate: '2024-01-31', until: '2024-03-01' }).total).toBe(1024);
  });

  it('spans two half-years of 2023 and the start of leap year 2024', () => {
    // 5 000 kr × (0,1075 × 181/365 + 0,1175 × 184/365 + 0,125 × 10/366) = 266,541 + 296,164 + 17,077 = 579,782 kr.
    const result = charge({ principalNow: 500_000, dueDate: '2022-12-31', until: '2024-01-10' });
    expect(result.total).toBe(57_978);
    expect(result.periods.map((p) => [p.days, p.yearDays, p.basisPoints, p.interest])).toEqual([
      [181, 365, 1075, 26_654],
      [184, 365, 1175, 29_616],
      [10, 366, 1250, 1_708],
    ]);
  });

  it('splits one half-year at the new year when the year length changes (2024 → 2025 at 12,5 %)', () => {
    // 8 000 kr × 0,125 × 30/366 = 81,967 kr; × 30/365 = 82,192 kr; together 164,159 kr.
    const result = charge({ principalNow: 800_000, dueDate: '2024-12-01', until: '2025-01-30' });
    expect(result.periods.map((p) => [p.from, p.to, p.yearDays, p.interest])).toEqual([
      ['2024-12-02', '2024-12-31', 366, 8_196],
      ['2025-01-01', '2025-01-30', 365, 8_219],
    ]);
    expect(result.total).toBe(16_415);
  });

  it('follows the principal down after a part payment (the payment day still at the old principal)', () => {
    // 10 000 kr for 30 days, then 6 000 kr for 30 days, at 12 % in 2026: 0,12 × (300 000 + 180 000) / 365 = 157,808 kr.
    const result = charge({ principalNow: 600_000, reductions: [{ date: '2026-02-09', amount: 400_000 }], dueDate: '2026-01-10', until: '2026-03-11' });
    expect(result.periods.map((p) => [p.from, p.to, p.principal])).toEqual([
      ['2026-01-11', '2026-02-09', 1_000_000],
      ['2026-02-10', '2026-03-11', 600_000],
    ]);
    expect(result.total).toBe(15_780);
  });

  it('starts the day after the last day charged, never twice', () => {
    const first = charge({ principalNow: 1_000_000, dueDate: '2023-06-15', until: '2023-06-30' });
    const second = charge({ principalNow: 1_000_000, dueDate: '2023-06-15', chargedUntil: '2023-06-30', until: '2023-07-15' });
    expect(second.from).toBe('2023-07-01');
    expect(first.total + second.total).toBeLessThanOrEqual(9246);
    expect(first.total + second.total).toBeGreaterThanOrEqual(9245);
  });

  it('charges nothing before or on the due date, on nothing unpaid, or twice for the same days', () => {
    expect(charge({ principalNow: 100_000, dueDate: '2024-01-31', until: '2024-01-31' })).toEqual({ from: null, until: '2024-01-31', periods: [], total: 0, lastKnownFrom: [] });
    expect(charge({ principalNow: 0, dueDate: '2024-01-01', until: '2024-03-01' }).total).toBe(0);
    expect(charge({ principalNow: 100_000, dueDate: '2024-01-01', chargedUntil: '2024-03-01', until: '2024-03-01' }).total).toBe(0);
  });

  it('charges a half-year without its own row at the last rate known, and says which half-year', () => {
    // The published tables have no rate for 2026-07-01: 12,00 % of 2026-01-01 goes on, split at 1 July.
    const result = charge({ principalNow: 1_000_000, dueDate: '2026-06-15', until: '2026-07-15' });
    expect(result.periods.map((p) => [p.from, p.to, p.basisPoints])).toEqual([['2026-06-16', '2026-06-30', 1200], ['2026-07-01', '2026-07-15', 1200]]);
    expect(result.lastKnownFrom).toEqual(['2026-07-01']);
  });

  it('has no figure for a day before the table', () => {
    expect(() => charge({ principalNow: 100, dueDate: '2015-12-01', until: '2016-01-05' })).toThrow(RangeError);
  });
});

/** The law's interest, day by day, exactly, as a fraction over 10 000 × 365 × 366: the reference the charges are held to. */
function exactDailyInterest(principalOn: (day: string) => number, from: string, until: string): bigint {
  let sum = 0n;
  for (let day = from; day <= until; day = addDays(day, 1)) {
    const yearDays = isLeapYear(Number(day.slice(0, 4))) ? 366n : 365n;
    sum += BigInt(principalOn(day)) * BigInt(rowInForce(rates, day).basisPoints) * ((365n * 366n) / yearDays);
  }
  return sum;
}
const DENOMINATOR = 10_000n * 365n * 366n;

describe('lateInterestCharge (properties)', () => {
  const day = fc.integer({ min: 0, max: 3600 }).map((offset) => addDays('2016-01-01', offset));

  it('the periods add up to the total, which is the exact day-by-day interest rounded down', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }), day, fc.integer({ min: 0, max: 900 }),
        fc.array(fc.record({ after: fc.integer({ min: 0, max: 900 }), amount: fc.integer({ min: 1, max: 100_000_000 }) }), { maxLength: 4 }),
        (principalNow, due, overdue, paid) => {
          const until = addDays(due, overdue);
          const reductions = paid.map((p) => ({ date: addDays(due, p.after), amount: p.amount }));
          const result = lateInterestCharge({ principalNow, reductions, dueDate: due, chargedUntil: null, until, rates });
          expect(result.periods.reduce((sum, p) => sum + p.interest, 0)).toBe(result.total);
          const principalOn = (d: string) => principalNow + reductions.reduce((sum, r) => (r.date >= d ? sum + r.amount : sum), 0);
          const exact = overdue === 0 ? 0n : exactDailyInterest(principalOn, addDays(due, 1), until);
          expect(BigInt(result.total)).toBe(exact / DENOMINATOR);
          for (const p of result.periods) expect(p.principal).toBe(principalOn(p.from));
        },
      ),
      { numRuns: 200 },
    );
  });
});
