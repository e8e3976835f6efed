import { kr } from '../customers/customerSql';
import type { Queryable } from '../db/database';
import { invoiceLines, invoiceTaxSummary } from '../invoices/invoiceReads';

type Json = Record<string, unknown>;

interface EntryRow {
  readonly head: Json;
  readonly invoice_id: number | null;
  readonly reg_entry_id: number | null;
}

/**
 * The figures of the amount correction page (part 2 §2.11, GET production-entry/{entryId}/amount-correction):
 * the production entry with its status text and customer card, the stored amounts of what it sends (the
 * invoice when it has one, else its registered entry), and that document's VAT summary per account and
 * its lines (a registered entry has no lines). Null when the entry is unknown or outside the bases.
 */
export async function amountCorrectionView(db: Queryable, bases: readonly number[], entryId: number): Promise<Json | null> {
  const [row] = await db.query<EntryRow>(
    `SELECT json_build_object(
              'entryId', p.id, 'batchId', p.batch_id, 'clientId', p.client_id, 'clientName', c.name, 'type', p.type, 'status', p.status,
              'statusText', p.status_text, 'jourNr', p.jour_nr, 'jourDate', to_char(p.jour_date, 'YYYY-MM-DD'),
              'dueDate', to_char(p.due_date, 'YYYY-MM-DD'), 'regEntryId', p.reg_entry_id, 'invoiceId', p.invoice_id,
              'customer', json_build_object('id', cu.id, 'nr', cu.nr, 'name', cu.name, 'addressLine1', cu.address_line1,
                                            'addressLine2', cu.address_line2, 'postNo', cu.post_no, 'cityName', cu.city_name,
                                            'email', coalesce(cu.invoice_email, cu.email), 'phoneNo', cu.phone_nr, 'orgNo', cu.org_no),
              'stored', CASE WHEN i.id IS NOT NULL
                THEN json_build_object('amountIncTax', ${kr('i.amount_inc_tax_ore')}, 'amountExTax', ${kr('i.amount_ex_tax_ore')},
                                       'taxAmount', ${kr('i.tax_amount_ore')}, 'rounding', ${kr('i.rounding_ore')})
                ELSE json_build_object('amountIncTax', ${kr('coalesce(e.amount_inc_tax_ore, p.amount_ore)')},
                                       'amountExTax', ${kr('coalesce(e.amount_ex_tax_ore, 0)')},
                                       'taxAmount', ${kr('coalesce(e.tax_amount_ore, 0)')}, 'rounding', ${kr('coalesce(e.rounding_ore, 0)')}) END
            ) AS head, i.id::int AS invoice_id, e.id::int AS reg_entry_id
       FROM production_entry p
       JOIN client c ON c.id = p.client_id
       JOIN customer cu ON cu.id = p.customer_id
       LEFT JOIN reg_entry e ON e.id = p.reg_entry_id
       LEFT JOIN invoice i ON i.id = coalesce(p.invoice_id, e.invoice_id)
      WHERE p.id = $1 AND c.officer_id = ANY($2::int[])`,
    [entryId, [...bases]],
  );
  if (!row) return null;
  if (row.invoice_id !== null) {
    return { ...row.head, invoiceId: row.invoice_id, taxSummary: await invoiceTaxSummary(db, row.invoice_id), lines: await invoiceLines(db, row.invoice_id) };
  }
  const taxSummary = await db.query<{ j: Json }>(
    `SELECT json_build_object('taxCode', tax_code, 'taxPercent', tax_percent::float8, 'taxAmount', ${kr('tax_amount_ore')},
            'amountExTax', ${kr('amount_ex_tax_ore')}, 'amountIncTax', ${kr('amount_inc_tax_ore')}, 'accountNumber', NULL) AS j
       FROM reg_entry_tax WHERE reg_entry_id = $1 ORDER BY row_no`,
    [row.reg_entry_id],
  );
  return { ...row.head, taxSummary: taxSummary.map((tax) => tax.j), lines: [] };
}
