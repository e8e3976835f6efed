import { addDays, type IsoDate } from '../dates/isoDate';
import type { Ore } from '../money/ore';
import { chargeableReminderFee, LATE_PAYMENT_INTEREST_RATES, maxReminderFeeOn, MIN_REMINDER_DUE_DAYS } from './lateCharges';

/**
 * The reminder run (issue 19 part 5), the rules the server's set-based SQL applies, stated once here:
 * - An invoice is reminded once its due date plus the client's reminder days (client_settings.reminder_days)
 *   has passed on the run day, while it is active, unsettled and has something left to pay.
 * - The first reminder is REMINDER1. A REMINDER2 follows when the client sends second reminders
 *   (client_settings.reminder2), the REMINDER1 was sent (approved) and its own due date has passed.
 *   Collection notices are debt collection's business and are not made here.
 * - Each reminder type is made (or stopped) once per invoice: a stopped invoice is not stopped again.
 * - The fee is the client's fee cut to the legal maximum of the run day (chargeableReminderFee); the house
 *   has no per-client fee setting, so the client's fee is the legal maximum itself.
 * - The interest is lateInterest on the invoice part still unpaid (no interest on fees or interest), from
 *   the day after the due date up to the run day, each half-year at its forsinkelsesrente.
 * - The reminder's due date is the run day plus the client's days for a reminder (days_reminder_b), at least
 *   MIN_REMINDER_DUE_DAYS.
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

/** The fee of a reminder of `type` sent on `sentOn`: the client's fee (the legal maximum) within the cap. */
export function runReminderFee(type: RunReminderType, sentOn: IsoDate, clientFee: Ore = maxReminderFeeOn(sentOn)): Ore {
  void type;
  return chargeableReminderFee(clientFee, sentOn);
}

/** A rate period as SQL reads it: [from, until] inclusive, the last one open to `lastDay`. */
export interface RatePeriodSpan {
  readonly from: IsoDate;
  readonly until: IsoDate;
  readonly basisPoints: number;
}

/** The forsinkelsesrente table as closed spans up to `lastDay` (the run day), for the set-based interest. */
export function ratePeriodsUntil(lastDay: IsoDate): RatePeriodSpan[] {
  return LATE_PAYMENT_INTEREST_RATES.filter((row) => row.from <= lastDay).map((row, index, rows) => {
    const next = rows[index + 1];
    return { from: row.from, until: next === undefined ? lastDay : addDays(next.from, -1), basisPoints: row.basisPoints };
  });
}

export { MIN_REMINDER_DUE_DAYS };
