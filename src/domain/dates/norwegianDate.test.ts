import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { DATE_INVALID_MESSAGE, DATE_MISSING_MESSAGE, formatNorwegianDate, formatNorwegianDateTime, parseNorwegianDate } from './norwegianDate';
import { toIsoDate } from './isoDate';

describe('formatNorwegianDate', () => {
  it('writes dd.mm.yyyy', () => {
    expect(formatNorwegianDate('2026-02-01')).toBe('01.02.2026');
    expect(formatNorwegianDate(new Date('2025-12-31T23:30:00Z'))).toBe('01.01.2026');
  });

  it('writes date and time in Oslo time', () => {
    expect(formatNorwegianDateTime(new Date('2026-07-01T06:05:00Z'))).toBe('01.07.2026 08:05');
  });
});

describe('parseNorwegianDate', () => {
  it.each([
    ['01.02.2026', '2026-02-01'],
    ['1.2.2026', '2026-02-01'],
    [' 29.02.2024 ', '2024-02-29'],
    ['31.12.2026', '2026-12-31'],
  ])('%j → %s', (text, iso) => {
    expect(parseNorwegianDate(text)).toEqual({ ok: true, value: iso });
  });

  it.each(['31.02.2026', '29.02.2025', '0.1.2026', '1.13.2026', '1.2.26', '2026-02-01', '01/02/2026', '01.02.2026x', '001.02.2026'])(
    'rejects %j',
    (text) => expect(parseNorwegianDate(text)).toEqual({ ok: false, error: DATE_INVALID_MESSAGE }),
  );

  it('says the date is missing when nothing is typed', () => {
    expect(parseNorwegianDate('  ')).toEqual({ ok: false, error: DATE_MISSING_MESSAGE });
    expect(DATE_MISSING_MESSAGE).toBe('Dato mangler');
  });

  it('reads back every date it writes', () => {
    const day = fc.date({ min: new Date('1900-01-01'), max: new Date('2999-12-31'), noInvalidDate: true });
    fc.assert(fc.property(day, (d) => {
      const iso = toIsoDate(d);
      expect(parseNorwegianDate(formatNorwegianDate(iso))).toEqual({ ok: true, value: iso });
    }));
  });
});
