import { addDays, daysBetween, type IsoDate } from '../dates/isoDate';
import { divideRounded, type Ore } from '../money/ore';

/**
 * Norwegian late-payment charges on a reminder (purring): the forsinkelsesrente per half-year, the
 * legal maximum reminder fee (purregebyr) by date, and the reminder's own due date.
 *
 * Sources of the figures (checked 2026-11-24):
 * - Forsinkelsesrenten is fixed by Finansdepartementet each half-year, from 1 January and 1 July, as
 *   Norges Bank's policy rate on the first working day of the half-year plus 8 percentage points
 *   (forsinkelsesrenteloven § 3). Confirmed in published notices: 8,50 % from 2016-07-01 (regjeringen.no,
 *   forskrift id2505910), 8,75 % 2019-01-01 (regjeringen.no id2622591), 9,25 % 2019-07-01, 8,00 % 2020-07-01,
 *   9,25 % 2022-07-01, 10,75 % 2023-01-01, 12,5 % 2025-01-01 (lovdata FOR-2024-12-19-3279). The other rows
 *   follow from the policy rate + 8 pp and were not checked against a notice.
 * - Purregebyr is at most 1/10 of inkassosatsen (inkassoforskriften § 1-2): 650 kr from 2015 (65 kr), 670 kr
 *   from 2016 (67 kr), 700 kr from 2017 (70 kr), unchanged 2018-2023 (notices of 2018 and 2023). Figures
 *   after 2023 were not found; the last one in the table applies until a newer row is added.
 * - Checked again 2026-11-26 (issue 19 part 5): inkassosatsen 700 kr from 2018-01-01 "samme sats som i 2017",
 *   purregebyr 70 kr = 1/10 (sticos.no/fagstoff/satser/purring-og-inkasso); "Purregebyr forblir uendret" at
 *   1.1.2023 (kred.no/bedrift/nyheter/nye-satser-fra-1123); a 2026 calculator page (gratiskalkulator.no/okonomi/
 *   forsinkelsesrente-kalkulator) still gives purregebyr 70 kr. Forsinkelsesrenten 12,5 % from 2025-01-01
 *   (lovdata FOR-2024-12-19-3279, replaced by FOR-2025-06-23-1321 from 2025-07-01: 12,25 % as the policy
 *   rate was cut to 4,25 % in June 2025). The 2026-01-01 row (12,00 %) is the policy rate of 4,00 % (Norges
 *   Bank, September 2025, unchanged in December) + 8 pp and was NOT checked against the notice; the
 *   calculator page above says 12,50 % for the first half of 2026, which contradicts the rule, so check it.
 *   No row for 2026-07-01 yet: 12,00 % applies after it until a row is added.
 */

/** A rate in force from `from` (inclusive) until the next row's `from`; basis points p.a. (1 % = 100). */
export interface RatePeriod {
  readonly from: IsoDate;
  readonly basisPoints: number;
}

export const LATE_PAYMENT_INTEREST_RATES: readonly RatePeriod[] = [
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

/** Inkassosatsen by the date it took effect, in øre; the reminder fee cap is a tenth of it. */
export const DEBT_COLLECTION_RATES: readonly { readonly from: IsoDate; readonly ore: Ore }[] = [
  { from: '2015-01-01', ore: 65_000 },
  { from: '2016-01-01', ore: 67_000 },
  { from: '2017-01-01', ore: 70_000 },
];

/** The reminder's due date is at least 14 days after it is sent (inkassoloven § 9, purring before inkasso). */
export const MIN_REMINDER_DUE_DAYS = 14;

const DAYS_PER_YEAR = 365n;
const BASIS_POINTS_PER_ONE = 10_000n;

function inForceOn<T extends { readonly from: IsoDate }>(table: readonly T[], date: IsoDate): T {
  let found: T | undefined;
  for (const row of table) if (row.from <= date) found = row;
  if (found === undefined) throw new RangeError(`no published figure for ${date}`);
  return found;
}

export function lateInterestRateOn(date: IsoDate): number {
  return inForceOn(LATE_PAYMENT_INTEREST_RATES, date).basisPoints;
}

/** The highest reminder fee the law allows for a reminder sent on `date`. */
export function maxReminderFeeOn(date: IsoDate): Ore {
  return inForceOn(DEBT_COLLECTION_RATES, date).ore / 10;
}

/** The client's fee, cut to the legal maximum of the day. */
export function chargeableReminderFee(clientFee: Ore, sentOn: IsoDate): Ore {
  return Math.max(0, Math.min(clientFee, maxReminderFeeOn(sentOn)));
}

/**
 * Late-payment interest on `principal` for each day after `dueDate` up to and including `until`,
 * each day at the rate in force on it (simple interest, actual days / 365), rounded once to the øre.
 */
export function lateInterest(principal: Ore, dueDate: IsoDate, until: IsoDate): Ore {
  const overdueDays = daysBetween(dueDate, until);
  if (overdueDays <= 0 || principal <= 0) return 0;
  const firstDay = addDays(dueDate, 1);
  let basisPointDays = 0n;
  let day = firstDay;
  while (day <= until) {
    const rate = inForceOn(LATE_PAYMENT_INTEREST_RATES, day);
    const next = LATE_PAYMENT_INTEREST_RATES.find((row) => row.from > day)?.from;
    const segmentEnd = next !== undefined && next <= until ? addDays(next, -1) : until;
    const days = daysBetween(day, segmentEnd) + 1;
    basisPointDays += BigInt(rate.basisPoints) * BigInt(days);
    day = addDays(segmentEnd, 1);
  }
  return Number(divideRounded(BigInt(principal) * basisPointDays, BASIS_POINTS_PER_ONE * DAYS_PER_YEAR));
}

/** The reminder's due date: the client's days after sending, never fewer than the legal 14. */
export function reminderDueDate(sentOn: IsoDate, clientDays: number): IsoDate {
  return addDays(sentOn, Math.max(MIN_REMINDER_DUE_DAYS, clientDays));
}
