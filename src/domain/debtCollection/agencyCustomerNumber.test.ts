import { describe, expect, it } from 'vitest';
import { checkAgencyCustomerNumber } from './agencyCustomerNumber';
import { casesWithoutAgencyNumberMessage, itemsNotInBundleMessage } from './debtCollectionTexts';

describe('checkAgencyCustomerNumber', () => {
  it('requires a number of the client at the agency', () => {
    expect(checkAgencyCustomerNumber(' 010011 ', ['010011'])).toEqual({ ok: true, value: '010011' });
    expect(checkAgencyCustomerNumber('  ', ['010011'])).toEqual({ ok: false, error: 'Velg kundenummer hos inkassoselskapet' });
    expect(checkAgencyCustomerNumber('999', ['010011'])).toEqual({ ok: false, error: 'Kundenummeret finnes ikke hos inkassoselskapet' });
  });
});

describe('refusal texts', () => {
  it('name the ids at fault', () => {
    expect(itemsNotInBundleMessage('CASE', [4, 5])).toBe('Saker finnes ikke i bunten: 4, 5');
    expect(itemsNotInBundleMessage('PAYMENT', [6])).toBe('Innbetalinger finnes ikke i bunten: 6');
    expect(casesWithoutAgencyNumberMessage([7])).toBe('Velg kundenummer hos inkassoselskapet først (sak 7)');
  });
});
