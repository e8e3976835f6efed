import type { Queryable } from './database';

/**
 * Bulk loading for the seed, the same rows on both databases:
 * PGlite gets one COPY text-format body per batch through `COPY ... FROM '/dev/blob'` (its fastest way in, exposed by
 * pgliteDatabase.ts under this symbol); PostgreSQL gets one `INSERT ... SELECT FROM unnest($1::type[], ...)`
 * per batch (one round trip, no COPY stream library needed).
 */
export const COPY_CSV = Symbol.for('norlink.db.copyCsv');
export type CopyCsv = (sql: string, body: string) => Promise<void>;

export type ColumnType = 'int' | 'bigint' | 'smallint' | 'text' | 'bool' | 'date' | 'timestamptz' | 'numeric' | 'bytea' | 'text[]' | 'bigint[]';
export type Cell = string | number | boolean | null | Uint8Array | readonly string[] | readonly number[];

export interface BulkTable {
  readonly name: string;
  readonly columns: readonly (readonly [name: string, type: ColumnType])[];
}

/** A cell in COPY's text format: \N is NULL; backslash, tab, newline and carriage return are escaped. */
function textCell(value: Cell): string {
  if (value === null) return '\\N';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Uint8Array) return `\\\\x${Buffer.from(value).toString('hex')}`;
  const text = Array.isArray(value) ? arrayLiteral(value) : (value as string);
  return /[\\\t\n\r]/.test(text) ? text.replace(/[\\\t\n\r]/g, (ch) => TEXT_ESCAPES[ch]!) : text;
}
const TEXT_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

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
    const body = rows.map((row) => row.map(textCell).join('\t')).join('\n');
    await copy(`COPY ${table.name} (${names}) FROM '/dev/blob'`, body);
    return;
  }
  // 2-D arrays cannot go through unnest column by column, so an array travels as its literal and is cast back.
  const isArray = (type: ColumnType) => type.endsWith('[]');
  const params = table.columns.map(([, type], i) =>
    rows.map((row) => {
      const cell = row[i] ?? null;
      if (isArray(type) && Array.isArray(cell)) return arrayLiteral(cell);
      return pgParam(cell);
    }),
  );
  const unnestArgs = table.columns.map(([, type], i) => `$${i + 1}::${isArray(type) ? 'text' : type}[]`).join(', ');
  const select = table.columns
    .map(([name, type]) => (isArray(type) ? `${name}::${type}` : name))
    .join(', ');
  await tx.query(
    `INSERT INTO ${table.name} (${names}) SELECT ${select} FROM unnest(${unnestArgs}) AS t(${names})`,
    params,
  );
}

function arrayLiteral(values: readonly (string | number)[]): string {
  return `{${values.map((v) => `"${String(v).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

interface IndexDefinition {
  readonly name: string;
  readonly definition: string;
}

/**
 * Runs a bulk load with the secondary indexes of the given tables dropped, then builds them again from
 * their saved definitions: one sorted build is far cheaper than a million single inserts into each index.
 * Indexes behind constraints (primary keys, unique constraints) stay. All inside the caller's transaction.
 */
export async function withIndexesDeferred<T>(tx: Queryable, tables: readonly string[], work: () => Promise<T>): Promise<T> {
  const indexes = await tx.query<IndexDefinition>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i
       JOIN pg_class t ON t.oid = i.indrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = current_schema()
      WHERE t.relname = ANY($1::text[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
      ORDER BY 1`,
    [[...tables]],
  );
  for (const index of indexes) await tx.exec(`DROP INDEX ${index.name}`);
  const result = await work();
  for (const index of indexes) await tx.exec(index.definition);
  return result;
}

/** Whether the current role may switch off triggers for a session (superuser: PGlite always is). */
export async function canSkipTriggers(tx: Queryable): Promise<boolean> {
  const [row] = await tx.query<{ rolsuper: boolean }>('SELECT rolsuper FROM pg_roles WHERE rolname = current_user');
  return row?.rolsuper === true;
}
