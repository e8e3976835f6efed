import { describe, it, expect } from 'vitest';
import { isCaseSelectable, isPaymentSelectable, isPendingCaseClientListed, isReminderSelectable } from './selectability';

describe('selectability', () => {
  it('only Ready payments can be ticked', () => {
    expect(isPaymentSelectable({ status: 'Ready' })).toBe(true);
    expect(isPaymentSelectable({ status: 'Sent' })).toBe(false);
  });

  it('lists a pending case client from one ready case, not zero', () => {
    expect(isPendingCaseClientListed({ readyCount: 0 })).toBe(false);
    expect(isPendingCaseClientListed({ readyCount: 1 })).toBe(true);
  });

  it('a case needs an agency customer number only when its client has such numbers', () => {
    expect(isCaseSelectable({ agencyCustomerNumber: null }, false)).toBe(true);
    expect(isCaseSelectable({}, false)).toBe(true);
    expect(isCaseSelectable({ agencyCustomerNumber: null }, true)).toBe(false);
    expect(isCaseSelectable({}, true)).toBe(false);
    expect(isCaseSelectable({ agencyCustomerNumber: ' ' }, true)).toBe(false);
    expect(isCaseSelectable({ agencyCustomerNumber: 'K-1001' }, true)).toBe(true);
  });

  it('a reminder needs a confirmed customer type', () => {
    expect(isReminderSelectable({ isCustomerTypeConfirmed: true })).toBe(true);
    expect(isReminderSelectable({ isCustomerTypeConfirmed: false })).toBe(false);
  });
});
