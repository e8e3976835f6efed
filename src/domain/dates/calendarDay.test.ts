import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { daysFrom, daysInMonth, isRealDay, isoText, norwegianText, plusDays, plusMonths, weekdayOf, type CalendarDay } from './calendarDay';

// luxon is the reference these hand-written rules are checked against: the SPA's dashboard
// loads the date rules, and luxon would have added 21 kB gzip to it.
const asLuxon = (day: CalendarDay) => DateTime.fromObject(day, { zone: 'utc' });
const fromLuxon = (date: DateTime): CalendarDay => ({ year: date.year, month: date.month, day: date.day });
const anyDay = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d): CalendarDay => ({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }));

describe('calendar days', () => {
  it('know the length of every month, leap years included', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((month) => daysInMonth(2026, month))).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(isRealDay(2024, 2, 29)).toBe(true);
    expect(isRealDay(2026, 2, 29)).toBe(false);
    expect(isRealDay(2026, 13, 1)).toBe(false);
    expect(isRealDay(2026, 4, 0)).toBe(false);
  });

  it('clamp to the last day of a shorter month', () => {
    expect(plusMonths({ year: 2026, month: 3, day: 31 }, -1)).toEqual({ year: 2026, month: 2, day: 28 });
    expect(plusMonths({ year: 2028, month: 2, day: 29 }, -12)).toEqual({ year: 2027, month: 2, day: 28 });
    expect(plusMonths({ year: 2026, month: 1, day: 15 }, -1)).toEqual({ year: 2025, month: 12, day: 15 });
  });

  it('write ISO and Norwegian text', () => {
    expect(isoText({ year: 2026, month: 5, day: 7 })).toBe('2026-05-07');
    expect(norwegianText({ year: 2026, month: 5, day: 7 })).toBe('07.05.2026');
  });

  it('step days, weeks and months as luxon does', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: -3000, max: 3000 }), fc.integer({ min: -240, max: 240 }), (day, days, months) => {
        expect(plusDays(day, days)).toEqual(fromLuxon(asLuxon(day).plus({ days })));
        expect(plusMonths(day, months)).toEqual(fromLuxon(asLuxon(day).plus({ months })));
        expect(weekdayOf(day)).toBe(asLuxon(day).weekday);
        expect(daysFrom(day, plusDays(day, days))).toBe(days);
      }),
    );
  });
});
