import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { addDays, calendarDay, daysBetween, isIsoDate, toIsoDate } from './isoDate';

describe('ISO dates in Oslo', () => {
  it('recognises real yyyy-MM-dd dates only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-2-28')).toBe(false);
    expect(isIsoDate('2026-02-28T10:00')).toBe(false);
  });

  it('reads an instant on the Oslo calendar', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Oslo
    expect(toIsoDate(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
    expect(toIsoDate('2026-05-17')).toBe('2026-05-17');
    expect(calendarDay('2026-05-17')).toEqual({ year: 2026, month: 5, day: 17 });
    // 22:30 UTC on 17 May is 00:30 on 18 May in Oslo (summer time)
    expect(calendarDay(new Date('2026-05-17T22:30:00Z'))).toEqual({ year: 2026, month: 5, day: 18 });
  });

  it('throws on an unreadable date, which only a programming error produces', () => {
    expect(() => calendarDay('17.05.2026')).toThrow(RangeError);
    expect(() => calendarDay('2026-02-29')).toThrow(RangeError);
    expect(() => toIsoDate(new Date('not a date'))).toThrow(RangeError);
  });

  it('counts calendar days across DST changes', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2); // spring forward on 29 March
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2); // fall back on 25 October
    expect(daysBetween('2026-01-10', '2026-01-01')).toBe(-9);
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('addDays and daysBetween agree on any day and offset', () => {
    const day = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true });
    fc.assert(fc.property(day, fc.integer({ min: -1000, max: 1000 }), (d, n) => {
      const start = toIsoDate(d);
      expect(daysBetween(start, addDays(start, n))).toBe(n);
    }));
  });
});
