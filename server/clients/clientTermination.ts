import { terminationEventTag, revokeEventTag, TERMINATION_EVENT_TEXTS, type TerminationEventTag } from '../../src/domain/termination/terminationLog';
import { PDF_MIME_TYPE } from '../../src/domain/termination/terminationValidation';
import type { Queryable } from '../db/database';

/** A termination change makes the client (its banner, badge and status) and its log stale. */
export const terminationEndPoints = (clientId: number) => [`clients/${clientId}`, `clients/${clientId}/termination`, `clients/${clientId}/termination-log`];

const STATUS_COLUMNS = `c.id AS "clientId", c.is_active AS "isActive", c.termination_date::text AS "terminationDate",
  c.end_of_service_date::text AS "endOfServiceDate", c.termination_note AS "terminationNote"`;

export interface TerminationStatusRow {
  readonly clientId: number;
  readonly isActive: boolean;
  readonly terminationDate: string | null;
  readonly endOfServiceDate: string | null;
  readonly terminationNote: string | null;
}

/** The client's termination status (GET clients/{id}/termination); `forUpdate` locks the client row for a change. */
export async function terminationStatus(db: Queryable, clientId: number, forUpdate = false): Promise<TerminationStatusRow> {
  const [row] = await db.query<TerminationStatusRow>(`SELECT ${STATUS_COLUMNS} FROM client c WHERE c.id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [clientId]);
  return row!;
}

/** The client's termination log, newest first, each entry with its PDF when it has one. */
export function terminationLog(db: Queryable, clientId: number) {
  return db.query<Record<string, unknown>>(
    `SELECT l.event_date AS "eventDate", l.made_by AS "madeBy", l.event_text AS "eventText", l.event_tag AS "eventTag",
            l.termination_note AS "terminationNote", l.type, l.termination_date::text AS "terminationDate",
            l.end_of_service_date::text AS "endOfServiceDate",
            CASE WHEN f.id IS NULL THEN NULL
                 ELSE json_build_object('clientId', l.client_id, 'id', f.id, 'fileName', f.file_name, 'mimeType', f.content_type) END AS attachment
       FROM client_termination_log l LEFT JOIN stored_file f ON f.id = l.attachment_file_id
      WHERE l.client_id = $1
      ORDER BY l.event_date DESC, l.id DESC`,
    [clientId],
  );
}

/** Whether the company register says the client's company is bankrupt (part 2 §4). */
export async function clientIsBankrupt(db: Queryable, clientId: number): Promise<boolean> {
  const [row] = await db.query<{ bankrupt: boolean }>(
    'SELECT coalesce(b.is_bankrupt, false) AS bankrupt FROM client c LEFT JOIN brreg_company b ON b.org_no = c.org_no WHERE c.id = $1',
    [clientId],
  );
  return row?.bankrupt ?? false;
}

/** Whether the termination standing now already has its PDF (logged since the last revoke or reactivation). */
export async function hasStoredTerminationPdf(db: Queryable, clientId: number): Promise<boolean> {
  const found = await db.query(
    `SELECT 1 FROM client_termination_log l
      WHERE l.client_id = $1 AND l.attachment_file_id IS NOT NULL
        AND l.event_date > coalesce((SELECT max(r.event_date) FROM client_termination_log r
                                      WHERE r.client_id = $1 AND r.event_tag IN ('REVOKED', 'REACTIVATED')), '-infinity')
      LIMIT 1`,
    [clientId],
  );
  return found.length > 0;
}

/** The attachment's file when it belongs to the client's termination log; null otherwise (not found). */
export async function terminationAttachment(db: Queryable, clientId: number, fileId: number) {
  const [row] = await db.query<{ fileName: string; contentType: string; content: Uint8Array }>(
    `SELECT f.file_name AS "fileName", f.content_type AS "contentType", f.content
       FROM stored_file f
      WHERE f.id = $2 AND EXISTS (SELECT 1 FROM client_termination_log l WHERE l.client_id = $1 AND l.attachment_file_id = f.id)`,
    [clientId, fileId],
  );
  return row ?? null;
}

export interface TerminationChange {
  readonly terminationNote: string | null;
  readonly terminationDate: string;
  readonly endOfServiceDate: string;
  /** The checked PDF; its name is data only. */
  readonly pdf: { readonly fileName: string; readonly bytes: Buffer } | null;
}

export async function logEvent(
  tx: Queryable,
  clientId: number,
  tag: TerminationEventTag,
  entry: { madeBy: string; now: Date; note: string | null; terminationDate: string | null; endOfServiceDate: string | null; fileId: number | null },
): Promise<void> {
  await tx.query(
    `INSERT INTO client_termination_log (client_id, event_date, made_by, event_text, event_tag, termination_note, termination_date, end_of_service_date, attachment_file_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [clientId, entry.now, entry.madeBy, TERMINATION_EVENT_TEXTS[tag], tag, entry.note, entry.terminationDate, entry.endOfServiceDate, entry.fileId],
  );
}

/**
 * Registers, changes or postpones the termination of a client (its row locked by the caller): the PDF stored,
 * the client's dates and note set, the event logged as TERMINATED, POSTPONED or BANKRUPT.
 */
export async function registerTermination(
  tx: Queryable,
  clientId: number,
  change: TerminationChange,
  { madeBy, now, isBankrupt, alreadyRegistered }: { madeBy: string; now: Date; isBankrupt: boolean; alreadyRegistered: boolean },
): Promise<void> {
  let fileId: number | null = null;
  if (change.pdf) {
    const [file] = await tx.query<{ id: number }>(
      `INSERT INTO stored_file (file_name, content_type, length, content, created_at, created_by)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::int AS id`,
      [change.pdf.fileName, PDF_MIME_TYPE, change.pdf.bytes.length, change.pdf.bytes, now, madeBy],
    );
    fileId = file!.id;
  }
  await tx.query('UPDATE client SET termination_date = $2, end_of_service_date = $3, termination_note = $4 WHERE id = $1', [
    clientId,
    change.terminationDate,
    change.endOfServiceDate,
    change.terminationNote,
  ]);
  await logEvent(tx, clientId, terminationEventTag(isBankrupt, alreadyRegistered), {
    madeBy,
    now,
    note: change.terminationNote,
    terminationDate: change.terminationDate,
    endOfServiceDate: change.endOfServiceDate,
    fileId,
  });
}

/**
 * Revokes an active client's termination, or reactivates a client whose service has ended: the dates and note
 * cleared, the client active, the comment logged with the dates that were.
 */
export async function revokeTermination(tx: Queryable, status: TerminationStatusRow, { madeBy, now, comment }: { madeBy: string; now: Date; comment: string | null }) {
  await tx.query('UPDATE client SET is_active = true, termination_date = NULL, end_of_service_date = NULL, termination_note = NULL WHERE id = $1', [status.clientId]);
  await logEvent(tx, status.clientId, revokeEventTag(status.isActive), {
    madeBy,
    now,
    note: comment,
    terminationDate: status.terminationDate,
    endOfServiceDate: status.endOfServiceDate,
    fileId: null,
  });
}
