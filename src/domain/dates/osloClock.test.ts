import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { osloClock } from './osloClock';

const reading = (iso: string) => {
  const { year, month, day, hour, minute } = osloClock(new Date(iso));
  return `${year}-${month}-${day} ${hour}:${minute}`;
};

describe('the Oslo clock', () => {
  it('follows summer time: the clock jumps from 02:00 to 03:00 on the last Sunday of March', () => {
    expect(reading('2026-03-29T00:59:00Z')).toBe('2026-3-29 1:59');
    expect(reading('2026-03-29T01:00:00Z')).toBe('2026-3-29 3:0');
  });

  it('and back from 03:00 to 02:00 on the last Sunday of October', () => {
    expect(reading('2026-10-25T00:59:00Z')).toBe('2026-10-25 2:59');
    expect(reading('2026-10-25T01:00:00Z')).toBe('2026-10-25 2:0');
  });

  it('shows midnight as hour 0 and changes the date there', () => {
    expect(reading('2025-12-31T23:00:00Z')).toBe('2026-1-1 0:0');
    expect(reading('2025-12-31T22:59:00Z')).toBe('2025-12-31 23:59');
  });

  it('reads every instant as luxon does in Europe/Oslo', () => {
    const instant = fc.date({ min: new Date('1980-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(instant, (d) => {
        const oslo = DateTime.fromJSDate(d, { zone: 'Europe/Oslo' });
        expect(osloClock(d)).toEqual({ year: oslo.year, month: oslo.month, day: oslo.day, hour: oslo.hour, minute: oslo.minute });
      }),
    );
  });

  it('throws on an invalid instant, which only a programming error produces', () => {
    expect(() => osloClock(new Date(Number.NaN))).toThrow(RangeError);
  });
});
