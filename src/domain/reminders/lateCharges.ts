import { addDays, daysBetween, type IsoDate } from '../dates/isoDate';
import type { Ore } from '../money/ore';
import { lastKnownUsedText, rowsOf, type LegalRuleRow } from '../rules/legalRules';
import { PUBLISHED_RULES } from '../rules/publishedRules';
import { rowInForce, type InterestRateRow } from './lateInterest';

/**
 * Norwegian late-payment charges on a reminder (purring): the forsinkelsesrente per half-year, the legal maximum
 * reminder fee (purregebyr) by date, and the reminder's own due date. The figures are rows of the rule tables
 * (src/domain/rules/legalRules.ts: each with its published source, kept in the database by Technical officers); the
 * functions here take them as input. Invoices due before 2020-10-01 reminded after it could still carry 70 kr; the
 * fee goes by the sending date and charges them 35 kr, which is within the law.
 *
 * The fee (inkassoforskriften § 1-2 first paragraph): only for a reminder sent at least the minimum days (14) after
 * the claim fell due ('tidligst 14 dager etter forfall'); for at most two reminders (§ 1-3 first paragraph: two
 * reminders, or one reminder and the collection notice), the second only once the first reminder's payment deadline
 * of at least 14 days has passed (§ 1-3 first paragraph, second sentence).
 */

/** A reminder fee cap (purregebyr) in force from `from`, in øre. */
export interface FeeCapRow {
  readonly from: IsoDate;
  readonly ore: Ore;
  readonly ruleId?: number | null;
}

/** The minimum days between the steps of a claim (a fee after the due date, a reminder's or notice's deadline). */
export interface MinDaysRow {
  readonly from: IsoDate;
  readonly days: number;
  readonly ruleId?: number | null;
}

/** The rules a late charge is computed by: the dated tables, passed in so the rules stay pure. */
export interface LateChargeRules {
  readonly interestRates: readonly InterestRateRow[];
  readonly feeCaps: readonly FeeCapRow[];
  readonly minDays: readonly MinDaysRow[];
}

/** The rows of the rule tables a charge is computed from. */
export function lateChargeRulesFrom(rows: readonly LegalRuleRow[]): LateChargeRules {
  return {
    interestRates: rowsOf(rows, 'LATE_INTEREST').map((row) => ({ from: row.validFrom, basisPoints: row.value, ruleId: row.id })),
    feeCaps: rowsOf(rows, 'REMINDER_FEE_CAP').map((row) => ({ from: row.validFrom, ore: row.value, ruleId: row.id })),
    minDays: rowsOf(rows, 'MIN_DAYS_BETWEEN_STEPS').map((row) => ({ from: row.validFrom, days: row.value, ruleId: row.id })),
  };
}

/** The published figures (publishedRules.ts) as rows numbered in their order, as a new database's tables hold them. */
export const PUBLISHED_RULE_ROWS: readonly LegalRuleRow[] = PUBLISHED_RULES.map((rule, index) => ({ id: index + 1, ...rule }));

/** The published figures a new database starts from. */
export const PUBLISHED_LATE_CHARGE_RULES: LateChargeRules = lateChargeRulesFrom(PUBLISHED_RULE_ROWS);
export const LATE_PAYMENT_INTEREST_RATES: readonly InterestRateRow[] = PUBLISHED_LATE_CHARGE_RULES.interestRates;
export const REMINDER_FEE_CAPS: readonly FeeCapRow[] = PUBLISHED_LATE_CHARGE_RULES.feeCaps;

/** A fee only for at most this many reminders of one claim (inkassoforskriften § 1-3). */
export const MAX_REMINDER_FEES = 2;

/** The minimum days between steps on `date` (14 by the published table). */
export function minDaysOn(date: IsoDate, rules: LateChargeRules = PUBLISHED_LATE_CHARGE_RULES): number {
  return rowInForce(rules.minDays, date).days;
}

export function lateInterestRateOn(date: IsoDate, rates: readonly InterestRateRow[] = LATE_PAYMENT_INTEREST_RATES): number {
  return rowInForce(rates, date).basisPoints;
}

/** The highest reminder fee the law allows for a reminder sent on `date`. */
export function maxReminderFeeOn(date: IsoDate, caps: readonly FeeCapRow[] = REMINDER_FEE_CAPS): Ore {
  return rowInForce(caps, date).ore;
}

export interface ReminderFeeRequest {
  readonly sentOn: IsoDate;
  readonly invoiceDueDate: IsoDate;
  /** Reminders of this invoice that charged a fee before this one. */
  readonly feesChargedBefore: number;
  /** The due date of the last reminder that charged a fee, when there was one. */
  readonly lastFeeReminderDueDate: IsoDate | null;
  /** What the client asks; the legal maximum when the client sets nothing. */
  readonly clientFee?: Ore;
}

/** A fee, the rule row it was capped by, and the note a reminder records when the year's own row was missing. */
export interface AllowedFee {
  readonly fee: Ore;
  readonly ruleId: number | null;
  readonly note: string | null;
}

const NO_FEE: AllowedFee = { fee: 0, ruleId: null, note: null };

/** Whether a fee may be charged at all (§§ 1-2, 1-3, see above), whatever its amount. */
export function feeAllowed(request: ReminderFeeRequest, rules: LateChargeRules = PUBLISHED_LATE_CHARGE_RULES): boolean {
  if (request.feesChargedBefore >= MAX_REMINDER_FEES) return false;
  if (daysBetween(request.invoiceDueDate, request.sentOn) < minDaysOn(request.sentOn, rules)) return false;
  return request.lastFeeReminderDueDate === null || request.sentOn > request.lastFeeReminderDueDate;
}

/** The fee a reminder may carry: the client's fee (or the cap) within the cap of the sending day, or nothing. */
export function reminderFee(request: ReminderFeeRequest, rules: LateChargeRules = PUBLISHED_LATE_CHARGE_RULES): AllowedFee {
  if (!feeAllowed(request, rules)) return NO_FEE;
  const cap = rowInForce(rules.feeCaps, request.sentOn);
  const year = `${request.sentOn.slice(0, 4)}-01-01`;
  const note = cap.from < year ? lastKnownUsedText('REMINDER_FEE_CAP', year, cap.ore) : null;
  return { fee: Math.max(0, Math.min(request.clientFee ?? cap.ore, cap.ore)), ruleId: cap.ruleId ?? null, note };
}

/** The fee alone (reminderFee without its row). */
export function allowedReminderFee(request: ReminderFeeRequest, rules: LateChargeRules = PUBLISHED_LATE_CHARGE_RULES): Ore {
  return reminderFee(request, rules).fee;
}

/** The reminder's due date: the client's days after sending, never fewer than the minimum (14). */
export function reminderDueDate(sentOn: IsoDate, clientDays: number, rules: LateChargeRules = PUBLISHED_LATE_CHARGE_RULES): IsoDate {
  return addDays(sentOn, Math.max(minDaysOn(sentOn, rules), clientDays));
}
