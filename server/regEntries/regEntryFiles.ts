import { ENTRY_CLIENT_NOT_FOUND_MESSAGE, ENTRY_NOT_LOADED_MESSAGE } from '../../src/domain/entry/entryTexts';
import { FILE_NOT_PDF_MESSAGE } from '../../src/domain/files/pdfFile';
import type { Queryable } from '../db/database';
import { fileKindOf, fileNameAsData, storeCheckedFile } from '../files/storedFiles';
import type { UploadedFile } from '../files/uploads';
import { ApiError } from '../http/apiError';
import { entryFileOf } from './regEntryStore';
import { ENTRY_NOT_DRAFT_MESSAGE } from './regEntryChanges';

/** Not worded by the spec; ours. An entry's files (Faktura kopi, Vedlegg, multi-upload) are PDFs, known by their bytes (the form's rule, src/domain/files/pdfFile.ts). */
export const FILE_TOO_LARGE_MESSAGE = 'Filen er for stor';
export const EMPTY_FILE_MESSAGE = 'Filen er tom';

/** Faktura kopi or Vedlegg: the two file slots of an entry. */
export type EntryFileSlot = 'invoice_copy' | 'attachment';

/** Why a file cannot be kept as an entry's PDF, or null when it can. */
export function pdfRefusal(file: UploadedFile): string | null {
  if (file.tooLarge) return FILE_TOO_LARGE_MESSAGE;
  if (file.bytes.length === 0) return EMPTY_FILE_MESSAGE;
  return fileKindOf(file.bytes) === 'application/pdf' ? null : FILE_NOT_PDF_MESSAGE;
}

/** The draft entry of the client (in the officer's bases), locked for the change; 404 or 409 otherwise. */
async function lockDraft(tx: Queryable, bases: readonly number[], clientId: number, entryId: number) {
  const [entry] = await tx.query<{ status: string; invoice_copy_file_id: number | null; attachment_file_id: number | null }>(
    `SELECT e.status, e.invoice_copy_file_id::int, e.attachment_file_id::int
       FROM reg_entry e JOIN client c ON c.id = e.client_id
      WHERE e.id = $1 AND e.client_id = $2 AND c.officer_id = ANY($3::int[]) FOR UPDATE OF e`,
    [entryId, clientId, [...bases]],
  );
  if (!entry || entry.status === 'DELETED') throw new ApiError(404, ENTRY_NOT_LOADED_MESSAGE);
  if (entry.status !== 'DRAFT') throw new ApiError(409, ENTRY_NOT_DRAFT_MESSAGE);
  return entry;
}

/**
 * Keeps the uploaded PDF as the entry's invoice copy or attachment, replacing (and removing) the one before.
 * A file that is not a PDF by its bytes is refused (415) before anything is stored.
 */
export async function storeEntryFile(
  tx: Queryable,
  request: { readonly bases: readonly number[]; readonly clientId: number; readonly entryId: number; readonly slot: EntryFileSlot; readonly file: UploadedFile; readonly createdBy: string },
) {
  const entry = await lockDraft(tx, request.bases, request.clientId, request.entryId);
  const refusal = pdfRefusal(request.file);
  if (refusal !== null) throw new ApiError(415, refusal, [{ path: `body.${request.file.field}`, message: refusal }]);
  const fileId = await storeCheckedFile(tx, request.file, 'application/pdf', request.createdBy, new Date());
  await tx.query(`UPDATE reg_entry SET ${request.slot}_file_id = $2, ${request.slot}_descr = NULL WHERE id = $1`, [request.entryId, fileId]);
  const previous = request.slot === 'invoice_copy' ? entry.invoice_copy_file_id : entry.attachment_file_id;
  if (previous !== null) await tx.query('DELETE FROM stored_file WHERE id = $1', [previous]);
  const [stored] = await tx.query<{ id: number; fileName: string; length: number; numberOfPages: number | null }>(
    'SELECT id::int, file_name AS "fileName", length, number_of_pages AS "numberOfPages" FROM stored_file WHERE id = $1',
    [fileId],
  );
  return entryFileOf({ ...stored!, descr: null });
}

/** Removes the entry's invoice copy or attachment; true when there was one. */
export async function removeEntryFile(
  tx: Queryable,
  request: { readonly bases: readonly number[]; readonly clientId: number; readonly entryId: number; readonly slot: EntryFileSlot },
): Promise<boolean> {
  const entry = await lockDraft(tx, request.bases, request.clientId, request.entryId);
  const fileId = request.slot === 'invoice_copy' ? entry.invoice_copy_file_id : entry.attachment_file_id;
  if (fileId === null) return false;
  await tx.query(`UPDATE reg_entry SET ${request.slot}_file_id = NULL, ${request.slot}_descr = NULL WHERE id = $1`, [request.entryId]);
  await tx.query('DELETE FROM stored_file WHERE id = $1', [fileId]);
  return true;
}

export interface MultiUploadResult {
  readonly results: { readonly originalName: string; readonly success: boolean; readonly reason: string | null }[];
  readonly numberOfUploadedFiles: number;
  readonly numberOfFailedUploads: number;
}

/**
 * The PDFs of a multi-upload kept for the client's registration (each becomes the Faktura kopi of the client's
 * next new entry, in upload order: takeClientUpload in regEntryChanges.ts), each answered for itself: a file that is
 * not a PDF, is empty or is over the limit is refused with its reason and nothing of it is stored.
 */
export async function storeClientUploads(
  tx: Queryable,
  request: { readonly bases: readonly number[]; readonly clientId: number; readonly officerId: number; readonly createdBy: string; readonly files: readonly UploadedFile[] },
): Promise<MultiUploadResult> {
  const [client] = await tx.query('SELECT 1 FROM client WHERE id = $1 AND officer_id = ANY($2::int[])', [request.clientId, [...request.bases]]);
  if (!client) throw new ApiError(404, ENTRY_CLIENT_NOT_FOUND_MESSAGE);
  const now = new Date();
  const results: MultiUploadResult['results'][number][] = [];
  for (const file of request.files) {
    const reason = pdfRefusal(file);
    if (reason === null) {
      const fileId = await storeCheckedFile(tx, file, 'application/pdf', request.createdBy, now);
      await tx.query('INSERT INTO reg_entry_upload (client_id, file_id, created_at, created_by) VALUES ($1, $2, $3, $4)', [request.clientId, fileId, now, request.officerId]);
    }
    results.push({ originalName: fileNameAsData(file.fileName), success: reason === null, reason });
  }
  const uploaded = results.filter((result) => result.success).length;
  return { results, numberOfUploadedFiles: uploaded, numberOfFailedUploads: results.length - uploaded };
}
