import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  amountForEntryType,
  entryFieldAvailability,
  fieldAfterValidJournalNumber,
  isCreditNote,
  isShipmentAllowedForEntry,
  shipmentTypesForEntry,
} from './entryType';

describe('invoice or credit note', () => {
  it('forces a credit note amount negative and leaves an invoice alone', () => {
    expect(amountForEntryType(10000, 'CREDITNOTE')).toBe(-10000);
    expect(amountForEntryType(-10000, 'CREDITNOTE')).toBe(-10000);
    expect(Object.is(amountForEntryType(0, 'CREDITNOTE'), 0)).toBe(true);
    expect(amountForEntryType(10000, 'INVOICE')).toBe(10000);
    expect(amountForEntryType(-10000, 'INVOICE')).toBe(-10000);
    expect(() => amountForEntryType(0.5, 'INVOICE')).toThrow(RangeError);
  });

  it('a credit note amount is never positive', () => {
    fc.assert(fc.property(fc.integer(), (amount) => amountForEntryType(amount, 'CREDITNOTE') <= 0));
  });

  it('credit notes cannot go out as eFaktura', () => {
    expect(shipmentTypesForEntry('CREDITNOTE')).toEqual(['PAPER', 'EMAIL', 'AVTALEGIRO', 'EHF']);
    expect(shipmentTypesForEntry('INVOICE')).toEqual(['PAPER', 'EMAIL', 'AVTALEGIRO', 'EFAKTURA', 'EHF']);
    expect(shipmentTypesForEntry('CREDITNOTE', ['EFAKTURA', 'PAPER'])).toEqual(['PAPER']);
    expect(isShipmentAllowedForEntry('CREDITNOTE', 'EFAKTURA')).toBe(false);
    expect(isShipmentAllowedForEntry('CREDITNOTE', 'EHF')).toBe(true);
    expect(isShipmentAllowedForEntry('INVOICE', 'EFAKTURA')).toBe(true);
  });

  it('only credit notes have a ref invoice field, and only invoices a due date', () => {
    expect(entryFieldAvailability('CREDITNOTE')).toEqual({ refInvoiceNr: true, dueDate: false });
    expect(entryFieldAvailability('INVOICE')).toEqual({ refInvoiceNr: false, dueDate: true });
    expect(isCreditNote('CREDITNOTE')).toBe(true);
    expect(isCreditNote('INVOICE')).toBe(false);
  });

  it('moves focus to the invoice date or the ref invoice number after a valid journal number', () => {
    expect(fieldAfterValidJournalNumber('INVOICE')).toBe('jourDate');
    expect(fieldAfterValidJournalNumber('CREDITNOTE')).toBe('refInvoiceNr');
  });
});
