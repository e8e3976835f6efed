import type { Queryable } from '../db/database';
import { containsPattern, startsWithPattern } from './likePattern';

/** One invoice or credit note found, before its amount becomes the API's kroner (InvoiceSearchHit). */
export interface InvoiceHitRow {
  readonly clientId: number;
  readonly clientName: string;
  readonly isClientActive: boolean;
  readonly customerId: number;
  readonly customerNr: number;
  readonly customerName: string;
  readonly addressLine1: string | null;
  readonly postNo: string | null;
  readonly cityName: string | null;
  readonly email: string | null;
  readonly orgNo: string | null;
  readonly type: 'INVOICE' | 'CREDITNOTE';
  /** bigint: a string from PostgreSQL, a number from PGlite. */
  readonly jourNo: string | number;
  readonly jourDate: string;
  readonly dueDate: string;
  readonly amountOre: string | number;
  readonly shipment: string;
  readonly yourRef: string | null;
}

/** What an invoice search looks for, already read from the officer's term. */
export type InvoiceCriterion =
  | { readonly type: 'std'; readonly invoiceNumber: string }
  | { readonly type: 'kid'; readonly kid: string }
  | { readonly type: 'reference'; readonly startOfReference: string }
  | { readonly type: 'caseNumber'; readonly caseNumber: string }
  | { readonly type: 'amount'; readonly amountOre: number }
  | { readonly type: 'text'; readonly text: string };

export interface InvoiceSearchScope {
  readonly clientId: number | undefined;
  readonly customerId: number | undefined;
  readonly maxItems: number;
  /** The officer's active bases: an invoice of a client outside them is never found (its page would not open). */
  readonly bases: readonly number[];
}

/**
 * The condition on invoice, its one parameter, and how the matches are read. Each uses an index of
 * migration 0004: jour_nr, kid, lower(your_ref) text_pattern_ops, case_number, (client_id,
 * amount_inc_tax_ore) (and dc_case's case_number of 0120); the text is read through the client's
 * (client_id, jour_nr), newest first.
 */
function condition(criterion: InvoiceCriterion): { where: string; value: unknown; order: string } {
  const newestFirst = 'ORDER BY jour_date DESC, jour_nr DESC';
  switch (criterion.type) {
    case 'std':
      return { where: 'jour_nr = $1::bigint', value: criterion.invoiceNumber, order: newestFirst };
    case 'kid':
      return { where: 'kid = $1', value: criterion.kid, order: newestFirst };
    case 'reference':
      // "Fakturamottak" alone is the reference of many thousand invoices: the first matches, not a sort of all.
      return { where: 'lower(your_ref) LIKE lower($1)', value: startsWithPattern(criterion.startOfReference), order: '' };
    case 'caseNumber':
      // The invoice carries its case number once the case is sent; an approved case has it on dc_case
      // first, and the pending case transmission shows it there (both indexed: 0004, 0120).
      return {
        where: 'id IN (SELECT id FROM invoice WHERE case_number = $1 UNION SELECT invoice_id FROM dc_case WHERE case_number = $1)',
        value: criterion.caseNumber,
        order: newestFirst,
      };
    case 'amount':
      return { where: 'amount_inc_tax_ore = $1', value: criterion.amountOre, order: newestFirst };
    case 'text':
      return { where: 'lower(invoice_text) LIKE lower($1)', value: containsPattern(criterion.text), order: 'ORDER BY jour_nr DESC' };
  }
}

/** Invoices and credit notes of the officer's bases matching the criterion, newest first, optionally of one client or customer. */
export async function searchInvoiceRows(db: Queryable, criterion: InvoiceCriterion, scope: InvoiceSearchScope): Promise<InvoiceHitRow[]> {
  const { where, value, order } = condition(criterion);
  const params: unknown[] = [value, scope.maxItems];
  const filters = [where, `client_id IN (SELECT id FROM client WHERE officer_id = ANY($${params.push(scope.bases)}::int[]))`];
  if (scope.clientId !== undefined) filters.push(`client_id = $${params.push(scope.clientId)}`);
  if (scope.customerId !== undefined) filters.push(`customer_id = $${params.push(scope.customerId)}`);
  return db.query<InvoiceHitRow>(
    `SELECT i.client_id AS "clientId", cl.name AS "clientName", cl.is_active AS "isClientActive", c.id::int AS "customerId",
            c.nr AS "customerNr", c.name AS "customerName", c.address_line1 AS "addressLine1", c.post_no AS "postNo",
            c.city_name AS "cityName", c.email, c.org_no AS "orgNo", i.type, i.jour_nr AS "jourNo", i.jour_date::text AS "jourDate",
            i.due_date::text AS "dueDate", i.amount_inc_tax_ore AS "amountOre", i.shipment_type AS shipment, i.your_ref AS "yourRef"
       FROM (SELECT * FROM invoice WHERE ${filters.join(' AND ')} ${order} LIMIT $2) i
       JOIN customer c ON c.id = i.customer_id
       JOIN client cl ON cl.id = i.client_id
      ORDER BY i.jour_date DESC, i.jour_nr DESC, i.client_id`,
    params,
  );
}
