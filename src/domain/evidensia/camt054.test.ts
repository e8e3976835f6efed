import { describe, expect, it } from 'vitest';
import { bankReferenceOf, dateOf, invoiceNumberOf, kidOf, oreFromCamtAmount } from './camt054';

describe('camt.054 fields', () => {
  it('reads decimal amounts exactly to the øre', () => {
    expect(oreFromCamtAmount('1327.00')).toBe(132_700);
    expect(oreFromCamtAmount('0.1')).toBe(10);
    expect(oreFromCamtAmount('12')).toBe(1200);
    expect(oreFromCamtAmount('1234567890123.45')).toBe(123_456_789_012_345);
    expect(oreFromCamtAmount('0.29')).toBe(29); // 0.29 * 100 is 28.999… in floating point
    expect(oreFromCamtAmount('10.50000')).toBe(1050);
    expect(oreFromCamtAmount('10.505')).toBeNull();
    expect(oreFromCamtAmount('-5.00')).toBeNull();
    expect(oreFromCamtAmount('1,00')).toBeNull();
    expect(oreFromCamtAmount('')).toBeNull();
  });

  it('identifies a payment by AcctSvcrRef, else a provided EndToEndId', () => {
    expect(bankReferenceOf('R1', 'E1')).toBe('R1');
    expect(bankReferenceOf(null, 'E1')).toBe('E1');
    expect(bankReferenceOf(' ', 'NOTPROVIDED')).toBeNull();
  });

  it('finds an invoice number in the referred document or the free text', () => {
    expect(invoiceNumberOf('700001', null)).toBe(700001);
    expect(invoiceNumberOf(null, 'Faktura nr 700002, takk')).toBe(700002);
    expect(invoiceNumberOf(null, 'konto 12345678901')).toBeNull();
    expect(invoiceNumberOf(null, null)).toBeNull();
  });

  it('takes a KID as invoices carry it, and ISO dates from date-times', () => {
    expect(kidOf(' 0000 700001 ')).toBe('0000700001');
    expect(kidOf('RF18539007547034')).toBeNull();
    expect(dateOf('2026-11-20T06:00:00+01:00')).toBe('2026-11-20');
    expect(dateOf('20.11.2026')).toBeNull();
  });
});
