import { oreFromApiDecimal } from '../../src/domain/money/apiDecimal';
import type { Queryable } from '../db/database';

export interface InvoiceCandidateQuery {
  readonly clientId: number;
  readonly customerId?: number;
  readonly invoiceNumber?: number;
  /** Kroner; matches the rest, the invoice part, or the amount ex or incl tax. */
  readonly amount?: number;
  readonly maxItems: number;
  readonly bases: readonly number[];
}

/**
 * GET Payment/Register/Invoices ("Find invoice", F10): the open invoices of a client of the officer's
 * bases, by customer, invoice number and amount, oldest first (the order a payment is usually meant for).
 */
export function invoiceCandidates(db: Queryable, query: InvoiceCandidateQuery) {
  const amount = query.amount === undefined ? null : oreFromApiDecimal(query.amount);
  // The client's base is checked once (an InitPlan), and the customer joined only to the rows answered: joined
  // per candidate, a customer with thousands of open invoices cost a lookup of each before the sort.
  return db.query<object>(
    `WITH found AS (
       SELECT i.* FROM invoice i
        WHERE i.client_id = $1 AND EXISTS (SELECT 1 FROM client c WHERE c.id = $1 AND c.officer_id = ANY($2::int[]))
          AND i.type = 'INVOICE' AND i.rest_amount_ore > 0
          AND ($3::bigint IS NULL OR i.customer_id = $3)
          AND ($4::bigint IS NULL OR i.jour_nr = $4)
          AND ($5::bigint IS NULL OR $5 IN (i.rest_amount_ore, i.invoice_part_ore, i.amount_ex_tax_ore, i.amount_inc_tax_ore))
        ORDER BY i.jour_date, i.jour_nr
        LIMIT $6)
     SELECT i.id::int AS "entryId", i.customer_id::int AS "customerId", cu.nr AS "customerNr", cu.name AS "customerName",
            i.jour_nr::float8 AS "invoiceNr", to_char(i.jour_date, 'YYYY-MM-DD') AS "invoiceDate",
            i.invoice_part_ore / 100.0::float8 AS "invoicePart", i.tax_amount_ore / 100.0::float8 AS "taxAmount",
            i.amount_ex_tax_ore / 100.0::float8 AS "amountExTax", i.amount_inc_tax_ore / 100.0::float8 AS "amountIncTax",
            i.rest_amount_ore / 100.0::float8 AS "restAmount", i.interest_part_ore / 100.0::float8 AS "interestPart",
            i.fee_part_ore / 100.0::float8 AS "feePart"
       FROM found i JOIN customer cu ON cu.id = i.customer_id
      ORDER BY i.jour_date, i.jour_nr`,
    [query.clientId, query.bases, query.customerId ?? null, query.invoiceNumber ?? null, amount, query.maxItems],
  );
}
