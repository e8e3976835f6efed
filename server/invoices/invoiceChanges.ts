import { INVOICE_NUMBER_IN_USE_MESSAGE, ONLY_REGISTERED_HERE_MESSAGE } from '../../src/domain/customer/customerPageTexts';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/apiError';
import { inBases } from '../customers/customerSql';

type Bases = readonly number[];

export const OLD_NUMBER_CHANGED_MESSAGE = 'Fakturanummeret er endret av en annen; last siden på nytt';

export interface NumberChange {
  readonly clientId: number;
  readonly invoiceId: number;
  readonly oldNumber: number;
  readonly newNumber: number;
}

/**
 * PUT Invoice/{id}/Number. The client row is locked first, so two changes to the same new number within a
 * client run one after the other and the second sees the first's number in use. The invoice's own posts
 * (payments booked against it) carry its number and move with it. Answers the affected customer, or null
 * when the invoice is not in the bases (or not of the client named).
 */
export async function changeInvoiceNumber(tx: Queryable, bases: Bases, change: NumberChange): Promise<{ customerId: number; changed: boolean } | null> {
  const client = await tx.query(`SELECT 1 FROM client c WHERE c.id = $1 AND ${inBases('c', '$2')} FOR UPDATE`, [change.clientId, bases]);
  if (client.length === 0) return null;
  const [invoice] = await tx.query<{ customer_id: number; jour_nr: number; registered_in_product: boolean }>(
    'SELECT customer_id::int, jour_nr::float8 AS jour_nr, registered_in_product FROM invoice WHERE id = $1 AND client_id = $2 FOR UPDATE',
    [change.invoiceId, change.clientId],
  );
  if (!invoice) return null;
  if (!invoice.registered_in_product) throw new ApiError(409, ONLY_REGISTERED_HERE_MESSAGE);
  if (invoice.jour_nr !== change.oldNumber) throw new ApiError(409, OLD_NUMBER_CHANGED_MESSAGE);
  if (change.newNumber === change.oldNumber) return { customerId: invoice.customer_id, changed: false };
  if (change.newNumber < 1) throw new ApiError(400, INVOICE_NUMBER_IN_USE_MESSAGE, [{ path: 'body.newNumber', message: 'må være større enn 0' }]);
  const taken = await tx.query('SELECT 1 FROM invoice WHERE client_id = $1 AND jour_nr = $2 LIMIT 1', [change.clientId, change.newNumber]);
  if (taken.length > 0) throw new ApiError(409, INVOICE_NUMBER_IN_USE_MESSAGE, [{ path: 'body.newNumber', message: INVOICE_NUMBER_IN_USE_MESSAGE }]);
  await tx.query('UPDATE invoice SET jour_nr = $2 WHERE id = $1', [change.invoiceId, change.newNumber]);
  await tx.query('UPDATE post SET invoice_nr = $2 WHERE invoice_id = $1', [change.invoiceId, change.newNumber]);
  return { customerId: invoice.customer_id, changed: true };
}

/**
 * PUT Invoice/{id}/Customer: the invoice or credit note, and the posts booked against it, to another customer
 * of the same client, in one transaction (the ledgers of both customers follow: they read those rows). The
 * entry is locked first, so a payment or a second move waits. Null when the entry, or the customer it is to
 * go to, is not a customer of that client in the officer's bases.
 */
export async function moveInvoice(tx: Queryable, bases: Bases, invoiceId: number, toCustomerId: number): Promise<{ from: number; to: number; clientId: number } | null> {
  const [entry] = await tx.query<{ customer_id: number; client_id: number; registered_in_product: boolean }>(
    `SELECT i.customer_id::int, i.client_id, i.registered_in_product FROM invoice i JOIN client c ON c.id = i.client_id
      WHERE i.id = $1 AND ${inBases('c', '$2')} FOR UPDATE OF i`,
    [invoiceId, bases],
  );
  if (!entry) return null;
  const target = await tx.query('SELECT 1 FROM customer WHERE id = $1 AND client_id = $2', [toCustomerId, entry.client_id]);
  if (target.length === 0) return null;
  if (!entry.registered_in_product) throw new ApiError(409, ONLY_REGISTERED_HERE_MESSAGE);
  if (entry.customer_id !== toCustomerId) {
    await tx.query('UPDATE invoice SET customer_id = $2 WHERE id = $1', [invoiceId, toCustomerId]);
    await tx.query('UPDATE post SET customer_id = $2 WHERE invoice_id = $1', [invoiceId, toCustomerId]);
  }
  return { from: entry.customer_id, to: toCustomerId, clientId: entry.client_id };
}
