import { describe, expect, it } from 'vitest';
import { baseSelectionError, CHOOSE_AT_LEAST_ONE_BASE, credentialsComplete } from './sessionRules';

describe('session rules', () => {
  it('needs a username and a password', () => {
    expect(credentialsComplete('teknisk', 'x')).toBe(true);
    expect(credentialsComplete('  ', 'x')).toBe(false);
    expect(credentialsComplete('teknisk', '')).toBe(false);
  });

  it("refuses an empty base selection with 'Velg minst 1 base'", () => {
    expect(baseSelectionError([])).toBe(CHOOSE_AT_LEAST_ONE_BASE);
    expect(CHOOSE_AT_LEAST_ONE_BASE).toBe('Velg minst 1 base');
    expect(baseSelectionError([3])).toBeNull();
  });
});
