import { describe, expect, it } from 'vitest';
import { baseSelectionError, CHOOSE_AT_LEAST_ONE_BASE } from './sessionRules';

describe('session rules', () => {
  it("refuses an empty base selection with 'Velg minst 1 base'", () => {
    expect(baseSelectionError([])).toBe(CHOOSE_AT_LEAST_ONE_BASE);
    expect(CHOOSE_AT_LEAST_ONE_BASE).toBe('Velg minst 1 base');
    expect(baseSelectionError([3])).toBeNull();
  });
});
