import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { monthContaining, QUARTER_START_MONTHS, quarterContaining, weekContaining, yearContaining } from './calendarPeriods';
import { weekdayOf } from './calendarDay';
import { calendarDay, toIsoDate } from './isoDate';

describe('calendar periods', () => {
  it('weeks run Monday to Sunday', () => {
    expect(weekContaining(calendarDay('2026-05-13'))).toEqual({ from: '2026-05-11', to: '2026-05-17' }); // Wednesday
    expect(weekContaining(calendarDay('2026-05-11'))).toEqual({ from: '2026-05-11', to: '2026-05-17' }); // Monday
    expect(weekContaining(calendarDay('2026-05-17'))).toEqual({ from: '2026-05-11', to: '2026-05-17' }); // Sunday
    expect(weekContaining(calendarDay('2026-01-01'))).toEqual({ from: '2025-12-29', to: '2026-01-04' });
  });

  it('months and years are whole', () => {
    expect(monthContaining(calendarDay('2024-02-10'))).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(yearContaining(calendarDay('2026-07-01'))).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('quarters start in January, April, July and October', () => {
    expect(QUARTER_START_MONTHS).toEqual([0, 3, 6, 9]);
    expect(quarterContaining(calendarDay('2026-01-01'))).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(quarterContaining(calendarDay('2026-03-31'))).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(quarterContaining(calendarDay('2026-04-01'))).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(quarterContaining(calendarDay('2026-08-31'))).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(quarterContaining(calendarDay('2026-12-31'))).toEqual({ from: '2026-10-01', to: '2026-12-31' });
  });

  it('every day lies inside its own week, month, quarter and year', () => {
    const day = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true });
    fc.assert(fc.property(day, (d) => {
      const oslo = calendarDay(d);
      const iso = toIsoDate(d);
      for (const period of [weekContaining(oslo), monthContaining(oslo), quarterContaining(oslo), yearContaining(oslo)]) {
        expect(period.from <= iso && iso <= period.to).toBe(true);
      }
      expect(weekdayOf(calendarDay(weekContaining(oslo).from))).toBe(1);
    }));
  });
});
