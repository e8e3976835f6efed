import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_INTEGER, numberPrefixRanges } from './numberPrefix';

describe('number prefix ranges', () => {
  it('cover the number itself, then each longer number that starts with it', () => {
    expect(numberPrefixRanges('12', 99_999)).toEqual({ lo: [12, 120, 1200, 12_000], hi: [12, 129, 1299, 12_999] });
  });

  it('stop at the largest integer', () => {
    const { lo, hi } = numberPrefixRanges('21');
    expect(lo.at(-1)).toBe(2_100_000_000);
    expect(hi.at(-1)).toBe(MAX_INTEGER);
  });

  it('name nothing for a leading zero, a non-number or a number beyond the column', () => {
    for (const prefix of ['0', '012', '', '1a', '%', '99999999999']) expect(numberPrefixRanges(prefix).lo).toEqual([]);
  });

  it('hold exactly the numbers whose digits start with the prefix', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 1, max: 999_999 }), (p, n) => {
        const { lo, hi } = numberPrefixRanges(String(p), 999_999);
        const inRanges = lo.some((start, i) => n >= start && n <= hi[i]!);
        return inRanges === String(n).startsWith(String(p));
      }),
    );
  });
});
