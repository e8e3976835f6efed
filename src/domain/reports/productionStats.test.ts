import { describe, expect, it } from 'vitest';
import { addCounts, emptyCounts, isoWeekOf, productionStatsOf, statsChannelOf, type ProductionCounts } from './productionStats';

const counts = (invoices: number, paper = 0): ProductionCounts => ({ ...emptyCounts(), invoices, productions: invoices, shipments: { ...emptyCounts().shipments, paper } });

describe('isoWeekOf', () => {
  it('numbers weeks as ISO 8601 does, across year ends', () => {
    expect(isoWeekOf({ year: 2026, month: 1, day: 1 })).toEqual({ year: 2026, week: 1 });
    expect(isoWeekOf({ year: 2027, month: 1, day: 1 })).toEqual({ year: 2026, week: 53 });
    expect(isoWeekOf({ year: 2024, month: 12, day: 30 })).toEqual({ year: 2025, week: 1 });
    expect(isoWeekOf({ year: 2026, month: 11, day: 25 })).toEqual({ year: 2026, week: 48 });
  });
});

describe('productionStatsOf', () => {
  it('gives every day of the period, in weeks cut at the period ends, with week sums and the total', () => {
    // Wednesday 18 to Tuesday 24 November 2026: three days of week 47, two of week 48.
    const stats = productionStatsOf('2026-11-20', '2026-11-24', new Map([['2026-11-20', counts(3, 2)], ['2026-11-24', counts(4, 1)]]));
    expect(stats.weeks.map((w) => [w.week, w.fromDate, w.toDate, w.days.length, w.counts.invoices])).toEqual([
      [47, '2026-11-20', '2026-11-22', 3, 3],
      [48, '2026-11-23', '2026-11-24', 2, 4],
    ]);
    expect(stats.total.invoices).toBe(7);
    expect(stats.total.shipments.paper).toBe(3);
    expect(stats.weeks[1]!.days[0]!.counts).toEqual(emptyCounts());
  });

  it('covers a whole year in 53 weeks at most', () => {
    const stats = productionStatsOf('2025-01-01', '2025-12-31', new Map());
    expect(stats.weeks.reduce((n, w) => n + w.days.length, 0)).toBe(365);
    expect(stats.weeks.every((w) => w.days.length <= 7)).toBe(true);
  });
});

describe('counts', () => {
  it('adds counts channel by channel and maps shipment types to channels', () => {
    expect(addCounts(counts(1, 1), counts(2, 5)).shipments.paper).toBe(6);
    expect(['PAPER', 'EMAIL', 'EFAKTURA', 'AVTALEGIRO', 'EHF', 'NOSEND', 'FAX'].map(statsChannelOf)).toEqual(['paper', 'email', 'efaktura', 'avtalegiro', 'ehf', 'noSend', 'other']);
  });
});
