import type { ImportSourceRecord } from '../../src/domain/client/importSource';
import type { Queryable } from '../db/database';

const SOURCE_COLUMNS = `s.id, s.client_id AS "clientId", s.source, to_char(s.activated_at, 'YYYY-MM-DD') AS "activatedAt", s.person_id AS "personId",
  s.comment, s.username, s.file_format AS "fileFormat"`;

/** A client's import sources (part 2 §2.2 sources, §7.3) as the contract's ImportSource, newest activation first. */
export function clientImportSources(db: Queryable, clientId: number) {
  return db.query<Record<string, unknown>>(`SELECT ${SOURCE_COLUMNS} FROM import_source s WHERE s.client_id = $1 ORDER BY s.activated_at DESC, s.id`, [clientId]);
}

/** The source's client when the source is one of a client in the bases; null otherwise (not found). */
export async function sourceClient(db: Queryable, sourceId: number, bases: readonly number[]): Promise<number | null> {
  const [row] = await db.query<{ client_id: number }>(
    'SELECT s.client_id FROM import_source s JOIN client c ON c.id = s.client_id WHERE s.id = $1 AND c.officer_id = ANY($2::int[])',
    [sourceId, bases],
  );
  return row?.client_id ?? null;
}

/** Whether the person is one of the client's contact persons (a source names only its own client's). */
export async function isClientPerson(db: Queryable, clientId: number, personId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM person WHERE id = $1 AND client_id = $2', [personId, clientId])).length > 0;
}

export async function createImportSource(tx: Queryable, clientId: number, source: ImportSourceRecord) {
  const [row] = await tx.query<Record<string, unknown>>(
    `INSERT INTO import_source AS s (client_id, source, activated_at, person_id, comment, username, file_format)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${SOURCE_COLUMNS}`,
    [clientId, source.source, source.activatedAt, source.personId, source.comment, source.username, source.fileFormat],
  );
  return row!;
}

/** The updated source, or null when it is gone (deleted by another officer since it was found). */
export async function updateImportSource(tx: Queryable, sourceId: number, source: ImportSourceRecord) {
  const [row] = await tx.query<Record<string, unknown>>(
    `UPDATE import_source AS s SET source = $2, activated_at = $3, person_id = $4, comment = $5, username = $6, file_format = $7
      WHERE s.id = $1 RETURNING ${SOURCE_COLUMNS}`,
    [sourceId, source.source, source.activatedAt, source.personId, source.comment, source.username, source.fileFormat],
  );
  return row ?? null;
}

export async function deleteImportSource(tx: Queryable, sourceId: number): Promise<boolean> {
  return (await tx.query('DELETE FROM import_source WHERE id = $1 RETURNING id', [sourceId])).length > 0;
}

/** The file formats an FTP or SFTP source may deliver (GET sources/ftp/formats), in their order. */
export function ftpFileFormats(db: Queryable) {
  return db.query<{ value: string; label: string }>('SELECT value, label FROM import_file_format ORDER BY position, value');
}

export async function isFtpFileFormat(db: Queryable, value: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM import_file_format WHERE value = $1', [value])).length > 0;
}

/** The FTP setup of an FTP or SFTP source (GET sources/{id}/ftp): its username, file format and server; null for another source. */
export async function sourceFtpSetup(db: Queryable, sourceId: number) {
  const [row] = await db.query<{ sourceId: number; username: string; fileFormat: string | null; server: string | null }>(
    `SELECT s.id AS "sourceId", s.username, s.file_format AS "fileFormat", f.host AS server
       FROM import_source s LEFT JOIN import_ftp_server f ON f.source = s.source
      WHERE s.id = $1 AND s.source IN ('FTP', 'SFTP') AND s.username IS NOT NULL`,
    [sourceId],
  );
  return row ?? null;
}
