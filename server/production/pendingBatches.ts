import { apiDecimalFromOre } from '../../src/domain/money/apiDecimal';
import { sumOre } from '../../src/domain/money/ore';
import { SHIPMENT_TYPES, type ShipmentType } from '../../src/domain/shipment/shipmentType';
import type { Queryable } from '../db/database';

/** A production entry as the legacy API shows it (ProductionEntry in legacy-api.yaml). */
export interface ProductionEntry {
  readonly entryId: number;
  readonly clientId: number;
  readonly clientName: string;
  readonly customerId: number;
  readonly customerNr: number;
  readonly customerName: string;
  readonly customerEmail: string | null;
  readonly customerOrgNo: string | null;
  readonly jourNr: number;
  readonly jourDate: string;
  readonly dueDate: string;
  readonly amount: number;
  readonly shipment: string | null;
  readonly shipmentType: ShipmentType;
  readonly yourRef: string | null;
  readonly type: 'INVOICE' | 'CREDITNOTE';
  readonly invoiceCopyId: number | null;
  readonly attachmentId: number | null;
  readonly statusText: string | null;
  readonly numberOfPreviousProds: number;
  readonly batchId: number | null;
  readonly kid: string | null;
}

export interface ShipmentTypeTotals {
  readonly shipmentType: ShipmentType;
  readonly numberOfProductions: number;
  readonly sumAmount: number;
}

/** The pending productions of one client (ProductionBatch in legacy-api.yaml). */
export interface ProductionBatch {
  readonly clientId: number;
  readonly clientName: string;
  readonly addressedMailProvider: string | null;
  readonly shipments: readonly ShipmentTypeTotals[];
  readonly numberOfProductions: number;
  readonly sumAmount: number;
  readonly entries: readonly ProductionEntry[];
}

export interface EntryRow {
  entry_id: number;
  client_id: number;
  client_name: string;
  customer_id: number;
  customer_nr: number;
  customer_name: string;
  customer_email: string | null;
  customer_org_no: string | null;
  jour_nr: number;
  jour_date: string;
  due_date: string;
  amount_ore: number;
  shipment: string | null;
  shipment_type: ShipmentType;
  your_ref: string | null;
  type: 'INVOICE' | 'CREDITNOTE';
  invoice_copy_id: number | null;
  attachment_id: number | null;
  status_text: string | null;
  number_of_previous_prods: number;
  batch_id: number;
  kid: string | null;
  addressed_mail_provider: string;
}

/** The columns of an EntryRow, from `e` (production_entry), `c` (client), `cu` (customer), `b` (batch), `s` (shipment option). */
export const ENTRY_COLUMNS = `e.id::int AS entry_id, e.client_id, c.name AS client_name, e.customer_id::int AS customer_id, cu.nr AS customer_nr,
            cu.name AS customer_name, coalesce(e.email, cu.email) AS customer_email, cu.org_no AS customer_org_no,
            e.jour_nr::float8 AS jour_nr, to_char(e.jour_date, 'YYYY-MM-DD') AS jour_date, to_char(e.due_date, 'YYYY-MM-DD') AS due_date,
            e.amount_ore::float8 AS amount_ore, s.label AS shipment, e.shipment_type, e.your_ref, e.type,
            e.invoice_copy_file_id::int AS invoice_copy_id, e.attachment_file_id::int AS attachment_id, e.status_text,
            e.number_of_previous_prods, e.batch_id::int AS batch_id, e.kid, b.addressed_mail_provider`;

/** The joins ENTRY_COLUMNS reads from. */
export const ENTRY_JOINS = `FROM production_entry e
       JOIN client c ON c.id = e.client_id
       JOIN customer cu ON cu.id = e.customer_id
       JOIN production_batch b ON b.id = e.batch_id
       LEFT JOIN shipment_option s ON s.value = e.shipment_type`;

export function entryOf(row: EntryRow): ProductionEntry {
  return {
    entryId: row.entry_id,
    clientId: row.client_id,
    clientName: row.client_name,
    customerId: row.customer_id,
    customerNr: row.customer_nr,
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    customerOrgNo: row.customer_org_no,
    jourNr: row.jour_nr,
    jourDate: row.jour_date,
    dueDate: row.due_date,
    amount: apiDecimalFromOre(row.amount_ore),
    shipment: row.shipment,
    shipmentType: row.shipment_type,
    yourRef: row.your_ref,
    type: row.type,
    invoiceCopyId: row.invoice_copy_id,
    attachmentId: row.attachment_id,
    statusText: row.status_text,
    numberOfPreviousProds: row.number_of_previous_prods,
    batchId: row.batch_id,
    kid: row.kid,
  };
}

function batchOf(rows: readonly EntryRow[]): ProductionBatch {
  const first = rows[0]!;
  const shipments = SHIPMENT_TYPES.map((shipmentType) => {
    const ofType = rows.filter((row) => row.shipment_type === shipmentType);
    return { shipmentType, numberOfProductions: ofType.length, sumAmount: apiDecimalFromOre(sumOre(ofType.map((row) => row.amount_ore))) };
  }).filter((totals) => totals.numberOfProductions > 0);
  return {
    clientId: first.client_id,
    clientName: first.client_name,
    // The newest batch decides; the rows come newest batch last.
    addressedMailProvider: rows.at(-1)!.addressed_mail_provider,
    shipments,
    numberOfProductions: rows.length,
    sumAmount: apiDecimalFromOre(sumOre(rows.map((row) => row.amount_ore))),
    entries: rows.map(entryOf),
  };
}

/**
 * Production entries waiting for approval (NEW, Venter), one batch per client, for the clients of
 * the officer's bases (part 1 §2 /production and /widgets). Clients by number, entries by batch
 * and journal number.
 */
export async function listPendingProductionBatches(db: Queryable, bases: readonly number[]): Promise<ProductionBatch[]> {
  const rows = await db.query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS}
       ${ENTRY_JOINS}
      WHERE e.status = 'NEW' AND c.officer_id = ANY($1::int[])
      ORDER BY e.client_id, b.created_date, e.batch_id, e.jour_nr, e.id`,
    [[...bases]],
  );
  const byClient = new Map<number, EntryRow[]>();
  for (const row of rows) {
    const group = byClient.get(row.client_id);
    if (group) group.push(row);
    else byClient.set(row.client_id, [row]);
  }
  return [...byClient.values()].map(batchOf);
}
