import type { PendingProduction, PendingProductionBatch, PendingProductionsPort } from '../../src/application/ports/pendingProductions.port';
import { readOf } from './pageHarness';

/** A pending production of test data; the fields a test does not name are plain. */
export const productionEntry = (entryId: number, jourNr: number, amount: number, extra: Partial<PendingProduction> = {}): PendingProduction => ({
  entryId,
  clientId: 1001,
  clientName: 'Fjord Rør AS',
  customerId: 9000 + entryId,
  customerNr: 100 + entryId,
  customerName: `Kunde ${entryId}`,
  customerEmail: null,
  customerOrgNo: null,
  jourNr,
  jourDate: '2026-11-21',
  dueDate: '2026-12-05',
  amount,
  shipmentType: 'PAPER',
  shipmentLabel: 'Post',
  yourRef: null,
  type: 'INVOICE',
  statusText: null,
  numberOfPreviousProds: 0,
  batchId: 1,
  ...extra,
});

export interface ProductionCalls {
  readonly calls: { readonly name: string; readonly args: unknown[] }[];
}

/**
 * A production port over the given data; every change is recorded in `calls` and answers as `fail`
 * says (a rejected promise for the names in it). Reads not given answer empty lists.
 */
export function fakeProductionPort(
  data: { batches?: () => PendingProductionBatch[]; failed?: () => PendingProduction[] } = {},
  fail: readonly string[] = [],
): PendingProductionsPort & ProductionCalls {
  const calls: { name: string; args: unknown[] }[] = [];
  const change =
    (name: string) =>
    async (...args: unknown[]) => {
      calls.push({ name, args });
      if (fail.includes(name)) throw new Error(`${name} refused`);
    };
  return {
    calls,
    batches: () => readOf('legacy', 'Production/BatchList', data.batches ?? (() => [])),
    failed: () => readOf('legacy', 'Production/FailedList', data.failed ?? (() => [])),
    history: () => readOf('legacy', 'Production', () => []),
    historyDetail: (id) => readOf('legacy', `Production/${id}`, () => null),
    updatePending: change('updatePending'),
    deletePending: change('deletePending'),
    approve: change('approve'),
    resend: change('resend'),
    resendFailed: change('resendFailed'),
    orderDosImport: change('orderDosImport'),
  };
}
