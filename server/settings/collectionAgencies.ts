import { mayEditEmailSetup } from '../../src/domain/settings/collectionAgencies';
import type { Queryable } from '../db/database';

/** Changes and the clients tab of a collection agency (part 2 §2.8 Inkassoselskap, §7.4). */

export interface AgencyChange {
  readonly id: number;
  readonly name: string;
  readonly addressLine1?: string | null;
  readonly addressLine2?: string | null;
  readonly postNo?: string | null;
  readonly cityName?: string | null;
  readonly phoneNo?: string | null;
  readonly email: string;
  readonly setup?: {
    readonly invoiceFormat?: string | null;
    readonly paymentFormat?: string | null;
    readonly shipmentType: string;
    readonly emailAddress?: string | null;
    readonly ftpServerId?: number | null;
  };
}

export type AgencyUpdateOutcome = { readonly kind: 'updated' } | { readonly kind: 'notFound' } | { readonly kind: 'setupLocked' } | { readonly kind: 'setupFixed' };

interface StoredSetup {
  invoice_format: string;
  payment_format: string;
  shipment_type: string;
  email_address: string | null;
  ftp_server_id: number | null;
}

/** A setup field other than the e-mail address that the request would change; those are not edited here. */
function changesFixedSetup(stored: StoredSetup, setup: NonNullable<AgencyChange['setup']>): boolean {
  return (
    (setup.invoiceFormat !== undefined && setup.invoiceFormat !== stored.invoice_format) ||
    (setup.paymentFormat !== undefined && setup.paymentFormat !== stored.payment_format) ||
    setup.shipmentType !== stored.shipment_type ||
    (setup.ftpServerId !== undefined && setup.ftpServerId !== stored.ftp_server_id)
  );
}

/**
 * Writes the agency's master data and, where allowed, its setup's e-mail address. The row is locked
 * and every check made before anything is written, so a refused change leaves the agency as it was.
 * Fields the request leaves out keep their value.
 */
export async function updateCollectionAgency(tx: Queryable, id: number, change: AgencyChange): Promise<AgencyUpdateOutcome> {
  const [stored] = await tx.query<StoredSetup>(
    'SELECT invoice_format, payment_format, shipment_type, email_address, ftp_server_id FROM collection_agency WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!stored) return { kind: 'notFound' };
  const setup = change.setup;
  if (setup && changesFixedSetup(stored, setup)) return { kind: 'setupFixed' };
  const emailAddress = setup?.emailAddress === undefined ? stored.email_address : setup.emailAddress;
  if (emailAddress !== stored.email_address && !mayEditEmailSetup({ id, shipmentType: stored.shipment_type })) return { kind: 'setupLocked' };
  await tx.query(
    `UPDATE collection_agency
        SET name = $2,
            address_line1 = CASE WHEN $3::boolean THEN $4 ELSE address_line1 END,
            address_line2 = CASE WHEN $5::boolean THEN $6 ELSE address_line2 END,
            post_no = CASE WHEN $7::boolean THEN $8 ELSE post_no END,
            city_name = CASE WHEN $9::boolean THEN $10 ELSE city_name END,
            phone_no = CASE WHEN $11::boolean THEN $12 ELSE phone_no END,
            email = $13, email_address = $14
      WHERE id = $1`,
    [
      id,
      change.name,
      change.addressLine1 !== undefined,
      change.addressLine1 ?? null,
      change.addressLine2 !== undefined,
      change.addressLine2 ?? null,
      change.postNo !== undefined,
      change.postNo ?? null,
      change.cityName !== undefined,
      change.cityName ?? null,
      change.phoneNo !== undefined,
      change.phoneNo ?? null,
      change.email,
      emailAddress,
    ],
  );
  return { kind: 'updated' };
}

export interface AgencyClient {
  readonly clientId: number;
  readonly clientName: string;
  readonly customerNumber: string | null;
}

/** The clients in the officer's bases that send their cases to the agency; null when there is no such agency. */
export async function listAgencyClients(db: Queryable, id: number, bases: readonly number[]): Promise<AgencyClient[] | null> {
  const [agency] = await db.query<{ id: number }>('SELECT id FROM collection_agency WHERE id = $1', [id]);
  if (!agency) return null;
  return db.query<AgencyClient>(
    `SELECT c.id AS "clientId", c.name AS "clientName", s.customer_nr_at_agency AS "customerNumber"
       FROM client_settings s JOIN client c ON c.id = s.client_id
      WHERE s.agency_id = $1 AND c.officer_id = ANY($2::int[])
      ORDER BY c.id`,
    [id, bases],
  );
}
