import { csvDocument, type CsvCell } from '../../src/domain/csv/csv';
import { formatNorwegianDateTime } from '../../src/domain/dates/norwegianDate';
import { formatAmountForFile } from '../../src/domain/money/formatAmount';
import { inBases } from '../customers/customerSql';
import type { Queryable } from '../db/database';

export type AuditSubject = 'client' | 'customer' | 'invoice';

/** Each subject's column of audit_event (a fixed list: the name goes into the SQL). */
const COLUMN: Record<AuditSubject, string> = { client: 'client_ids', customer: 'customer_ids', invoice: 'invoice_ids' };

/**
 * Whether the subject is in the officer's bases: outside them it does not exist (404). The id is compared as a
 * bigint: the contract's subjectId is one for customers and invoices, and a client id above 2^31 read as the
 * integer of client.id failed the statement (a 500 for an id that simply does not exist).
 */
const VISIBLE: Record<AuditSubject, string> = {
  client: `SELECT 1 FROM client c WHERE c.id = $1::bigint AND ${inBases('c', '$2')}`,
  customer: `SELECT 1 FROM customer cu JOIN client c ON c.id = cu.client_id WHERE cu.id = $1::bigint AND ${inBases('c', '$2')}`,
  invoice: `SELECT 1 FROM invoice i JOIN client c ON c.id = i.client_id WHERE i.id = $1::bigint AND ${inBases('c', '$2')}`,
};

export interface AuditEvent {
  readonly id: number;
  readonly at: string;
  readonly officerId: number | null;
  readonly officerName: string | null;
  readonly api: string;
  readonly operation: string;
  readonly clientIds: number[];
  readonly customerIds: number[];
  readonly invoiceIds: number[];
  readonly otherIds: Record<string, (number | string)[]>;
  readonly movedOre: number;
}

interface Row {
  id: number;
  at: Date | string;
  officer_id: number | null;
  officer_name: string | null;
  api: string;
  operation: string;
  client_ids: number[];
  customer_ids: number[];
  invoice_ids: number[];
  other_ids: Record<string, (number | string)[]>;
  moved_ore: number;
}

const toEvent = (row: Row): AuditEvent => ({
  id: row.id,
  at: new Date(row.at).toISOString(),
  officerId: row.officer_id,
  officerName: row.officer_name,
  api: row.api,
  operation: row.operation,
  clientIds: row.client_ids,
  customerIds: row.customer_ids,
  invoiceIds: row.invoice_ids,
  otherIds: row.other_ids,
  movedOre: row.moved_ore,
});

/** The trail's rows newest first; ids come as float8 (exact to 2^53), so they arrive as numbers on both databases. */
const SELECT_EVENTS = (subject: AuditSubject) => `
  SELECT e.id::float8 AS id, e.at, e.officer_id, coalesce(o.name, e.system_actor) AS officer_name, e.api, e.operation,
         e.client_ids::float8[] AS client_ids, e.customer_ids::float8[] AS customer_ids, e.invoice_ids::float8[] AS invoice_ids,
         e.other_ids, e.moved_ore::float8 AS moved_ore
    FROM audit_event e LEFT JOIN officer o ON o.id = e.officer_id
   WHERE e.${COLUMN[subject]} @> ARRAY[$1::bigint]
   ORDER BY e.id DESC`;

async function visible(db: Queryable, subject: AuditSubject, id: number, bases: readonly number[]): Promise<boolean> {
  return (await db.query(VISIBLE[subject], [id, bases])).length > 0;
}

export interface AuditQuery {
  readonly subject: AuditSubject;
  readonly id: number;
  readonly bases: readonly number[];
}

/** One page of the trail of a client, customer or invoice; null when it is not in the officer's bases. */
export async function auditPage(db: Queryable, query: AuditQuery & { page: number; size: number }) {
  if (!(await visible(db, query.subject, query.id, query.bases))) return null;
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM audit_event WHERE ${COLUMN[query.subject]} @> ARRAY[$1::bigint]`,
    [query.id],
  );
  const rows = await db.query<Row>(`${SELECT_EVENTS(query.subject)} LIMIT $2 OFFSET $3`, [query.id, query.size, (query.page - 1) * query.size]);
  return { items: rows.map(toEvent), total: count!.total, page: query.page, size: query.size };
}

export const AUDIT_CSV_HEADER = ['Tidspunkt', 'Saksbehandler', 'API', 'Operasjon', 'Klienter', 'Kunder', 'Fakturaer', 'Andre id-er', 'Beløp'];

/** dd.mm.yyyy hh:mm:ss in Oslo time: an audit trail needs the second. */
function auditTime(at: string): string {
  const instant = new Date(at);
  return `${formatNorwegianDateTime(instant)}:${String(instant.getUTCSeconds()).padStart(2, '0')}`;
}

function csvRow(event: AuditEvent): CsvCell[] {
  return [
    auditTime(event.at),
    event.officerName ?? '',
    event.api,
    event.operation,
    event.clientIds.join(' '),
    event.customerIds.join(' '),
    event.invoiceIds.join(' '),
    Object.entries(event.otherIds)
      .map(([kind, ids]) => `${kind}: ${ids.join(' ')}`)
      .join(', '),
    { number: formatAmountForFile(event.movedOre) },
  ];
}

/** The whole trail (no cap) as the CSV file of ARCHITECTURE §7; null when the subject is not in the officer's bases. */
export async function auditCsv(db: Queryable, query: AuditQuery): Promise<string | null> {
  if (!(await visible(db, query.subject, query.id, query.bases))) return null;
  const rows = await db.query<Row>(SELECT_EVENTS(query.subject), [query.id]);
  return csvDocument(AUDIT_CSV_HEADER, rows.map((row) => csvRow(toEvent(row))));
}
