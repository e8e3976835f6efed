import { addDays, daysBetween, type IsoDate } from '../dates/isoDate';
import type { Ore } from '../money/ore';
import { rowInForce, type InterestRateRow } from './lateInterest';

/**
 * Norwegian late-payment charges on a reminder (purring): the forsinkelsesrente per half-year, the
 * legal maximum reminder fee (purregebyr) by date, and the reminder's own due date.
 *
 * Forsinkelsesrenten (forsinkelsesrenteloven § 3 first paragraph): fixed by Finansdepartementet for each
 * half-year, from 1 January and 1 July, as Norges Bank's policy rate "per 1. januar og 1. juli" plus at
 * least 7 points (in practice 8; jusinfo.no/pengekravsrett/.../forsinkelsesrentenes-storrelse quotes § 3).
 * Checked 2026-11-26 against published figures:
 * - 2016-01-01 to 2024-01-01, every row: forsinkelsesrente.net/satsene-pa-forsinkelsesrente.html (the whole
 *   list since 1994); single notices agree: regjeringen.no id2505910 (8,50 % from 2016-07-01), id2622591
 *   (8,75 % 2019-01-01), id2662209 (9,25 % 2019-07-01), id3019071 (12,5 % 2024-01-01), lovdata
 *   2022-06-24-1178 (9,25 % 2022-07-01), regnskapnorge.no (10,75 % 2023-01-01).
 * - 2024-07-01 12,50 %: the policy rate was 4,5 % from December 2023 through August 2024
 *   (norges-bank.no, Rentebeslutning august 2024).
 * - 2025-01-01 12,5 %: lovdata FOR-2024-12-19-3279 § 1 (repealed from 2025-07-01 by FOR-2025-06-23-1321).
 * - 2025-07-01 12,25 %: the policy rate of 4,25 % (cut in June 2025) + 8; the text of FOR-2025-06-23-1321
 *   was not found, so this row is still by rule.
 * - 2026-01-01 12,00 %: published ("Forsinkelsesrente på 12,00 prosent ... første halvår 2026",
 *   kred.no, satser fra 1. januar 2026). The calculator page that said 12,50 % for 2026 was wrong.
 * - 2026-07-01: no published figure found; the 2026-01-01 row applies until a row is added.
 *
 * Purregebyr (inkassoloven § 10, inkassoforskriften § 1-2): a tenth of inkassosatsen until 30 September
 * 2020 (65 kr 2015, 67 kr 2016, 70 kr from 2017: sticos.no, advokat.asker.no), halved to 35 kr from
 * 1 October 2020 (regjeringen.no id2714995 "Regjeringen halverer inkassosalærer"; sergel.no: invoices due
 * on or after 2020-10-01 may be charged 35 kr only), since then 1/20 of inkassosatsen (sergel.no, satser
 * 2021), 35 kr in 2025 (kred.no, satser fra 1. januar 2025). For 2026 kred.no gives inkassosatsen as
 * 750 kr but no purregebyr; 35 kr is kept as the cap (never above the legal maximum) until a published
 * figure is found. Invoices due before 2020-10-01 reminded after it could still carry 70 kr; the table
 * goes by the sending date and charges them 35 kr, which is within the law.
 */

/** The forsinkelsesrente by the date each rate took effect (the rows are read by lateInterest.ts). */
export const LATE_PAYMENT_INTEREST_RATES: readonly InterestRateRow[] = [
  { from: '2016-01-01', basisPoints: 875 },
  { from: '2016-07-01', basisPoints: 850 },
  { from: '2017-01-01', basisPoints: 850 },
  { from: '2017-07-01', basisPoints: 850 },
  { from: '2018-01-01', basisPoints: 850 },
  { from: '2018-07-01', basisPoints: 850 },
  { from: '2019-01-01', basisPoints: 875 },
  { from: '2019-07-01', basisPoints: 925 },
  { from: '2020-01-01', basisPoints: 950 },
  { from: '2020-07-01', basisPoints: 800 },
  { from: '2021-01-01', basisPoints: 800 },
  { from: '2021-07-01', basisPoints: 800 },
  { from: '2022-01-01', basisPoints: 850 },
  { from: '2022-07-01', basisPoints: 925 },
  { from: '2023-01-01', basisPoints: 1075 },
  { from: '2023-07-01', basisPoints: 1175 },
  { from: '2024-01-01', basisPoints: 1250 },
  { from: '2024-07-01', basisPoints: 1250 },
  { from: '2025-01-01', basisPoints: 1250 },
  { from: '2025-07-01', basisPoints: 1225 },
  { from: '2026-01-01', basisPoints: 1200 },
];

/** A reminder fee cap (purregebyr) in force from `from`, in øre. */
export interface FeeCapRow {
  readonly from: IsoDate;
  readonly ore: Ore;
}

/** The highest reminder fee (purregebyr) by the date it took effect, in øre (see the sources above). */
export const REMINDER_FEE_CAPS: readonly FeeCapRow[] = [
  { from: '2015-01-01', ore: 6_500 },
  { from: '2016-01-01', ore: 6_700 },
  { from: '2017-01-01', ore: 7_000 },
  { from: '2020-10-01', ore: 3_500 },
];

/** The rules a late charge is computed by: the dated tables, passed in so the rules stay pure. */
export interface LateChargeRules {
  readonly interestRates: readonly InterestRateRow[];
  readonly feeCaps: readonly FeeCapRow[];
}

/** The published figures above. */
export const PUBLISHED_LATE_CHARGE_RULES: LateChargeRules = { interestRates: LATE_PAYMENT_INTEREST_RATES, feeCaps: REMINDER_FEE_CAPS };

/** The reminder's due date is at least 14 days after it is sent (inkassoloven § 9, purring before inkasso). */
export const MIN_REMINDER_DUE_DAYS = 14;

/**
 * A fee may be charged only for a reminder sent at least 14 days after the claim fell due (inkassoforskriften
 * § 1-2 first paragraph: 'tidligst 14 dager etter forfall'), and for at most two reminders (§ 1-3 first
 * paragraph: two reminders, or one reminder and the collection notice), the second only once the first
 * reminder's payment deadline of at least 14 days has passed (§ 1-3 first paragraph, second sentence).
 */
export const FEE_EARLIEST_DAYS_AFTER_DUE = 14;
export const MAX_REMINDER_FEES = 2;

export function lateInterestRateOn(date: IsoDate, rates: readonly InterestRateRow[] = LATE_PAYMENT_INTEREST_RATES): number {
  return rowInForce(rates, date).basisPoints;
}

/** The highest reminder fee the law allows for a reminder sent on `date`. */
export function maxReminderFeeOn(date: IsoDate, caps: readonly FeeCapRow[] = REMINDER_FEE_CAPS): Ore {
  return rowInForce(caps, date).ore;
}

/** The client's fee, cut to the legal maximum of the day. */
export function chargeableReminderFee(clientFee: Ore, sentOn: IsoDate, caps: readonly FeeCapRow[] = REMINDER_FEE_CAPS): Ore {
  return Math.max(0, Math.min(clientFee, maxReminderFeeOn(sentOn, caps)));
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

/** The fee a reminder may carry under inkassoforskriften §§ 1-2 and 1-3 (see above): the capped fee or nothing. */
export function allowedReminderFee(request: ReminderFeeRequest, caps: readonly FeeCapRow[] = REMINDER_FEE_CAPS): Ore {
  if (request.feesChargedBefore >= MAX_REMINDER_FEES) return 0;
  if (daysBetween(request.invoiceDueDate, request.sentOn) < FEE_EARLIEST_DAYS_AFTER_DUE) return 0;
  if (request.lastFeeReminderDueDate !== null && request.sentOn <= request.lastFeeReminderDueDate) return 0;
  return chargeableReminderFee(request.clientFee ?? maxReminderFeeOn(request.sentOn, caps), request.sentOn, caps);
}

/** The reminder's due date: the client's days after sending, never fewer than the legal 14. */
export function reminderDueDate(sentOn: IsoDate, clientDays: number): IsoDate {
  return addDays(sentOn, Math.max(MIN_REMINDER_DUE_DAYS, clientDays));
}
