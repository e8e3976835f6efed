import type { Queryable } from '../db/database';

export interface SupportIssue {
  readonly id: string;
  readonly key: string;
  readonly summary: string;
  readonly created: string;
  readonly reporter: string | null;
  readonly assignee: string | null;
  readonly statusName: string;
  readonly statusColor: string;
}

/** The open issue-tracker cases of the /support list, newest first. */
export async function listOpenSupportIssues(db: Queryable): Promise<SupportIssue[]> {
  const rows = await db.query<Omit<SupportIssue, 'created'> & { created: Date }>(
    `SELECT id::text AS id, key, summary, created, reporter, assignee, status_name AS "statusName", status_color AS "statusColor"
       FROM support_issue
      WHERE is_open
      ORDER BY created DESC, id DESC`,
  );
  return rows.map((row) => ({ ...row, created: row.created.toISOString() }));
}
