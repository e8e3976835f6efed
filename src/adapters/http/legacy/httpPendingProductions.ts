import type {
  BatchStatus,
  HistoryBatch,
  PendingProduction,
  PendingProductionBatch,
  PendingProductionsPort,
  ShipmentTotals,
} from '../../../application/ports/pendingProductions.port';
import { oreFromApiDecimal } from '../../../domain/money/apiDecimal';
import { SHIPMENT_TYPES, type ShipmentType } from '../../../domain/shipment/shipmentType';
import { answer, orNull } from '../shared/answer';
import type { components } from './generated/schema';
import type { LegacyClient } from './legacyClient';

type BatchDto = components['schemas']['ProductionBatch'];
type EntryDto = components['schemas']['ProductionEntry'];
type HistoryDto = components['schemas']['HistoryProduction'];

function entryOf(entry: EntryDto): PendingProduction {
  return {
    entryId: entry.entryId,
    clientId: entry.clientId,
    clientName: entry.clientName ?? '',
    customerId: entry.customerId ?? null,
    customerNr: entry.customerNr,
    customerName: entry.customerName,
    customerEmail: entry.customerEmail ?? null,
    customerOrgNo: entry.customerOrgNo ?? null,
    jourNr: entry.jourNr,
    jourDate: entry.jourDate ?? null,
    dueDate: entry.dueDate ?? null,
    amount: oreFromApiDecimal(entry.amount),
    shipmentType: entry.shipmentType,
    shipmentLabel: entry.shipment ?? entry.shipmentType,
    yourRef: entry.yourRef ?? null,
    type: entry.type,
    statusText: entry.statusText ?? null,
    numberOfPreviousProds: entry.numberOfPreviousProds ?? 0,
    batchId: entry.batchId ?? null,
  };
}

function batchOf(dto: BatchDto): PendingProductionBatch {
  const shipments = Object.fromEntries(
    SHIPMENT_TYPES.map((type) => {
      const totals = dto.shipments.find((shipment) => shipment.shipmentType === type);
      return [type, { count: totals?.numberOfProductions ?? 0, sum: oreFromApiDecimal(totals?.sumAmount ?? 0) }];
    }),
  ) as Record<ShipmentType, ShipmentTotals>;
  return {
    clientId: dto.clientId,
    clientName: dto.clientName,
    addressedMailProvider: dto.addressedMailProvider ?? null,
    shipments,
    count: dto.numberOfProductions,
    sum: oreFromApiDecimal(dto.sumAmount),
    entries: dto.entries.map(entryOf),
  };
}

function historyOf(dto: HistoryDto): HistoryBatch {
  const counts: Record<BatchStatus, number> = { NEW: 0, APPROVED: 0, FAILED: 0, SENT: 0 };
  for (const status of dto.status) counts[status.status] = status.count;
  return {
    id: dto.id,
    clientId: dto.clientId,
    clientName: dto.clientName,
    createdDate: dto.createdDate,
    officerName: dto.officerName ?? null,
    counts,
  };
}

/** Production on the legacy API (part 1 §7 Production calls). */
export function httpPendingProductions(client: LegacyClient): PendingProductionsPort {
  return {
    batches: () => ({
      api: 'legacy',
      path: 'Production/BatchList',
      fetch: async (signal) => (await answer(client.GET('/Production/BatchList', { signal }))).map(batchOf),
    }),
    failed: () => ({
      api: 'legacy',
      path: 'Production/FailedList',
      fetch: async (signal) => (await answer(client.GET('/Production/FailedList', { signal }))).map(entryOf),
    }),
    history: (period = {}) => ({
      api: 'legacy',
      path: 'Production',
      params: { ...period },
      fetch: async (signal) => (await answer(client.GET('/Production', { params: { query: { ...period } }, signal }))).map(historyOf),
    }),
    historyDetail: (id) => ({
      api: 'legacy',
      path: `Production/${id}`,
      fetch: (signal) =>
        orNull(
          answer(client.GET('/Production/{id}', { params: { path: { id } }, signal })).then((dto) => ({
            ...historyOf(dto),
            printBatches: dto.printBatches.map((b) => ({ ...b, statusText: b.statusText ?? null })),
            entries: {
              approved: dto.entries.approved.map(entryOf),
              pending: dto.entries.pending.map(entryOf),
              failed: dto.entries.failed.map(entryOf),
              sent: dto.entries.sent.map(entryOf),
            },
          })),
        ),
    }),
    async updatePending(entryId, change) {
      await answer(
        client.PUT('/Production/ICEntry/{id}', {
          params: { path: { id: entryId } },
          body: { entry: { entryId, shipmentType: change.shipmentType, email: change.email, ...(change.yourRef === undefined ? {} : { yourRef: change.yourRef }), ...(change.dueDate ? { dueDate: change.dueDate } : {}) } },
        }),
      );
    },
    async deletePending(entries) {
      await answer(client.DELETE('/Production/PendingProd', { body: { deleteList: entries.map(({ clientId, entryId }) => ({ clientId, entryId })) } }));
    },
    async approve(entries) {
      await answer(client.POST('/Production/Approve', { body: { entries: entries.map(({ clientId, entryId }) => ({ clientId, entryId })) } }));
    },
    async resend(entryId, choice) {
      await answer(client.POST('/Production/Resend/{entryId}', { params: { path: { entryId } }, body: { ...choice } }));
    },
    async resendFailed(entryIds) {
      await answer(client.PUT('/Production/ResendFailed', { body: { entries: [...entryIds] } }));
    },
    async orderDosImport(order) {
      await answer(client.POST('/Production/DosImport', { body: { ...order } }));
    },
  };
}
