import { describe, it, expect } from 'vitest';
import { CHOOSE_TREATMENT_MESSAGE, customerTypeLabel, customerTypeTreatmentIssue, isCustomerType } from './customerType';

describe('customer type', () => {
  it('shows Retail as Privat and anything else as Bedrift', () => {
    expect(customerTypeLabel('Retail')).toBe('Privat');
    expect(customerTypeLabel('Business')).toBe('Bedrift');
    expect(customerTypeLabel('')).toBe('Bedrift');
  });

  it('recognises the two types', () => {
    expect(isCustomerType('Retail')).toBe(true);
    expect(isCustomerType('Business')).toBe(true);
    expect(isCustomerType('retail')).toBe(false);
  });

  it('needs a treatment before unconfirmed types can be confirmed', () => {
    expect(customerTypeTreatmentIssue(null)).toBe('Velg hvordan du vil behandle disse først');
    expect(CHOOSE_TREATMENT_MESSAGE).toBe('Velg hvordan du vil behandle disse først');
    expect(customerTypeTreatmentIssue('keep')).toBeNull();
    expect(customerTypeTreatmentIssue('Retail')).toBeNull();
  });
});
