import { UNPAID_STATUS } from '../../src/domain/settings/adminTexts';
import { keepRemovedRows } from '../audit/auditTrail';
import type { Queryable } from '../db/database';

/** A ledger post as Slett enkeltposter shows it (part 2 §2.8): kroner, ISO dates. */
export interface LedgerPostRow {
  readonly id: number;
  readonly clientId: number;
  readonly customerNr: number;
  readonly customerName: string;
  readonly text: string | null;
  readonly journalNr: number;
  readonly journalDate: string;
  readonly amount: number;
  readonly tag: string | null;
}

/** The operations whose audit rows hold deleted posts, restorable. */
export const DELETING_OPERATIONS = ['deleteLedgerPostsByJournalNr', 'deleteLedgerPost'] as const;

const POST_COLUMNS = `p.id::int AS id, p.client_id AS "clientId", cu.nr AS "customerNr", cu.name AS "customerName", p.text,
  p.jour_nr::float8 AS "journalNr", to_char(p.journal_date, 'YYYY-MM-DD') AS "journalDate", p.amount_ore / 100.0::float8 AS amount, p.tag`;

/** Which posts: those of a journal number, or one post by its id. */
export type PostSelection = { readonly journalNr: number } | { readonly postId: number };

const selectionSql = (selection: PostSelection) => ('journalNr' in selection ? 'p.jour_nr = $2' : 'p.id = $2');
const selectionValue = (selection: PostSelection) => ('journalNr' in selection ? selection.journalNr : selection.postId);

/** Whether the client is one of the officer's bases (else "not found", so ids do not leak). */
async function clientOfBases(db: Queryable, clientId: number, bases: readonly number[], lock: boolean): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM client WHERE id = $1 AND officer_id = ANY($2::int[])${lock ? ' FOR UPDATE' : ''}`, [clientId, bases]);
  return rows.length > 0;
}

/** The client's posts of a journal number (or the one post), oldest first; null when the client is not the officer's. */
export async function listPosts(
  db: Queryable,
  query: { readonly clientId: number; readonly bases: readonly number[] } & PostSelection,
): Promise<LedgerPostRow[] | null> {
  if (!(await clientOfBases(db, query.clientId, query.bases, false))) return null;
  return db.query<LedgerPostRow>(
    `SELECT ${POST_COLUMNS} FROM post p JOIN customer cu ON cu.id = p.customer_id
      WHERE p.client_id = $1 AND ${selectionSql(query)} ORDER BY p.journal_date, p.id`,
    [query.clientId, selectionValue(query)],
  );
}

/**
 * Deletes the client's posts of a journal number (or one post), in the caller's transaction. Each invoice a
 * post paid gets back what the post took of its parts; an invoice the deletion reopens gets back the status
 * it had before it was settled, as a payment reversal gives it (the settling payment's allocation holds it;
 * for an imported payment with none, unpaid: 'Ikke forfalt' or 'Forfalt' by its due date). The posts, their
 * payments' allocations and the invoices as they were are kept whole in the audit row, so the deletion can be
 * read back and restored. Null when the client is not the officer's.
 */
export async function deletePosts(
  tx: Queryable,
  request: { readonly clientId: number; readonly bases: readonly number[]; readonly today: string } & PostSelection,
): Promise<{ readonly deleted: number; readonly clientId: number } | null> {
  // Nothing is locked until there is something to delete, so a request that deletes nothing writes nothing
  // (and leaves no audit row). The posts, then their invoices in id order, are what a registration and a
  // reversal lock too.
  if (!(await clientOfBases(tx, request.clientId, request.bases, false))) return null;
  const posts = await tx.query<{ id: number; invoice_id: number | null }>(
    `SELECT p.id::int AS id, p.invoice_id::int AS invoice_id FROM post p
      WHERE p.client_id = $1 AND ${selectionSql(request)} ORDER BY p.id FOR UPDATE`,
    [request.clientId, selectionValue(request)],
  );
  if (posts.length === 0) return { deleted: 0, clientId: request.clientId };
  const postIds = posts.map((post) => post.id);
  const invoiceIds = [...new Set(posts.flatMap((post) => (post.invoice_id === null ? [] : [post.invoice_id])))].sort((a, b) => a - b);
  // In id order, as payment registration and reversal lock them, so the three queue rather than deadlock.
  await tx.query('SELECT 1 FROM invoice WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE', [invoiceIds]);

  await keepRemovedRows(tx, 'post', 'SELECT to_jsonb(p) FROM post p WHERE p.id = ANY($1::bigint[]) ORDER BY p.id', [postIds]);
  await keepRemovedRows(
    tx,
    'payment_allocation',
    `SELECT to_jsonb(a) FROM payment_allocation a JOIN post p ON p.payment_id = a.payment_id AND p.invoice_id = a.invoice_id
      WHERE p.id = ANY($1::bigint[]) ORDER BY a.payment_id, a.invoice_id`,
    [postIds],
  );
  await keepRemovedRows(tx, 'invoice', 'SELECT to_jsonb(i) FROM invoice i WHERE i.id = ANY($1::bigint[]) ORDER BY i.id', [invoiceIds]);

  // What the deleted posts took from each invoice (their parts are negative), and the status an invoice they
  // reopen goes back to: the allocation of the payment that settled it (the latest live one, as a reversal
  // reads it; the deleted post's own payment when that is the one), else unpaid.
  await tx.query(
    `WITH taken AS (
       SELECT p.invoice_id, sum(p.invoice_part_ore) AS invoice_part, sum(p.interest_part_ore) AS interest_part, sum(p.fee_part_ore) AS fee_part
         FROM post p WHERE p.id = ANY($1::bigint[]) AND p.invoice_id IS NOT NULL GROUP BY p.invoice_id
     ), next AS (
       SELECT i.id, i.invoice_part_ore - t.invoice_part AS invoice_part, i.interest_part_ore - t.interest_part AS interest_part,
              i.fee_part_ore - t.fee_part AS fee_part,
              (i.is_settled OR i.status_code = 'P') AND i.rest_amount_ore - t.invoice_part - t.interest_part - t.fee_part <> 0 AS reopens,
              s.prev_status_code, s.prev_status_text, s.prev_proc_status, s.prev_proc_level, i.due_date < $7::date AS overdue
         FROM invoice i JOIN taken t ON t.invoice_id = i.id
         LEFT JOIN LATERAL (
                SELECT settling.prev_status_code, settling.prev_status_text, settling.prev_proc_status, settling.prev_proc_level
                  FROM payment_allocation settling JOIN payment pay ON pay.id = settling.payment_id
                 WHERE settling.invoice_id = i.id AND settling.prev_status_code IS NOT NULL AND pay.reversed_at IS NULL
                 ORDER BY settling.payment_id DESC
                 LIMIT 1) s ON true
     )
     UPDATE invoice i
        SET invoice_part_ore = n.invoice_part, interest_part_ore = n.interest_part, fee_part_ore = n.fee_part,
            rest_amount_ore = n.invoice_part + n.interest_part + n.fee_part,
            status_code = CASE WHEN n.reopens THEN coalesce(n.prev_status_code, $2) ELSE i.status_code END,
            status_text = CASE WHEN n.reopens THEN coalesce(n.prev_status_text, $3) ELSE i.status_text END,
            proc_status = CASE WHEN NOT n.reopens THEN i.proc_status
                               WHEN n.prev_status_code IS NOT NULL THEN n.prev_proc_status
                               WHEN n.overdue THEN $6 ELSE $5 END,
            proc_level = CASE WHEN n.reopens THEN coalesce(n.prev_proc_level, $4::smallint) ELSE i.proc_level END,
            is_settled = CASE WHEN n.reopens THEN false ELSE i.is_settled END,
            settled_date = CASE WHEN n.reopens THEN NULL ELSE i.settled_date END
       FROM next n
      WHERE i.id = n.id`,
    [postIds, UNPAID_STATUS.code, UNPAID_STATUS.text, UNPAID_STATUS.level, UNPAID_STATUS.notDue, UNPAID_STATUS.overdue, request.today],
  );
  // The payment no longer took these parts: a later reversal of it gives back only what its other posts took.
  await tx.query(
    `DELETE FROM payment_allocation a USING post p
      WHERE p.id = ANY($1::bigint[]) AND a.payment_id = p.payment_id AND a.invoice_id = p.invoice_id`,
    [postIds],
  );
  await tx.query('DELETE FROM post WHERE id = ANY($1::bigint[])', [postIds]);
  return { deleted: postIds.length, clientId: request.clientId };
}

/** A deletion of ledger posts, read back from its audit row. */
export interface PostDeletion {
  readonly auditEventId: number;
  readonly at: string;
  readonly officerId: number | null;
  readonly operation: string;
  /** Every deleted post is back in the ledger. */
  readonly restored: boolean;
  readonly posts: readonly LedgerPostRow[];
}

/** The client's deletions of ledger posts, newest first, with the posts as they were; null when the client is not the officer's. */
export async function listDeletions(db: Queryable, query: { readonly clientId: number; readonly bases: readonly number[] }): Promise<PostDeletion[] | null> {
  if (!(await clientOfBases(db, query.clientId, query.bases, false))) return null;
  return db.query<PostDeletion>(
    `SELECT e.id::int AS "auditEventId", to_char(e.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at, e.officer_id AS "officerId",
            e.operation,
            NOT EXISTS (SELECT 1 FROM jsonb_array_elements(e.removed_rows->'post') r
                         WHERE NOT EXISTS (SELECT 1 FROM post p WHERE p.id = (r->>'id')::bigint)) AS restored,
            coalesce((SELECT jsonb_agg(jsonb_build_object(
                        'id', p.id, 'clientId', p.client_id, 'customerNr', cu.nr, 'customerName', cu.name, 'text', p.text,
                        'journalNr', p.jour_nr, 'journalDate', to_char(p.journal_date, 'YYYY-MM-DD'), 'amount', p.amount_ore / 100.0::float8,
                        'tag', p.tag) ORDER BY p.id)
                        FROM jsonb_populate_recordset(NULL::post, e.removed_rows->'post') p JOIN customer cu ON cu.id = p.customer_id), '[]') AS posts
       FROM audit_event e
      WHERE $1::bigint = ANY(e.client_ids) AND e.operation = ANY($2::text[]) AND e.removed_rows ? 'post'
      ORDER BY e.id DESC`,
    [query.clientId, DELETING_OPERATIONS],
  );
}

export type RestoreOutcome =
  | { readonly kind: 'restored'; readonly restored: number; readonly clientId: number }
  | { readonly kind: 'notFound' }
  | { readonly kind: 'partlyBack' }
  | { readonly kind: 'invoiceGone' };

/**
 * Puts a deletion's posts back as they were (same ids), in the caller's transaction: each invoice they paid
 * gives up those parts again, an invoice they settle is settled again with the status it had before the
 * deletion, and their payments' allocations come back. A deletion restored already restores nothing
 * (restored 0); one whose posts are partly back is refused.
 */
export async function restoreDeletion(
  tx: Queryable,
  request: { readonly clientId: number; readonly auditEventId: number; readonly bases: readonly number[] },
): Promise<RestoreOutcome> {
  if (!(await clientOfBases(tx, request.clientId, request.bases, false))) return { kind: 'notFound' };
  const [event] = await tx.query<{ removed_rows: { post?: { id: number }[]; payment_allocation?: unknown[]; invoice?: unknown[] } }>(
    `SELECT removed_rows FROM audit_event
      WHERE id = $1 AND $2::bigint = ANY(client_ids) AND operation = ANY($3::text[]) AND removed_rows ? 'post'`,
    [request.auditEventId, request.clientId, DELETING_OPERATIONS],
  );
  if (!event) return { kind: 'notFound' };
  const posts = JSON.stringify(event.removed_rows.post ?? []);
  const state = async () => (await tx.query<{ present: number; total: number; missing_invoices: number }>(
    `SELECT count(p.id)::int AS present, count(*)::int AS total,
            count(*) FILTER (WHERE r.invoice_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM invoice i WHERE i.id = r.invoice_id))::int AS missing_invoices
       FROM jsonb_populate_recordset(NULL::post, $1::jsonb) r LEFT JOIN post p ON p.id = r.id`,
    [posts],
  ))[0]!;
  // Checked before anything is locked, so a repeat writes nothing; then again under the client's lock, which
  // makes two restores of one deletion queue: the second finds the posts back.
  for (const locked of [false, true]) {
    if (locked) await clientOfBases(tx, request.clientId, request.bases, true);
    const now = await state();
    if (now.present === now.total) return { kind: 'restored', restored: 0, clientId: request.clientId };
    if (now.present > 0) return { kind: 'partlyBack' };
    if (now.missing_invoices > 0) return { kind: 'invoiceGone' };
  }
  const total = (event.removed_rows.post ?? []).length;

  await tx.query(
    `SELECT 1 FROM invoice WHERE id IN (SELECT invoice_id FROM jsonb_populate_recordset(NULL::post, $1::jsonb)) ORDER BY id FOR UPDATE`,
    [posts],
  );
  await keepRemovedRows(
    tx,
    'invoice',
    'SELECT to_jsonb(i) FROM invoice i WHERE i.id IN (SELECT invoice_id FROM jsonb_populate_recordset(NULL::post, $1::jsonb)) ORDER BY i.id',
    [posts],
  );
  await tx.query('INSERT INTO post SELECT * FROM jsonb_populate_recordset(NULL::post, $1::jsonb)', [posts]);
  await tx.query(
    'INSERT INTO payment_allocation SELECT * FROM jsonb_populate_recordset(NULL::payment_allocation, $1::jsonb) ON CONFLICT DO NOTHING',
    [JSON.stringify(event.removed_rows.payment_allocation ?? [])],
  );
  // The parts go back to what the posts took; an invoice they settle again takes the status it had before the deletion.
  await tx.query(
    `WITH taken AS (
       SELECT r.invoice_id, sum(r.invoice_part_ore) AS invoice_part, sum(r.interest_part_ore) AS interest_part, sum(r.fee_part_ore) AS fee_part
         FROM jsonb_populate_recordset(NULL::post, $1::jsonb) r WHERE r.invoice_id IS NOT NULL GROUP BY r.invoice_id
     ), next AS (
       SELECT i.id, i.invoice_part_ore + t.invoice_part AS invoice_part, i.interest_part_ore + t.interest_part AS interest_part,
              i.fee_part_ore + t.fee_part AS fee_part,
              coalesce(b.is_settled, false) AND i.rest_amount_ore + t.invoice_part + t.interest_part + t.fee_part = b.rest_amount_ore AS settles,
              b.status_code, b.status_text, b.proc_status, b.proc_level, b.is_settled, b.settled_date
         FROM invoice i JOIN taken t ON t.invoice_id = i.id
         LEFT JOIN jsonb_populate_recordset(NULL::invoice, $2::jsonb) b ON b.id = i.id
     )
     UPDATE invoice i
        SET invoice_part_ore = n.invoice_part, interest_part_ore = n.interest_part, fee_part_ore = n.fee_part,
            rest_amount_ore = n.invoice_part + n.interest_part + n.fee_part,
            status_code = CASE WHEN n.settles THEN n.status_code ELSE i.status_code END,
            status_text = CASE WHEN n.settles THEN n.status_text ELSE i.status_text END,
            proc_status = CASE WHEN n.settles THEN n.proc_status ELSE i.proc_status END,
            proc_level = CASE WHEN n.settles THEN n.proc_level ELSE i.proc_level END,
            is_settled = CASE WHEN n.settles THEN n.is_settled ELSE i.is_settled END,
            settled_date = CASE WHEN n.settles THEN n.settled_date ELSE i.settled_date END
       FROM next n
      WHERE i.id = n.id`,
    [posts, JSON.stringify(event.removed_rows.invoice ?? [])],
  );
  return { kind: 'restored', restored: total, clientId: request.clientId };
}
