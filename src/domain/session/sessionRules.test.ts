import { describe, expect, it } from 'vitest';
import { baseSelectionError, CHOOSE_AT_LEAST_ONE_BASE, credentialErrors } from './sessionRules';

describe('session rules', () => {
  it("refuses an empty base selection with 'Velg minst 1 base'", () => {
    expect(baseSelectionError([])).toBe(CHOOSE_AT_LEAST_ONE_BASE);
    expect(CHOOSE_AT_LEAST_ONE_BASE).toBe('Velg minst 1 base');
    expect(baseSelectionError([3])).toBeNull();
  });

  it('asks for a username of more than blanks and for a password before a login is sent', () => {
    expect(credentialErrors({ username: '', password: '' })).toEqual({ username: 'Brukernavn er påkrevd', password: 'Passord er påkrevd' });
    expect(credentialErrors({ username: '   ', password: 'x' })).toEqual({ username: 'Brukernavn er påkrevd' });
    // A password is taken as typed: blanks may be part of it.
    expect(credentialErrors({ username: 'teknisk', password: ' ' })).toEqual({});
  });
});
