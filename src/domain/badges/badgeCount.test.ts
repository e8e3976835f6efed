import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { badgeLabel } from './badgeCount';

describe('badgeLabel', () => {
  it('shows no badge for nothing', () => {
    expect(badgeLabel(0)).toBeNull();
    expect(badgeLabel(-3)).toBeNull();
    expect(badgeLabel(Number.NaN)).toBeNull();
  });

  it('shows the count up to 99 and 99+ from 100', () => {
    expect(badgeLabel(1)).toBe('1');
    expect(badgeLabel(99)).toBe('99');
    expect(badgeLabel(100)).toBe('99+');
    expect(badgeLabel(12345)).toBe('99+');
  });

  it('never shows more than three characters', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 10 ** 9 }), (n) => {
      expect((badgeLabel(n) ?? '').length).toBeLessThanOrEqual(3);
    }));
  });
});
