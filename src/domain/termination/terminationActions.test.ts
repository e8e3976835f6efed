import { describe, it, expect } from 'vitest';
import { isEndOfServicePassed } from './terminationStatus';
import {
  cancelTerminationIssue,
  canCancelTermination,
  TERMINATION_ACTION_LABELS,
  TERMINATION_CANNOT_BE_CANCELLED_MESSAGE,
  terminationActions,
} from './terminationActions';
import type { ClientTerminationStatus } from './terminationStatus';

const active: ClientTerminationStatus = { isActive: true, terminationDate: null, endOfServiceDate: null };
const terminated: ClientTerminationStatus = {
  isActive: true,
  terminationDate: '2026-05-01',
  endOfServiceDate: '2026-08-31',
  terminationNote: 'Flytter til annen leverandør',
};
const ended: ClientTerminationStatus = { ...terminated, isActive: false, endOfServiceDate: '2026-04-30' };

describe('termination buttons', () => {
  it('no end-of-service date: Avslutt klientforhold', () => {
    expect(terminationActions(active)).toEqual(['terminate']);
    expect(terminationActions({ ...active, isActive: false })).toEqual(['terminate']);
  });

  it('end date and active: Opphev oppsigelse and Utsett oppsigelse', () => {
    expect(terminationActions(terminated)).toEqual(['revoke', 'postpone']);
  });

  it('end date and inactive: Reaktiver klient', () => {
    expect(terminationActions(ended)).toEqual(['reactivate']);
  });

  it('carry the spec labels', () => {
    expect(TERMINATION_ACTION_LABELS).toEqual({
      terminate: 'Avslutt klientforhold',
      revoke: 'Opphev oppsigelse',
      postpone: 'Utsett oppsigelse',
      reactivate: 'Reaktiver klient',
    });
  });
});

describe('calling off a termination', () => {
  it('is allowed while the client is active', () => {
    expect(canCancelTermination(terminated)).toBe(true);
    expect(cancelTerminationIssue(terminated)).toBeNull();
  });

  it('is refused once the client is inactive, explaining why and what to do', () => {
    expect(canCancelTermination(ended)).toBe(false);
    expect(cancelTerminationIssue(ended)).toBe(TERMINATION_CANNOT_BE_CANCELLED_MESSAGE);
    expect(TERMINATION_CANNOT_BE_CANCELLED_MESSAGE).toMatch(/sluttdatoen er passert/);
    expect(TERMINATION_CANNOT_BE_CANCELLED_MESSAGE).toMatch(/reaktiveres/);
    expect(TERMINATION_CANNOT_BE_CANCELLED_MESSAGE).toMatch(/ny klient/);
  });
});

describe('end of service passed (the daily deactivation)', () => {
  const status = (endOfServiceDate: string | null) => ({ isActive: true, terminationDate: endOfServiceDate && '2026-10-01', endOfServiceDate });
  it('has passed from the day after the end-of-service date; not on the day, not without a date', () => {
    expect(isEndOfServicePassed(status('2026-11-24'), '2026-11-25')).toBe(true);
    expect(isEndOfServicePassed(status('2026-11-25'), '2026-11-25')).toBe(false);
    expect(isEndOfServicePassed(status(null), '2026-11-25')).toBe(false);
  });
});
