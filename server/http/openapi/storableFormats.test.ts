import { describe, expect, it } from 'vitest';
import { isStorableDate, isStorableDateTime } from './storableFormats';

describe('storable date-time', () => {
  it.each(['2024-01-01T00:00:00Z', '2024-01-01T00:00:00+15:59', '2024-01-01T00:00:00-15:59', '2024-01-01t00:00:00.123456789z', '0001-01-01T00:00:00Z', '9999-12-31T23:59:59+01:00', '2024-01-01 12:00:00+0100', '2016-12-31T23:59:60Z'])(
    'accepts %s',
    (value) => expect(isStorableDateTime(value)).toBe(true),
  );

  it.each(['2024-01-01T00:00:00+16:00', '2024-01-01T00:00:00-23:59', '0000-01-01T00:00:00Z', `2024-01-01T00:00:00.${'1'.repeat(10)}Z`, '2024-02-30T00:00:00Z', '2024-01-01T00:00:00', '10000-01-01T00:00:00Z'])(
    'refuses %s',
    (value) => expect(isStorableDateTime(value)).toBe(false),
  );
});

describe('storable date', () => {
  it('accepts the years PostgreSQL stores and refuses the year 0000 and impossible days', () => {
    expect(isStorableDate('0001-01-01')).toBe(true);
    expect(isStorableDate('2024-02-29')).toBe(true);
    expect(isStorableDate('0000-01-01')).toBe(false);
    expect(isStorableDate('2023-02-29')).toBe(false);
  });
});
