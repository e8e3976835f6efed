import { describe, expect, it } from 'vitest';
import { mayUse } from './mayUse';

describe('mayUse, from the contracts’ x-roles', () => {
  it('gives the technical admin operations to Technical only', () => {
    const branches = { api: 'data', operationId: 'listBranches' } as const;
    expect(mayUse(['Technical'], branches)).toBe(true);
    expect(mayUse(['Executive'], branches)).toBe(false);
    expect(mayUse([], branches)).toBe(false);
  });

  it('gives the officer list and the prices to Technical or Executive', () => {
    for (const operation of [
      { api: 'data', operationId: 'listAdminUsers' },
      { api: 'service', operationId: 'updateProducts' },
    ] as const) {
      expect(mayUse(['Technical'], operation)).toBe(true);
      expect(mayUse(['Executive'], operation)).toBe(true);
      expect(mayUse([], operation)).toBe(false);
    }
  });

  it('keeps ledger-post deletion and the amount-correction fixes for Technical', () => {
    expect(mayUse(['Executive'], { api: 'legacy', operationId: 'deleteLedgerPostsByJournalNr' })).toBe(false);
    expect(mayUse(['Technical'], { api: 'service', operationId: 'correctInvoiceAmount' })).toBe(true);
  });
});
