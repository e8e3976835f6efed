import { describe, it, expect } from 'vitest';
import { invoiceStatusBadgeColor, reminderRunBadgeColor } from './statusBadges';

describe('invoice status badge', () => {
  it('NP red, P green, anything else blue', () => {
    expect(invoiceStatusBadgeColor('NP')).toBe('error');
    expect(invoiceStatusBadgeColor('P')).toBe('success');
    expect(invoiceStatusBadgeColor('K')).toBe('info');
    expect(invoiceStatusBadgeColor('')).toBe('info');
  });
});

describe('reminder-run badge', () => {
  const run = { isActive: true, procLevel: 2, readyForDebtCollectionDecision: false };

  it('stopped runs are red whatever their level', () => {
    expect(reminderRunBadgeColor({ ...run, isActive: false })).toBe('error');
    expect(reminderRunBadgeColor({ ...run, isActive: false, procLevel: 6 })).toBe('error');
    expect(reminderRunBadgeColor({ isActive: false, procLevel: 4, readyForDebtCollectionDecision: true })).toBe('error');
  });

  it('level 4 ready for a decision is yellow; level 4 not yet ready is info', () => {
    expect(reminderRunBadgeColor({ ...run, procLevel: 4, readyForDebtCollectionDecision: true })).toBe('warning');
    expect(reminderRunBadgeColor({ ...run, procLevel: 4, readyForDebtCollectionDecision: false })).toBe('info');
    expect(reminderRunBadgeColor({ ...run, procLevel: 5, readyForDebtCollectionDecision: true })).toBe('info');
  });

  it('level 6 is green, others info', () => {
    expect(reminderRunBadgeColor({ ...run, procLevel: 6 })).toBe('success');
    expect(reminderRunBadgeColor(run)).toBe('info');
  });
});
