import { formatNorwegianDate } from '../../../domain/dates/norwegianDate';
import type { ProductionCounts, ProductionStats } from '../../../domain/reports/productionStats';
import { REPORT_TEXTS } from '../../../domain/reports/reportTexts';

/** A row of the table and a bar of the charts: a week, or a day (which opens its per-base breakdown). */
export interface StatsRow {
  readonly key: string;
  readonly label: string;
  /** The day of a daily row. */
  readonly date: string | null;
  readonly counts: ProductionCounts;
}

export function statsRows(stats: ProductionStats, view: 'week' | 'day'): StatsRow[] {
  if (view === 'week') {
    return stats.weeks.map((week) => ({ key: `${week.year}-${week.week}`, label: `${REPORT_TEXTS.week} ${week.week} ${week.year}`, date: null, counts: week.counts }));
  }
  return stats.weeks.flatMap((week) => week.days.map((day) => ({ key: day.date, label: formatNorwegianDate(day.date), date: day.date, counts: day.counts })));
}
