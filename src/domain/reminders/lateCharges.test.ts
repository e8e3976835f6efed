import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../dates/isoDate';
import {
  chargeableReminderFee,
  lateInterest,
  lateInterestRateOn,
  LATE_PAYMENT_INTEREST_RATES,
  maxReminderFeeOn,
  MIN_REMINDER_DUE_DAYS,
  reminderDueDate,
} from './lateCharges';

describe('forsinkelsesrente table', () => {
  it('starts each row on 1 January or 1 July, in order', () => {
    for (const [index, row] of LATE_PAYMENT_INTEREST_RATES.entries()) {
      expect(row.from.slice(5)).toMatch(/^(01-01|07-01)$/);
      if (index > 0) expect(row.from > LATE_PAYMENT_INTEREST_RATES[index - 1]!.from).toBe(true);
    }
  });

  it('holds the published rates on their dates', () => {
    expect(lateInterestRateOn('2019-01-01')).toBe(875);
    expect(lateInterestRateOn('2020-07-01')).toBe(800);
    expect(lateInterestRateOn('2022-12-31')).toBe(925);
    expect(lateInterestRateOn('2023-01-01')).toBe(1075);
    expect(lateInterestRateOn('2024-07-01')).toBe(1250);
    expect(lateInterestRateOn('2025-03-15')).toBe(1250);
    expect(lateInterestRateOn('2025-07-01')).toBe(1225);
    expect(lateInterestRateOn('2026-01-01')).toBe(1200);
    // No 2026-07-01 figure is published in the table: the last row goes on.
    expect(lateInterestRateOn('2026-11-26')).toBe(1200);
  });
});

describe('lateInterest (hand-computed)', () => {
  it('splits a month across the 1 July 2023 change (15 days at 10,75 %, 15 at 11,75 %)', () => {
    // 10 000 kr × (0,1075 × 15 + 0,1175 × 15) / 365 = 92,466 kr
    expect(lateInterest(1_000_000, '2023-06-15', '2023-07-15')).toBe(9247);
  });

  it('counts 29 February within one half-year (30 days at 12,5 %)', () => {
    // 1 000 kr × 0,125 × 30 / 365 = 10,274 kr
    expect(lateInterest(100_000, '2024-01-31', '2024-03-01')).toBe(1027);
  });

  it('spans three half-years (181 days at 10,75 %, 184 at 11,75 %, 10 at 12,5 %)', () => {
    // 5 000 kr × (0,1075 × 181 + 0,1175 × 184 + 0,125 × 10) / 365 = 579,829 kr
    expect(lateInterest(500_000, '2022-12-31', '2024-01-10')).toBe(57_983);
  });

  it('is nothing before or on the due date', () => {
    expect(lateInterest(100_000, '2024-01-31', '2024-01-31')).toBe(0);
    expect(lateInterest(100_000, '2024-01-31', '2024-01-01')).toBe(0);
  });

  it('adds up over a split of the overdue period to within an øre per split', () => {
    const day = fc.integer({ min: 0, max: 3000 }).map((offset) => addDays('2017-01-01', offset));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), day, fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 400 }), (principal, due, first, second) => {
        const middle = addDays(due, first);
        const end = addDays(middle, second);
        const whole = lateInterest(principal, due, end);
        const parts = lateInterest(principal, due, middle) + lateInterest(principal, middle, end);
        expect(Math.abs(whole - parts)).toBeLessThanOrEqual(1);
        expect(whole).toBeGreaterThanOrEqual(0);
        expect(daysBetween(due, end)).toBe(first + second);
      }),
    );
  });
});

describe('reminder fee cap (1/10 of inkassosatsen, halved to 35 kr from 2020-10-01)', () => {
  it('follows the cap of the sending date', () => {
    expect(maxReminderFeeOn('2015-12-31')).toBe(6500);
    expect(maxReminderFeeOn('2016-06-01')).toBe(6700);
    expect(maxReminderFeeOn('2017-01-01')).toBe(7000);
    expect(maxReminderFeeOn('2020-09-30')).toBe(7000);
    expect(maxReminderFeeOn('2020-10-01')).toBe(3500);
    expect(maxReminderFeeOn('2023-08-01')).toBe(3500);
    expect(maxReminderFeeOn('2025-06-01')).toBe(3500);
    expect(maxReminderFeeOn('2026-11-26')).toBe(3500);
  });

  it('cuts a client fee above the cap and keeps one below it', () => {
    expect(chargeableReminderFee(10_000, '2020-05-05')).toBe(7000);
    expect(chargeableReminderFee(7000, '2021-05-05')).toBe(3500);
    expect(chargeableReminderFee(2500, '2021-05-05')).toBe(2500);
    expect(chargeableReminderFee(7000, '2016-05-05')).toBe(6700);
  });

  it('has no figure before the table', () => {
    expect(() => maxReminderFeeOn('2014-12-31')).toThrow(RangeError);
  });
});

describe('reminderDueDate', () => {
  it('is never fewer than 14 days out', () => {
    expect(reminderDueDate('2026-11-24', 10)).toBe('2026-12-08');
    expect(reminderDueDate('2026-11-24', 20)).toBe('2026-12-14');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: -10, max: 90 }), (offset, days) => {
        const sent = addDays('2016-01-01', offset);
        expect(daysBetween(sent, reminderDueDate(sent, days))).toBeGreaterThanOrEqual(MIN_REMINDER_DUE_DAYS);
      }),
    );
  });
});
