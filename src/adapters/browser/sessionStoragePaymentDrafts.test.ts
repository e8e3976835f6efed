import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../tests/support/memoryStorage';
import type { SavedPaymentDraft } from '../../application/ports/paymentDrafts.port';
import { sessionStoragePaymentDrafts } from './sessionStoragePaymentDrafts';

const draft: SavedPaymentDraft = {
  idempotencyKey: '0b7a3f7e-2f55-4a3e-9d51-2c1f6f3e8a10',
  client: { id: 1003, name: 'Furulund Rør AS', isActive: true, orgNo: null },
  customer: { id: 77, nr: 30001, name: 'Kari Nordmann' },
  amountText: '1 327,00',
  bankDate: '2026-11-20',
  rows: [
    {
      invoice: {
        entryId: 9,
        customerId: 77,
        customerNr: 30001,
        customerName: 'Kari Nordmann',
        invoiceNr: 700001,
        invoiceDate: '2026-08-02',
        taxAmount: 25_000,
        amountExTax: 100_000,
        amountIncTax: 125_000,
        restAmount: 132_700,
        rest: { invoicePart: 125_000, interestPart: 4_200, feePart: 3_500 },
      },
      allocated: { invoicePart: 125_000, interestPart: 4_200, feePart: 3_500 },
    },
  ],
};

describe('the payment draft in the tab', () => {
  it('gives the officer back the draft they saved, and nobody else', () => {
    const drafts = sessionStoragePaymentDrafts(new MemoryStorage());
    drafts.save(1, draft);
    expect(drafts.load(1)).toEqual(draft);
    expect(drafts.load(2)).toBeNull();
    drafts.clear(1);
    expect(drafts.load(1)).toBeNull();
  });

  it('drops what is not a draft (another version, or edited by hand)', () => {
    const storage = new MemoryStorage();
    const drafts = sessionStoragePaymentDrafts(storage);
    for (const stored of ['{', '"x"', JSON.stringify({ ...draft, rows: [{ invoice: { entryId: '9' } }] }), JSON.stringify({ ...draft, customer: { id: 1 } })]) {
      storage.setItem('norlink.paymentDraft.1', stored);
      expect(drafts.load(1)).toBeNull();
    }
  });
});
