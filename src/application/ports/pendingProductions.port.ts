import type { Ore } from '../../domain/money/ore';
import type { ShipmentType } from '../../domain/shipment/shipmentType';
import type { ServerRead } from './serverRead.port';

/** One invoice or credit note waiting to be produced (part 1 §3 Production entry, as /widgets shows it). */
export interface PendingProduction {
  readonly entryId: number;
  readonly customerNr: number;
  readonly customerName: string;
  readonly jourNr: number;
  /** yyyy-mm-dd */
  readonly jourDate: string | null;
  readonly dueDate: string | null;
  readonly amount: Ore;
  readonly shipmentType: ShipmentType;
  /** The shipment as the officers call it ('Post', 'E-post', ...). */
  readonly shipmentLabel: string;
  readonly yourRef: string | null;
}

export interface ShipmentTotals {
  readonly count: number;
  readonly sum: Ore;
}

/** A client's pending productions (part 1 §3 Production batch). */
export interface PendingProductionBatch {
  readonly clientId: number;
  readonly clientName: string;
  /** Every shipment type, zero where the client has none. */
  readonly shipments: Readonly<Record<ShipmentType, ShipmentTotals>>;
  readonly count: number;
  readonly sum: Ore;
  readonly entries: readonly PendingProduction[];
}

/** Pending productions per client (GET Production/BatchList). */
export interface PendingProductionsPort {
  batches(): ServerRead<readonly PendingProductionBatch[]>;
}
