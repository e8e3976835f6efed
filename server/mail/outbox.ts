import { MAIL_UNCERTAIN_ERROR } from '../../src/domain/customer/customerPageTexts';
import type { Queryable } from '../db/database';

export interface MailAttachment {
  readonly fileName: string;
  readonly contentType: string;
  readonly content: Buffer;
}

export interface OutgoingMail {
  readonly recipient: string;
  readonly subject: string;
  readonly text: string;
  readonly createdBy: string;
  readonly invoiceId?: number;
  readonly attachments?: readonly MailAttachment[];
  /** The produced entry or reminder the message delivers (server/dispatch/deliveries.ts). */
  readonly source?: { readonly kind: 'production' | 'reminder'; readonly id: number };
}

/**
 * Puts a message in the outbox inside the caller's transaction: it is sent only if the change that
 * caused it commits (the sender picks it up after the commit), and it is never lost once committed.
 */
export async function enqueueMail(tx: Queryable, mail: OutgoingMail): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO mail_outbox (created_by, recipient, subject, body_text, invoice_id, source_kind, source_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id::int`,
    [mail.createdBy, mail.recipient, mail.subject, mail.text, mail.invoiceId ?? null, mail.source?.kind ?? null, mail.source?.id ?? null],
  );
  const id = row!.id;
  for (const [position, attachment] of (mail.attachments ?? []).entries()) {
    await tx.query('INSERT INTO mail_outbox_attachment (outbox_id, position, file_name, content_type, content) VALUES ($1, $2, $3, $4, $5)', [
      id,
      position,
      attachment.fileName,
      attachment.contentType,
      attachment.content,
    ]);
  }
  return id;
}

/**
 * Puts several messages in the outbox inside the caller's transaction, in two statements however many
 * (the dispatch writes a chunk of e-mails at once). Returns their ids in the order given.
 */
export async function enqueueMails(tx: Queryable, mails: readonly OutgoingMail[]): Promise<number[]> {
  if (mails.length === 0) return [];
  // The ids are taken first, so each message's attachments know their message whatever order the rows are written in.
  const ids = (
    await tx.query<{ id: number }>(`SELECT nextval(pg_get_serial_sequence('mail_outbox', 'id'))::int AS id FROM generate_series(1, $1::int)`, [mails.length])
  ).map((row) => row.id);
  await tx.query(
    `INSERT INTO mail_outbox (id, created_by, recipient, subject, body_text, invoice_id, source_kind, source_id)
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::bigint[], $7::text[], $8::bigint[])`,
    [
      ids,
      mails.map((m) => m.createdBy),
      mails.map((m) => m.recipient),
      mails.map((m) => m.subject),
      mails.map((m) => m.text),
      mails.map((m) => m.invoiceId ?? null),
      mails.map((m) => m.source?.kind ?? null),
      mails.map((m) => m.source?.id ?? null),
    ],
  );
  const attachments = mails.flatMap((mail, index) => (mail.attachments ?? []).map((attachment, position) => ({ outboxId: ids[index]!, position, attachment })));
  if (attachments.length > 0) {
    await tx.query(
      `INSERT INTO mail_outbox_attachment (outbox_id, position, file_name, content_type, content)
       SELECT * FROM unnest($1::bigint[], $2::int[], $3::text[], $4::text[], $5::bytea[])`,
      [
        attachments.map((a) => a.outboxId),
        attachments.map((a) => a.position),
        attachments.map((a) => a.attachment.fileName),
        attachments.map((a) => a.attachment.contentType),
        attachments.map((a) => a.attachment.content),
      ],
    );
  }
  return ids;
}

export interface ClaimedMail extends OutgoingMail {
  readonly id: number;
  readonly attempts: number;
  readonly attachments: readonly MailAttachment[];
  /** When this claim was made (the claim's token): the hand-over goes ahead only while the claim is still this one. */
  readonly claimedAt: string;
}

/**
 * A message left 'Sending' this long by a sender that is gone is abandoned: claimed again if it was not
 * yet handed over to SMTP, made 'Uncertain' if it was.
 */
export const ABANDONED_CLAIM_SECONDS = 600;

/** A message whose sender died while SMTP had it: made 'Uncertain', with what it delivered (if anything). */
export interface UncertainMail {
  readonly id: number;
  readonly source: { readonly kind: 'production' | 'reminder'; readonly id: number } | null;
}

/**
 * Makes the abandoned messages that were handed over to SMTP 'Uncertain' (with MAIL_UNCERTAIN_ERROR), in
 * the caller's transaction: SMTP may have taken them, so they are never sent again by themselves (at most
 * once). Returns them, so the caller marks what they delivered as failed in the same transaction.
 */
export async function markAbandonedUncertain(tx: Queryable, abandonedAfterSeconds = ABANDONED_CLAIM_SECONDS): Promise<UncertainMail[]> {
  const rows = await tx.query<{ id: number; source_kind: 'production' | 'reminder' | null; source_id: number | null }>(
    `UPDATE mail_outbox SET status = 'Uncertain', last_error = $2, attempts = attempts + 1
      WHERE id IN (SELECT id FROM mail_outbox
                    WHERE status = 'Sending' AND handed_over_at < now() - make_interval(secs => $1)
                    ORDER BY id FOR UPDATE SKIP LOCKED)
      RETURNING id::int, source_kind, source_id::int`,
    [abandonedAfterSeconds, MAIL_UNCERTAIN_ERROR],
  );
  return rows
    .map((row) => ({ id: row.id, source: row.source_kind === null || row.source_id === null ? null : { kind: row.source_kind, id: row.source_id } }))
    .sort((a, b) => a.id - b.id);
}

/**
 * Claims due messages for one sender: marked 'Sending' in a short transaction (SKIP LOCKED, so several
 * server instances on one PostgreSQL share the queue and never take the same message). A message left
 * 'Sending' by a sender that is gone is claimed again only if it was never handed over to SMTP
 * (markAbandonedUncertain settles the others).
 */
export async function claimDueMail(
  db: { transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> },
  limit: number,
  abandonedAfterSeconds = ABANDONED_CLAIM_SECONDS,
): Promise<ClaimedMail[]> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ id: number; recipient: string; subject: string; body_text: string; created_by: string; attempts: number; claimed_at: string }>(
      `UPDATE mail_outbox SET status = 'Sending', claimed_at = now(), handed_over_at = NULL
        WHERE id IN (SELECT id FROM mail_outbox
                      WHERE (status = 'Pending' AND next_attempt_at <= now())
                         OR (status = 'Sending' AND handed_over_at IS NULL AND claimed_at < now() - make_interval(secs => $2))
                      ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING id::int, recipient, subject, body_text, created_by, attempts, claimed_at::text`,
      [limit, abandonedAfterSeconds],
    );
    if (rows.length === 0) return [];
    const attachments = await tx.query<{ outbox_id: number; file_name: string; content_type: string; content: Uint8Array }>(
      'SELECT outbox_id::int AS outbox_id, file_name, content_type, content FROM mail_outbox_attachment WHERE outbox_id = ANY($1::bigint[]) ORDER BY outbox_id, position',
      [rows.map((row) => row.id)],
    );
    const attachmentsOf = new Map<number, MailAttachment[]>();
    for (const a of attachments) {
      const list = attachmentsOf.get(a.outbox_id) ?? [];
      list.push({ fileName: a.file_name, contentType: a.content_type, content: Buffer.from(a.content) });
      attachmentsOf.set(a.outbox_id, list);
    }
    const claimed: ClaimedMail[] = rows.map((row) => ({
      id: row.id,
      recipient: row.recipient,
      subject: row.subject,
      text: row.body_text,
      createdBy: row.created_by,
      attempts: row.attempts,
      attachments: attachmentsOf.get(row.id) ?? [],
      claimedAt: row.claimed_at,
    }));
    return claimed;
  });
}

/**
 * Hands a claimed message over to SMTP: committed (one short UPDATE, outside any transaction) immediately
 * before its SMTP transaction starts. From here on a crash makes it 'Uncertain', never a second send.
 * The same statement marks `sentBefore` Sent, the connection's previous message that SMTP took (as markSent
 * does), so a message costs one statement as before the hand-over existed, and a connection still has at
 * most one message handed over and not marked. False when the claim is no longer this sender's (another
 * instance took it as abandoned): then it is not sent.
 */
export async function handOver(db: Queryable, mail: Pick<ClaimedMail, 'id' | 'claimedAt'>, sentBefore?: number): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `UPDATE mail_outbox
        SET status = CASE WHEN id = $3 THEN 'Sent' ELSE status END,
            sent_at = CASE WHEN id = $3 THEN now() ELSE sent_at END,
            attempts = CASE WHEN id = $3 THEN attempts + 1 ELSE attempts END,
            last_error = CASE WHEN id = $3 THEN NULL ELSE last_error END,
            handed_over_at = CASE WHEN id = $1 THEN now() ELSE handed_over_at END
      WHERE id = $3 OR (id = $1 AND status = 'Sending' AND claimed_at = $2::timestamptz)
      RETURNING id::int`,
    [mail.id, mail.claimedAt, sentBefore ?? null],
  );
  return rows.some((row) => row.id === mail.id);
}

/**
 * A stopping sender hands back the messages it claimed and never handed over to SMTP (SIGTERM,
 * server/ops/gracefulStop.ts): Pending again at once, for another instance to send now rather than after
 * ABANDONED_CLAIM_SECONDS. Only while the claim is still this one and SMTP never saw them. Returns how many.
 */
export async function releaseMailClaims(db: Queryable, mails: readonly Pick<ClaimedMail, 'id' | 'claimedAt'>[]): Promise<number> {
  if (mails.length === 0) return 0;
  const rows = await db.query<{ id: number }>(
    `UPDATE mail_outbox m SET status = 'Pending', claimed_at = NULL
       FROM unnest($1::bigint[], $2::timestamptz[]) AS c(id, claimed_at)
      WHERE m.id = c.id AND m.status = 'Sending' AND m.handed_over_at IS NULL AND m.claimed_at = c.claimed_at
      RETURNING m.id::int`,
    [mails.map((mail) => mail.id), mails.map((mail) => mail.claimedAt)],
  );
  return rows.length;
}

/** After this many failed attempts a message is 'Failed' and kept with its error for an officer to read. */
export const MAX_MAIL_ATTEMPTS = 8;

/** The wait before attempt n+1: 30 s, 1 min, 2 min, ... at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(attempts - 1, 0), 3600);
}

/** SMTP took the message (a connection's last of a batch; the others are marked by the next hand-over). */
export async function markSent(db: Queryable, id: number): Promise<void> {
  await db.query(`UPDATE mail_outbox SET status = 'Sent', sent_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1`, [id]);
}

/**
 * SMTP refused the message (or could not be reached): tried again later, or 'Failed' after the last attempt.
 * A message another instance has meanwhile made 'Uncertain' stays so.
 */
export async function markFailed(db: Queryable, id: number, attempts: number, error: string): Promise<void> {
  const tried = attempts + 1;
  await db.query(
    `UPDATE mail_outbox SET status = $3, attempts = $2, last_error = $4, next_attempt_at = now() + make_interval(secs => $5), handed_over_at = NULL
      WHERE id = $1 AND status = 'Sending'`,
    [id, tried, tried >= MAX_MAIL_ATTEMPTS ? 'Failed' : 'Pending', error.slice(0, 2000), retryDelaySeconds(tried)],
  );
}
