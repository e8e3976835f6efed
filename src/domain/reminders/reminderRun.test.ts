import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/isoDate';
import { applyAllocation, partsTotal, remainderOf, suggestForInvoice, type PartAmounts } from '../payment/paymentAllocation';
import { LATE_PAYMENT_INTEREST_RATES, maxReminderFeeOn } from './lateCharges';
import { isLeapYear, rowInForce, type PrincipalReduction } from './lateInterest';
import { bookReminderCharge } from './reminderBooking';
import { chargeReminder, RUN_REMINDER_CODE } from './reminderRun';

describe('chargeReminder', () => {
  it('asks for the rest, the fee and the new interest, with the due date at least 14 days out', () => {
    // 8 000 kr from 16 June 2025 to 20 January 2026: 15 days at 12,5 %, 184 at 12,25 %, 20 at 12,00 %, all /365
    // = 8 000 × (1,875 + 22,54 + 2,4) / 100 / 365 = 587,726 kr → 587,72.
    const charge = chargeReminder(
      { dueDate: '2025-06-15', restAmount: 800_000, principal: 800_000, reductions: [], interestChargedUntil: null, feesChargedBefore: 0, lastFeeReminderDueDate: null, clientDueDays: 10 },
      '2026-01-20',
    );
    expect(charge.interest.total).toBe(58_772);
    expect(charge.fee).toBe(3_500);
    expect(charge.sum).toBe(800_000 + 3_500 + 58_772);
    expect(charge.dueDate).toBe('2026-02-03');
  });

  it('charges a second reminder interest only for the days after the first', () => {
    // The first reminder charged up to 2026-01-20 and was booked: the rest holds its fee and interest.
    const charge = chargeReminder(
      { dueDate: '2025-06-15', restAmount: 862_272, principal: 800_000, reductions: [], interestChargedUntil: '2026-01-20', feesChargedBefore: 1, lastFeeReminderDueDate: '2026-02-03', clientDueDays: 14 },
      '2026-02-19',
    );
    // 30 days at 12 %: 8 000 × 0,12 × 30 / 365 = 78,904 kr.
    expect(charge.interest.from).toBe('2026-01-21');
    expect(charge.interest.total).toBe(7_890);
    expect(charge.sum).toBe(862_272 + 3_500 + 7_890);
  });

  it('keeps the codes of the run', () => {
    expect(RUN_REMINDER_CODE).toEqual({ REMINDER1: 'P1', REMINDER2: 'P2' });
  });
});

/** A random life of an invoice: reminders on some days, payments of random amounts on others. */
const history = fc.record({
  principal: fc.integer({ min: 1, max: 50_000_000 }),
  dueOffset: fc.integer({ min: 0, max: 3000 }),
  events: fc.array(
    fc.oneof(
      fc.record({ kind: fc.constant('remind' as const), after: fc.integer({ min: 1, max: 60 }) }),
      fc.record({ kind: fc.constant('pay' as const), after: fc.integer({ min: 0, max: 60 }), share: fc.double({ min: 0.01, max: 1.2, noNaN: true }) }),
    ),
    { minLength: 1, maxLength: 8 },
  ),
});

describe("reminders and part payments over an invoice's life (properties)", () => {
  it('never charge more interest than the law allows on the unpaid principal, and lose less than an øre per reminder', () => {
    fc.assert(
      fc.property(history, ({ principal, dueOffset, events }) => {
        const due = addDays('2016-01-01', dueOffset);
        let parts: PartAmounts = { invoicePart: principal, interestPart: 0, feePart: 0 };
        let day = due;
        let chargedUntil: string | null = null;
        let fees = 0;
        let lastFeeDue: string | null = null;
        let interestCharged = 0;
        let reminders = 0;
        const reductions: PrincipalReduction[] = [];
        for (const event of events) {
          day = addDays(day, event.after);
          if (event.kind === 'pay') {
            const paid = Math.max(1, Math.round(partsTotal(parts) * event.share));
            const taken = suggestForInvoice(paid, parts);
            parts = applyAllocation(parts, taken);
            if (taken.invoicePart > 0) reductions.push({ date: day, amount: taken.invoicePart });
            continue;
          }
          if (partsTotal(parts) === 0) continue;
          const charge = chargeReminder(
            { dueDate: due, restAmount: partsTotal(parts), principal: parts.invoicePart, reductions, interestChargedUntil: chargedUntil, feesChargedBefore: fees, lastFeeReminderDueDate: lastFeeDue, clientDueDays: 14 },
            day,
          );
          expect(charge.fee).toBeLessThanOrEqual(maxReminderFeeOn(day));
          expect(charge.sum).toBe(partsTotal(parts) + charge.fee + charge.interest.total);
          parts = bookReminderCharge(parts, { fee: charge.fee, interest: charge.interest.total });
          interestCharged += charge.interest.total;
          reminders += 1;
          if (charge.fee > 0) {
            fees += 1;
            lastFeeDue = charge.dueDate;
          }
          if (charge.interest.from !== null) chargedUntil = charge.interest.until;
        }
        // The law's interest: each day from the due date to the last reminder, on the principal unpaid that day.
        if (chargedUntil === null) return;
        const principalOn = (d: string) => principal - reductions.reduce((sum, r) => (r.date < d ? sum + r.amount : sum), 0);
        let exact = 0n;
        for (let d = addDays(due, 1); d <= chargedUntil; d = addDays(d, 1)) {
          const yearDays = isLeapYear(Number(d.slice(0, 4))) ? 366n : 365n;
          exact += BigInt(principalOn(d)) * BigInt(rowInForce(LATE_PAYMENT_INTEREST_RATES, d).basisPoints) * ((365n * 366n) / yearDays);
        }
        const lawful = Number(exact / (10_000n * 365n * 366n));
        expect(interestCharged).toBeLessThanOrEqual(lawful);
        expect(interestCharged).toBeGreaterThanOrEqual(lawful - reminders);
      }),
      { numRuns: 300 },
    );
  });

  it("paying exactly what the last reminder asks leaves nothing open and no credit", () => {
    fc.assert(
      fc.property(history, ({ principal, dueOffset, events }) => {
        const due = addDays('2016-01-01', dueOffset);
        let parts: PartAmounts = { invoicePart: principal, interestPart: 0, feePart: 0 };
        let day = addDays(due, 14);
        let chargedUntil: string | null = null;
        let asked = 0;
        for (const event of events.filter((e) => e.kind === 'remind')) {
          day = addDays(day, event.after);
          const charge = chargeReminder(
            { dueDate: due, restAmount: partsTotal(parts), principal: parts.invoicePart, reductions: [], interestChargedUntil: chargedUntil, feesChargedBefore: 0, lastFeeReminderDueDate: null, clientDueDays: 14 },
            day,
          );
          parts = bookReminderCharge(parts, { fee: charge.fee, interest: charge.interest.total });
          if (charge.interest.from !== null) chargedUntil = charge.interest.until;
          asked = charge.sum;
        }
        if (asked === 0) return;
        expect(asked).toBe(partsTotal(parts));
        const taken = suggestForInvoice(asked, parts);
        expect(applyAllocation(parts, taken)).toEqual({ invoicePart: 0, interestPart: 0, feePart: 0 });
        expect(remainderOf(asked, [taken])).toBe(0);
      }),
      { numRuns: 300 },
    );
  });
});
