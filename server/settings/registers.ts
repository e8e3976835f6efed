import type { Queryable } from '../db/database';

/** Printers (Skriver oppsett) and PDF recipients (PDF-mottakere): the common registers of part 2 §3.8. */

export interface PrinterChange {
  readonly id: number;
  readonly baseNr: number;
  readonly printerName: string;
  readonly formType: string;
}

/**
 * Sets name and format of each printer named by id and base. The rows are locked and checked before
 * anything is written: if one of them does not exist as named, nothing changes and the answer is false.
 */
export async function updatePrinters(tx: Queryable, printers: readonly PrinterChange[]): Promise<boolean> {
  const ids = printers.map((printer) => printer.id);
  const existing = await tx.query<{ id: number; base_nr: number }>('SELECT id, base_nr FROM printer WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [ids]);
  const baseOf = new Map(existing.map((row) => [row.id, row.base_nr]));
  if (new Set(ids).size !== ids.length || printers.some((printer) => baseOf.get(printer.id) !== printer.baseNr)) return false;
  for (const printer of printers) {
    await tx.query('UPDATE printer SET printer_name = $2, form_type = $3 WHERE id = $1', [printer.id, printer.printerName, printer.formType]);
  }
  return true;
}

export type RecipientOutcome = { readonly kind: 'added'; readonly recipient: { id: number; email: string } } | { readonly kind: 'exists' };

/** Adds a single recipient unless the address is registered already (in any case of letters). */
export async function addCollectorRecipient(tx: Queryable, email: string): Promise<RecipientOutcome> {
  const [added] = await tx.query<{ id: number; email: string }>(
    'INSERT INTO collector_recipient (email) VALUES ($1) ON CONFLICT DO NOTHING RETURNING id, email',
    [email],
  );
  return added ? { kind: 'added', recipient: added } : { kind: 'exists' };
}

export async function deleteCollectorRecipient(tx: Queryable, id: number): Promise<boolean> {
  const deleted = await tx.query<{ id: number }>('DELETE FROM collector_recipient WHERE id = $1 RETURNING id', [id]);
  return deleted.length > 0;
}

export async function collectorDomains(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ domain: string }>('SELECT domain FROM collector_domain');
  return rows.map((row) => row.domain);
}
