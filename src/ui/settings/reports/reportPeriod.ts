import { useSearchParams } from 'react-router';
import { dateFilterRange, type DateFilterPreset } from '../../../domain/dates/dateFilterPresets';
import { toIsoDate, type DateRange } from '../../../domain/dates/isoDate';
import { reportPeriodIssues } from '../../../domain/reports/reportTexts';

/**
 * A report's period in the address (fromDate, toDate): kept when it is a period the server takes (real days,
 * in order, a year at most), else the report's default preset. Changing it replaces the two params and keeps the others.
 */
export function useReportPeriod(defaultPreset: Exclude<DateFilterPreset, 'custom'>) {
  const [params, setParams] = useSearchParams();
  const today = toIsoDate(new Date());
  const from = params.get('fromDate') ?? '';
  const to = params.get('toDate') ?? '';
  const range: DateRange = reportPeriodIssues(from, to).length === 0 ? { from, to } : dateFilterRange({ preset: defaultPreset }, today);
  const setRange = (next: DateRange) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('fromDate', next.from);
      updated.set('toDate', next.to);
      return updated;
    });
  return { range, today, setRange, params, setParams };
}
