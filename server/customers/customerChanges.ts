import { validateCustomerForm } from '../../src/domain/customer/customerForm';
import { customerFormFromRecord, type CustomerRecord } from '../../src/domain/customer/customerRecord';
import { keepRemovedRows } from '../audit/auditTrail';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/apiError';
import { inBases } from './customerSql';

type Bases = readonly number[];

export const CUSTOMER_NR_IN_USE_MESSAGE = 'Kundenummeret er allerede i bruk';
export const UNKNOWN_COUNTRY_MESSAGE = 'Ukjent land';
export const SHIPMENT_NOT_FOUND_MESSAGE = 'Fant ikke forsendelsen';

/** The customer form's rules on a request body (the same function the form runs): a 400 with each field's reason. */
export function checkCustomerInput(input: CustomerRecord): void {
  const issues = validateCustomerForm(customerFormFromRecord(input));
  if (issues.length > 0) {
    throw new ApiError(
      400,
      issues.map((issue) => issue.message).join('; '),
      issues.map((issue) => ({ path: `body.${issue.field}`, message: issue.message })),
    );
  }
}

async function checkCountry(tx: Queryable, countryCode: string): Promise<void> {
  if ((await tx.query('SELECT 1 FROM country WHERE code = $1', [countryCode])).length === 0) {
    throw new ApiError(400, UNKNOWN_COUNTRY_MESSAGE, [{ path: 'body.countryCode', message: UNKNOWN_COUNTRY_MESSAGE }]);
  }
}

async function checkNrFree(tx: Queryable, clientId: number, nr: number, exceptCustomerId: number | null): Promise<void> {
  const taken = await tx.query('SELECT 1 FROM customer WHERE client_id = $1 AND nr = $2 AND id IS DISTINCT FROM $3', [clientId, nr, exceptCustomerId]);
  if (taken.length > 0) throw new ApiError(409, CUSTOMER_NR_IN_USE_MESSAGE, [{ path: 'body.nr', message: CUSTOMER_NR_IN_USE_MESSAGE }]);
}

const COLUMNS = `nr, name, type, address_line1, address_line2, country_code, post_no, city_name, phone_nr, email, invoice_email,
  org_no, fixed_org_no, shipment_type, fixed_shipment, credit_days`;

function values(input: CustomerRecord): unknown[] {
  return [
    input.nr,
    input.name.trim(),
    input.type,
    input.addressLine1 || null,
    input.addressLine2 || null,
    input.countryCode,
    input.postNo || null,
    input.cityName || null,
    input.phoneNr || null,
    input.email || null,
    input.invoiceEmail || null,
    input.orgNo || null,
    input.fixedOrgNo ?? false,
    input.shipmentType,
    input.fixedShipment ?? false,
    input.creditDays ?? null,
  ];
}

/**
 * PUT Customer/{id}: the customer locked, the number checked free within the client, then written.
 * Answers the client and the number (old and new) for the read paths to announce; null when not found.
 */
export async function updateCustomer(
  tx: Queryable,
  bases: Bases,
  customerId: number,
  input: CustomerRecord,
): Promise<{ clientId: number; oldNr: number; nr: number } | null> {
  checkCustomerInput(input);
  const [found] = await tx.query<{ client_id: number; nr: number }>(
    `SELECT cu.client_id, cu.nr FROM customer cu JOIN client c ON c.id = cu.client_id WHERE cu.id = $1 AND ${inBases('c', '$2')} FOR UPDATE OF cu`,
    [customerId, bases],
  );
  if (!found) return null;
  await checkCountry(tx, input.countryCode);
  await checkNrFree(tx, found.client_id, input.nr, customerId);
  await tx.query(`UPDATE customer SET (${COLUMNS}) = ($2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) WHERE id = $1`, [
    customerId,
    ...values(input),
  ]);
  return { clientId: found.client_id, oldNr: found.nr, nr: input.nr };
}

/** POST clients/{id}/customers: the new customer's id, or null when the client is not in the bases. */
export async function createCustomer(tx: Queryable, bases: Bases, clientId: number, input: CustomerRecord): Promise<number | null> {
  checkCustomerInput(input);
  const client = await tx.query(`SELECT 1 FROM client c WHERE c.id = $1 AND ${inBases('c', '$2')} FOR UPDATE`, [clientId, bases]);
  if (client.length === 0) return null;
  await checkCountry(tx, input.countryCode);
  await checkNrFree(tx, clientId, input.nr, null);
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO customer (client_id, ${COLUMNS}, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, now()) RETURNING id::int`,
    [clientId, ...values(input)],
  );
  return row!.id;
}

export interface CustomerSettings {
  readonly specifyInterestAndFee: boolean;
  readonly brevgiro: boolean;
  readonly debtCollectionNoticeOnEmail: boolean;
  readonly autoSplitRateInvoice: boolean;
  readonly languageCode: '' | 'NO' | 'EN';
}

/** PUT Customer/{id}/Settings: the five settings; false when the customer is not found. */
export async function updateCustomerSettings(tx: Queryable, bases: Bases, customerId: number, settings: CustomerSettings): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE customer cu SET specify_interest_and_fee = $3, brevgiro = $4, debt_collection_notice_on_email = $5,
            auto_split_rate_invoice = $6, language_code = $7
       FROM client c WHERE c.id = cu.client_id AND cu.id = $1 AND ${inBases('c', '$2')} RETURNING cu.id`,
    [customerId, bases, settings.specifyInterestAndFee, settings.brevgiro, settings.debtCollectionNoticeOnEmail, settings.autoSplitRateInvoice, settings.languageCode],
  );
  return rows.length > 0;
}

/**
 * PUT Customer/{id}/Shipment/{shipment}: `{ isRejected: false }` re-activates the rejected shipment address
 * whose value is `shipment`; `{ shipmentType }` sets how the customer's invoices are sent.
 */
export async function updateCustomerShipment(
  tx: Queryable,
  bases: Bases,
  customerId: number,
  shipment: string,
  update: { isRejected?: false; shipmentType?: string },
  officerName: string,
): Promise<boolean> {
  const customer = await tx.query(
    `SELECT 1 FROM customer cu JOIN client c ON c.id = cu.client_id WHERE cu.id = $1 AND ${inBases('c', '$2')} FOR UPDATE OF cu`,
    [customerId, bases],
  );
  if (customer.length === 0) return false;
  if (update.shipmentType !== undefined) {
    await tx.query('UPDATE customer SET shipment_type = $2 WHERE id = $1', [customerId, update.shipmentType]);
    return true;
  }
  const rows = await tx.query(
    `UPDATE customer_shipment SET is_rejected = false, is_enabled = true, modified_date = now(), modified_by = $3
      WHERE customer_id = $1 AND value = $2 RETURNING id`,
    [customerId, shipment, officerName],
  );
  if (rows.length === 0) throw new ApiError(404, SHIPMENT_NOT_FOUND_MESSAGE);
  return true;
}

/** POST clients/{id}/customers/{nr}/notes. */
export async function addCustomerNote(tx: Queryable, customerId: number, officerName: string, text: string, subject: string | undefined): Promise<Record<string, unknown>> {
  const [row] = await tx.query<{ j: Record<string, unknown> }>(
    `INSERT INTO customer_note (customer_id, created, created_by, notice_text, subject) VALUES ($1, now(), $2, $3, $4)
     RETURNING json_build_object('id', id, 'created', created, 'createdBy', created_by, 'noticeText', notice_text, 'subject', subject, 'tag', tag) AS j`,
    [customerId, officerName, text, subject ?? null],
  );
  return row!.j;
}

/**
 * Legacy PUT Client/{clientId}/Notice/{noteId}: a customer note's text (and subject, when given). Null when the
 * note is not of a customer of that client in the officer's bases.
 */
/**
 * Deletes a customer's note (part 2 §7.5 legacy DELETE Client/{id}/Notice/{noteId}) when the customer is the
 * client's and in the officer's bases; the note is kept whole in the change's audit row, so the deletion can be
 * read back per client and customer. Null when there is no such note for the officer (a 404).
 */
export async function deleteCustomerNote(tx: Queryable, bases: Bases, clientId: number, noteId: number): Promise<{ customerId: number; customerNr: number } | null> {
  const [visible] = await tx.query<{ customerId: number; customerNr: number }>(
    `SELECT cu.id::int AS "customerId", cu.nr AS "customerNr"
       FROM customer_note n JOIN customer cu ON cu.id = n.customer_id JOIN client c ON c.id = cu.client_id
      WHERE n.id = $1 AND cu.client_id = $2 AND ${inBases('c', '$3')}
        FOR UPDATE OF n`,
    [noteId, clientId, bases],
  );
  if (!visible) return null;
  await keepRemovedRows(tx, 'customer_note', 'SELECT to_jsonb(n) FROM customer_note n WHERE n.id = $1', [noteId]);
  await tx.query('DELETE FROM customer_note WHERE id = $1', [noteId]);
  return visible;
}

export async function updateCustomerNote(
  tx: Queryable,
  bases: Bases,
  clientId: number,
  noteId: number,
  change: { readonly noticeText: string; readonly subject?: string },
): Promise<{ customerId: number; customerNr: number } | null> {
  const [row] = await tx.query<{ customerId: number; customerNr: number }>(
    `UPDATE customer_note n SET notice_text = $4, subject = CASE WHEN $5::boolean THEN $6 ELSE n.subject END
       FROM customer cu JOIN client c ON c.id = cu.client_id
      WHERE n.id = $1 AND cu.id = n.customer_id AND cu.client_id = $2 AND ${inBases('c', '$3')}
     RETURNING cu.id::int AS "customerId", cu.nr AS "customerNr"`,
    [noteId, clientId, bases, change.noticeText, change.subject !== undefined, change.subject ?? null],
  );
  return row ?? null;
}
