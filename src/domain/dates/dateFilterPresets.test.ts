import { describe, it, expect } from 'vitest';
import {
  CUSTOM_RANGE_INVALID_MESSAGE,
  customDateRange,
  DATE_FILTER_PRESET_LABELS,
  DATE_FILTER_PRESETS,
  dateFilterPresetFromParam,
  dateFilterRange,
  DEFAULT_DATE_FILTER_PRESET,
  isDateFilterPreset,
} from './dateFilterPresets';

const today = '2026-05-13'; // a Wednesday

describe('date filter presets', () => {
  it('offer the eight options of part 1 §9, this week by default', () => {
    expect(DATE_FILTER_PRESETS).toEqual(['thisWeek', 'thisMonth', 'thisYear', 'lastWeek', 'lastMonth', 'lastYear', 'lastYearSoFar', 'custom']);
    expect(DEFAULT_DATE_FILTER_PRESET).toBe('thisWeek');
    expect(Object.keys(DATE_FILTER_PRESET_LABELS)).toEqual([...DATE_FILTER_PRESETS]);
  });

  it.each([
    ['thisWeek', '2026-05-11', '2026-05-17'],
    ['thisMonth', '2026-05-01', '2026-05-31'],
    ['thisYear', '2026-01-01', '2026-12-31'],
    ['lastWeek', '2026-05-04', '2026-05-10'],
    ['lastMonth', '2026-04-01', '2026-04-30'],
    ['lastYear', '2025-01-01', '2025-12-31'],
    ['lastYearSoFar', '2025-01-01', '2025-05-13'],
  ] as const)('%s on %s → %s..%s', (preset, from, to) => {
    expect(dateFilterRange({ preset }, today)).toEqual({ from, to });
  });

  it('accept an instant as today, read in Oslo', () => {
    // Sunday 22:30 UTC is Monday 00:30 in Oslo: a new week has begun
    expect(dateFilterRange({ preset: 'thisWeek' }, new Date('2026-05-17T22:30:00Z'))).toEqual({ from: '2026-05-18', to: '2026-05-24' });
  });

  it('last week across a year boundary, last month across a year boundary', () => {
    expect(dateFilterRange({ preset: 'lastWeek' }, '2026-01-02')).toEqual({ from: '2025-12-22', to: '2025-12-28' });
    expect(dateFilterRange({ preset: 'lastMonth' }, '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(dateFilterRange({ preset: 'lastMonth' }, '2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('last year so far ends on the same calendar date; on 29 February on the 28th', () => {
    expect(dateFilterRange({ preset: 'lastYearSoFar' }, '2028-02-29')).toEqual({ from: '2027-01-01', to: '2027-02-28' });
    expect(dateFilterRange({ preset: 'lastYearSoFar' }, '2026-01-01')).toEqual({ from: '2025-01-01', to: '2025-01-01' });
  });

  it('custom passes the chosen range through', () => {
    expect(dateFilterRange({ preset: 'custom', from: '2026-01-05', to: '2026-02-05' }, today)).toEqual({ from: '2026-01-05', to: '2026-02-05' });
  });

  it('a custom range must be real dates in order', () => {
    expect(customDateRange('2026-01-05', '2026-01-05')).toEqual({ ok: true, value: { from: '2026-01-05', to: '2026-01-05' } });
    expect(customDateRange('2026-01-06', '2026-01-05')).toEqual({ ok: false, error: CUSTOM_RANGE_INVALID_MESSAGE });
    expect(customDateRange('2026-02-30', '2026-03-05')).toEqual({ ok: false, error: 'Ugyldig dato' });
    expect(customDateRange('2026-02-01', 'x')).toEqual({ ok: false, error: 'Ugyldig dato' });
  });

  it('read the address bar, falling back to this week', () => {
    expect(isDateFilterPreset('lastYearSoFar')).toBe(true);
    expect(isDateFilterPreset('nextYear')).toBe(false);
    expect(dateFilterPresetFromParam('lastMonth')).toBe('lastMonth');
    expect(dateFilterPresetFromParam('nonsense')).toBe('thisWeek');
    expect(dateFilterPresetFromParam(null)).toBe('thisWeek');
    expect(dateFilterPresetFromParam(undefined)).toBe('thisWeek');
  });
});
