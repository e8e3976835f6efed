import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../dates/isoDate';
import {
  allowedReminderFee,
  lateInterestRateOn,
  LATE_PAYMENT_INTEREST_RATES,
  maxReminderFeeOn,
  minDaysOn,
  reminderFee,
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
    const sent = (sentOn: string, clientFee: number) => allowedReminderFee({ sentOn, invoiceDueDate: '2015-06-01', feesChargedBefore: 0, lastFeeReminderDueDate: null, clientFee });
    expect(sent('2020-05-05', 10_000)).toBe(7000);
    expect(sent('2021-05-05', 7000)).toBe(3500);
    expect(sent('2021-05-05', 2500)).toBe(2500);
    expect(sent('2016-05-05', 7000)).toBe(6700);
  });

  it('names the fee cap row it used, and says when the year has no row of its own (the last known one was used)', () => {
    const first = { invoiceDueDate: '2025-01-01', feesChargedBefore: 0, lastFeeReminderDueDate: null } as const;
    const in2025 = reminderFee({ ...first, sentOn: '2025-06-01' });
    expect(in2025).toMatchObject({ fee: 3500, note: null });
    expect(in2025.ruleId).not.toBeNull();
    // No published purregebyr for 2026 in the tables: 35 kr of 2025 goes on, and the reminder says so.
    const in2026 = reminderFee({ ...first, sentOn: '2026-06-01' });
    expect(in2026).toMatchObject({ fee: 3500, note: 'Purregebyr for perioden fra 01.01.2026 var ikke lagt inn; siste kjente verdi 35,00 kr er brukt.' });
  });

  it('has no figure before the table', () => {
    expect(() => maxReminderFeeOn('2014-12-31')).toThrow(RangeError);
  });
});

describe('allowedReminderFee (inkassoforskriften §§ 1-2, 1-3)', () => {
  const first = { invoiceDueDate: '2026-10-01', feesChargedBefore: 0, lastFeeReminderDueDate: null } as const;

  it('charges the cap of the day from 14 days after the due date, and nothing earlier', () => {
    expect(allowedReminderFee({ ...first, sentOn: '2026-10-14' })).toBe(0);
    expect(allowedReminderFee({ ...first, sentOn: '2026-10-15' })).toBe(3500);
    expect(allowedReminderFee({ ...first, sentOn: '2026-10-15', clientFee: 2000 })).toBe(2000);
  });

  it("charges a second fee only after the first reminder's deadline, and never a third", () => {
    const second = { invoiceDueDate: '2026-10-01', feesChargedBefore: 1, lastFeeReminderDueDate: '2026-10-29' } as const;
    expect(allowedReminderFee({ ...second, sentOn: '2026-10-29' })).toBe(0);
    expect(allowedReminderFee({ ...second, sentOn: '2026-10-30' })).toBe(3500);
    expect(allowedReminderFee({ ...second, feesChargedBefore: 2, sentOn: '2026-12-30' })).toBe(0);
  });

  it('never exceeds the cap in force on the sending date', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 20_000 }), (offset, late, before, clientFee) => {
        const due = addDays('2015-01-01', offset);
        const sentOn = addDays(due, late);
        const fee = allowedReminderFee({ sentOn, invoiceDueDate: due, feesChargedBefore: before, lastFeeReminderDueDate: null, clientFee });
        expect(fee).toBeGreaterThanOrEqual(0);
        expect(fee).toBeLessThanOrEqual(maxReminderFeeOn(sentOn));
        if (late < 14 || before >= 2) expect(fee).toBe(0);
      }),
    );
  });
});

describe('reminderDueDate', () => {
  it('is never fewer than 14 days out', () => {
    expect(reminderDueDate('2026-11-24', 10)).toBe('2026-12-08');
    expect(reminderDueDate('2026-11-24', 20)).toBe('2026-12-14');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: -10, max: 90 }), (offset, days) => {
        const sent = addDays('2016-01-01', offset);
        expect(daysBetween(sent, reminderDueDate(sent, days))).toBeGreaterThanOrEqual(minDaysOn(sent));
      }),
    );
  });
});
