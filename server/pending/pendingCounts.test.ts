import { describe, expect, it } from 'vitest';
import { countInBases } from './pendingCounts';

describe('a count from a pending tally', () => {
  const tally = [
    { bases: [1], n: 4 },
    { bases: [2], n: 3 },
    { bases: [1, 3], n: 2 },
    { bases: [4, 5], n: 1 },
  ];

  it('adds the items that concern any active base, a bundle over several bases once', () => {
    expect(countInBases(tally, [1, 2, 3, 4, 5])).toBe(10);
    expect(countInBases(tally, [1])).toBe(6);
    expect(countInBases(tally, [3])).toBe(2);
    expect(countInBases(tally, [1, 3])).toBe(6);
    expect(countInBases(tally, [2, 5])).toBe(4);
  });

  it('is zero for no tally or no base', () => {
    expect(countInBases([], [1])).toBe(0);
    expect(countInBases(tally, [])).toBe(0);
  });
});
