import { describe, expect, it } from 'vitest';
import { activeBasesOf } from './activeBases';

describe("an officer's active bases", () => {
  it('are every base the officer may use until a choice is made', () => {
    expect(activeBasesOf([1, 2], null)).toEqual([1, 2]);
  });

  it('are the chosen ones, sorted and once each', () => {
    expect(activeBasesOf([1, 2, 3, 4, 5], [4, 2, 4])).toEqual([2, 4]);
  });

  it('drop a chosen base the officer may no longer use, and fall back to all when none is left', () => {
    expect(activeBasesOf([1, 2], [2, 5])).toEqual([2]);
    expect(activeBasesOf([1, 2], [5])).toEqual([1, 2]);
    expect(activeBasesOf([1, 2], [])).toEqual([1, 2]);
  });
});
