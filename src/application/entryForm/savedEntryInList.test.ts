import { describe, expect, it } from 'vitest';
import type { RegisteredEntry } from '../ports/entryForm.port';
import type { ListedRegEntry } from '../ports/regEntryList.port';
import { withSavedEntry } from './savedEntryInList';

const row = (id: number, jourNr: number): ListedRegEntry => ({
  id, entryType: 'INVOICE', customerNr: 10, customerName: 'Ola Nordmann', jourNr, jourDate: '2026-11-26', dueDate: '2026-12-10',
  amountIncTax: 10000, isFeeEnabled: false, hasInvoiceCopy: false,
});

const saved = (id: number): RegisteredEntry => ({
  id, clientId: 1963, entryType: 'CREDITNOTE', customerId: 501, customerNr: null, customerName: null, jourNr: 870001, refInvoiceNr: 4711,
  jourDate: '2026-11-25', dueDate: null, deliveryDate: null, deliveryEndDate: null, yourRef: '', customerAtt: '', ourRef: '', amountIncTax: -12500, rounding: 0, taxRows: [],
  language: '', shipment: null, isFeeEnabled: true, invoiceCopy: { id: 9, fileName: 'kopi.pdf', numberOfPages: 1 }, attachment: null,
});

describe('the saved entry in the cached Registrer faktura list', () => {
  it('replaces the row of an entry saved again, keeping its place', () => {
    const list = [row(3, 1), row(5, 2), row(8, 3)];
    expect(withSavedEntry(list, saved(5)).map((r) => [r.id, r.jourNr])).toEqual([[3, 1], [5, 870001], [8, 3]]);
  });

  it('places a new entry by id, as the server orders the list, and maps what the list shows', () => {
    expect(withSavedEntry([row(3, 1), row(8, 3)], saved(5)).map((r) => r.id)).toEqual([3, 5, 8]);
    expect(withSavedEntry([row(3, 1)], saved(5))).toEqual([
      row(3, 1),
      { id: 5, entryType: 'CREDITNOTE', customerNr: 0, customerName: '', jourNr: 870001, jourDate: '2026-11-25', dueDate: null, amountIncTax: -12500, isFeeEnabled: true, hasInvoiceCopy: true },
    ]);
    expect(withSavedEntry([], saved(5)).map((r) => r.id)).toEqual([5]);
  });
});
