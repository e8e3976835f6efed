/**
 * Production statistics (part 2 §2.9 production-stats, §7.5 Report/Production/Stats): what was produced,
 * reminded and sent to debt collection per day, and how it was shipped. The server counts the records
 * per day in SQL; this module turns those day rows into the weeks and the total the report shows, so the
 * server and the screen share one idea of a week (ISO 8601, Monday to Sunday, as in Norway).
 */
import { isoText, plusDays, weekdayOf, type CalendarDay } from '../dates/calendarDay';
import { calendarDay, daysBetween, type IsoDate } from '../dates/isoDate';

/** The shipment channels of the report, in the order the table and the charts show them. */
export const STATS_SHIPMENT_CHANNELS = ['paper', 'email', 'efaktura', 'avtalegiro', 'ehf', 'vipps', 'noSend', 'other'] as const;
export type StatsShipmentChannel = (typeof STATS_SHIPMENT_CHANNELS)[number];

/** The record kinds of the report. */
export const STATS_KINDS = ['invoices', 'productions', 'reminders', 'debtCollections'] as const;
export type StatsKind = (typeof STATS_KINDS)[number];

export interface ProductionCounts {
  readonly invoices: number;
  readonly productions: number;
  readonly reminders: number;
  readonly debtCollections: number;
  readonly shipments: Readonly<Record<StatsShipmentChannel, number>>;
}

export interface ProductionStatsDay {
  readonly date: IsoDate;
  readonly counts: ProductionCounts;
}

export interface ProductionStatsWeek {
  readonly year: number;
  readonly week: number;
  /** The week's first day within the period (a period may start mid-week). */
  readonly fromDate: IsoDate;
  readonly toDate: IsoDate;
  readonly counts: ProductionCounts;
  readonly days: readonly ProductionStatsDay[];
}

export interface ProductionStats {
  readonly fromDate: IsoDate;
  readonly toDate: IsoDate;
  readonly total: ProductionCounts;
  readonly weeks: readonly ProductionStatsWeek[];
}

/** The longest period one request may ask for: a whole year, leap day included. */
export const STATS_MAX_PERIOD_DAYS = 366;

/** The shipment channel of a shipment type as the records store it (PAPER, EMAIL, NOSEND …). */
export function statsChannelOf(shipmentType: string): StatsShipmentChannel {
  switch (shipmentType.toUpperCase()) {
    case 'PAPER':
      return 'paper';
    case 'EMAIL':
      return 'email';
    case 'EFAKTURA':
      return 'efaktura';
    case 'AVTALEGIRO':
      return 'avtalegiro';
    case 'EHF':
      return 'ehf';
    case 'VIPPS':
      return 'vipps';
    case 'NOSEND':
      return 'noSend';
    default:
      return 'other';
  }
}

const noShipments = (): Record<StatsShipmentChannel, number> =>
  Object.fromEntries(STATS_SHIPMENT_CHANNELS.map((channel) => [channel, 0])) as Record<StatsShipmentChannel, number>;

export function emptyCounts(): ProductionCounts {
  return { invoices: 0, productions: 0, reminders: 0, debtCollections: 0, shipments: noShipments() };
}

export function addCounts(a: ProductionCounts, b: ProductionCounts): ProductionCounts {
  const shipments = noShipments();
  for (const channel of STATS_SHIPMENT_CHANNELS) shipments[channel] = a.shipments[channel] + b.shipments[channel];
  return {
    invoices: a.invoices + b.invoices,
    productions: a.productions + b.productions,
    reminders: a.reminders + b.reminders,
    debtCollections: a.debtCollections + b.debtCollections,
    shipments,
  };
}

/** ISO 8601 week-numbering year and week of a day (the week of its Thursday). */
export function isoWeekOf(day: CalendarDay): { year: number; week: number } {
  const thursday = plusDays(day, 4 - weekdayOf(day));
  const firstOfYear: CalendarDay = { year: thursday.year, month: 1, day: 1 };
  const dayOfYear = daysBetween(isoText(firstOfYear), isoText(thursday));
  return { year: thursday.year, week: Math.floor(dayOfYear / 7) + 1 };
}

/**
 * Every day of the period (days without records count zero), grouped in ISO weeks cut at the period's
 * ends, with each week's sum and the period's total. `counted` holds the days that have records.
 */
export function productionStatsOf(fromDate: IsoDate, toDate: IsoDate, counted: ReadonlyMap<IsoDate, ProductionCounts>): ProductionStats {
  const weeks: ProductionStatsWeek[] = [];
  let total = emptyCounts();
  const first = calendarDay(fromDate);
  const length = daysBetween(fromDate, toDate);
  let current: { year: number; week: number; days: ProductionStatsDay[] } | null = null;
  const close = () => {
    if (current === null || current.days.length === 0) return;
    const counts = current.days.reduce((sum, day) => addCounts(sum, day.counts), emptyCounts());
    weeks.push({ year: current.year, week: current.week, fromDate: current.days[0]!.date, toDate: current.days.at(-1)!.date, counts, days: current.days });
  };
  for (let offset = 0; offset <= length; offset++) {
    const day = plusDays(first, offset);
    const date = isoText(day);
    const { year, week } = isoWeekOf(day);
    if (current === null || current.year !== year || current.week !== week) {
      close();
      current = { year, week, days: [] };
    }
    const counts = counted.get(date) ?? emptyCounts();
    current.days.push({ date, counts });
    total = addCounts(total, counts);
  }
  close();
  return { fromDate, toDate, total, weeks };
}
