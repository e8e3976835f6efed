import type { Queryable } from './database';

/**
 * Bulk loading for the seed, the same rows on both databases:
 * PGlite gets one CSV per batch through `COPY ... FROM '/dev/blob'` (its fastest way in, exposed by
 * pgliteDatabase.ts under this symbol); PostgreSQL gets one `INSERT ... SELECT FROM unnest($1::type[], ...)`
 * per batch (one round trip, no COPY stream library needed).
 */
export const COPY_CSV = Symbol.for('norlink.db.copyCsv');
export type CopyCsv = (sql: string, csv: string) => Promise<void>;

export type ColumnType = 'int' | 'bigint' | 'smallint' | 'text' | 'bool' | 'date' | 'timestamptz' | 'numeric' | 'bytea' | 'text[]';
export type Cell = string | number | boolean | null | Uint8Array | readonly string[];

export interface BulkTable {
  readonly name: string;
  readonly columns: readonly (readonly [name: string, type: ColumnType])[];
}

function csvCell(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  if (Array.isArray(value)) return csvCell(`{${value.map((v) => `"${String(v).replace(/["\\]/g, '\\$&')}"`).join(',')}}`);
  const text = value as string;
  // Quote always: an empty quoted string is '' and an empty unquoted one is NULL.
  return `"${text.replace(/"/g, '""')}"`;
}

function pgParam(value: Cell): unknown {
  if (value instanceof Uint8Array) return Buffer.from(value);
  return value;
}

/** Writes rows (one array of cells per row, in column order) into a table. */
export async function bulkInsert(tx: Queryable, table: BulkTable, rows: readonly (readonly Cell[])[]): Promise<void> {
  if (rows.length === 0) return;
  const names = table.columns.map(([name]) => name).join(', ');
  const copy = (tx as Partial<Record<typeof COPY_CSV, CopyCsv>>)[COPY_CSV];
  if (copy) {
    const csv = rows.map((row) => row.map(csvCell).join(',')).join('\n');
    await copy(`COPY ${table.name} (${names}) FROM '/dev/blob' WITH (FORMAT csv)`, csv);
    return;
  }
  // 2-D arrays cannot go through unnest column by column, so text[] travels as its literal and is cast back.
  const params = table.columns.map(([, type], i) =>
    rows.map((row) => {
      const cell = row[i] ?? null;
      if (type === 'text[]' && Array.isArray(cell)) return csvArrayLiteral(cell);
      return pgParam(cell);
    }),
  );
  const unnestArgs = table.columns.map(([, type], i) => `$${i + 1}::${type === 'text[]' ? 'text' : type}[]`).join(', ');
  const select = table.columns
    .map(([name, type]) => (type === 'text[]' ? `${name}::text[]` : name))
    .join(', ');
  await tx.query(
    `INSERT INTO ${table.name} (${names}) SELECT ${select} FROM unnest(${unnestArgs}) AS t(${names})`,
    params,
  );
}

function csvArrayLiteral(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}
