import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID_MESSAGE } from '../identifiers/email';
import { checkCollectorRecipient, COLLECTOR_DOMAIN_LISTED, COLLECTOR_EMAIL_MISSING, isUnderListedDomain } from './collectors';
import { checkPrinterFormat, FORMAT_MISSING, FORMAT_TOO_LONG, validatePrinterForm } from './printers';

describe('collector recipients (part 2 §5)', () => {
  const domains = ['Bilagsmottak.example.no'];

  it('needs a valid address', () => {
    expect(checkCollectorRecipient('  ', domains)).toEqual({ ok: false, error: COLLECTOR_EMAIL_MISSING });
    expect(checkCollectorRecipient('ikke-epost', domains)).toEqual({ ok: false, error: EMAIL_INVALID_MESSAGE });
    expect(checkCollectorRecipient(' pdf@firma.no ', domains)).toEqual({ ok: true, value: 'pdf@firma.no' });
  });

  it('refuses an address under a listed domain or its subdomains, whatever the case', () => {
    expect(checkCollectorRecipient('kari@BILAGSMOTTAK.example.no', domains)).toEqual({ ok: false, error: COLLECTOR_DOMAIN_LISTED });
    expect(isUnderListedDomain('ola@nord.bilagsmottak.example.no', domains)).toBe(true);
    expect(isUnderListedDomain('ola@falskbilagsmottak.example.no', domains)).toBe(false);
  });
});

describe('printer format', () => {
  it('is trimmed text of 1 to 50 characters', () => {
    expect(checkPrinterFormat(' A4 giro ')).toEqual({ ok: true, value: 'A4 giro' });
    expect(checkPrinterFormat('')).toEqual({ ok: false, error: FORMAT_MISSING });
    expect(checkPrinterFormat('x'.repeat(51))).toEqual({ ok: false, error: FORMAT_TOO_LONG });
  });
});

describe('printer dialog', () => {
  it('puts the format rule on the format field', () => {
    expect(validatePrinterForm({ printerName: 'nkpri1', formType: 'A4 giro', ippUrl: '' })).toEqual([]);
    expect(validatePrinterForm({ printerName: 'nkpri1', formType: '  ', ippUrl: '' })).toEqual([{ field: 'formType', message: FORMAT_MISSING }]);
  });
});
