import { describe, it, expect } from 'vitest';
import { MISSING_IMPLEMENTATION_MESSAGE, POSTS_PERIOD_PRESET_LABELS, POSTS_PERIOD_PRESETS, postsPeriod } from './postsPeriodPresets';

describe('posts period presets', () => {
  it('has six presets with labels', () => {
    expect(Object.keys(POSTS_PERIOD_PRESET_LABELS)).toEqual([...POSTS_PERIOD_PRESETS]);
  });

  it.each([
    ['thisYear', '2026-01-01', '2026-12-31'],
    ['lastYear', '2025-01-01', '2025-12-31'],
    ['thisMonth', '2026-05-01', '2026-05-31'],
    ['lastMonth', '2026-04-01', '2026-04-30'],
    ['thisQuarter', '2026-04-01', '2026-06-30'],
    ['lastQuarter', '2026-01-01', '2026-03-31'],
  ])('%s in May 2026 → %s..%s', (preset, from, to) => {
    expect(postsPeriod(preset, '2026-05-31')).toEqual({ ok: true, value: { from, to } });
  });

  it('last quarter in the first quarter is the last quarter of last year', () => {
    expect(postsPeriod('lastQuarter', '2026-01-01')).toEqual({ ok: true, value: { from: '2025-10-01', to: '2025-12-31' } });
    expect(postsPeriod('thisQuarter', '2026-10-01')).toEqual({ ok: true, value: { from: '2026-10-01', to: '2026-12-31' } });
  });

  it("answers an unknown preset with 'Mangler implementasjon'", () => {
    expect(postsPeriod('nextYear', '2026-05-31')).toEqual({ ok: false, error: 'Mangler implementasjon' });
    expect(MISSING_IMPLEMENTATION_MESSAGE).toBe('Mangler implementasjon');
  });
});
