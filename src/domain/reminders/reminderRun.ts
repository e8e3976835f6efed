import type { IsoDate } from '../dates/isoDate';
import type { Ore } from '../money/ore';
import { lastKnownUsedText } from '../rules/legalRules';
import { PUBLISHED_LATE_CHARGE_RULES, reminderDueDate, reminderFee, type LateChargeRules } from './lateCharges';
import { lateInterestCharge, rowInForce, type InterestCharge, type PrincipalReduction } from './lateInterest';

/**
 * The reminder run (issue 19 part 5; issue 40), the rules the server applies, stated once here:
 * - An invoice is reminded once its due date plus the client's reminder days (client_settings.reminder_days)
 *   has passed on the run day, while it is active, unsettled and has something left to pay.
 * - The first reminder is REMINDER1. A REMINDER2 follows when the client sends second reminders
 *   (client_settings.reminder2), the REMINDER1 was sent (approved) and its own due date has passed.
 *   Collection notices are debt collection's business and are not made here.
 * - Each reminder type is made (or stopped) once per invoice: a stopped invoice is not stopped again.
 * - The fee is the one the law allows on the run day (allowedReminderFee: the cap of the day, only 14 days
 *   after the due date, at most two fees, the second after the first reminder's deadline); the house has no
 *   per-client fee setting, so the client's fee is the legal maximum itself.
 * - The interest is charged once for each day (lateInterest.ts): on the invoice part unpaid on that day (no
 *   interest on fees or interest), from the day after the due date or after the last day charged by an earlier
 *   reminder, up to the run day, each half-year at its forsinkelsesrente.
 * - The amount to pay is the invoice's rest (its principal and whatever earlier reminders booked on it and is
 *   unpaid) plus this reminder's fee and interest; the dispatch books exactly these (server/reminders/reminderBooking.ts).
 * - The reminder's due date is the run day plus the client's days for a reminder (days_reminder_b), at least
 *   the minimum days between steps of the rule table (14).
 * - Nothing here depends on the customer type (Retail or Business), so changing a reminder's customer type
 *   (part 1 §5) confirms it and recalculates nothing. Checked 2026-11-26 (issue 19): the spec names no
 *   type-dependent charge (part 1 §3 reminder fields, part 2 §3.6); the purregebyr cap of inkassoloven § 10 /
 *   inkassoforskriften § 1-2 is the same for consumers and businesses (lateCharges.ts); forsinkelsesrenteloven
 *   § 3 lets the ministry set a lower rate for consumers, but each half-year's forskrift sets one rate
 *   (e.g. FOR-2024-12-19-3279 § 1: 12,5 %). Only forsinkelsesrenteloven § 3a depends on the type: against a
 *   næringsdrivende debtor the creditor MAY claim the standardkompensasjon (470 kr 2025, 460 kr from
 *   2026-01-01, kred.no), with purregebyr already charged deducted from it (kontohjelp.no, standardkompensasjon),
 *   never against a consumer (reknehuset.no). The spec has no client setting or reminder field for claiming
 *   it, so the run does not charge it.
 */

export type RunReminderType = 'REMINDER1' | 'REMINDER2';

/** The code a reminder of the run carries (the seed's first reminders carry P1 too). */
export const RUN_REMINDER_CODE: Readonly<Record<RunReminderType, string>> = { REMINDER1: 'P1', REMINDER2: 'P2' };

/** An invoice the run reminds, as the server reads it: what it owes now and what was charged on it before. */
export interface ReminderCandidate {
  readonly dueDate: IsoDate;
  /** The invoice's rest: invoice part + interest and fees charged before and not paid. */
  readonly restAmount: Ore;
  /** The invoice part (principal) unpaid now. */
  readonly principal: Ore;
  /** Principal parts paid after the last day charged, by bank date. */
  readonly reductions: readonly PrincipalReduction[];
  /** The last day interest was charged for, or null. */
  readonly interestChargedUntil: IsoDate | null;
  readonly feesChargedBefore: number;
  readonly lastFeeReminderDueDate: IsoDate | null;
  /** The client's days for a reminder's own due date (client_settings.days_reminder_b). */
  readonly clientDueDays: number;
}

/** What a reminder sent on the run day asks for: amount to pay = rest + fee + interest, nothing counted twice. */
export interface ReminderCharge {
  readonly fee: Ore;
  /** The fee cap's row in the rule table (null when no fee, or the table had no ids). */
  readonly feeRuleId: number | null;
  readonly interest: InterestCharge;
  readonly sum: Ore;
  readonly dueDate: IsoDate;
  /** Where a period's row was missing and the last known value was used (issue 42): said on the reminder's record. */
  readonly notes: readonly string[];
}

/**
 * The fee, the interest and the due date of a reminder of `candidate` made on `runDate`: the interest on the
 * principal for the days not charged before (lateInterest.ts), the fee the law allows (reminderFee), and the due
 * date at least the minimum days out. The run, the seed, the dispatch and the tests all charge through here.
 */
export function chargeReminder(candidate: ReminderCandidate, runDate: IsoDate, rules: LateChargeRules = PUBLISHED_LATE_CHARGE_RULES): ReminderCharge {
  const interest = lateInterestCharge({
    principalNow: candidate.principal,
    reductions: candidate.reductions,
    dueDate: candidate.dueDate,
    chargedUntil: candidate.interestChargedUntil,
    until: runDate,
    rates: rules.interestRates,
  });
  const fee = reminderFee(
    { sentOn: runDate, invoiceDueDate: candidate.dueDate, feesChargedBefore: candidate.feesChargedBefore, lastFeeReminderDueDate: candidate.lastFeeReminderDueDate },
    rules,
  );
  const notes = interest.lastKnownFrom.map((from) => lastKnownUsedText('LATE_INTEREST', from, rowInForce(rules.interestRates, from).basisPoints));
  if (fee.note !== null) notes.push(fee.note);
  return {
    fee: fee.fee,
    feeRuleId: fee.ruleId,
    interest,
    sum: candidate.restAmount + fee.fee + interest.total,
    dueDate: reminderDueDate(runDate, candidate.clientDueDays, rules),
    notes,
  };
}

