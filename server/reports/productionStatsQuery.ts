import type { IsoDate } from '../../src/domain/dates/isoDate';
import {
  emptyCounts,
  productionStatsOf,
  statsChannelOf,
  type ProductionCounts,
  type ProductionStats,
  type StatsShipmentChannel,
} from '../../src/domain/reports/productionStats';
import type { Queryable } from '../db/database';

/** One aggregated row: a day (and base), a record kind, a shipment type, how many. */
interface CountRow {
  day: string;
  base: number;
  kind: 'INVOICE' | 'CREDITNOTE' | 'REMINDER' | 'CASE';
  shipment: string | null;
  n: number;
}

/**
 * Counts per Oslo day (and base) in SQL, over the records of the officer's bases only:
 * - productions: production entries by the day they were made (created_at); invoices are those of type INVOICE;
 * - reminders: reminders of the reminder runs of the day (run_date), rejected ones left out (never sent);
 * - debt collections: cases of the debt-collection bundles of the day (bundle_date), rejected ones left out;
 * - shipments: productions and reminders by their shipment type (reminders NOSEND count as noSend).
 * Each part reads an index range on its date column (migration 0176) and aggregates there; at most
 * (days × 5 bases × kinds × shipment types) rows come back, so a year is a few thousand rows whatever the data size.
 */
const COUNTS_SQL = `
  WITH bases AS (SELECT id, officer_id AS base FROM client WHERE officer_id = ANY($3::int[])),
  period AS (
    SELECT ($1::date)::timestamp AT TIME ZONE 'Europe/Oslo' AS from_at,
           ($2::date + 1)::timestamp AT TIME ZONE 'Europe/Oslo' AS to_at
  )
  SELECT to_char((pe.created_at AT TIME ZONE 'Europe/Oslo')::date, 'YYYY-MM-DD') AS day, c.base, pe.type AS kind,
         pe.shipment_type AS shipment, count(*)::int AS n
    FROM production_entry pe JOIN bases c ON c.id = pe.client_id, period
   WHERE pe.created_at >= period.from_at AND pe.created_at < period.to_at
   GROUP BY 1, 2, 3, 4
  UNION ALL
  SELECT to_char(b.run_date, 'YYYY-MM-DD'), c.base, 'REMINDER', r.shipment_type, count(*)::int
    FROM reminder_bundle b JOIN reminder r ON r.bundle_id = b.id JOIN bases c ON c.id = r.client_id
   WHERE b.run_date BETWEEN $1::date AND $2::date AND r.status <> 'Rejected'
   GROUP BY 1, 2, 3, 4
  UNION ALL
  SELECT to_char((b.bundle_date AT TIME ZONE 'Europe/Oslo')::date, 'YYYY-MM-DD'), c.base, 'CASE', NULL, count(*)::int
    FROM dc_bundle b JOIN dc_transmission t ON t.bundle_id = b.id AND t.kind = 'CASE'
    JOIN dc_case k ON k.transmission_id = t.id JOIN bases c ON c.id = k.client_id, period
   WHERE b.kind = 'CASE' AND b.bundle_date >= period.from_at AND b.bundle_date < period.to_at AND k.status <> 'Rejected'
   GROUP BY 1, 2, 3, 4`;

async function countRows(db: Queryable, fromDate: IsoDate, toDate: IsoDate, bases: readonly number[]): Promise<CountRow[]> {
  return db.query<CountRow>(COUNTS_SQL, [fromDate, toDate, [...bases]]);
}

type MutableCounts = { -readonly [K in keyof ProductionCounts]: K extends 'shipments' ? Record<StatsShipmentChannel, number> : number };

function addRow(counts: MutableCounts, row: CountRow): void {
  if (row.kind === 'CASE') {
    counts.debtCollections += row.n;
    return;
  }
  if (row.kind === 'REMINDER') counts.reminders += row.n;
  else {
    counts.productions += row.n;
    if (row.kind === 'INVOICE') counts.invoices += row.n;
  }
  const channel = statsChannelOf(row.shipment ?? '');
  counts.shipments[channel] += row.n;
}

const fresh = (): MutableCounts => {
  const empty = emptyCounts();
  return { ...empty, shipments: { ...empty.shipments } };
};

/** Report/Production/Stats: every day of the period in ISO weeks, and the total, for the officer's bases. */
export async function readProductionStats(db: Queryable, fromDate: IsoDate, toDate: IsoDate, bases: readonly number[]): Promise<ProductionStats> {
  const days = new Map<IsoDate, MutableCounts>();
  for (const row of await countRows(db, fromDate, toDate, bases)) {
    let counts = days.get(row.day);
    if (!counts) days.set(row.day, (counts = fresh()));
    addRow(counts, row);
  }
  return productionStatsOf(fromDate, toDate, days);
}

/** The per-base breakdown of one day (Report/Production/Stats/Bases): each of the officer's bases, zero when idle. */
export async function readProductionStatsByBase(
  db: Queryable,
  date: IsoDate,
  bases: readonly number[],
): Promise<{ date: IsoDate; bases: { baseNr: number; counts: ProductionCounts }[] }> {
  const perBase = new Map<number, MutableCounts>(bases.map((base) => [base, fresh()]));
  for (const row of await countRows(db, date, date, bases)) addRow(perBase.get(row.base)!, row);
  return { date, bases: [...perBase].sort(([a], [b]) => a - b).map(([baseNr, counts]) => ({ baseNr, counts })) };
}
