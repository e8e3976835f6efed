import { apiDecimalFromOre } from '../../src/domain/money/apiDecimal';
import type { Queryable } from '../db/database';
import type { KindSpec } from './collectionKind';

/**
 * The debt-collection reads (part 1 §2, §7). Officers see the items of the clients of their
 * active bases only (client.officer_id is the client's base); counts and sums cover those items.
 */

interface SumsRow {
  readonly item_count: number;
  readonly ready_count: number;
  readonly approved_count: number;
  readonly rejected_count: number;
  readonly sum_amount_ore: number;
  readonly sum_interest_ore: number;
  readonly sum_fee_ore: number;
}

export interface CollectionSums {
  readonly readyCount: number;
  readonly approvedCount: number;
  readonly rejectedCount: number;
  readonly sumAmount: number;
  readonly sumInterest: number;
  readonly sumFee: number;
}

function sumsOf(row: SumsRow): CollectionSums {
  return {
    readyCount: row.ready_count,
    approvedCount: row.approved_count,
    rejectedCount: row.rejected_count,
    sumAmount: apiDecimalFromOre(row.sum_amount_ore),
    sumInterest: apiDecimalFromOre(row.sum_interest_ore),
    sumFee: apiDecimalFromOre(row.sum_fee_ore),
  };
}

/** The items of one kind the officer may see, with what the counts and sums need. */
function visibleItems(spec: KindSpec): string {
  return `SELECT i.id, i.status, i.transmission_id, i.${spec.amountColumn} AS amount_ore, i.interest_part_ore, i.fee_part_ore
            FROM ${spec.table} i JOIN client c ON c.id = i.client_id
           WHERE c.officer_id = ANY($1::int[])`;
}

const SUMS = `count(*)::int AS item_count,
  count(*) FILTER (WHERE v.status = 'Ready')::int AS ready_count,
  count(*) FILTER (WHERE v.status = 'Approved')::int AS approved_count,
  count(*) FILTER (WHERE v.status = 'Rejected')::int AS rejected_count,
  coalesce(sum(v.amount_ore), 0)::float8 AS sum_amount_ore,
  coalesce(sum(v.interest_part_ore), 0)::float8 AS sum_interest_ore,
  coalesce(sum(v.fee_part_ore), 0)::float8 AS sum_fee_ore`;

const OSLO_DAY = (column: string) => `to_char(${column} AT TIME ZONE 'Europe/Oslo', 'YYYY-MM-DD')`;
const UTC_MOMENT = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

export interface BundleQuery {
  readonly bases: readonly number[];
  /** Only bundles with items still Ready (the pending lists). */
  readonly pendingOnly?: boolean;
  readonly bundleId?: number;
  readonly fromDate?: string;
  readonly toDate?: string;
  readonly maxItems?: number;
}

interface BundleRow extends SumsRow {
  readonly bundle_id: number;
  readonly officer_id: number | null;
  readonly date: string;
  readonly agency_count: number;
}

/** Bundle summaries, newest first, over the officer's items; a bundle with none of them is left out. */
export async function bundleSummaries(db: Queryable, spec: KindSpec, query: BundleQuery) {
  const params: unknown[] = [query.bases, spec.kind];
  const where = ['b.kind = $2'];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (query.bundleId !== undefined) where.push(`b.id = ${param(query.bundleId)}`);
  if (query.fromDate) where.push(`(b.bundle_date AT TIME ZONE 'Europe/Oslo')::date >= ${param(query.fromDate)}::date`);
  if (query.toDate) where.push(`(b.bundle_date AT TIME ZONE 'Europe/Oslo')::date <= ${param(query.toDate)}::date`);
  const rows = await db.query<BundleRow>(
    `WITH v AS (${visibleItems(spec)})
     SELECT b.id::int AS bundle_id, b.officer_id, ${OSLO_DAY('b.bundle_date')} AS date,
            count(DISTINCT t.id)::int AS agency_count, ${SUMS}
       FROM dc_bundle b JOIN dc_transmission t ON t.bundle_id = b.id JOIN v ON v.transmission_id = t.id
      WHERE ${where.join(' AND ')}
      GROUP BY b.id
     ${query.pendingOnly ? `HAVING count(*) FILTER (WHERE v.status = 'Ready') > 0` : ''}
      ORDER BY b.bundle_date DESC, b.id DESC
      LIMIT ${param(query.maxItems ?? 1000)}`,
    params,
  );
  return rows.map((row) => ({
    bundleId: row.bundle_id,
    ...(row.officer_id === null ? {} : { officerId: row.officer_id }),
    date: row.date,
    [spec.countField]: row.item_count,
    numberOfAgencies: row.agency_count,
    ...sumsOf(row),
  }));
}

interface AgencyRow extends SumsRow {
  readonly bundle_id: number;
  readonly transmission_id: string;
  readonly agency_id: number;
  readonly agency_name: string;
}

/** Each bundle's transmissions (one per agency) with the officer's counts and sums. */
async function agenciesOf(db: Queryable, spec: KindSpec, bases: readonly number[], bundleIds: readonly number[]) {
  const rows = await db.query<AgencyRow>(
    `WITH v AS (${visibleItems(spec)})
     SELECT t.bundle_id::int AS bundle_id, t.id AS transmission_id, a.id AS agency_id, a.name AS agency_name, ${SUMS}
       FROM dc_transmission t JOIN collection_agency a ON a.id = t.agency_id JOIN v ON v.transmission_id = t.id
      WHERE t.bundle_id = ANY($2::bigint[])
      GROUP BY t.id, a.id
      ORDER BY a.name, t.id`,
    [bases, bundleIds],
  );
  const byBundle = new Map<number, object[]>();
  for (const row of rows) {
    const list = byBundle.get(row.bundle_id) ?? [];
    list.push({
      transmissionId: row.transmission_id,
      agencyId: row.agency_id,
      agencyName: row.agency_name,
      [spec.countField]: row.item_count,
      ...sumsOf(row),
    });
    byBundle.set(row.bundle_id, list);
  }
  return byBundle;
}

/** Bundles with their agencies (the pending lists and one bundle's page). */
export async function bundlesWithAgencies(db: Queryable, spec: KindSpec, query: BundleQuery) {
  const bundles = await bundleSummaries(db, spec, query);
  const agencies = await agenciesOf(db, spec, query.bases, bundles.map((bundle) => bundle.bundleId));
  return bundles.map((bundle) => ({ ...bundle, agencies: agencies.get(bundle.bundleId) ?? [] }));
}

/** Whether a bundle of this kind exists at all (whoever's clients are in it). */
export async function bundleExists(db: Queryable, spec: KindSpec, bundleId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM dc_bundle WHERE id = $1 AND kind = $2', [bundleId, spec.kind]);
  return rows.length > 0;
}

interface TransmissionRow {
  readonly id: string;
  readonly bundle_id: number;
  readonly date: string;
  readonly agency_id: number;
  readonly agency_name: string;
  readonly file_format: string;
  readonly officer_id: number | null;
  readonly officer_name: string | null;
  readonly officer_email: string | null;
  readonly officer_phone: string | null;
}

interface ItemRow {
  readonly id: number;
  readonly client_id: number;
  readonly client_name: string;
  readonly customer_id: number;
  readonly customer_number: number;
  readonly customer_name: string;
  readonly invoice_number: number;
  readonly amount_ore: number;
  readonly rest_amount_ore: number | null;
  readonly interest_part_ore: number;
  readonly fee_part_ore: number;
  readonly status: string;
  readonly agency_customer_number: string | null;
  readonly currency_code: string | null;
  readonly dispute_code: string | null;
  readonly case_number: string | null;
  readonly reg_date: string | null;
  readonly journal_date: string | null;
  readonly tag: string | null;
  readonly reference: string | null;
}

function itemColumns(spec: KindSpec): string {
  return spec.kind === 'CASE'
    ? `i.rest_amount_ore::float8 AS rest_amount_ore, i.currency_code, i.dispute_code, i.case_number,
       NULL AS reg_date, NULL AS journal_date, NULL AS tag, NULL AS reference`
    : `NULL AS rest_amount_ore, NULL AS currency_code, NULL AS dispute_code, NULL AS case_number,
       to_char(i.reg_date, 'YYYY-MM-DD') AS reg_date, to_char(i.journal_date, 'YYYY-MM-DD') AS journal_date, i.tag, i.reference`;
}

function caseOf(row: ItemRow) {
  return {
    id: row.id,
    customerId: row.customer_id,
    customerNumber: row.customer_number,
    customerName: row.customer_name,
    invoiceNumber: row.invoice_number,
    invoiceAmount: apiDecimalFromOre(row.amount_ore),
    restAmount: apiDecimalFromOre(row.rest_amount_ore ?? 0),
    interestPart: apiDecimalFromOre(row.interest_part_ore),
    feePart: apiDecimalFromOre(row.fee_part_ore),
    currencyCode: row.currency_code ?? 'NOK',
    disputeCode: row.dispute_code,
    status: row.status,
    agencyCustomerNumber: row.agency_customer_number,
    caseNumber: row.case_number,
  };
}

function paymentOf(row: ItemRow) {
  return {
    id: row.id,
    regDate: row.reg_date!,
    journalDate: row.journal_date!,
    amount: apiDecimalFromOre(row.amount_ore),
    tag: row.tag,
    reference: row.reference,
    status: row.status,
    customerNumber: row.customer_number,
    customerName: row.customer_name,
    invoiceNumber: row.invoice_number,
    interestPart: apiDecimalFromOre(row.interest_part_ore),
    feePart: apiDecimalFromOre(row.fee_part_ore),
    agencyCustomerNumber: row.agency_customer_number,
  };
}

function clientSums(rows: readonly ItemRow[]): SumsRow {
  const count = (status: string) => rows.filter((row) => row.status === status).length;
  const sum = (pick: (row: ItemRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    item_count: rows.length,
    ready_count: count('Ready'),
    approved_count: count('Approved'),
    rejected_count: count('Rejected'),
    sum_amount_ore: sum((row) => row.amount_ore),
    sum_interest_ore: sum((row) => row.interest_part_ore),
    sum_fee_ore: sum((row) => row.fee_part_ore),
  };
}

/**
 * One transmission of a bundle: officer, agency, the officer's clients with their items, the log
 * of sendings and the files. Null when the bundle has no such transmission of this kind.
 */
export async function transmissionDetail(db: Queryable, spec: KindSpec, bases: readonly number[], bundleId: number, transmissionId: string) {
  const [transmission] = await db.query<TransmissionRow>(
    `SELECT t.id, t.bundle_id::int AS bundle_id, ${OSLO_DAY('b.bundle_date')} AS date,
            a.id AS agency_id, a.name AS agency_name, a.${spec.formatColumn} AS file_format,
            o.id AS officer_id, o.name AS officer_name, o.email AS officer_email, o.phone_nr AS officer_phone
       FROM dc_transmission t JOIN dc_bundle b ON b.id = t.bundle_id JOIN collection_agency a ON a.id = t.agency_id
       LEFT JOIN officer o ON o.id = t.officer_id
      WHERE t.id = $1 AND t.bundle_id = $2 AND t.kind = $3`,
    [transmissionId, bundleId, spec.kind],
  );
  if (!transmission) return null;
  const [items, numbers, logs, files] = await Promise.all([
    db.query<ItemRow>(
      `SELECT i.id::int AS id, i.client_id, c.name AS client_name, i.customer_id::int AS customer_id, cu.nr AS customer_number,
              cu.name AS customer_name, inv.jour_nr::float8 AS invoice_number, i.${spec.amountColumn}::float8 AS amount_ore,
              i.interest_part_ore::float8 AS interest_part_ore, i.fee_part_ore::float8 AS fee_part_ore, i.status,
              i.agency_customer_number, ${itemColumns(spec)}
         FROM ${spec.table} i JOIN client c ON c.id = i.client_id JOIN customer cu ON cu.id = i.customer_id
         JOIN invoice inv ON inv.id = i.invoice_id
        WHERE i.transmission_id = $1 AND c.officer_id = ANY($2::int[])
        ORDER BY c.name, c.id, cu.nr, i.id`,
      [transmissionId, bases],
    ),
    db.query<{ client_id: number; number: string; name: string }>(
      `SELECT n.client_id, n.number, n.name FROM agency_customer_number n
        WHERE n.agency_id = $1 AND n.client_id IN (SELECT DISTINCT client_id FROM ${spec.table} WHERE transmission_id = $2)
        ORDER BY n.number`,
      [transmission.agency_id, transmissionId],
    ),
    db.query<{ text: string; transmission_type: string; time_sent: string; status: string; error_text: string | null }>(
      `SELECT text, transmission_type, ${UTC_MOMENT('time_sent')} AS time_sent, status, error_text
         FROM dc_transmission_log WHERE transmission_id = $1 ORDER BY time_sent, id`,
      [transmissionId],
    ),
    db.query<{ id: number; file_name: string; content_type: string; created: string }>(
      `SELECT id::int AS id, file_name, content_type, ${UTC_MOMENT('created')} AS created
         FROM dc_transmission_file WHERE transmission_id = $1 ORDER BY created, id`,
      [transmissionId],
    ),
  ]);
  const clients = new Map<number, { name: string; rows: ItemRow[] }>();
  for (const row of items) {
    const client = clients.get(row.client_id) ?? { name: row.client_name, rows: [] };
    client.rows.push(row);
    clients.set(row.client_id, client);
  }
  return {
    transmissionId: transmission.id,
    bundleId: transmission.bundle_id,
    date: transmission.date,
    ...(transmission.officer_id === null
      ? {}
      : {
          officer: {
            id: transmission.officer_id,
            name: transmission.officer_name!,
            ...(transmission.officer_email ? { email: transmission.officer_email } : {}),
            phoneNr: transmission.officer_phone,
          },
        }),
    agency: { id: transmission.agency_id, name: transmission.agency_name, fileFormat: transmission.file_format },
    clients: [...clients.entries()].map(([clientId, client]) => ({
      clientId,
      clientName: client.name,
      ...(spec.kind === 'CASE'
        ? {
            agencyCustomerNumbers: numbers.filter((n) => n.client_id === clientId).map((n) => ({ number: n.number, name: n.name })),
            invoices: client.rows.map(caseOf),
          }
        : { payments: client.rows.map(paymentOf) }),
      ...sumsOf(clientSums(client.rows)),
    })),
    transmissions: logs.map((log) => ({
      text: log.text,
      transmissionType: log.transmission_type,
      timeSent: log.time_sent,
      status: log.status,
      errorText: log.error_text,
    })),
    files: files.map((file) => ({ id: file.id, fileName: file.file_name, contentType: file.content_type, created: file.created })),
  };
}

/** A transmission file, if the officer sees some item of its transmission. */
export async function transmissionFile(db: Queryable, bases: readonly number[], fileId: number) {
  const [file] = await db.query<{ file_name: string; content_type: string; content: Uint8Array }>(
    `SELECT f.file_name, f.content_type, f.content FROM dc_transmission_file f JOIN dc_transmission t ON t.id = f.transmission_id
      WHERE f.id = $1 AND (
        EXISTS (SELECT 1 FROM dc_case i JOIN client c ON c.id = i.client_id WHERE i.transmission_id = t.id AND c.officer_id = ANY($2::int[]))
        OR EXISTS (SELECT 1 FROM dc_payment i JOIN client c ON c.id = i.client_id WHERE i.transmission_id = t.id AND c.officer_id = ANY($2::int[])))`,
    [fileId, bases],
  );
  return file ?? null;
}
