import type { Queryable } from '../db/database';
import { ENTRY_COLUMNS, ENTRY_JOINS, entryOf, type EntryRow, type ProductionEntry } from './pendingBatches';

/** The statuses of a production entry (part 1 §3, §9: NEW Venter, APPROVED Godkjent, FAILED Feilet, SENT Produsert). */
export const BATCH_STATUSES = ['NEW', 'APPROVED', 'FAILED', 'SENT'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

/** One production batch of the history (HistoryProduction in legacy-api.yaml). */
export interface HistoryProduction {
  readonly id: number;
  readonly clientId: number;
  readonly clientName: string;
  readonly createdDate: string;
  readonly officerId?: number;
  readonly officerName?: string;
  readonly status: readonly { readonly count: number; readonly status: BatchStatus }[];
}

/** A print batch a production's PAPER documents went in (issue 45; server/outside/print/printBatches.ts). */
export interface HistoryPrintBatch {
  readonly id: number;
  readonly baseNr: number;
  readonly printerName: string;
  readonly createdTime: string;
  readonly documents: number;
  readonly documentsOfProduction: number;
  readonly status: 'CREATED' | 'SENT' | 'PRINTED' | 'FAILED' | 'KEPT';
  readonly statusText: string | null;
}

export interface HistoryProductionDetail extends HistoryProduction {
  readonly printBatches: readonly HistoryPrintBatch[];
  readonly entries: {
    readonly approved: readonly ProductionEntry[];
    readonly pending: readonly ProductionEntry[];
    readonly failed: readonly ProductionEntry[];
    readonly sent: readonly ProductionEntry[];
  };
}

export interface HistoryFilter {
  readonly fromDate?: string;
  readonly toDate?: string;
  readonly maxItems: number;
}

interface BatchRow {
  id: number;
  client_id: number;
  client_name: string;
  created_date: string;
  officer_id: number | null;
  officer_name: string | null;
  counts: Record<string, number> | null;
}

const BATCH_COLUMNS = `b.id::int AS id, b.client_id, c.name AS client_name, to_json(b.created_date) #>> '{}' AS created_date,
       b.officer_id, o.name AS officer_name,
       (SELECT json_object_agg(status, n) FROM (SELECT e.status, count(*)::int AS n FROM production_entry e WHERE e.batch_id = b.id GROUP BY e.status) s) AS counts`;

function historyOf(row: BatchRow): HistoryProduction {
  return {
    id: row.id,
    clientId: row.client_id,
    clientName: row.client_name,
    createdDate: new Date(row.created_date).toISOString(),
    ...(row.officer_id === null ? {} : { officerId: row.officer_id }),
    ...(row.officer_name === null ? {} : { officerName: row.officer_name }),
    status: BATCH_STATUSES.filter((status) => (row.counts?.[status] ?? 0) > 0).map((status) => ({ status, count: row.counts![status]! })),
  };
}

/**
 * The log of production batches (part 1 §2 /history), newest first, of the clients of the officer's
 * bases; the period is the batch's creation day in Oslo.
 */
export async function listProductionHistory(db: Queryable, bases: readonly number[], filter: HistoryFilter): Promise<HistoryProduction[]> {
  const rows = await db.query<BatchRow>(
    `SELECT ${BATCH_COLUMNS}
       FROM production_batch b
       JOIN client c ON c.id = b.client_id
       LEFT JOIN officer o ON o.id = b.officer_id
      WHERE c.officer_id = ANY($1::int[])
        AND ($2::date IS NULL OR (b.created_date AT TIME ZONE 'Europe/Oslo')::date >= $2::date)
        AND ($3::date IS NULL OR (b.created_date AT TIME ZONE 'Europe/Oslo')::date <= $3::date)
      ORDER BY b.created_date DESC, b.id DESC
      LIMIT $4`,
    [[...bases], filter.fromDate ?? null, filter.toDate ?? null, filter.maxItems],
  );
  return rows.map(historyOf);
}

/** One batch with its entries grouped by status (/history/details/{id}); null outside the bases or unknown. */
export async function productionHistoryDetail(db: Queryable, bases: readonly number[], id: number): Promise<HistoryProductionDetail | null> {
  const [batch] = await db.query<BatchRow>(
    `SELECT ${BATCH_COLUMNS}
       FROM production_batch b
       JOIN client c ON c.id = b.client_id
       LEFT JOIN officer o ON o.id = b.officer_id
      WHERE b.id = $1 AND c.officer_id = ANY($2::int[])`,
    [id, [...bases]],
  );
  if (!batch) return null;
  const rows = await db.query<EntryRow & { status: BatchStatus }>(
    `SELECT ${ENTRY_COLUMNS}, e.status
       ${ENTRY_JOINS}
      WHERE e.batch_id = $1
      ORDER BY e.jour_nr, e.id`,
    [id],
  );
  const of = (status: BatchStatus) => rows.filter((row) => row.status === status).map(entryOf);
  return { ...historyOf(batch), printBatches: await printBatchesOf(db, id), entries: { approved: of('APPROVED'), pending: of('NEW'), failed: of('FAILED'), sent: of('SENT') } };
}

/** The print batches holding the PAPER documents of a production's entries, oldest first (the history's print status). */
async function printBatchesOf(db: Queryable, productionId: number): Promise<HistoryPrintBatch[]> {
  const rows = await db.query<Omit<HistoryPrintBatch, 'createdTime'> & { createdTime: string }>(
    `SELECT pb.id::int AS id, p.base_nr AS "baseNr", p.printer_name AS "printerName", to_json(pb.created_at) #>> '{}' AS "createdTime",
            pb.documents, count(*)::int AS "documentsOfProduction", pb.status, pb.status_text AS "statusText"
       FROM production_entry e
       JOIN print_queue q ON q.source_kind = 'production' AND q.source_id = e.id
       JOIN print_batch pb ON pb.id = q.batch_id
       JOIN printer p ON p.id = pb.printer_id
      WHERE e.batch_id = $1
      GROUP BY pb.id, p.base_nr, p.printer_name
      ORDER BY pb.created_at, pb.id`,
    [productionId],
  );
  return rows.map((row) => ({ ...row, createdTime: new Date(row.createdTime).toISOString() }));
}

/** The failed shipments with their status text (part 1 §2 /failed), of the clients of the officer's bases. */
export async function listFailedProductions(db: Queryable, bases: readonly number[]): Promise<ProductionEntry[]> {
  const rows = await db.query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS}
       ${ENTRY_JOINS}
      WHERE e.status = 'FAILED' AND c.officer_id = ANY($1::int[])
      ORDER BY e.client_id, e.jour_nr, e.id`,
    [[...bases]],
  );
  return rows.map(entryOf);
}
