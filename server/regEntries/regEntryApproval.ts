import type { Queryable } from '../db/database';

/**
 * Approves (produces) the listed draft entries of a client: each becomes a pending production entry
 * (status NEW, the production queue of part 1) in one new production batch, and the draft is marked
 * APPROVED, all in the caller's transaction. The drafts are locked in id order and only those still
 * DRAFT are taken, so a double click or two officers at once approve each entry exactly once (the
 * second waits for the first lock, then finds the entry no longer DRAFT). An entry without journal
 * number or invoice date is not ready and stays a draft. Undefined for a client outside the bases.
 */
export async function approveRegEntries(
  tx: Queryable,
  request: { readonly bases: readonly number[]; readonly clientId: number; readonly ids: readonly number[]; readonly officerId: number },
): Promise<{ readonly approved: number } | undefined> {
  const [client] = await tx.query('SELECT 1 FROM client WHERE id = $1 AND officer_id = ANY($2::int[])', [request.clientId, [...request.bases]]);
  if (!client) return undefined;
  const ready = await tx.query<{ id: number }>(
    `SELECT id::int FROM reg_entry
      WHERE client_id = $1 AND id = ANY($2::bigint[]) AND status = 'DRAFT' AND jour_nr IS NOT NULL AND jour_date IS NOT NULL
      ORDER BY id FOR UPDATE`,
    [request.clientId, [...request.ids]],
  );
  if (ready.length === 0) return { approved: 0 };
  const [batch] = await tx.query<{ id: number }>(
    'INSERT INTO production_batch (client_id, created_date, officer_id) VALUES ($1, now(), $2) RETURNING id::int',
    [request.clientId, request.officerId],
  );
  // A credit note is never sent by eFaktura (part 2 §5): it falls back to paper when the customer's way is eFaktura.
  await tx.query(
    `INSERT INTO production_entry (batch_id, client_id, customer_id, reg_entry_id, type, jour_nr, jour_date, due_date, amount_ore,
                                   shipment_type, email, your_ref, status, invoice_copy_file_id, attachment_file_id, created_at)
     SELECT $1, e.client_id, e.customer_id, e.id, e.entry_type, e.jour_nr, e.jour_date, COALESCE(e.due_date, e.jour_date), e.amount_inc_tax_ore,
            CASE WHEN e.entry_type = 'CREDITNOTE' AND COALESCE(e.shipment_type, cu.shipment_type) = 'EFAKTURA' THEN 'PAPER'
                 ELSE COALESCE(e.shipment_type, cu.shipment_type) END,
            cu.email, e.your_ref, 'NEW', e.invoice_copy_file_id, e.attachment_file_id, now()
       FROM reg_entry e JOIN customer cu ON cu.id = e.customer_id
      WHERE e.id = ANY($2::bigint[])
      ORDER BY e.id`,
    [batch!.id, ready.map((row) => row.id)],
  );
  await tx.query(`UPDATE reg_entry SET status = 'APPROVED' WHERE id = ANY($1::bigint[])`, [ready.map((row) => row.id)]);
  return { approved: ready.length };
}
