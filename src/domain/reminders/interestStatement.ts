import type { IsoDate } from '../dates/isoDate';
import { formatNorwegianDate } from '../dates/norwegianDate';
import { formatAmountForFile } from '../money/formatAmount';
import type { InterestPeriod } from './lateInterest';

/**
 * How a reminder states the interest it charges, on its PDF and in its e-mail alike (issue 40): each period
 * with its days, principal, rate and interest, and the rule the rate comes from.
 */

/** '12,25 %' from basis points. */
export function formatRate(basisPoints: number): string {
  return `${(basisPoints / 100).toFixed(2).replace('.', ',')} %`;
}

/** The period as the document's table shows it: dates, days, principal, rate and interest (file amounts: the PDF's Helvetica has no U+2212). */
export function interestPeriodCells(period: InterestPeriod): [string, string, string, string, string] {
  return [
    `${formatNorwegianDate(period.from)}–${formatNorwegianDate(period.to)}`,
    `${period.days}/${period.yearDays}`,
    formatAmountForFile(period.principal),
    formatRate(period.basisPoints),
    formatAmountForFile(period.interest),
  ];
}

/** One line of plain text per period, for the e-mail. */
export function interestPeriodLine(period: InterestPeriod): string {
  const [dates, days, principal, rate, interest] = interestPeriodCells(period);
  return `${dates}: ${days.split('/')[0]} dager av ${principal} kr à ${rate} p.a. = ${interest} kr`;
}

/** The rule every figure above rests on. */
export const INTEREST_RULE_TEXT =
  'Forsinkelsesrente etter forsinkelsesrenteloven §§ 2 og 3, med satsen Finansdepartementet har fastsatt for hvert halvår. ' +
  'En rentedag er 1/365 av årsrenten, 1/366 i skuddår. Renten beregnes av fakturabeløpet som er ubetalt, ikke av gebyr eller renter.';

/** Where a rate charged was published: 'Sats 12,00 % fra 01.01.2026: <source> (<link>)'. */
export function interestSourceLine(source: { readonly from: IsoDate; readonly basisPoints: number; readonly text: string; readonly url: string | null }): string {
  return `Sats ${formatRate(source.basisPoints)} fra ${formatNorwegianDate(source.from)}: ${source.text}${source.url ? ` (${source.url})` : ''}`;
}
