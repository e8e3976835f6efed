import { addDays, daysBetween, type IsoDate } from '../dates/isoDate';
import type { Ore } from '../money/ore';

/**
 * Forsinkelsesrente (late-payment interest) on an overdue invoice, charged once for each day.
 *
 * The law: forsinkelsesrenteloven (lov 17. desember 1976 nr. 100) § 2 first paragraph: interest runs on the
 * amount overdue from the due date until it is paid; § 3: the rate is fixed for each half-year (from 1 January
 * and 1 July). Interest is charged on the principal only, never on interest (no compound interest: Rt. 1998
 * s. 198) nor on fees.
 *
 * The day count is that of Finansdepartementet's own calculator ('Kalkulator for forsinkelsesrenten',
 * regjeringen.no/no/dokumentarkiv/regjeringen-solberg/fin/kalkulator-for-forsinkelsesrenten/id475428/, whose rate
 * periods come from regjeringen.no/api/interestCalculatorApi/InitData?crefid=3025889): the days from the due date
 * to the payment day (the due day itself is not counted, the payment day is), each day 1/365 of the annual rate
 * in a normal year and 1/366 in a leap year, following Justisdepartementets lovavdeling (quoted by
 * forsinkelsesrente.no: 'En rentedag utgjør dermed 1/365 av gjeldene rente i et normalår og 1/366 av gjeldene
 * rente ved skuddår'); the period-by-period model is reconstructed from the calculator in eipi.dev/6.html.
 *
 * What is ours:
 * - "Interest once": an invoice remembers the last day interest was charged for (its interest_charged_until);
 *   the next charge starts the day after it, so no day is charged twice however many reminders there are.
 * - The principal of a day is the invoice part unpaid on it: a payment's principal part stops interest the day
 *   after its bank date. A charge therefore follows the principal through the payments since the last charge.
 * - Rounding: the exact sum of a charge is rounded DOWN to the øre, so the sum of everything ever charged on an
 *   invoice is never more than the interest the law allows (and less by under one øre per charge). The periods
 *   shown on the document are apportioned to add up exactly to that sum (largest remainder).
 */

/** A forsinkelsesrente in force from `from` (inclusive) until the next row's `from`; basis points p.a. (1 % = 100). */
export interface InterestRateRow {
  readonly from: IsoDate;
  readonly basisPoints: number;
  /** The rule table's row (issue 42), recorded with every period charged at it. */
  readonly ruleId?: number | null;
}

/** A payment's principal part (øre, positive) on its bank date: the principal is that much lower from the next day. */
export interface PrincipalReduction {
  readonly date: IsoDate;
  readonly amount: Ore;
}

/** One line of a charge: days with one principal, one rate and one year length. */
export interface InterestPeriod {
  readonly from: IsoDate;
  readonly to: IsoDate;
  readonly days: number;
  readonly yearDays: 365 | 366;
  readonly principal: Ore;
  readonly basisPoints: number;
  readonly interest: Ore;
  /** The rate's row in the rule table, when it came from one. */
  readonly ruleId: number | null;
}

export interface InterestCharge {
  /** The first day charged (the day after the due date or the last day charged before); null when nothing is. */
  readonly from: IsoDate | null;
  /** The last day charged: the run day; it becomes the invoice's interest_charged_until when booked. */
  readonly until: IsoDate;
  readonly periods: readonly InterestPeriod[];
  readonly total: Ore;
  /**
   * Half-years charged without a rate of their own (the table's row for them is missing): their days were charged at
   * the last rate known, which the reminder says on its record (issue 42).
   */
  readonly lastKnownFrom: readonly IsoDate[];
}

export interface InterestChargeRequest {
  /** The invoice part unpaid now (after every reduction below). */
  readonly principalNow: Ore;
  /** Principal parts paid after `chargedUntil` (older ones do not matter; the caller may pass them anyway). */
  readonly reductions: readonly PrincipalReduction[];
  readonly dueDate: IsoDate;
  /** The last day interest was charged for before, or null when never. */
  readonly chargedUntil: IsoDate | null;
  /** The last day to charge (inclusive): the reminder's run day. */
  readonly until: IsoDate;
  readonly rates: readonly InterestRateRow[];
}

const BASIS_POINTS_PER_ONE = 10_000n;
/** A common denominator of a day's share in every year: 10 000 × 365 × 366. */
const DENOMINATOR = BASIS_POINTS_PER_ONE * 365n * 366n;

export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const yearDaysOf = (day: IsoDate): 365 | 366 => (isLeapYear(Number(day.slice(0, 4))) ? 366 : 365);

/** The row in force on `date` (the last one starting on or before it); a date before the table is a gap in the rules. */
export function rowInForce<T extends { readonly from: IsoDate }>(table: readonly T[], date: IsoDate): T {
  let found: T | undefined;
  for (const row of table) if (row.from <= date) found = row;
  if (found === undefined) throw new RangeError(`no published figure for ${date}`);
  return found;
}

/** The first day after `day` on which the principal, the rate, the half-year or the year length may change. */
function nextBreak(day: IsoDate, rates: readonly InterestRateRow[], reductionDays: readonly IsoDate[]): IsoDate {
  const year = day.slice(0, 4);
  let next = day < `${year}-07-01` ? `${year}-07-01` : `${Number(year) + 1}-01-01`;
  for (const row of rates) if (row.from > day && row.from < next) next = row.from;
  for (const paid of reductionDays) {
    const after = addDays(paid, 1);
    if (after > day && after < next) next = after;
  }
  return next;
}

/**
 * The interest to charge for the days after max(due date, last day charged) up to `until`, period by period
 * (see the module comment). Nothing when that range is empty or nothing is unpaid in it.
 */
export function lateInterestCharge(request: InterestChargeRequest): InterestCharge {
  const { dueDate, chargedUntil, until, rates } = request;
  const start = addDays(chargedUntil !== null && chargedUntil > dueDate ? chargedUntil : dueDate, 1);
  if (start > until) return { from: null, until, periods: [], total: 0, lastKnownFrom: [] };
  const reductions = request.reductions.filter((r) => r.amount > 0 && r.date >= start);
  const reductionDays = reductions.map((r) => r.date);
  const principalOn = (day: IsoDate) => request.principalNow + reductions.reduce((sum, r) => (r.date >= day ? sum + r.amount : sum), 0);

  const exact: { period: Omit<InterestPeriod, 'interest'>; numerator: bigint }[] = [];
  const lastKnownFrom: IsoDate[] = [];
  for (let day = start; day <= until; ) {
    const breakDay = nextBreak(day, rates, reductionDays);
    const to = breakDay <= until ? addDays(breakDay, -1) : until;
    const principal = principalOn(day);
    const days = daysBetween(day, to) + 1;
    if (principal > 0) {
      const rate = rowInForce(rates, day);
      const halfYear = day.slice(5) >= '07-01' ? `${day.slice(0, 4)}-07-01` : `${day.slice(0, 4)}-01-01`;
      if (rate.from < halfYear && !lastKnownFrom.includes(halfYear)) lastKnownFrom.push(halfYear);
      const yearDays = yearDaysOf(day);
      // principal × rate × days / yearDays, over the common denominator.
      const numerator = BigInt(principal) * BigInt(rate.basisPoints) * BigInt(days) * (365n * 366n / BigInt(yearDays));
      exact.push({ period: { from: day, to, days, yearDays, principal, basisPoints: rate.basisPoints, ruleId: rate.ruleId ?? null }, numerator });
    }
    day = addDays(to, 1);
  }
  const total = exact.reduce((sum, e) => sum + e.numerator, 0n) / DENOMINATOR;
  const floors = exact.map((e) => e.numerator / DENOMINATOR);
  let left = Number(total - floors.reduce((sum, f) => sum + f, 0n));
  // Largest remainder first (earlier period on a tie), one øre each, until the periods add up to the total.
  const order = exact.map((e, index) => ({ index, remainder: e.numerator % DENOMINATOR })).sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const extra = new Array<number>(exact.length).fill(0);
  for (const { index } of order) {
    if (left <= 0) break;
    extra[index] = 1;
    left--;
  }
  const periods = exact.map((e, index) => ({ ...e.period, interest: Number(floors[index]!) + extra[index]! }));
  return { from: start, until, periods, total: Number(total), lastKnownFrom };
}
