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
