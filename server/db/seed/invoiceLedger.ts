import type { PrincipalReduction } from '../../../src/domain/reminders/lateInterest';
import { applyAllocation, partsTotal, suggestForInvoice, type PartAmounts } from '../../../src/domain/payment/paymentAllocation';
import { bookReminderCharge, REMINDER_SENT_EVENT, reminderPosts, type BookedReminderType } from '../../../src/domain/reminders/reminderBooking';
import { chargeReminder, type ReminderCharge } from '../../../src/domain/reminders/reminderRun';

/**
 * One seeded invoice's life on its own ledger, by the product's own rules (issue 40): reminders charged by
 * chargeReminder and, once sent, booked as the dispatch books them; payments allocated as the payment
 * registration allocates them (fee, interest, then the invoice part). What it returns are the rows of the
 * invoice's events and posts, and its parts, so the seeded history adds up as the product's own does:
 * Historikk's saldo is the invoice's rest, and a reminder asks for what its invoice owed.
 * Days are day numbers (days since 1970-01-01, UTC), as in generate.ts.
 */

export type SeededReminderStatus = 'Sent' | 'Rejected' | 'Pending';

export interface SeededEvent {
  readonly day: number;
  readonly event: string;
  readonly amount: number;
  readonly invoicePart: number;
  readonly restInterest: number;
  readonly restFees: number;
  /** The reminder whose document the event shows; its id is the caller's. */
  readonly reminderKey: number | null;
}

export interface SeededPost {
  readonly day: number;
  readonly type: 'PAYMENT' | 'REMINDER_FEE' | 'LATE_INTEREST';
  readonly text: string;
  readonly amount: number;
  readonly parts: PartAmounts;
  readonly tag: string | null;
  readonly reminderKey: number | null;
  /** Posts of one reminder share a journal number; every payment has its own. */
  readonly voucher: number;
  /** The rule rows a fee or interest post was computed with (issue 42). */
  readonly ruleIds: readonly number[] | null;
}

export interface SeededReminder {
  readonly key: number;
  readonly day: number;
  readonly type: BookedReminderType;
  readonly status: SeededReminderStatus;
  readonly rest: number;
  readonly charge: ReminderCharge;
}

const isoDay = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

export class InvoiceLedger {
  parts: PartAmounts;
  private chargedUntil: string | null = null;
  private feesCharged = 0;
  private lastFeeDue: string | null = null;
  private readonly reductions: PrincipalReduction[] = [];
  private vouchers = 0;
  readonly events: SeededEvent[] = [];
  readonly posts: SeededPost[] = [];
  readonly reminders: SeededReminder[] = [];

  constructor(
    readonly amount: number,
    private readonly dueDay: number,
  ) {
    this.parts = { invoicePart: amount, interestPart: 0, feePart: 0 };
  }

  get rest(): number {
    return partsTotal(this.parts);
  }

  /** A reminder made by the run of `day`; a sent one is booked on the day it was sent (the run's day here). */
  remind(day: number, type: BookedReminderType, status: SeededReminderStatus, clientDueDays: number): SeededReminder {
    const charge = chargeReminder(
      {
        dueDate: isoDay(this.dueDay),
        restAmount: this.rest,
        principal: this.parts.invoicePart,
        reductions: this.reductions,
        interestChargedUntil: this.chargedUntil,
        feesChargedBefore: this.feesCharged,
        lastFeeReminderDueDate: this.lastFeeDue,
        clientDueDays,
      },
      isoDay(day),
    );
    const reminder = { key: this.reminders.length + 1, day, type, status, rest: this.rest, charge };
    this.reminders.push(reminder);
    if (status === 'Sent') this.book(reminder);
    return reminder;
  }

  private book(reminder: SeededReminder): void {
    const { fee, interest, dueDate } = { fee: reminder.charge.fee, interest: reminder.charge.interest.total, dueDate: reminder.charge.dueDate };
    this.parts = bookReminderCharge(this.parts, { fee, interest });
    if (reminder.charge.interest.from !== null) this.chargedUntil = reminder.charge.interest.until;
    if (fee > 0) {
      this.feesCharged += 1;
      this.lastFeeDue = dueDate;
    }
    const posts = reminderPosts({ fee, interest });
    if (posts.length > 0) this.vouchers += 1;
    const interestRules = [...new Set(reminder.charge.interest.periods.flatMap((p) => (p.ruleId === null ? [] : [p.ruleId])))].sort((a, b) => a - b);
    for (const post of posts) {
      const ruleIds = post.type === 'REMINDER_FEE' ? (reminder.charge.feeRuleId === null ? null : [reminder.charge.feeRuleId]) : interestRules.length ? interestRules : null;
      this.posts.push({
        day: reminder.day, type: post.type, text: post.text, amount: post.amount, tag: null, reminderKey: reminder.key, voucher: this.vouchers, ruleIds,
        parts: { invoicePart: 0, interestPart: post.type === 'LATE_INTEREST' ? post.amount : 0, feePart: post.type === 'REMINDER_FEE' ? post.amount : 0 },
      });
    }
    this.events.push({
      day: reminder.day, event: REMINDER_SENT_EVENT[reminder.type], amount: fee + interest, invoicePart: this.parts.invoicePart,
      restInterest: this.parts.interestPart, restFees: this.parts.feePart, reminderKey: reminder.key,
    });
  }

  /** A payment of `amount` on `day` (its bank date), allocated fee, interest, then the invoice part; what is left over is not taken. */
  pay(day: number, amount: number, tag: 'OCR' | 'DIR', text: string): PartAmounts {
    const taken = suggestForInvoice(amount, this.parts);
    const total = partsTotal(taken);
    if (total === 0) return taken;
    this.parts = applyAllocation(this.parts, taken);
    if (taken.invoicePart > 0) this.reductions.push({ date: isoDay(day), amount: taken.invoicePart });
    this.vouchers += 1;
    this.posts.push({
      day, type: 'PAYMENT', text, amount: -total, tag, reminderKey: null, voucher: this.vouchers, ruleIds: null,
      parts: { invoicePart: -taken.invoicePart, interestPart: -taken.interestPart, feePart: -taken.feePart },
    });
    return taken;
  }

  /** The whole rest settled on `day` by a credit note (the seed credits only invoices nobody reminded), or a credit note against its invoice. */
  settle(day: number, event: string): void {
    this.events.push({ day, event, amount: -this.rest, invoicePart: -this.parts.invoicePart, restInterest: 0, restFees: 0, reminderKey: null });
    this.parts = { invoicePart: 0, interestPart: 0, feePart: 0 };
  }

  /** An event that moves no money (sent to debt collection). */
  note(day: number, event: string): void {
    this.events.push({ day, event, amount: 0, invoicePart: this.parts.invoicePart, restInterest: this.parts.interestPart, restFees: this.parts.feePart, reminderKey: null });
  }

  /** The last day interest was charged for, as the invoice keeps it. */
  get interestChargedUntil(): string | null {
    return this.chargedUntil;
  }
}

