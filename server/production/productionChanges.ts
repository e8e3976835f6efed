import { productionEditIssues } from '../../src/domain/production/productionEdit';
import { DOS_RANGE_REVERSED, ENTRY_NOT_PENDING } from '../../src/domain/production/productionTexts';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/apiError';

type Bases = readonly number[];

/** The entry of PUT Production/ICEntry/{id} (EntryUpdateRequest). */
export interface PendingEntryUpdate {
  readonly entryId: number;
  readonly shipmentType: string;
  readonly email?: string;
  readonly yourRef?: string;
  readonly dueDate?: string;
}

/**
 * Edits a pending production entry (part 1 §5): shipment, e-mail, your reference and due date. The
 * row is locked and must still be NEW (Venter); an entry approved meanwhile is 409, nothing written.
 * Answers the client and customer of the entry, or null when it is unknown or outside the bases.
 */
export async function updatePendingEntry(tx: Queryable, bases: Bases, id: number, update: PendingEntryUpdate): Promise<{ clientId: number; customerId: number } | null> {
  if (update.entryId !== id) {
    throw new ApiError(400, 'entryId skal være det samme som id i adressen', [{ path: 'body.entry.entryId', message: 'er ikke id i adressen' }]);
  }
  const [entry] = await tx.query<{ status: string; type: 'INVOICE' | 'CREDITNOTE'; client_id: number; customer_id: number }>(
    `SELECT e.status, e.type, e.client_id, e.customer_id::int AS customer_id
       FROM production_entry e JOIN client c ON c.id = e.client_id
      WHERE e.id = $1 AND c.officer_id = ANY($2::int[])
        FOR UPDATE OF e`,
    [id, [...bases]],
  );
  if (!entry) return null;
  if (entry.status !== 'NEW') throw new ApiError(409, ENTRY_NOT_PENDING);
  const issues = productionEditIssues(
    { shipmentType: update.shipmentType, email: update.email ?? '', yourRef: update.yourRef ?? '', dueDate: update.dueDate ?? '' },
    entry.type,
  );
  if (issues.length > 0) {
    throw new ApiError(400, issues[0]!.message, issues.map((issue) => ({ path: `body.entry.${issue.field}`, message: issue.message })));
  }
  const email = update.email === undefined ? undefined : update.email.trim() === '' ? null : update.email.trim();
  await tx.query(
    `UPDATE production_entry
        SET shipment_type = $2,
            email = CASE WHEN $3 THEN $4 ELSE email END,
            your_ref = CASE WHEN $5 THEN $6 ELSE your_ref END,
            due_date = coalesce($7::date, due_date)
      WHERE id = $1`,
    [id, update.shipmentType, email !== undefined, email ?? null, update.yourRef !== undefined, update.yourRef ?? null, update.dueDate ?? null],
  );
  return { clientId: entry.client_id, customerId: entry.customer_id };
}

/**
 * Deletes pending production entries (DELETE Production/PendingProd; part 1 §2: the unchecked entries
 * of the re-produce choice, or Slett). Only NEW entries of the bases go; a named entry that is not
 * (approved meanwhile, or outside the bases) is left alone, so a repeat deletes nothing. The rows are
 * locked in id order, as the approvals lock them, so a delete and an approve of one entry never both win.
 * Answers the ids deleted.
 */
export async function deletePendingEntries(tx: Queryable, bases: Bases, refs: readonly { clientId: number; entryId: number }[]): Promise<number[]> {
  const entryIds = refs.map((ref) => ref.entryId);
  const clientIds = refs.map((ref) => ref.clientId);
  const rows = await tx.query<{ id: number }>(
    `WITH named AS (SELECT unnest($1::bigint[]) AS id, unnest($2::int[]) AS client_id),
          locked AS (
            SELECT e.id FROM production_entry e
              JOIN named n ON n.id = e.id AND n.client_id = e.client_id
              JOIN client c ON c.id = e.client_id
             WHERE e.status = 'NEW' AND c.officer_id = ANY($3::int[])
             ORDER BY e.id
               FOR UPDATE OF e)
     DELETE FROM production_entry e USING locked WHERE e.id = locked.id AND e.status = 'NEW'
     RETURNING e.id::int AS id`,
    [entryIds, clientIds, [...bases]],
  );
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** A DOS import order (POST Production/DosImport). */
export interface DosImportOrder {
  readonly clientId: number;
  readonly fromNumber: number;
  readonly toNumber: number;
}

const pad = (value: number | bigint, width: number) => String(value).padStart(width, '0');

/**
 * Orders a legacy (DOS) import of a client's invoices with journal numbers from..to (inclusive): the
 * order is kept, and the import file is written at once from the invoices in the range, in the format
 * of the other import files (a header, a line per invoice: journal number, customer number, amount in
 * øre, date; a trailer with the count and the sum), waiting on the dashboard until downloaded.
 * Answers the file's id, or null when the client is unknown or outside the bases.
 */
export async function orderDosImport(tx: Queryable, bases: Bases, officerId: number, order: DosImportOrder): Promise<{ fileId: number; clientId: number } | null> {
  if (order.fromNumber > order.toNumber) {
    throw new ApiError(400, DOS_RANGE_REVERSED, [{ path: 'body.fromNumber', message: DOS_RANGE_REVERSED }]);
  }
  const [client] = await tx.query<{ id: number; name: string; officer_id: number }>(
    'SELECT id, name, officer_id FROM client WHERE id = $1 AND officer_id = ANY($2::int[])',
    [order.clientId, [...bases]],
  );
  if (!client) return null;
  await tx.query('INSERT INTO legacy_import_order (client_id, from_number, to_number, ordered_at, ordered_by) VALUES ($1, $2, $3, now(), $4)', [
    order.clientId,
    order.fromNumber,
    order.toNumber,
    officerId,
  ]);
  const invoices = await tx.query<{ jour_nr: string; customer_nr: number; amount: string; jour_date: string }>(
    `SELECT i.jour_nr::text, cu.nr AS customer_nr, i.amount_inc_tax_ore::text AS amount, to_char(i.jour_date, 'YYYYMMDD') AS jour_date
       FROM invoice i JOIN customer cu ON cu.id = i.customer_id
      WHERE i.client_id = $1 AND i.jour_nr BETWEEN $2 AND $3
      ORDER BY i.jour_nr, i.id`,
    [order.clientId, order.fromNumber, order.toNumber],
  );
  const [today] = await tx.query<{ day: string; stamp: string }>(
    `SELECT to_char(now() AT TIME ZONE 'Europe/Oslo', 'YYYYMMDD') AS day, to_char(now() AT TIME ZONE 'Europe/Oslo', 'HH24MISS') AS stamp`,
  );
  const sum = invoices.reduce((total, invoice) => total + BigInt(invoice.amount), 0n);
  const lines = invoices.map((invoice) => {
    const amount = BigInt(invoice.amount);
    return `${pad(BigInt(invoice.jour_nr), 8)}${pad(invoice.customer_nr, 8)}${amount < 0n ? '-' + pad(-amount, 11) : pad(amount, 12)}${invoice.jour_date}`;
  });
  const content = `H${pad(client.id, 6)}${today!.day}\r\n${lines.map((line) => `${line}\r\n`).join('')}T${pad(invoices.length, 6)}${sum < 0n ? '-' + pad(-sum, 13) : pad(sum, 14)}\r\n`;
  const [file] = await tx.query<{ id: number }>(
    `INSERT INTO legacy_import_file (file_name, client_id, officer_id, subject, description, category, number_of_entries, sum_amount_ore,
                                     created_time, content, file_length)
     VALUES ($1, $2, $3, $4, $5, 'Invoice', $6, $7, now(), $8, $9) RETURNING id::int`,
    [
      `FAKT${client.id}_${today!.day}_${today!.stamp}.txt`,
      client.id,
      client.officer_id,
      `Fakturaer ${client.name}`,
      `Bestilt import av bilag ${order.fromNumber}–${order.toNumber}`,
      invoices.length,
      sum.toString(),
      content,
      new TextEncoder().encode(content).length,
    ],
  );
  return { fileId: file!.id, clientId: client.id };
}
