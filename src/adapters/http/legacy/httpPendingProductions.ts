import type { PendingProductionBatch, PendingProductionsPort, ShipmentTotals } from '../../../application/ports/pendingProductions.port';
import { oreFromApiDecimal } from '../../../domain/money/apiDecimal';
import { SHIPMENT_TYPES, type ShipmentType } from '../../../domain/shipment/shipmentType';
import { answer } from '../shared/answer';
import type { components } from './generated/schema';
import type { LegacyClient } from './legacyClient';

type BatchDto = components['schemas']['ProductionBatch'];

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
    shipments,
    count: dto.numberOfProductions,
    sum: oreFromApiDecimal(dto.sumAmount),
    entries: dto.entries.map((entry) => ({
      entryId: entry.entryId,
      customerNr: entry.customerNr,
      customerName: entry.customerName,
      jourNr: entry.jourNr,
      jourDate: entry.jourDate ?? null,
      dueDate: entry.dueDate ?? null,
      amount: oreFromApiDecimal(entry.amount),
      shipmentType: entry.shipmentType,
      shipmentLabel: entry.shipment ?? entry.shipmentType,
      yourRef: entry.yourRef ?? null,
    })),
  };
}

/** Pending productions per client on the legacy API (GET Production/BatchList). */
export function httpPendingProductions(client: LegacyClient): PendingProductionsPort {
  return {
    batches: () => ({
      api: 'legacy',
      path: 'Production/BatchList',
      fetch: async (signal) => (await answer(client.GET('/Production/BatchList', { signal }))).map(batchOf),
    }),
  };
}
