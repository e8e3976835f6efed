import type { Queryable } from '../db/database';
import { ApiError } from '../http/apiError';
import type { UploadedFile } from './uploads';
import { fileKindOf, type FileKind } from '../../src/domain/files/fileKind';

/**
 * The Files capability's storage (ARCHITECTURE.md §7): a file's kind is read from its bytes (src/domain/files),
 * never from its name or the browser's claim; the bytes live in stored_file; the original name is kept only
 * as data (shown, and sent back in Content-Disposition encoded), never used as a path.
 */

export type { FileKind };
export { fileKindOf };

// Not worded by the spec; ours.
export const FILE_KIND_REFUSED = 'Filtypen støttes ikke (PDF, PNG, JPEG eller GIF)';
export const FILE_NOT_FOUND = 'Fant ikke filen';
/** The longest original name kept; a longer one is cut (it is data only). */
export const MAX_FILE_NAME_LENGTH = 255;

/** A name fit to show: control characters dropped, cut to MAX_FILE_NAME_LENGTH, 'fil' when nothing is left. */
export function fileNameAsData(name: string): string {
  const cleaned = name.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, MAX_FILE_NAME_LENGTH);
  return cleaned === '' ? 'fil' : cleaned;
}

/** Stores an uploaded file after checking its bytes; a 415 (nothing stored) when they are not an allowed kind. */
export async function storeUploadedFile(tx: Queryable, file: UploadedFile, createdBy: string, now: Date, allowed: readonly FileKind[]): Promise<number> {
  const kind = fileKindOf(file.bytes);
  if (kind === null || !allowed.includes(kind)) throw new ApiError(415, FILE_KIND_REFUSED, [{ path: `body.${file.field}`, message: FILE_KIND_REFUSED }]);
  return storeCheckedFile(tx, file, kind, createdBy, now);
}

/**
 * Stores a file whose content its caller has already checked by its own reader (an Evidensia payment file is
 * read through as camt.054 XML before it is kept): the name kept as data only, as for every stored file.
 */
export async function storeCheckedFile(tx: Queryable, file: Pick<UploadedFile, 'fileName' | 'bytes'>, contentType: string, createdBy: string, now: Date): Promise<number> {
  // The content goes as hex text, decoded by the database: PGlite serialises a bytea parameter byte by byte in JS
  // (about 6 s for a 3 MB camt.054 file on a loaded machine, against 0.6 s this way); PostgreSQL takes either alike.
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO stored_file (file_name, content_type, length, content, created_at, created_by)
     VALUES ($1, $2, $3, decode($4, 'hex'), $5, $6) RETURNING id::int AS id`,
    [fileNameAsData(file.fileName), contentType, file.bytes.length, Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength).toString('hex'), now, createdBy],
  );
  return row!.id;
}

export interface StoredFile {
  readonly fileName: string;
  readonly contentType: string;
  readonly content: Uint8Array;
}

export async function storedFileContent(db: Queryable, fileId: number): Promise<StoredFile | null> {
  const [row] = await db.query<{ file_name: string; content_type: string; content: Uint8Array }>('SELECT file_name, content_type, content FROM stored_file WHERE id = $1', [fileId]);
  return row ? { fileName: row.file_name, contentType: row.content_type, content: row.content } : null;
}

/** Content-Disposition for a stored name: an ASCII fallback and the exact name percent-encoded (RFC 6266), so no name can break the header. */
export function contentDisposition(fileName: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const fallback = fileName.replace(/[^\w.-]/g, '_');
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
