import type { Queryable } from '../db/database';
import { inBases } from '../customers/customerSql';

/** The most messages one read answers (the contract's maxItems). */
export const OUTBOX_READ_LIMIT = 1000;

const MESSAGE_JSON = `json_build_object('id', m.id, 'createdAt', m.created_at, 'createdBy', m.created_by, 'recipient', m.recipient,
  'subject', m.subject, 'text', m.body_text, 'status', m.status, 'attempts', m.attempts, 'sentAt', m.sent_at, 'lastError', m.last_error,
  'invoiceId', m.invoice_id, 'jourNr', i.jour_nr,
  'attachments', coalesce((SELECT json_agg(a.file_name ORDER BY a.position) FROM mail_outbox_attachment a WHERE a.outbox_id = m.id), '[]'::json))`;

/**
 * The outbox's messages about the invoices matching `where` (over invoice `i`), of clients in the officer's
 * bases, newest first. Messages name their invoice, so a customer's are those of its invoices.
 */
async function messages(db: Queryable, where: string, id: number, bases: readonly number[]): Promise<Record<string, unknown>[]> {
  const rows = await db.query<{ j: Record<string, unknown> }>(
    `SELECT ${MESSAGE_JSON} AS j
       FROM mail_outbox m JOIN invoice i ON i.id = m.invoice_id JOIN client c ON c.id = i.client_id
      WHERE ${where} = $1 AND ${inBases('c', '$2')}
      ORDER BY m.created_at DESC, m.id DESC
      LIMIT ${OUTBOX_READ_LIMIT}`,
    [id, bases],
  );
  return rows.map((row) => row.j);
}

/** GET Invoice/{id}/Mail. */
export const invoiceMail = (db: Queryable, invoiceId: number, bases: readonly number[]) => messages(db, 'i.id', invoiceId, bases);

/** GET Customer/{id}/Mail. */
export const customerMail = (db: Queryable, customerId: number, bases: readonly number[]) => messages(db, 'i.customer_id', customerId, bases);
