import { describe, it, expect } from 'vitest';
import { destinationAfterDecision } from './afterDecision';

describe('destinationAfterDecision', () => {
  it('stays while ready items are left', () => {
    expect(destinationAfterDecision(1, 5)).toEqual({ kind: 'stay' });
  });

  it('goes to the overview when nothing is pending, else to the pending bundle', () => {
    expect(destinationAfterDecision(0, 0)).toEqual({ kind: 'overview' });
    expect(destinationAfterDecision(0, 1)).toEqual({ kind: 'pendingBundle' });
  });

  it("answers 'En feil oppstod' when the server left out the pending count", () => {
    expect(destinationAfterDecision(0, undefined)).toEqual({ kind: 'error', message: 'En feil oppstod' });
    expect(destinationAfterDecision(3, null)).toEqual({ kind: 'error', message: 'En feil oppstod' });
  });
});
