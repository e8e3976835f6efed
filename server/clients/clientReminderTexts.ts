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

/** Deletes the client's own text; false when there is none by that id (a default is never deleted). */
export async function deleteClientReminderText(tx: Queryable, clientId: number, reminderId: number): Promise<boolean> {
  const deleted = await tx.query('DELETE FROM reminder_text WHERE id = $1 AND client_id = $2 RETURNING id', [reminderId, clientId]);
  return deleted.length > 0;
}
