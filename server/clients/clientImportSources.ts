import type { Queryable } from '../db/database';

/** A client's import sources (part 2 §2.2 sources, §7.3) as the contract's ImportSource, newest activation first. */
export function clientImportSources(db: Queryable, clientId: number) {
  return db.query<Record<string, unknown>>(
    `SELECT s.id, s.client_id AS "clientId", s.source, to_char(s.activated_at, 'YYYY-MM-DD') AS "activatedAt", s.person_id AS "personId",
            s.comment, s.username, s.file_format AS "fileFormat"
       FROM import_source s WHERE s.client_id = $1 ORDER BY s.activated_at DESC, s.id`,
    [clientId],
  );
}
