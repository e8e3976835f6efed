import { describe, it, expect } from 'vitest';
import {
  defaultTaxPercent,
  defaultTaxRate,
  entryTaxCode,
  listedTaxRates,
  offeredTaxRates,
  TAX_RATE_WITHOUT_CODE_MESSAGE,
  TAX_RATES_NOT_LOADED_MESSAGE,
  taxCodeForPercent,
  usesVatSummary,
  type TaxRate,
} from './taxRates';

const rates: TaxRate[] = [
  { code: 3, percent: 25 },
  { code: 31, percent: 15 },
  { code: 33, percent: 12 },
  { code: 5, percent: 0 },
  { code: 6, percent: 0 },
];

describe('tax rate lists', () => {
  it('never list rate code 6', () => {
    expect(listedTaxRates(rates).map((r) => r.code)).toEqual([3, 31, 33, 5]);
  });

  it('keep everything else a listed rate carries', () => {
    const described = [
      { code: 6, percent: 0, description: 'Omsetning utenfor mva-loven' },
      { code: 3, percent: 25, description: 'Utgående mva' },
    ];
    expect(listedTaxRates(described)).toEqual([described[1]]);
  });

  it('offer every listed rate to a VAT-bound client and only 0 % to others', () => {
    expect(offeredTaxRates(rates, true).map((r) => r.code)).toEqual([3, 31, 33, 5]);
    expect(offeredTaxRates(rates, false)).toEqual([{ code: 5, percent: 0 }]);
  });

  it('default to 25 % for VAT-bound and 0 % otherwise', () => {
    expect(defaultTaxPercent(true)).toBe(25);
    expect(defaultTaxPercent(false)).toBe(0);
    expect(defaultTaxRate(rates, true)).toEqual({ code: 3, percent: 25 });
    expect(defaultTaxRate(rates, false)).toEqual({ code: 5, percent: 0 });
    expect(defaultTaxRate([{ code: 31, percent: 15 }], true)).toBeUndefined();
  });
});

describe('tax codes', () => {
  it('are 3 for VAT-bound clients and 4 for others', () => {
    expect(entryTaxCode(true)).toBe(3);
    expect(entryTaxCode(false)).toBe(4);
  });

  it('client 2084 always uses the VAT summary; others as chosen', () => {
    expect(usesVatSummary(2084, false)).toBe(true);
    expect(usesVatSummary(2083, false)).toBe(false);
    expect(usesVatSummary(2085, true)).toBe(true);
  });

  it('are found per percent, with the spec messages when they cannot be', () => {
    expect(taxCodeForPercent(rates, 25)).toEqual({ ok: true, value: 3 });
    expect(taxCodeForPercent(rates, 0)).toEqual({ ok: true, value: 5 });
    expect(taxCodeForPercent(undefined, 25)).toEqual({ ok: false, error: 'Feil: MVA satser har ikke lastet inn enda.' });
    expect(taxCodeForPercent(rates, 8)).toEqual({ ok: false, error: 'Noe gikk galt! Kan ikke krysse MVA sats mot MVA kode' });
    expect(TAX_RATES_NOT_LOADED_MESSAGE).toBe('Feil: MVA satser har ikke lastet inn enda.');
    expect(TAX_RATE_WITHOUT_CODE_MESSAGE).toBe('Noe gikk galt! Kan ikke krysse MVA sats mot MVA kode');
  });
});
