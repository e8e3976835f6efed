import type { Queryable } from '../db/database';

export interface NoteInput {
  readonly title: string;
  readonly text: string;
  readonly date: string;
  readonly tags?: readonly number[];
  readonly files?: readonly number[];
}

export type NotePatch = Partial<NoteInput>;

/** A client's notes as the contract's Note, newest first; `search` narrows to titles and texts holding it. */
export async function clientNotes(db: Queryable, clientId: number, search?: string, noteId?: number) {
  const params: unknown[] = [clientId];
  const filters = ['n.client_id = $1'];
  if (search) filters.push(`(strpos(lower(n.title), lower($${params.push(search)})) > 0 OR strpos(lower(n.text), lower($${params.length})) > 0)`);
  if (noteId !== undefined) filters.push(`n.id = $${params.push(noteId)}`);
  return db.query<Record<string, unknown>>(
    `SELECT n.id, n.title, n.text, n.date::text AS date, n.created_by AS "createdBy", n.created_at AS "createdAt", n.client_id AS "clientId",
            coalesce((SELECT json_agg(json_build_object('id', t.id, 'name', t.name, 'label', t.label) ORDER BY t.id)
                        FROM note_tag_link l JOIN note_tag t ON t.id = l.tag_id WHERE l.note_id = n.id), '[]'::json) AS tags,
            coalesce((SELECT json_agg(json_build_object('id', f.id, 'fileName', f.file_name, 'fileType', f.content_type, 'isDeleted', nf.is_deleted) ORDER BY f.id)
                        FROM note_file nf JOIN stored_file f ON f.id = nf.file_id WHERE nf.note_id = n.id), '[]'::json) AS files
       FROM note n
      WHERE ${filters.join(' AND ')}
      ORDER BY n.date DESC, n.id DESC`,
    params,
  );
}

/** The ids among these that no tag has: a note may name only tags that exist. */
export async function unknownIds(db: Queryable, table: 'note_tag', ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const known = await db.query<{ id: number }>(`SELECT id::int AS id FROM ${table} WHERE id = ANY($1::bigint[])`, [ids]);
  const found = new Set(known.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

/**
 * The file ids among these that this note may not carry: a note carries the files it has, and files just
 * uploaded by this officer that no note has yet (so no one attaches, and then reads, another's file).
 */
export async function unattachableFiles(db: Queryable, ids: readonly number[], uploadedBy: string, noteId: number | null): Promise<number[]> {
  if (ids.length === 0) return [];
  const attachable = await db.query<{ id: number }>(
    `SELECT f.id::int AS id FROM stored_file f
      WHERE f.id = ANY($1::bigint[])
        AND (EXISTS (SELECT 1 FROM note_file nf WHERE nf.file_id = f.id AND nf.note_id = $3)
             OR (f.created_by = $2 AND NOT EXISTS (SELECT 1 FROM note_file nf WHERE nf.file_id = f.id)))`,
    [ids, uploadedBy, noteId],
  );
  const found = new Set(attachable.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

/** Who may see a stored file through files/{id}: the notes (and their clients) carrying it, or its uploader while no note does. */
export interface NoteFileAccess {
  /** The clients in the bases whose notes carry the file, with whether it is struck through there. */
  readonly onNotes: readonly { readonly clientId: number; readonly isDeleted: boolean }[];
  /** The file is on no note at all and this officer uploaded it. */
  readonly ownUpload: boolean;
}

export async function noteFileAccess(db: Queryable, fileId: number, bases: readonly number[], officer: string): Promise<NoteFileAccess | null> {
  const [file] = await db.query<{ created_by: string; on_any_note: boolean }>(
    'SELECT created_by, EXISTS (SELECT 1 FROM note_file WHERE file_id = f.id) AS on_any_note FROM stored_file f WHERE id = $1',
    [fileId],
  );
  if (!file) return null;
  const onNotes = await db.query<{ clientId: number; isDeleted: boolean }>(
    `SELECT DISTINCT n.client_id AS "clientId", nf.is_deleted AS "isDeleted"
       FROM note_file nf JOIN note n ON n.id = nf.note_id JOIN client c ON c.id = n.client_id
      WHERE nf.file_id = $1 AND c.officer_id = ANY($2::int[])`,
    [fileId, bases],
  );
  const ownUpload = !file.on_any_note && file.created_by === officer;
  return onNotes.length > 0 || ownUpload ? { onNotes, ownUpload } : null;
}

/** Strikes the file through on the notes of these clients (part 2 §2.2: a deleted attachment is shown struck through). */
export async function strikeNoteFile(tx: Queryable, fileId: number, clientIds: readonly number[]): Promise<void> {
  await tx.query('UPDATE note_file nf SET is_deleted = true FROM note n WHERE n.id = nf.note_id AND nf.file_id = $1 AND n.client_id = ANY($2::int[])', [fileId, clientIds]);
}

/** Deletes an upload that no note carries (its uploader's own); a file something else refers to stays (foreign key: the caller answers 409). */
export async function deleteLooseUpload(tx: Queryable, fileId: number): Promise<void> {
  await tx.query('DELETE FROM stored_file f WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM note_file WHERE file_id = f.id)', [fileId]);
}

async function linkTagsAndFiles(tx: Queryable, noteId: number, note: NotePatch): Promise<void> {
  if (note.tags !== undefined) {
    await tx.query('DELETE FROM note_tag_link WHERE note_id = $1', [noteId]);
    await tx.query('INSERT INTO note_tag_link (note_id, tag_id) SELECT $1, unnest($2::int[])', [noteId, note.tags]);
  }
  if (note.files !== undefined) {
    // A file taken off the note stays, struck through (is_deleted), as part 2 §2.2 shows it.
    await tx.query('UPDATE note_file SET is_deleted = NOT (file_id = ANY($2::bigint[])) WHERE note_id = $1', [noteId, note.files]);
    await tx.query('INSERT INTO note_file (note_id, file_id) SELECT $1, unnest($2::bigint[]) ON CONFLICT (note_id, file_id) DO NOTHING', [noteId, note.files]);
  }
}

export async function createClientNote(tx: Queryable, clientId: number, note: NoteInput, createdBy: string, now: Date): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    'INSERT INTO note (client_id, title, text, date, created_by, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [clientId, note.title.trim(), note.text, note.date, createdBy, now],
  );
  await linkTagsAndFiles(tx, row!.id, note);
  return row!.id;
}

/** The note's client when the note is one of a client in the bases; null otherwise (not found). */
export async function noteClient(db: Queryable, noteId: number, bases: readonly number[]): Promise<number | null> {
  const [row] = await db.query<{ client_id: number }>(
    'SELECT n.client_id FROM note n JOIN client c ON c.id = n.client_id WHERE n.id = $1 AND c.officer_id = ANY($2::int[])',
    [noteId, bases],
  );
  return row?.client_id ?? null;
}

export async function updateClientNote(tx: Queryable, noteId: number, patch: NotePatch): Promise<void> {
  await tx.query(
    `UPDATE note SET title = coalesce($2, title), text = coalesce($3, text), date = coalesce($4::date, date) WHERE id = $1`,
    [noteId, patch.title?.trim() ?? null, patch.text ?? null, patch.date ?? null],
  );
  await linkTagsAndFiles(tx, noteId, patch);
}

export async function deleteClientNote(tx: Queryable, noteId: number): Promise<void> {
  await tx.query('DELETE FROM note WHERE id = $1', [noteId]);
}

export function noteTags(db: Queryable) {
  return db.query<{ id: number; name: string; label: string }>('SELECT id, name, label FROM note_tag ORDER BY id');
}
