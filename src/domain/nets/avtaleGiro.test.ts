import { describe, expect, it } from 'vitest';
import { kidWithMod10, kidWithMod11 } from '../identifiers/kid';
import {
  avtaleGiroCustomerNumber,
  CLAIM_BAD_KID,
  CLAIM_LEAD_DAYS,
  CLAIM_NO_MANDATE,
  CLAIM_NOT_POSITIVE,
  CLAIM_TOO_EARLY,
  CLAIM_TOO_LATE,
  claimIssue,
  claimShortName,
  transmissionNumber,
} from './avtaleGiro';

const kid = kidWithMod10('000123400001001');

describe('which invoices can be claimed by AvtaleGiro today', () => {
  const claim = (overrides = {}) => ({ dueDate: '2026-12-10', amount: 10000, kid, hasMandate: true, ...overrides });

  it('a claim CLAIM_LEAD_DAYS or more before its due date, within twelve calendar months, with a digits-only valid KID', () => {
    expect(CLAIM_LEAD_DAYS).toBe(4);
    expect(CLAIM_TOO_LATE).toBe('For sent: betalingskravet må være hos Nets senest 4 dager før forfall');
    expect(claimIssue(claim(), '2026-11-28')).toBeNull();
    expect(claimIssue(claim({ dueDate: '2026-12-02' }), '2026-11-28')).toBeNull();
    expect(claimIssue(claim({ dueDate: '2026-12-01' }), '2026-11-28')).toBe(CLAIM_TOO_LATE);
    // Twelve months, not 365 days: across 29 February 2028 the last allowed day is the same date a year on.
    expect(claimIssue(claim({ dueDate: '2027-11-28' }), '2026-11-28')).toBeNull();
    expect(claimIssue(claim({ dueDate: '2027-11-29' }), '2026-11-28')).toBe(CLAIM_TOO_EARLY);
    expect(claimIssue(claim({ dueDate: '2028-03-01' }), '2027-03-01')).toBeNull();
    expect(claimIssue(claim({ dueDate: '2028-03-02' }), '2027-03-01')).toBe(CLAIM_TOO_EARLY);
  });

  it('no mandate, no usable KID or no amount: not claimed, with the reason', () => {
    expect(claimIssue(claim({ hasMandate: false }), '2026-11-28')).toBe(CLAIM_NO_MANDATE);
    expect(claimIssue(claim({ kid: null }), '2026-11-28')).toBe(CLAIM_BAD_KID);
    expect(claimIssue(claim({ kid: '1234' }), '2026-11-28')).toBe(CLAIM_BAD_KID);
    const dashKid = ['10', '11', '12', '13', '14', '15', '16', '17', '18', '19'].map((b) => kidWithMod11(`0001234${b}`)).find((k) => k.endsWith('-'))!;
    expect(claimIssue(claim({ kid: dashKid }), '2026-11-28')).toBe(CLAIM_BAD_KID);
    expect(claimIssue(claim({ amount: 0 }), '2026-11-28')).toBe(CLAIM_NOT_POSITIVE);
  });
});

describe('the KID a mandate is bound to', () => {
  it('names the customer in its first seven digits', () => {
    expect(avtaleGiroCustomerNumber(kid)).toBe(1234);
    expect(avtaleGiroCustomerNumber('1234567')).toBeNull();
    expect(avtaleGiroCustomerNumber('12a45678')).toBeNull();
  });
});

describe('claim fields', () => {
  it('short name of ten characters, numbers of seven digits', () => {
    expect(claimShortName('  Kari   Nordmann AS ')).toBe('Kari Nordm');
    expect(transmissionNumber(42)).toBe('0000042');
    expect(transmissionNumber(12_345_678)).toBe('2345678');
  });
});
