import { REMINDER_TEXT_LABELS, type ReminderTextType } from '../../src/domain/client/reminderText';
import type { Queryable } from '../db/database';

const TEXT_COLUMNS = `t.id, t.client_id AS "clientId", t.reminder_label AS "reminderLabel", t.reminder_type AS "reminderType",
  t.text, t.language_code AS "languageCode", t.title`;

/**
 * A client's reminder texts (part 2 §2.2 reminderTexts): per reminder type and language the client's own text,
 * else the default (the one without clientId), so deleting the client's text shows the default again.
 */
export function clientReminderTexts(db: Queryable, clientId: number) {
  return db.query<Record<string, unknown>>(
    `SELECT DISTINCT ON (t.reminder_type, t.language_code) ${TEXT_COLUMNS}
       FROM reminder_text t
      WHERE t.client_id = $1 OR t.client_id IS NULL
      ORDER BY t.reminder_type, t.language_code, t.client_id NULLS LAST`,
    [clientId],
  );
}

export interface ReminderTextRecord {
  readonly reminderType: ReminderTextType;
  readonly languageCode: string;
  readonly title: string | null;
  readonly text: string;
}

/**
 * The client's own text for its type and language: created, or the one it has replaced (one per type and language),
 * so editing a default text in the tab gives the client its own.
 */
export async function saveClientReminderText(tx: Queryable, clientId: number, text: ReminderTextRecord) {
  const [row] = await tx.query<Record<string, unknown>>(
    `INSERT INTO reminder_text AS t (client_id, reminder_type, reminder_label, language_code, title, text)
     VALUES ($1, $2, coalesce((SELECT d.reminder_label FROM reminder_text d WHERE d.client_id IS NULL AND d.reminder_type = $2 LIMIT 1), $3), $4, $5, $6)
     ON CONFLICT ((coalesce(client_id, 0)), reminder_type, language_code) DO UPDATE SET title = EXCLUDED.title, text = EXCLUDED.text
     RETURNING ${TEXT_COLUMNS}`,
    [clientId, text.reminderType, REMINDER_TEXT_LABELS[text.reminderType], text.languageCode, text.title, text.text],
  );
  return row!;
}

/** The client's own text by id (a default or another client's text is none of it); null when there is none. */
export async function clientOwnReminderText(db: Queryable, clientId: number, reminderId: number) {
  const [row] = await db.query<{ reminderType: string; languageCode: string }>(
    `SELECT reminder_type AS "reminderType", language_code AS "languageCode" FROM reminder_text WHERE id = $1 AND client_id = $2`,
    [reminderId, clientId],
  );
  return row ?? null;
}

export async function updateClientReminderText(tx: Queryable, clientId: number, reminderId: number, text: Pick<ReminderTextRecord, 'title' | 'text'>) {
  const [row] = await tx.query<Record<string, unknown>>(
    `UPDATE reminder_text AS t SET title = $3, text = $4 WHERE t.id = $1 AND t.client_id = $2 RETURNING ${TEXT_COLUMNS}`,
    [reminderId, clientId, text.title, text.text],
  );
  return row ?? null;
}

/** Deletes the client's own text; false when there is none by that id (a default is never deleted). */
export async function deleteClientReminderText(tx: Queryable, clientId: number, reminderId: number): Promise<boolean> {
  const deleted = await tx.query('DELETE FROM reminder_text WHERE id = $1 AND client_id = $2 RETURNING id', [reminderId, clientId]);
  return deleted.length > 0;
}
