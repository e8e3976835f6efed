import { describe, it, expect } from 'vitest';
import { EHF_DEFAULT_YOUR_REF, isYourRefRequired, showsNotVatBoundNotice, yourRefOnFocus } from './ehf';

describe('EHF rules', () => {
  it("fills an empty Deres ref. with 'Fakturamottak' on focus, only for EHF", () => {
    expect(EHF_DEFAULT_YOUR_REF).toBe('Fakturamottak');
    expect(yourRefOnFocus('', 'EHF')).toBe('Fakturamottak');
    expect(yourRefOnFocus('  ', 'EHF')).toBe('Fakturamottak');
    expect(yourRefOnFocus('Ola', 'EHF')).toBe('Ola');
    expect(yourRefOnFocus('', 'PAPER')).toBe('');
    expect(yourRefOnFocus('', null)).toBe('');
  });

  it('requires Deres ref. only for EHF', () => {
    expect(isYourRefRequired('EHF')).toBe(true);
    expect(isYourRefRequired('EMAIL')).toBe(false);
  });

  it('notices a client that is not VAT-bound sending EHF', () => {
    expect(showsNotVatBoundNotice('EHF', false)).toBe(true);
    expect(showsNotVatBoundNotice('EHF', true)).toBe(false);
    expect(showsNotVatBoundNotice('PAPER', false)).toBe(false);
  });
});
