import { apiDecimalFromOre } from '../../src/domain/money/apiDecimal';
import { PRODUCT_TIME_ZONE } from '../../src/domain/product';
import type { Queryable } from '../db/database';

export type ImportCategory = 'Invoice' | 'Other';

/** A legacy (DOS) import file as the legacy API shows it (LegacyImportFile in legacy-api.yaml). */
export interface LegacyImportFile {
  readonly id: number;
  readonly fileName: string;
  readonly clientId: number;
  readonly clientName: string;
  readonly officerId: number | null;
  readonly subject: string;
  readonly description: string | null;
  readonly category: ImportCategory;
  readonly numberOfEntries: number;
  readonly sumAmount: number;
  readonly createdTime: string;
  readonly downloadedTime: string | null;
  readonly fileLength: number;
  readonly isLocked: boolean;
}

interface FileRow {
  id: number;
  file_name: string;
  client_id: number;
  client_name: string;
  officer_id: number | null;
  subject: string;
  description: string | null;
  category: ImportCategory;
  number_of_entries: number;
  sum_amount_ore: number;
  created_time: Date;
  downloaded_time: Date | null;
  file_length: number;
  is_locked: boolean;
}

/** A file belongs to the base of its client (client.officer_id), like the pending-count badge counts it. */
const IN_BASES = 'c.officer_id = ANY($1::int[])';

const FILE_COLUMNS = `
  f.id::int AS id, f.file_name, f.client_id, c.name AS client_name, f.officer_id, f.subject, f.description, f.category,
  f.number_of_entries, f.sum_amount_ore::float8 AS sum_amount_ore, f.created_time, f.downloaded_time, f.file_length, f.is_locked`;

function fileOf(row: FileRow): LegacyImportFile {
  return {
    id: row.id,
    fileName: row.file_name,
    clientId: row.client_id,
    clientName: row.client_name,
    officerId: row.officer_id,
    subject: row.subject,
    description: row.description,
    category: row.category,
    numberOfEntries: row.number_of_entries,
    sumAmount: apiDecimalFromOre(row.sum_amount_ore),
    createdTime: row.created_time.toISOString(),
    downloadedTime: row.downloaded_time?.toISOString() ?? null,
    fileLength: row.file_length,
    isLocked: row.is_locked,
  };
}

/** Files not downloaded yet, oldest first (the dashboard list, polled every 5 s), in the officer's bases. */
export async function listPendingImportFiles(db: Queryable, bases: readonly number[], category?: ImportCategory): Promise<LegacyImportFile[]> {
  const rows = await db.query<FileRow>(
    `SELECT ${FILE_COLUMNS}
       FROM legacy_import_file f JOIN client c ON c.id = f.client_id
      WHERE f.downloaded_time IS NULL AND ${IN_BASES} AND ($2::text IS NULL OR f.category = $2)
      ORDER BY f.created_time, f.id`,
    [[...bases], category ?? null],
  );
  return rows.map(fileOf);
}

export interface HistoryFilter {
  /** First and last day (yyyy-mm-dd, Oslo) the file was created; either may be left open. */
  readonly fromDate?: string;
  readonly toDate?: string;
  readonly maxItems: number;
}

/** Downloaded (archived) files, newest first, in the officer's bases. */
export async function listImportFileHistory(db: Queryable, bases: readonly number[], filter: HistoryFilter): Promise<LegacyImportFile[]> {
  const rows = await db.query<FileRow>(
    `SELECT ${FILE_COLUMNS}
       FROM legacy_import_file f JOIN client c ON c.id = f.client_id
      WHERE f.downloaded_time IS NOT NULL AND ${IN_BASES}
        AND ($2::date IS NULL OR f.created_time >= ($2::date)::timestamp AT TIME ZONE '${PRODUCT_TIME_ZONE}')
        AND ($3::date IS NULL OR f.created_time < ($3::date + 1)::timestamp AT TIME ZONE '${PRODUCT_TIME_ZONE}')
      ORDER BY f.created_time DESC, f.id DESC
      LIMIT $4`,
    [[...bases], filter.fromDate ?? null, filter.toDate ?? null, filter.maxItems],
  );
  return rows.map(fileOf);
}

export interface ImportFileContent {
  readonly fileName: string;
  readonly content: string;
  readonly isLocked: boolean;
}

/**
 * One file's text, or null when it does not exist or lies outside the officer's bases. Inside a
 * change, `forUpdate` holds the row so a lock cannot slip in between the check and the download.
 */
export async function importFileContent(
  db: Queryable,
  id: number,
  bases: readonly number[],
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<ImportFileContent | null> {
  const [row] = await db.query<{ file_name: string; content: string; is_locked: boolean }>(
    `SELECT f.file_name, f.content, f.is_locked
       FROM legacy_import_file f JOIN client c ON c.id = f.client_id
      WHERE f.id = $2 AND ${IN_BASES}${forUpdate ? ' FOR UPDATE OF f' : ''}`,
    [[...bases], id],
  );
  return row ? { fileName: row.file_name, content: row.content, isLocked: row.is_locked } : null;
}

/** Marks a file downloaded the first time it is fetched for real; it then leaves the pending list for the archive. */
export async function markImportFileDownloaded(tx: Queryable, id: number, at: Date): Promise<boolean> {
  const rows = await tx.query<{ id: number }>(
    'UPDATE legacy_import_file SET downloaded_time = $2 WHERE id = $1 AND downloaded_time IS NULL RETURNING id::int AS id',
    [id, at],
  );
  return rows.length > 0;
}

/** Locks or unlocks a file in the officer's bases; false when there is no such file there. */
export async function setImportFileLocked(tx: Queryable, id: number, bases: readonly number[], locked: boolean): Promise<boolean> {
  const rows = await tx.query<{ id: number }>(
    `UPDATE legacy_import_file f SET is_locked = $3
       FROM client c
      WHERE c.id = f.client_id AND f.id = $2 AND ${IN_BASES}
      RETURNING f.id::int AS id`,
    [[...bases], id, locked],
  );
  return rows.length > 0;
}
