import { describe, it, expect } from 'vitest';
import { needsReproduceChoice, reproduceDecision } from './reproduce';

describe('re-produce choice', () => {
  it('is needed only for entries produced before', () => {
    expect(needsReproduceChoice({ numberOfPreviousProds: 0 })).toBe(false);
    expect(needsReproduceChoice({ numberOfPreviousProds: 1 })).toBe(true);
  });

  it('produces the ticked entries again and deletes the rest', () => {
    expect(reproduceDecision([1, 2, 3], [3, 1, 99])).toEqual({ reproduce: [1, 3], delete: [2] });
    expect(reproduceDecision([1, 2], [])).toEqual({ reproduce: [], delete: [1, 2] });
  });
});
